import { randomBytes } from 'node:crypto';

const FLOOR = 10n ** 15n;

/**
 * A new table QR code id: 60 random bits above 10^15, so a code is 16 to 19 digits, fits the
 * bigint column, keeps the /m/{digits}/q/{digits} route, and cannot be guessed or counted.
 */
export const newQrcodeId = (): string => {
  const bits = BigInt(`0x${randomBytes(8).toString('hex')}`) >> 4n;
  return String(FLOOR + bits);
};
