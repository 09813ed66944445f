import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Locale } from '../../domain/model/enums.ts';
import type { Messages } from '../../ui/i18n/messages.ts';
import { loadStaffMessages, type StaffMessages } from './catalogues.ts';
import { setCurrentStaffLocale } from './current-locale.ts';
import { storeStaffLocale } from './locale.ts';

interface Language {
  readonly locale: Locale;
  /** Fetches the language's catalogue, then shows it and keeps it on this device. */
  readonly choose: (locale: Locale) => void;
}

const LanguageContext = createContext<Language | null>(null);

export const useLanguage = (): Language => {
  const language = useContext(LanguageContext);
  if (language === null) throw new Error('useLanguage outside StaffIntl');
  return language;
};

interface Props {
  readonly initial: { readonly locale: Locale; readonly messages: StaffMessages };
  readonly children: ReactNode;
}

/**
 * The console in the chosen language. The first catalogue is loaded before the first render
 * (main.tsx); a switch keeps the language on screen until the other's has arrived, so no message
 * id ever flashes.
 */
export const StaffIntl = ({ initial, children }: Props) => {
  const [shown, setShown] = useState(initial);
  const choose = useCallback((locale: Locale) => {
    storeStaffLocale(locale);
    void loadStaffMessages(locale).then((messages) => setShown({ locale, messages }));
  }, []);
  // Set while rendering, not in an effect: the pages' first calls (their effects run before
  // this component's) already ask the server in this language.
  setCurrentStaffLocale(shown.locale);
  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);
  return (
    <LanguageContext.Provider value={{ locale: shown.locale, choose }}>
      <IntlProvider
        locale={shown.locale}
        defaultLocale={Locale.EnUS}
        // react-intl types messages by the diner app's ids (use-staff-text.ts says why).
        messages={shown.messages as unknown as Messages}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
};
