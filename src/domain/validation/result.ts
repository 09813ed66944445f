import type { DomainMessageKey } from '../errors/message-keys.ts';

/**
 * The one result shape of every validator: the cleaned value, or a translation key the UI
 * renders. Forms that report several fields at once extend the failure with `fieldErrors`.
 */
export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: DomainMessageKey };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });

export const invalid = <T = never>(error: DomainMessageKey): Validation<T> => ({
  ok: false,
  error,
});
