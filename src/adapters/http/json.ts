import { parseExactJson } from './exact-json.ts';

export type Parsed =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** A reply's JSON with its long numbers exact (exact-json.ts), or why it is not JSON. */
export const parseJson = (text: string): Parsed => {
  try {
    return { ok: true, value: parseExactJson(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'malformed JSON' };
  }
};
