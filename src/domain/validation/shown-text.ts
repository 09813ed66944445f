import { withoutDirectionControls } from './notes.ts';

/*
 * Free text one person types and others see (a diner's name on the table's phones, a staff
 * reason on the diners' screens and the ticket): the same rules in the app, the console and the
 * server.
 */

/** Characters that show nothing on their own: zero-width space, non-joiner, joiner, word joiner, BOM. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** The text as kept and shown: without direction controls (they flip what follows), trimmed. */
export const shownText = (text: string): string => withoutDirectionControls(text).trim();

/** Whether it says nothing anyone could read: only spaces, direction controls, zero-width characters. */
export const isBlankText = (text: string): boolean =>
  shownText(text).replace(ZERO_WIDTH, '').trim() === '';

/** Length in characters (code points), so an emoji counts once, as a person counts it. */
export const textLength = (text: string): number => [...text].length;
