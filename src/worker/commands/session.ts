import { Effect } from 'effect';
import { Analytics } from '../../adapters/system/analytics.ts';
import { FINGERPRINT_FAILURE_EVENT } from '../../adapters/system/fingerprint.ts';
import type { Locale, Theme } from '../../domain/model/enums.ts';
import type { PopupName } from '../../domain/popups/events.ts';
import { normaliseLocale } from '../../domain/rules/locale.ts';
import type { StoredKeys } from '../api.ts';
import { currentState, emit } from '../core/services.ts';
import { loadMember } from './member.ts';
import { browserId, readStored } from './stored.ts';

/**
 * First call at start: what the main thread stored (spec §3). A stored token: the member is read
 * before the first route is guarded, so a reload of a login-required page does not take a
 * logged-in member for a visitor.
 */
export const hydrate = (stored: StoredKeys) =>
  Effect.gen(function* () {
    // A stored browser id the POS would refuse is replaced by a new one: spec §8 reports it.
    const storedId: unknown = stored.fingerprintId;
    if (storedId !== null && storedId !== undefined && browserId(storedId) === null) {
      const analytics = yield* Analytics;
      analytics.track(FINGERPRINT_FAILURE_EVENT, {
        stage: 'invalid',
        detail: 'the stored id is not a browser id',
      });
    }
    yield* emit({ type: 'SessionHydrated', payload: readStored(stored) });
    const uuid = browserId(stored.guestUuid);
    if (uuid !== null) yield* emit({ type: 'GuestUuidAssigned', payload: { uuid } });
    if ((yield* currentState).session.token !== null) yield* Effect.ignore(loadMember);
  });

export const openPopup = (popup: PopupName) => emit({ type: 'PopupOpened', payload: { popup } });

export const dismissPopup = (popup: PopupName) => emit({ type: 'PopupClosed', payload: { popup } });

export const dismissToast = (id: number) => emit({ type: 'ToastDismissed', payload: { id } });

export const setLocale = (locale: Locale) =>
  emit({ type: 'LocaleChanged', payload: { locale: normaliseLocale(locale) } });

export const setTheme = (theme: Theme) => emit({ type: 'ThemeChanged', payload: { theme } });

export const setSubscribed = (subscribed: boolean) =>
  emit({ type: 'SubscribedFlagChanged', payload: { subscribed } });
