import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a diner's order code is the table's, in time that does not tell how much of it was
 * right. Compared as bytes: a code of the same length in characters may not be in bytes ("é321"),
 * and timingSafeEqual throws on buffers of different lengths.
 */
export const sameCode = (given: string, expected: string): boolean => {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
};
