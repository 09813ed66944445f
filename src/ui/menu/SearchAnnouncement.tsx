import { SAY_AFTER_MS, useSettledValue } from '../components/use-settled-value.ts';
import { useText } from '../i18n/use-text.ts';

/**
 * What a search found, said once the typing pauses: the count, or that nothing matches. While a
 * dietary filter is on, its own status says how many of those found it shows, so the count is
 * not said twice. The results themselves are not a live region: each key would have a screen
 * reader read out every dish card found (a keyboard walk, 2026-11-30).
 */
export const SearchAnnouncement = ({
  answered,
  keyword,
  found,
  filtering,
}: {
  /** The results on screen answer the keyword (not loading, not failed: the failure is an alert). */
  readonly answered: boolean;
  readonly keyword: string;
  readonly found: number;
  /** A dietary filter is on: its status says the count. */
  readonly filtering: boolean;
}) => {
  const t = useText();
  const now = !answered
    ? ''
    : found === 0
      ? t('search.noResults', { keyword })
      : filtering
        ? ''
        : t('search.resultCount', { count: found });
  const said = useSettledValue(now, SAY_AFTER_MS);
  return (
    <p className="visually-hidden search-announcement" role="status">
      {said}
    </p>
  );
};
