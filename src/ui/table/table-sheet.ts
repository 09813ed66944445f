import { useSyncExternalStore } from 'react';

/**
 * Whether the table sheet (who is here, what happened) is open: view state of the UI, opened
 * from the header's presence and from the cart. The sheet itself is a lazy chunk.
 */
let open = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const setTableSheetOpen = (next: boolean): void => {
  open = next;
  for (const listener of listeners) listener();
};

export const useTableSheetOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
