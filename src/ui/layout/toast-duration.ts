import { TOAST_DURATION_MS } from '../../domain/constants.ts';

/**
 * A slow reading pace: 15 letters a second (67 ms each, about what IReST measured for reading
 * aloud, slower than silent reading), so a reader who is not quick still gets to the end.
 */
const MS_PER_LETTER = 1_000 / 15;
/**
 * A Chinese (or Japanese, Korean) character says what several letters do: counted as 4, the
 * same message takes about as long in zh-TW as in en-US (docs/decisions.md).
 */
const LETTERS_PER_CHARACTER = 4;
const CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Past this a toast is no longer a passing word; pointing at or focusing it still holds it. */
export const TOAST_LONGEST_MS = 10_000;

/** How many letters' reading a text is: a letter, digit, space or mark 1, a CJK character 4. */
export const readingLength = (text: string): number => {
  let length = 0;
  for (const symbol of text.replace(/\s+/g, ' ').trim())
    length += CHARACTER.test(symbol) ? LETTERS_PER_CHARACTER : 1;
  return length;
};

/**
 * How long a toast stays: the time to read it, never less than spec §9's 2000 ms (so a short
 * toast stays exactly that) and never more than TOAST_LONGEST_MS.
 */
export const toastDurationMs = (text: string): number =>
  Math.min(
    TOAST_LONGEST_MS,
    Math.max(TOAST_DURATION_MS, Math.round(readingLength(text) * MS_PER_LETTER)),
  );
