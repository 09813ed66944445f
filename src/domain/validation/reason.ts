/** A staff void or cancel reason's longest, in characters as a person counts them (shown-text.ts). */
export const MAX_REASON_LENGTH = 200;
