import { Context, Effect, Layer } from 'effect';
import { API_TIMEOUT_SHORT_MS } from '../../domain/constants.ts';
import { DEFAULT_HOST_TEMPLATE, apiBaseFor } from './base-url.ts';
import { type ApiError, Unreachable, clearedUnder } from './errors.ts';
import type { CheckedReply } from './kept-replies.ts';
import { type CallContext, callHeaders } from './headers.ts';
import { makeInFlight } from './dedupe.ts';
import { interpretReply } from './reply.ts';
import { type ApiRequest, describeRequest } from './request.ts';
import { buildUrl } from './url.ts';

export interface HttpClientConfig {
  /** The cloud API origin, e.g. http://localhost:8080 (local mode derives the merchant's host). */
  readonly origin: string;
  /** Read at every call: the worker's current token, guest uuid, merchant, table and locale. */
  readonly context: () => CallContext;
  /** Default 10 s (docs/adapters.md); a call may set its own. */
  readonly timeoutMs?: number;
  readonly hostTemplate?: string;
  readonly fetch?: typeof fetch;
  /** Told of each reply the client accepted, after it was checked (kept-replies.ts). */
  readonly accepted?: (reply: CheckedReply) => void;
}

export interface HttpClientShape {
  readonly request: <A>(request: ApiRequest<A>) => Effect.Effect<A, ApiError>;
  /** The cloud API origin calls go to: what a relative URL the POS hands out is read against. */
  readonly origin: string;
}

/** The one HTTP client of the app: §7 headers, timeout, exact long numbers, envelope and schema. */
export class HttpClient extends Context.Service<HttpClient, HttpClientShape>()(
  'tablefold/HttpClient',
) {}

const describeCause = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export const makeHttpClient = (config: HttpClientConfig): HttpClientShape => {
  const inFlight = makeInFlight();
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const request = <A>(call: ApiRequest<A>): Effect.Effect<A, ApiError> =>
    Effect.suspend(() => {
      const context = { ...config.context(), ...call.context };
      const base = apiBaseFor(
        config.origin,
        context.merchantId,
        context.serverMode,
        config.hostTemplate ?? DEFAULT_HOST_TEMPLATE,
      );
      const url = buildUrl(base, call.path, call.query);
      const headers = callHeaders(context);
      const hasBody = call.body !== undefined;
      if (hasBody) headers['Content-Type'] = 'application/json';
      const name = describeRequest(call);
      const timeoutMs = call.timeoutMs ?? config.timeoutMs ?? API_TIMEOUT_SHORT_MS;
      const exchange = Effect.tryPromise({
        try: async (signal) => {
          const init: RequestInit = { method: call.method, headers, signal };
          if (hasBody) init.body = JSON.stringify(call.body);
          const response = await doFetch(url, init);
          return { status: response.status, text: await response.text() };
        },
        catch: (error) =>
          new Unreachable({ request: name, reason: 'network', description: describeCause(error) }),
      }).pipe(
        Effect.timeoutOrElse({
          duration: timeoutMs,
          orElse: () =>
            Effect.fail(
              new Unreachable({
                request: name,
                reason: 'timeout',
                description: `no reply within ${timeoutMs} ms`,
              }),
            ),
        }),
        Effect.flatMap((reply) =>
          interpretReply(name, reply.status, reply.text, call.data).pipe(
            Effect.tap(() =>
              Effect.sync(() =>
                config.accepted?.({
                  method: call.method,
                  url,
                  languagecode: headers.languagecode ?? null,
                  text: reply.text,
                }),
              ),
            ),
          ),
        ),
        Effect.mapError((error) =>
          error._tag === 'TableCleared' ? clearedUnder(error, context.seat) : error,
        ),
      );
      if (call.shareInFlight !== true) return exchange;
      return inFlight.share(JSON.stringify([call.method, url, headers]), exchange);
    });

  return { request, origin: config.origin };
};

export const httpClientLayer = (config: HttpClientConfig): Layer.Layer<HttpClient> =>
  Layer.sync(HttpClient, () => makeHttpClient(config));
