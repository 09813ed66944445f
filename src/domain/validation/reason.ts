import { withoutDirectionControls } from './notes.ts';

/** A staff void or cancel reason's longest, in characters as a person counts them. */
export const MAX_REASON_LENGTH = 200;

/** Characters that show nothing on their own: zero-width space, non-joiner, joiner, word joiner, BOM. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** A reason as kept and shown: without direction controls (they flip tickets), trimmed. */
export const reasonText = (text: string): string => withoutDirectionControls(text).trim();

/**
 * Whether a reason says nothing anyone could read: empty once its spaces, direction controls
 * and zero-width characters are taken out. The staff console and the server refuse it alike.
 */
export const isBlankReason = (text: string): boolean =>
  reasonText(text).replace(ZERO_WIDTH, '').trim() === '';

/** Length in characters (code points), so an emoji counts once, as the staff sees it. */
export const reasonLength = (text: string): number => [...text].length;
