import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Locale } from '../../domain/model/enums.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { messagesFor } from './messages.ts';

export const IntlFor = ({
  locale,
  children,
}: {
  readonly locale: Locale;
  readonly children: ReactNode;
}) => (
  <IntlProvider locale={locale} defaultLocale={Locale.EnUS} messages={messagesFor(locale)}>
    {children}
  </IntlProvider>
);

/** The language follows the route (its name's suffix) on every navigation, as spec §2 asks. */
export const IntlRoot = ({ children }: { readonly children: ReactNode }) => {
  const { locale } = useRouteInfo();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <IntlFor locale={locale}>{children}</IntlFor>;
};
