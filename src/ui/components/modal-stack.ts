import { useSyncExternalStore } from 'react';

/**
 * How many modals are open now, of any kind (a product sheet is view state, the cart a global
 * popup): a popup that must never open over another (the unfinished-order popup) waits for 0.
 */
let open = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts one open modal until the returned function is called. */
export const holdModalOpen = (): (() => void) => {
  open += 1;
  for (const listener of listeners) listener();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open -= 1;
    for (const listener of listeners) listener();
  };
};

export const useOpenModalCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => 0,
  );
