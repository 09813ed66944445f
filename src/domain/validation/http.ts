const DEFAULT_STATUS = 200;

/** Spec §5: only a three-digit status is trusted; anything else reads as 200. */
export const acceptStatusCode = (status: unknown): number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 999
    ? status
    : DEFAULT_STATUS;

const NUMERIC = /^[0-9]+(?:\.[0-9]+)?$/;

/** Digits with an optional decimal part; no sign, exponent or bare dot. */
export const isNumericString = (value: string): boolean => NUMERIC.test(value);

const OUTSIDE_PRINTABLE_ASCII = /[^\x20-\x7e]/g;

/** Header values must be printable ASCII or fetch throws; drop the rest rather than fail the call. */
export const toHeaderValue = (value: string): string => value.replace(OUTSIDE_PRINTABLE_ASCII, '');
