import { current, type Draft, isDraft } from 'immer';

/**
 * A value read inside the fold's draft, as the plain value it stands for: what outlives the
 * draft (a patch's base, a cache key, a list about to be replaced whole) wants the plain value.
 * A draft nothing changed yet gives back its original, at no cost; one changed in this draft
 * gives a copy. What it gives may hold the last state's frozen objects: a handler that takes a
 * list this way replaces what it changes in it, never changes an element in place.
 */
export const unwrapped = <T>(value: T): T =>
  isDraft(value) ? (current(value as Draft<T>) as T) : value;
