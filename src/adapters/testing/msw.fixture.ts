import { Effect, Exit } from 'effect';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Locale, ServerMode } from '../../domain/model/enums.ts';
import type { ApiCall } from '../api/call.ts';
import { type HttpClientConfig, httpClientLayer } from '../http/client.ts';
import type { ApiError } from '../http/errors.ts';
import type { CallContext } from '../http/headers.ts';

/** The API origin of the msw tests: nothing resolves it, msw answers before any network. */
export const ORIGIN = 'http://api.test';

export const session: CallContext = {
  token: 'token-7001',
  guestId: 'guest-uuid-1',
  merchantId: '1001',
  tableId: '12',
  seat: 'seat-token-12',
  locale: Locale.ZhTW,
  serverMode: ServerMode.Cloud,
};

export const server = setupServer();

/** Starts msw for this test file; an unhandled request fails the test that made it. */
export const useMsw = (): void => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
};

export const clientConfig = (overrides: Partial<HttpClientConfig> = {}): HttpClientConfig => ({
  origin: ORIGIN,
  context: () => session,
  timeoutMs: 1_000,
  ...overrides,
});

export const run = <A>(effect: ApiCall<A>, config?: Partial<HttpClientConfig>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, httpClientLayer(clientConfig(config))));

/** The tagged error a call failed with; fails the test when the call succeeded. */
export const runError = async <A>(
  effect: ApiCall<A>,
  config?: Partial<HttpClientConfig>,
): Promise<ApiError> => {
  const exit = await Effect.runPromiseExit(
    Effect.provide(Effect.flip(effect), httpClientLayer(clientConfig(config))),
  );
  if (Exit.isSuccess(exit)) return exit.value;
  throw new Error(`expected a tagged failure, got ${String(exit.cause)}`);
};

/** What a handler saw: enough to check a call's request shape. */
export interface Seen {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
}

/** The success envelope around raw JSON text (so a test can write 64-bit ids as numbers). */
export const okText = (dataJson: string): string =>
  `{"success":true,"code":0,"msg":"success","data":${dataJson}}`;

export const jsonText = (text: string, status = 200): Response =>
  new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers `method path` with `dataJson` in a success envelope and records each request.
 * `path` is matched on the ORIGIN unless a full URL is given.
 */
export const answer = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  dataJson: string,
): Seen[] => {
  const seen: Seen[] = [];
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`;
  server.use(
    http[method](url, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      return jsonText(okText(dataJson));
    }),
  );
  return seen;
};

/** The one request a handler saw; fails when there were none or several. */
export const only = (seen: readonly Seen[]): Seen => {
  if (seen.length !== 1) throw new Error(`expected one request, saw ${seen.length}`);
  return seen[0] as Seen;
};
