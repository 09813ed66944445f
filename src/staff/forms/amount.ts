import type { StaffMessage, StaffMessageId } from '../i18n/catalogues.ts';
import { type StaffText, useStaffText } from '../i18n/use-staff-text.ts';
import { MAX_REASON_LENGTH } from '../../domain/validation/reason.ts';
import { isBlankText, shownText, textLength } from '../../domain/validation/shown-text.ts';

/**
 * The console's form checks, done before anything is sent, with the API's own limits
 * (docs/api/staff.md), so a typo shows a sentence beside the field instead of a 400. A check says
 * what is wrong as a StaffMessage; `useCheckText()` puts it in words.
 */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: StaffMessage };

/**
 * The fields a check names ("the amount", "tips"…), each with its words at the start of a sentence
 * ("The amount must be from…"): languages that capitalise need both.
 */
const START = {
  'forms.what.amount': 'forms.whatStart.amount',
  'forms.what.percentage': 'forms.whatStart.percentage',
  'forms.what.quantity': 'forms.whatStart.quantity',
  'forms.what.grams': 'forms.whatStart.grams',
  'forms.what.tips': 'forms.whatStart.tips',
  'forms.what.minutes': 'forms.whatStart.minutes',
} as const satisfies Partial<Readonly<Record<StaffMessageId, StaffMessageId>>>;

/** A field a check names, as a message id: 'forms.what.amount'. */
export type FieldName = keyof typeof START;
type FieldId = FieldName | (typeof START)[FieldName];

const FIELD_IDS: ReadonlySet<string> = new Set<string>([
  ...Object.keys(START),
  ...Object.values(START),
]);

const isFieldId = (value: string | number | undefined): value is FieldId =>
  typeof value === 'string' && FIELD_IDS.has(value);

const DECIMAL = /^\d+(?:\.\d{1,2})?$/;
const INTEGER = /^\d+$/;
const NEGATIVE_INTEGER = /^[-\u2212]\s*\d+$/;

interface Range {
  readonly min: number;
  readonly max: number;
  /** Named in the error: 'forms.what.amount', 'forms.what.tips'… */
  readonly what: FieldName;
}

const refuse = (
  id: StaffMessageId,
  values?: Readonly<Record<string, string | number>>,
): { readonly ok: false; readonly error: StaffMessage } => ({
  ok: false,
  error: values === undefined ? { id } : { id, values },
});

// The limits go in as written ("1000000", not "1,000,000"), as the sentence always said them.
const outOfRange = ({ min, max, what }: Range) =>
  refuse('forms.range', { what: START[what], min: String(min), max: String(max) });

/** Dollars and cents: "12", "12.5", "12.50" (a leading $ and spaces allowed), within range. */
export const checkMoney = (text: string, range: Range): Checked<number> => {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (plain === '') return refuse('forms.enter', { what: range.what });
  if (!DECIMAL.test(plain)) return refuse('forms.money.format', { what: range.what });
  const value = Number(plain);
  if (value < range.min || value > range.max) return outOfRange(range);
  return { ok: true, value };
};

/** A whole number within range (quantities, minutes). */
export const checkInteger = (text: string, range: Range): Checked<number> => {
  const plain = text.trim();
  // "-1" is a whole number, only not one in range: "as a whole number" would be wrong.
  if (NEGATIVE_INTEGER.test(plain)) return outOfRange(range);
  if (!INTEGER.test(plain)) return refuse('forms.integer.format', { what: range.what });
  const value = Number(plain);
  if (value < range.min || value > range.max) return outOfRange(range);
  return { ok: true, value };
};

/** Free text the API takes with a length limit and no blank value (void and cancel reasons). */
export const checkReason = (text: string, max = MAX_REASON_LENGTH): Checked<string> => {
  if (isBlankText(text)) return refuse('forms.reason.missing');
  const value = shownText(text);
  if (textLength(value) > max) return refuse('forms.reason.long', { max: String(max) });
  return { ok: true, value };
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const checkColour = (text: string): Checked<string> => {
  const value = text.trim();
  return HEX_COLOUR.test(value) ? { ok: true, value } : refuse('forms.colour');
};

/** A check's error in words with `t`: the field it names (`values.what`, a message id) first. */
export const checkText =
  (t: StaffText) =>
  ({ id, values }: StaffMessage): string => {
    const what = values?.what;
    return t(id, isFieldId(what) ? { ...values, what: t(what) } : values);
  };

/** A check's error in words, in the console's language. */
export const useCheckText = (): ((error: StaffMessage) => string) => checkText(useStaffText());
