import { Effect } from 'effect';
import { clearCart } from '../../adapters/api/cart.ts';
import { login as loginCall, requestLoginCode } from '../../adapters/api/member.ts';
import { type ApiError, failureCode } from '../../adapters/http/errors.ts';
import { Ids } from '../../adapters/system/ids.ts';
import { Clock } from '../../adapters/system/clock.ts';
import { type ErrorContext, ONE_CODE_A_MINUTE } from '../../domain/errors/catalogue.ts';
import { userCartItems } from '../../domain/cart/state.ts';
import { secondsUntilResend, secondsUntilResendTo } from '../../domain/login/state.ts';
import { afterLogin, afterLogout } from '../../domain/rules/navigation.ts';
import { needsEnrolment } from '../../domain/rules/member.ts';
import { validateCode } from '../../domain/validation/code.ts';
import { validatePhone } from '../../domain/validation/phone.ts';
import type { LoginOutcome } from '../api.ts';
import { invalid, notReady } from '../core/failures.ts';
import { refusal, report } from '../core/report.ts';
import { messageText } from '../core/results.ts';
import { cartUserId } from '../core/identity.ts';
import {
  currentState,
  emit,
  followUp,
  inBackground,
  inCartQueue,
  toast,
} from '../core/services.ts';
import { connectLive } from '../live/link.ts';
import { refreshCart, syncCart } from './cart-sync.ts';
import { CodeRequests } from './code-requests.ts';
import { loadPlacedOrder } from './order.ts';

/**
 * Spec §4 "Login flow": a new identity refetches the cart and rejoins the table. The table's
 * order is read again too: the rounds placed as a visitor are the member's now (the server's
 * seats/claim-rounds.ts), so the order detail counts the diner once.
 */
const identityChanged = Effect.gen(function* () {
  const { tableId } = (yield* currentState).session;
  const atTable =
    tableId === null ? [] : [Effect.ignore(connectLive), Effect.ignore(loadPlacedOrder)];
  yield* Effect.all([Effect.ignore(refreshCart('general')), ...atTable], {
    concurrency: 'unbounded',
  });
});

const failed = (
  error: ApiError,
  context: ErrorContext,
  event: 'LoginCodeRequestFailed' | 'LoginFailed',
) =>
  Effect.gen(function* () {
    // The login form says the refusal beside its fields (use-login-form.ts): no toast too.
    const resolution = yield* report(error, context, true);
    const message = messageText(resolution.message, 'common.somethingWentWrong');
    yield* emit({ type: event, payload: { code: failureCode(error), message } });
    return yield* Effect.fail(refusal(error, resolution));
  });

export const requestCode = (rawPhone: string) =>
  Effect.gen(function* () {
    const phone = validatePhone(rawPhone);
    if (!phone.ok) return yield* invalid(phone.error);
    const clock = yield* Clock;
    const { login } = yield* currentState;
    // A second tap while the first is on its way would only earn the minute's refusal (4290);
    // the minute is the phone's (the server's rule too), so a corrected number need not wait.
    const waiting = secondsUntilResend(login, clock.now());
    const counting = secondsUntilResendTo(login.phone, waiting, phone.value) > 0;
    if (login.codeRequest === 'pending' || counting) return yield* notReady('countdown');
    yield* emit({ type: 'LoginCodeRequested', payload: { phone: phone.value } });
    const codeRequests = yield* CodeRequests;
    const codeRequest = yield* requestLoginCode({
      phone: phone.value,
      codeRequest: codeRequests.get(phone.value) ?? null,
    }).pipe(
      Effect.catch((error) =>
        Effect.ensuring(
          failed(error, 'sendCode', 'LoginCodeRequestFailed'),
          // The minute's refusal starts the countdown too (domain/login/handlers.ts).
          failureCode(error) === ONE_CODE_A_MINUTE
            ? followUp({ kind: 'countdown', running: true })
            : Effect.void,
        ),
      ),
    );
    if (codeRequest !== null) codeRequests.set(phone.value, codeRequest);
    yield* emit({ type: 'LoginCodeSent', payload: {} });
    // ClockTicked each second while the resend countdown runs, so the view counts down.
    yield* followUp({ kind: 'countdown', running: true });
  });

export const login = (rawPhone: string, rawCode: string, returnTo: string | null = null) =>
  Effect.gen(function* () {
    const phone = validatePhone(rawPhone);
    if (!phone.ok) return yield* invalid(phone.error);
    const code = validateCode(rawCode);
    if (!code.ok) return yield* invalid(code.error);
    const { locale } = (yield* currentState).session;
    yield* emit({ type: 'LoginVerificationStarted', payload: {} });
    const codeRequests = yield* CodeRequests;
    const member = yield* loginCall({
      phone: phone.value,
      code: code.value,
      languagePreference: locale,
      codeRequest: codeRequests.get(phone.value) ?? null,
    }).pipe(Effect.catch((error) => failed(error, 'login', 'LoginFailed')));
    codeRequests.clear();
    yield* followUp({ kind: 'countdown', running: false });
    // A new identity gets a new guest uuid: it must not inherit the visitor's cart entry.
    const ids = yield* Ids;
    yield* emit({ type: 'LoginSucceeded', payload: { member, guestUuid: ids.uuid() } });
    yield* identityChanged;
    const { merchantId } = (yield* currentState).session;
    return {
      navigation: afterLogin(returnTo, merchantId, locale),
      needsEnrolment: needsEnrolment(member),
    } satisfies LoginOutcome;
  });

/**
 * Spec §4 "Logout: clear cart": the member's dishes not yet ordered leave the table's cart with
 * them, while they still can (the phone, a visitor now, could neither change nor remove them).
 * Offline or refused, they stay, as before.
 */
const clearOwnLines = Effect.gen(function* () {
  const { session, cart } = yield* currentState;
  if (session.tableId === null || userCartItems(cart.current, cartUserId(session)).length === 0)
    return;
  // A write still on its way first: it would put the lines back under the member's id.
  yield* Effect.ignore(syncCart);
  yield* Effect.ignore(inCartQueue(clearCart({ tableId: session.tableId, mine: true })));
});

export const logout = (reason: 'user' | 'unauthorized' = 'user') =>
  Effect.gen(function* () {
    if (reason === 'user') yield* clearOwnLines;
    const ids = yield* Ids;
    yield* emit({ type: 'LoggedOut', payload: { guestUuid: ids.uuid(), reason } });
    // The member did not ask for it: say why they are a visitor again (spec §8 401).
    if (reason === 'unauthorized') yield* toast({ kind: 'key', key: 'login.sessionExpired' });
    // A 401 is noticed inside a cart write, which must not wait on the queue it holds.
    if (reason === 'user') yield* identityChanged;
    else yield* inBackground('rejoin after logout', identityChanged);
    const { merchantId, locale } = (yield* currentState).session;
    return merchantId === null ? null : afterLogout(merchantId, locale);
  });

/** One tick of the resend countdown; the last one stops it. */
export const countdownTick = Effect.gen(function* () {
  yield* emit({ type: 'ClockTicked', payload: {} });
  const { login, now } = yield* currentState;
  if (secondsUntilResend(login, now) === 0) yield* followUp({ kind: 'countdown', running: false });
});
