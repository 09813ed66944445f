import { useId } from 'react';
import { dietOf } from '../../../domain/menu/dietary.ts';
import type { DietaryFacts } from '../../../domain/model/dietary.ts';
import { type DietaryMessageId, useDietaryText } from './text.ts';
import './dietary.css';

const yesNo = (value: boolean | null): DietaryMessageId =>
  value === null ? 'details.notStated' : value ? 'details.yes' : 'details.no';

/** The product sheet's dietary section: each fact in words, "not stated" said as such. */
export const DietaryDetails = ({ facts }: { readonly facts: DietaryFacts }) => {
  const { t, allergens } = useDietaryText();
  const titleId = useId();
  const diet = dietOf(facts);
  const spice =
    diet.spiceLevel === null
      ? t('details.notStated')
      : diet.spiceLevel === 0
        ? t('details.notSpicy')
        : t('details.spiceLevel', { level: diet.spiceLevel });
  const contains =
    diet.allergens === null
      ? t('details.allergensNotStated')
      : diet.allergens.length === 0
        ? t('details.noAllergens')
        : t('details.contains', { allergens: allergens(diet.allergens) });
  const rows: [DietaryMessageId, string][] = [
    ['details.vegetarian', t(yesNo(diet.vegetarian))],
    ['details.vegan', t(yesNo(diet.vegan))],
    ['details.spice', spice],
    ['details.allergens', contains],
  ];
  return (
    <section className="diet-details" aria-labelledby={titleId}>
      <h3 id={titleId} className="diet-details__title">
        {t('details.title')}
      </h3>
      <dl className="diet-details__list">
        {rows.map(([label, value]) => (
          <div key={label} className="diet-details__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t('details.note')}</p>
    </section>
  );
};
