import { current, type Draft, isDraft } from 'immer';

/**
 * A value read inside the fold's draft, as the plain value it stands for: what outlives the
 * draft (a patch's base, a cache key, a list about to be replaced whole) wants the plain value.
 * The fold never changes a cart, an edit or a timeline entry in place, so this is the original,
 * at no cost.
 */
export const unwrapped = <T>(value: T): T =>
  isDraft(value) ? (current(value as Draft<T>) as T) : value;
