import type { Seat } from '../model/table.ts';

const BROWSER_ID = /^[A-Za-z0-9._-]{1,64}$/;

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
  if (typeof token !== 'string' || token === '' || token.length > 4096) return null;
  const diner = typeof dinerId === 'string' && BROWSER_ID.test(dinerId) ? dinerId : null;
  if (diner === null || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return { token, dinerId: diner, expiresAt };
};
