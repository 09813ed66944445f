import { badRequest } from '../http/api-error.ts';

export const MAX_KEYWORD_LENGTH = 100;
export const MAX_SEARCH_RESULTS = 50;

const tooLong = () => badRequest(`keyword must be at most ${MAX_KEYWORD_LENGTH} characters`);

/**
 * What a diner typed, as the search compares it: full-width forms folded (NFKC, so "ｎｏｏｄｌｅ"
 * finds "noodle"), runs of spaces collapsed, ends trimmed, lower-cased.
 */
export const normaliseKeyword = (raw: string): string => {
  // Refused before normalising, so a huge query string costs nothing to turn away.
  if (raw.length > MAX_KEYWORD_LENGTH * 4) throw tooLong();
  const keyword = raw.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  if ([...keyword].length > MAX_KEYWORD_LENGTH) {
    throw tooLong();
  }
  return keyword;
};

/** A LIKE pattern matching `keyword` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
