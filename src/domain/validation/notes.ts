/**
 * Invisible controls that turn the direction of the text after them (embeddings U+202A-U+202E,
 * isolates U+2066-U+2069): in a note they flip the rest of it on every other phone and on the
 * kitchen's ticket ("reversed" shown as "desrever"), and no diner needs one to write a note.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A line's note (or a staff reason) as typed, without direction controls: the app and the POS keep
 * the same text.
 */
export const withoutDirectionControls = (notes: string): string =>
  notes.replace(DIRECTION_CONTROLS, '');
