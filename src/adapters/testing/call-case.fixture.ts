import { expect } from 'vitest';
import type { ApiCall } from '../api/call.ts';
import { answer, only, run } from './msw.fixture.ts';

/** One §7 call: what it must send and what it must make of the reply. */
export interface CallCase<A> {
  readonly effect: ApiCall<A>;
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  /** Where the call must go when not to the cloud origin (a local-mode merchant's host). */
  readonly base?: string;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  readonly body?: unknown;
  /** Headers beyond those every call carries (languagecode, bearer token, guest uuid). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The reply's data as JSON text. */
  readonly reply: string;
  readonly expected: A;
}

const queryOf = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
};

export const checkCall = async <A>(c: CallCase<A>): Promise<void> => {
  const seen = answer(c.method, `${c.base ?? ''}${c.path}`, c.reply);
  expect(await run(c.effect)).toEqual(c.expected);
  const request = only(seen);
  expect(request.method).toBe(c.method.toUpperCase());
  expect(request.url.pathname).toBe(c.path);
  expect(queryOf(request.url)).toEqual(c.query ?? {});
  expect(request.body).toEqual(c.body);
  const headers = {
    languagecode: 'zh-TW',
    authorization: 'Bearer token-7001',
    'guest-account-identifier': 'guest-uuid-1',
    merchantid: '1001',
    ...c.headers,
  };
  for (const [name, value] of Object.entries(headers)) {
    expect(request.headers.get(name), name).toBe(value);
  }
};
