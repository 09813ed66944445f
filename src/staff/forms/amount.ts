/**
 * The console's form checks, done before anything is sent, with the API's own limits
 * (docs/api/staff.md), so a typo shows a sentence beside the field instead of a 400.
 */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const DECIMAL = /^\d+(?:\.\d{1,2})?$/;
const INTEGER = /^\d+$/;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Range {
  readonly min: number;
  readonly max: number;
  /** Shown in the error: "the amount", "tips"… */
  readonly what: string;
}

/** Dollars and cents: "12", "12.5", "12.50" (a leading $ and spaces allowed), within range. */
export const checkMoney = (text: string, { min, max, what }: Range): Checked<number> => {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (plain === '') return { ok: false, error: `Enter ${what}.` };
  if (!DECIMAL.test(plain))
    return { ok: false, error: `Enter ${what} as a number with at most two decimals, like 12.50.` };
  const value = Number(plain);
  if (value < min || value > max)
    return { ok: false, error: `${capital(what)} must be from ${min} to ${max}.` };
  return { ok: true, value };
};

/** A whole number within range (quantities, minutes). */
export const checkInteger = (text: string, { min, max, what }: Range): Checked<number> => {
  const plain = text.trim();
  if (!INTEGER.test(plain)) return { ok: false, error: `Enter ${what} as a whole number.` };
  const value = Number(plain);
  if (value < min || value > max)
    return { ok: false, error: `${capital(what)} must be from ${min} to ${max}.` };
  return { ok: true, value };
};

/** Free text the API takes with a length limit and no blank value (void and cancel reasons). */
export const checkReason = (text: string, max = 200): Checked<string> => {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'Enter a reason.' };
  if ([...value].length > max)
    return { ok: false, error: `Keep the reason under ${max} characters.` };
  return { ok: true, value };
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const checkColour = (text: string): Checked<string> => {
  const value = text.trim();
  return HEX_COLOUR.test(value)
    ? { ok: true, value }
    : { ok: false, error: 'Enter a colour as #rgb or #rrggbb, like #f6821f.' };
};
