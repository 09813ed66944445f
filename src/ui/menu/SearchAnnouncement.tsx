import { useSettledValue } from '../components/use-settled-value.ts';
import { useText } from '../i18n/use-text.ts';
import { useDietaryText } from './dietary/text.ts';

/** A pause in typing long enough to be a pause, short enough to follow the keyword. */
const SAY_AFTER_MS = 700;

/**
 * What a search found, said once the typing pauses: the count, or that nothing matches, or that
 * the filters hide what was found. The results themselves are not a live region: each key would
 * have a screen reader read out every dish card found (a keyboard walk, 2026-11-30).
 */
export const SearchAnnouncement = ({
  answered,
  keyword,
  found,
  shown,
}: {
  /** The results on screen answer the keyword (not loading, not failed: the failure is an alert). */
  readonly answered: boolean;
  readonly keyword: string;
  readonly found: number;
  readonly shown: number;
}) => {
  const t = useText();
  const dietary = useDietaryText();
  const now = !answered
    ? ''
    : found === 0
      ? t('search.noResults', { keyword })
      : shown === 0
        ? dietary.t('filter.hiddenResults', { hidden: found })
        : t('search.resultCount', { count: shown });
  const said = useSettledValue(now, SAY_AFTER_MS);
  return (
    <p className="visually-hidden search-announcement" role="status">
      {said}
    </p>
  );
};
