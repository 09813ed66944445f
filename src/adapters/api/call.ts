import { Effect, Schema } from 'effect';
import { HttpClient } from '../http/client.ts';
import type { ApiError } from '../http/errors.ts';
import type { ApiRequest } from '../http/request.ts';

/** Every §7 call is one of these: typed data out, tagged errors, the client from the context. */
export type ApiCall<A> = Effect.Effect<A, ApiError, HttpClient>;

export const call = <A>(request: ApiRequest<A>): ApiCall<A> =>
  Effect.gen(function* () {
    const client = yield* HttpClient;
    return yield* client.request(request);
  });

/** For calls whose reply carries no data worth keeping: only success or failure counts. */
export const callForOutcome = (request: Omit<ApiRequest<unknown>, 'data'>): ApiCall<void> =>
  call({ ...request, data: Schema.Unknown }).pipe(Effect.asVoid);

/** A path segment from input (a QR code id, an order code): encoded so it stays one segment. */
export const segment = (value: string): string => encodeURIComponent(value);
