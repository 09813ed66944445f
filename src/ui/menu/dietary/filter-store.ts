import { useSyncExternalStore } from 'react';
import { type DietaryFilter, NO_FILTER, readFilter } from '../../../domain/menu/dietary-filter.ts';

/**
 * The diner's dietary filter: view state, shared by the menu and search, kept for the tab
 * (sessionStorage) so it survives a reload and a trip to the cart, and gone with the tab. Not
 * kept longer: a filter that silently hid dishes at the next visit, or on a phone passed to
 * someone else, would be worse than asking again (docs/dietary.md).
 */
const KEY = 'menu-dietary-filter';
const listeners = new Set<() => void>();
let current: DietaryFilter | null = null;

const stored = (): DietaryFilter => {
  try {
    return readFilter(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
  } catch {
    return NO_FILTER;
  }
};

const snapshot = (): DietaryFilter => (current ??= stored());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setDietaryFilter = (next: DietaryFilter): void => {
  current = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage refused (a private mode): the filter still holds for this page.
  }
  for (const listener of listeners) listener();
};

export const useDietaryFilter = (): DietaryFilter =>
  useSyncExternalStore(subscribe, snapshot, () => NO_FILTER);
