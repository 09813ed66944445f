import type { Seat } from '../model/table.ts';

const BROWSER_ID = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_TOKEN_LENGTH = 4096;

/** A stored seat: JSON text from storage, or the object itself; anything else is no seat. */
export const readSeat = (value: unknown): Seat | null => {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { token, dinerId, expiresAt } = parsed as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return null;
  const diner = typeof dinerId === 'string' && BROWSER_ID.test(dinerId) ? dinerId : null;
  if (diner === null || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return { token, dinerId: diner, expiresAt };
};

/**
 * The stored seat whose party the app saw leave: its token as text from storage, or the object
 * itself; anything else is none (the next clear of that seat is told again, never hidden).
 */
export const readLeftSeat = (value: unknown): Pick<Seat, 'token'> | null => {
  const token =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).token : value;
  return typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH
    ? { token }
    : null;
};
