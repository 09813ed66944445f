import { MAX_KEYWORD_LENGTH, normaliseKeyword as normalise } from '../../src/domain/menu/search.ts';
import { badRequest } from '../http/api-error.ts';

export { MAX_SEARCH_RESULTS } from '../../src/domain/menu/search.ts';

const tooLong = () => badRequest(`keyword must be at most ${MAX_KEYWORD_LENGTH} characters`);

/** What a diner typed, as the search compares it (src/domain/menu/search.ts), or 400 when long. */
export const normaliseKeyword = (raw: string): string => {
  // Refused before normalising, so a huge query string costs nothing to turn away.
  if (raw.length > MAX_KEYWORD_LENGTH * 4) throw tooLong();
  const keyword = normalise(raw);
  if ([...keyword].length > MAX_KEYWORD_LENGTH) {
    throw tooLong();
  }
  return keyword;
};
