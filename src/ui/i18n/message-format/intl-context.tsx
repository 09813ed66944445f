import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type AppIntl, createAppIntl } from './app-intl.ts';
import type { CompiledCatalogue } from './elements.ts';

// Ids are checked where a catalogue's words are asked for (use-text.ts, use-staff-text.ts).
const IntlContext = createContext<AppIntl<string> | null>(null);

/** One language's catalogue and formats for everything under it. */
export const IntlProvider = ({
  locale,
  messages,
  children,
}: {
  readonly locale: string;
  /** Undefined until the first catalogue has arrived: the message ids show meanwhile. */
  readonly messages: CompiledCatalogue<string> | undefined;
  readonly children: ReactNode;
}) => {
  const intl = useMemo(() => createAppIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
};

export const useIntl = (): AppIntl<string> => {
  const intl = useContext(IntlContext);
  if (intl === null) throw new Error('useIntl outside an IntlProvider');
  return intl;
};
