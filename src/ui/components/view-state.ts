import { useSyncExternalStore } from 'react';

/** Where a view state is kept for the tab, and how a stored value is read back (null: none). */
export interface KeptForTab<T> {
  readonly key: string;
  /** The value from what was stored; anything odd reads as the initial value. */
  readonly read: (stored: unknown) => T;
}

const storedValue = <T>(kept: KeptForTab<T>, initial: T): T => {
  try {
    const raw = sessionStorage.getItem(kept.key);
    return raw === null ? initial : kept.read(JSON.parse(raw));
  } catch {
    return initial;
  }
};

const store = <T>(kept: KeptForTab<T>, value: T, initial: T): void => {
  try {
    if (value === initial) sessionStorage.removeItem(kept.key);
    else sessionStorage.setItem(kept.key, JSON.stringify(value));
  } catch {
    // Storage refused (a private mode): the value still holds for this page.
  }
};

/**
 * A piece of the UI's own view state that outlives the component showing it (a sheet that is
 * unmounted when it closes): one value, set from anywhere, read with a hook that re-renders.
 * Given `kept`, it is kept in sessionStorage and outlives a reload of the tab too.
 */
export const createViewState = <T>(initial: T, kept?: KeptForTab<T>) => {
  let loaded = kept === undefined;
  let value = initial;
  const current = (): T => {
    if (!loaded && kept !== undefined) {
      loaded = true;
      value = storedValue(kept, initial);
    }
    return value;
  };
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    set(next: T): void {
      loaded = true;
      value = next;
      if (kept !== undefined) store(kept, next, initial);
      for (const listener of listeners) listener();
    },
    /** A hook: what `select` makes of the value (kept cheap and plain: it runs every render). */
    use<S>(select: (current: T) => S): S {
      return useSyncExternalStore(
        subscribe,
        () => select(current()),
        () => select(initial),
      );
    },
  };
};
