import { normaliseLocale } from '../../domain/rules/locale.ts';
import type { TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { done } from '../core/results.ts';
import { browserId, readStored } from './stored.ts';

type SessionCommands = Pick<
  TableCoreCommands,
  | 'hydrate'
  | 'openPopup'
  | 'dismissPopup'
  | 'dismissToast'
  | 'setLocale'
  | 'setTheme'
  | 'setSubscribed'
>;

export const makeSessionCommands = (ctx: CoreContext): SessionCommands => {
  const { store } = ctx;
  return {
    hydrate: async (stored) => {
      store.dispatch({ type: 'SessionHydrated', payload: readStored(stored) });
      const uuid = browserId(stored.guestUuid);
      if (uuid !== null) store.dispatch({ type: 'GuestUuidAssigned', payload: { uuid } });
      return done;
    },
    openPopup: async (popup) => {
      store.dispatch({ type: 'PopupOpened', payload: { popup } });
      return done;
    },
    dismissPopup: async (popup) => {
      store.dispatch({ type: 'PopupClosed', payload: { popup } });
      return done;
    },
    dismissToast: async (id) => {
      store.dispatch({ type: 'ToastDismissed', payload: { id } });
      return done;
    },
    setLocale: async (locale) => {
      store.dispatch({ type: 'LocaleChanged', payload: { locale: normaliseLocale(locale) } });
      return done;
    },
    setTheme: async (theme) => {
      store.dispatch({ type: 'ThemeChanged', payload: { theme } });
      return done;
    },
    setSubscribed: async (subscribed) => {
      store.dispatch({ type: 'SubscribedFlagChanged', payload: { subscribed } });
      return done;
    },
  };
};
