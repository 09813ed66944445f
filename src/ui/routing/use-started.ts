import { useRouterState } from '@tanstack/react-router';

/**
 * Start-up is over once the first navigation (guards, merchant info, the page's code) resolved:
 * until then the main area is hidden (spec §2), so nothing in it can take the focus.
 */
export const useStarted = (): boolean =>
  useRouterState({ select: (state) => state.resolvedLocation !== undefined });
