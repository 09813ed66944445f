import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on a page opened from the menu to change one thing: it goes back there when done. */
    readonly returnsToMenu?: boolean;
  }
}

/**
 * A page the menu opens to change one setting (the guest count) returns with Back, not a new
 * entry: the menu keeps its scroll and the phone's Back does not lead to the page again.
 */
export const useOpenFromMenu = (): ((href: string) => Promise<void>) => {
  const router = useRouter();
  return useCallback(
    (href) =>
      router.navigate({ href, state: (previous) => ({ ...previous, returnsToMenu: true }) }),
    [router],
  );
};

/** Whether this page was opened from the menu (and the menu is the entry behind it). */
export const useOpenedFromMenu = (): boolean =>
  useRouterState({ select: (state) => state.location.state.returnsToMenu === true });
