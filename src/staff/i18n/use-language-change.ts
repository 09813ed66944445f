import { useEffect, useRef } from 'react';
import { useLanguage } from './StaffIntl.tsx';

/**
 * Calls `reload` when the console's language changes (not on the first render): what the server
 * words in the asker's language (the merchant's name, an order's coupon names) is asked again,
 * as the rest of the screen changes at once.
 */
export const useReloadOnLanguageChange = (reload: () => Promise<void>): void => {
  const { locale } = useLanguage();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    void reload();
  }, [locale, reload]);
};
