import { useId, useState } from 'react';
import {
  criteriaCount,
  type DietChoice,
  NO_FILTER,
  toggleChoice,
  toggleWithout,
} from '../../../domain/menu/dietary-filter.ts';
import { ALLERGENS } from '../../../domain/model/dietary.ts';
import { SAY_AFTER_MS, useSettledValue } from '../../components/use-settled-value.ts';
import { setDietaryFilter, useDietaryFilter } from './filter-store.ts';
import { allergenName, type DietaryMessageId, useDietaryText } from './text.ts';
import './dietary.css';

const CHOICES: readonly [DietChoice, DietaryMessageId][] = [
  ['vegetarian', 'filter.vegetarian'],
  ['vegan', 'filter.vegan'],
  ['notSpicy', 'filter.notSpicy'],
];

/** The button pressed goes away with the filters: the focus moves near, to the filter's toggle. */
const clearFilters = () => {
  setDietaryFilter(NO_FILTER);
  document.querySelector<HTMLElement>('.diet-filter__toggle')?.focus();
};

const Chip = ({
  checked,
  label,
  onChange,
}: {
  readonly checked: boolean;
  readonly label: string;
  readonly onChange: () => void;
}) => (
  <label className="diet-chip">
    <input type="checkbox" checked={checked} onChange={onChange} />
    <span className="diet-chip__face">{label}</span>
  </label>
);

/**
 * The diner's dietary filter over the menu or the search results: a button that opens the
 * choices (a disclosure, so the keyboard and a screen reader meet plain checkboxes), how many
 * dishes are shown (a polite status), and "Clear filters". The rule is the domain's
 * (dietary-filter.ts); this only renders and keeps the choice (filter-store.ts).
 */
export const DietaryFilter = ({
  shown,
  total,
}: {
  /** Dishes left after the filter, and before it. */
  readonly shown: number;
  readonly total: number;
}) => {
  const { t } = useDietaryText();
  const filter = useDietaryFilter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = criteriaCount(filter);
  const shownText = count === 0 || total === 0 ? '' : t('filter.shown', { shown, total });
  const saidText = useSettledValue(shownText, SAY_AFTER_MS);
  const close = () => {
    setOpen(false);
    document.querySelector<HTMLElement>('.diet-filter__toggle')?.focus();
  };
  return (
    <div className="diet-filter">
      <button
        type="button"
        className="diet-filter__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        <span>{t('filter.open')}</span>
        {count === 0 ? null : (
          <span className="diet-filter__count">
            {' '}
            {count}
            <span className="visually-hidden"> {t('filter.countOn', { count })}</span>
          </span>
        )}
      </button>
      <div className="diet-filter__summary">
        {/* Shown at once, said once it settles: typed into search, each key changed it. */}
        <p className="diet-filter__status" aria-hidden="true">
          {shownText}
        </p>
        <p className="visually-hidden" role="status">
          {saidText}
        </p>
        {count === 0 ? null : (
          <button type="button" className="diet-filter__clear" onClick={clearFilters}>
            {t('filter.clear')}
          </button>
        )}
      </div>
      <div id={panelId} className="diet-filter__panel" hidden={!open}>
        <fieldset className="diet-filter__group">
          <legend>{t('filter.title')}</legend>
          {CHOICES.map(([choice, label]) => (
            <Chip
              key={choice}
              checked={filter[choice]}
              label={t(label)}
              onChange={() => setDietaryFilter(toggleChoice(filter, choice))}
            />
          ))}
        </fieldset>
        <fieldset className="diet-filter__group">
          <legend>{t('filter.without')}</legend>
          {ALLERGENS.map((allergen) => (
            <Chip
              key={allergen}
              checked={filter.without.includes(allergen)}
              label={t(allergenName[allergen])}
              onChange={() => setDietaryFilter(toggleWithout(filter, allergen))}
            />
          ))}
        </fieldset>
        <p className="muted small">{t('filter.note')}</p>
        <button type="button" className="button button--block" onClick={close}>
          {t('filter.done', { count: shown })}
        </button>
      </div>
    </div>
  );
};

/** What an emptied menu or search says: why, and the way back. */
export const NoDietaryMatches = ({ hidden }: { readonly hidden?: number | undefined }) => {
  const { t } = useDietaryText();
  return (
    <div className="diet-empty">
      <p className="diet-empty__title">
        {hidden === undefined ? t('filter.noMatches') : t('filter.hiddenResults', { hidden })}
      </p>
      <p className="muted">{t('filter.noMatchesHint')}</p>
      <button type="button" className="button button--secondary" onClick={clearFilters}>
        {t('filter.clear')}
      </button>
    </div>
  );
};
