import { withoutDirectionControls } from './notes.ts';

/*
 * Free text one person types and others see (a diner's name on the table's phones, a staff
 * reason on the diners' screens and the ticket): the same rules in the app, the console and the
 * server.
 */

/**
 * Control characters (C0, DEL, C1): nothing a person types into a name or a reason; a line break
 * or a tab reads as a space.
 */
const CONTROLS = /\p{Cc}/gu;

/**
 * Letters that draw nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank
 * Braille pattern (U+2800), each a letter or a symbol to Unicode, blank on every screen.
 */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Something that shows: a letter, a digit, punctuation or a symbol (not a mark, format or space). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** The text as kept and shown: no direction controls (they flip what follows) or controls, trimmed. */
export const shownText = (text: string): string =>
  withoutDirectionControls(text).replace(CONTROLS, ' ').trim();

/**
 * Whether it says nothing anyone could read: no letter, digit, punctuation or symbol once the
 * blank ones are left out (only spaces, direction controls, zero-width and other format
 * characters, combining marks alone, fillers).
 */
export const isBlankText = (text: string): boolean =>
  !VISIBLE.test(shownText(text).replace(BLANK_LETTERS, ''));

/** Length in characters (code points), so an emoji counts once, as a person counts it. */
export const textLength = (text: string): number => [...text].length;
