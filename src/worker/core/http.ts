import { Effect, Result } from 'effect';
import type { ApiCall } from '../../adapters/api/call.ts';
import { HttpClient, type HttpClientConfig, makeHttpClient } from '../../adapters/http/client.ts';
import type { ApiError } from '../../adapters/http/errors.ts';
import type { CallContext } from '../../adapters/http/headers.ts';
import { ServerMode } from '../../domain/model/enums.ts';
import type { AppState } from '../../domain/state.ts';

export type Outcome<A> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: ApiError };

/** Runs one §7 call: the Effect world ends here, the commands see plain outcomes. */
export type Call = <A>(effect: ApiCall<A>) => Promise<Outcome<A>>;

/** The §7 headers come from the state at the moment of each call. */
export const callContext = (state: AppState): CallContext => ({
  token: state.session.token,
  // The POS names a visitor by the seat; the header only says the same.
  guestId: state.session.seat?.dinerId ?? state.session.guestUuid,
  merchantId: state.session.merchantId,
  tableId: state.session.tableId,
  seat: state.session.seat?.token ?? null,
  locale: state.session.locale,
  serverMode: state.session.merchant?.serverMode ?? ServerMode.Cloud,
});

/** One client for the core's life, so concurrent tiny-merchant requests are really shared. */
export const makeCall = (config: HttpClientConfig): Call => {
  const client = makeHttpClient(config);
  return async (effect) => {
    const result = await Effect.runPromise(
      Effect.result(effect.pipe(Effect.provideService(HttpClient, client))),
    );
    return Result.isSuccess(result)
      ? { ok: true, value: result.success }
      : { ok: false, error: result.failure };
  };
};
