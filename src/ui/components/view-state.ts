import { useSyncExternalStore } from 'react';

/**
 * A piece of the UI's own view state that outlives the component showing it (a sheet that is
 * unmounted when it closes): one value, set from anywhere, read with a hook that re-renders.
 */
export const createViewState = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    set(next: T): void {
      value = next;
      for (const listener of listeners) listener();
    },
    /** A hook: what `select` makes of the value (kept cheap and plain: it runs every render). */
    use<S>(select: (current: T) => S): S {
      return useSyncExternalStore(
        subscribe,
        () => select(value),
        () => select(initial),
      );
    },
  };
};
