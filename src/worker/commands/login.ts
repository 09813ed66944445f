import { login as loginCall, requestLoginCode } from '../../adapters/api/member.ts';
import { failureCode } from '../../adapters/http/errors.ts';
import { secondsUntilResend } from '../../domain/login/state.ts';
import { afterLogin, afterLogout } from '../../domain/rules/navigation.ts';
import { needsEnrolment } from '../../domain/rules/member.ts';
import { validateCode } from '../../domain/validation/code.ts';
import { validatePhone } from '../../domain/validation/phone.ts';
import type { TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { done, invalid, messageText, notReady, ok, refused } from '../core/results.ts';

type LoginCommands = Pick<TableCoreCommands, 'requestCode' | 'login' | 'logout'>;

/** Spec §4 "Login flow"; `identityChanged` refetches the cart and rejoins the table. */
export const makeLoginCommands = (
  ctx: CoreContext,
  identityChanged: () => Promise<void>,
): LoginCommands & { readonly stop: () => void } => {
  const { store, call, deps } = ctx;
  let stopTicking: (() => void) | null = null;

  const stop = () => {
    stopTicking?.();
    stopTicking = null;
  };

  /** ClockTicked each second while the resend countdown runs, so the view counts down. */
  const countDown = () => {
    stop();
    stopTicking = deps.clock.onTick(() => {
      store.dispatch({ type: 'ClockTicked', payload: {} });
      const { login, now } = store.state();
      if (secondsUntilResend(login, now) === 0) stop();
    });
  };

  return {
    stop,
    requestCode: async (rawPhone) => {
      const phone = validatePhone(rawPhone);
      if (!phone.ok) return invalid(phone.error);
      if (secondsUntilResend(store.state().login, deps.clock.now()) > 0) {
        return notReady('countdown');
      }
      store.dispatch({ type: 'LoginCodeRequested', payload: { phone: phone.value } });
      const sent = await call(requestLoginCode({ phone: phone.value }));
      if (!sent.ok) {
        const resolution = await ctx.report(sent.error, 'sendCode');
        const message = messageText(resolution.message, 'common.somethingWentWrong');
        const code = failureCode(sent.error);
        store.dispatch({ type: 'LoginCodeRequestFailed', payload: { code, message } });
        return refused(sent.error, resolution);
      }
      store.dispatch({ type: 'LoginCodeSent', payload: {} });
      countDown();
      return done;
    },
    login: async (rawPhone, rawCode, returnTo = null) => {
      const phone = validatePhone(rawPhone);
      if (!phone.ok) return invalid(phone.error);
      const code = validateCode(rawCode);
      if (!code.ok) return invalid(code.error);
      const { locale } = store.state().session;
      store.dispatch({ type: 'LoginVerificationStarted', payload: {} });
      const reply = await call(
        loginCall({ phone: phone.value, code: code.value, languagePreference: locale }),
      );
      if (!reply.ok) {
        const resolution = await ctx.report(reply.error, 'login');
        const message = messageText(resolution.message, 'common.somethingWentWrong');
        const failed = failureCode(reply.error);
        store.dispatch({ type: 'LoginFailed', payload: { code: failed, message } });
        return refused(reply.error, resolution);
      }
      stop();
      const member = reply.value;
      // A new identity gets a new guest uuid: it must not inherit the visitor's cart entry.
      store.dispatch({ type: 'LoginSucceeded', payload: { member, guestUuid: deps.ids.uuid() } });
      await identityChanged();
      const { merchantId } = store.state().session;
      return ok({
        navigation: afterLogin(returnTo, merchantId, locale),
        needsEnrolment: needsEnrolment(member),
      });
    },
    logout: async (reason = 'user') => {
      store.dispatch({ type: 'LoggedOut', payload: { guestUuid: deps.ids.uuid(), reason } });
      // The member did not ask for it: say why they are a visitor again (spec §8 401).
      if (reason === 'unauthorized') ctx.toast({ kind: 'key', key: 'login.sessionExpired' });
      const settled = identityChanged();
      // A 401 is noticed inside a cart write, which must not wait on the queue it holds.
      if (reason === 'user') await settled;
      const { merchantId, locale } = store.state().session;
      return ok(merchantId === null ? null : afterLogout(merchantId, locale));
    },
  };
};
