import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Locale } from '../../domain/model/enums.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { anyLoadedMessages, loadMessages, loadedMessages } from './messages.ts';

/**
 * The locale's catalogue, fetched if needed; until it arrives the language already on screen
 * stays (a switch never flashes message ids).
 */
const useCatalogue = (wanted: Locale) => {
  const [, arrived] = useState(0);
  const messages = loadedMessages(wanted);
  useEffect(() => {
    if (messages !== undefined) return;
    let current = true;
    void loadMessages(wanted).then(() => current && arrived((count) => count + 1));
    return () => {
      current = false;
    };
  }, [wanted, messages]);
  if (messages !== undefined) return { locale: wanted, messages };
  return anyLoadedMessages() ?? { locale: wanted, messages: undefined };
};

export const IntlFor = ({
  locale,
  children,
}: {
  readonly locale: Locale;
  readonly children: ReactNode;
}) => {
  const shown = useCatalogue(locale);
  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);
  return (
    <IntlProvider locale={shown.locale} defaultLocale={Locale.EnUS} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
};

/** The language follows the route (its name's suffix) on every navigation, as spec §2 asks. */
export const IntlRoot = ({ children }: { readonly children: ReactNode }) => {
  const { locale } = useRouteInfo();
  return <IntlFor locale={locale}>{children}</IntlFor>;
};
