/** A query value: absent values are left out, lists repeat the key (`?s=1&s=2`). */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export type Query = Readonly<Record<string, QueryValue>>;

export const queryString = (query: Query | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/** `path` is the call's own path; a segment built from input must be encoded by its caller. */
export const buildUrl = (base: string, path: string, query?: Query): string =>
  `${base}/${path.replace(/^\/+/, '')}${queryString(query)}`;
