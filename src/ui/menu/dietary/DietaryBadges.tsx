import { dietOf } from '../../../domain/menu/dietary.ts';
import type { DietaryFacts } from '../../../domain/model/dietary.ts';
import { useDietaryText } from './text.ts';
import './dietary.css';

/**
 * A dish's dietary facts on its card, in words (a screen reader reads them as part of the card's
 * name; colour only decorates): vegan or vegetarian, how spicy, and its allergens, which are
 * always said one way or another, since "not stated" must never read as "none".
 */
export const DietaryBadges = ({ facts }: { readonly facts: DietaryFacts }) => {
  const { t, allergens } = useDietaryText();
  const diet = dietOf(facts);
  const badges: { key: string; text: string; tone?: string }[] = [];
  if (diet.vegan === true) badges.push({ key: 'vegan', text: t('badge.vegan'), tone: 'green' });
  else if (diet.vegetarian === true)
    badges.push({ key: 'vegetarian', text: t('badge.vegetarian'), tone: 'green' });
  if (diet.spiceLevel !== null && diet.spiceLevel > 0)
    badges.push({ key: 'spicy', text: t('badge.spicy', { level: diet.spiceLevel }), tone: 'hot' });
  if (diet.allergens === null)
    badges.push({ key: 'allergens', text: t('badge.allergensNotStated'), tone: 'unknown' });
  else if (diet.allergens.length === 0)
    badges.push({ key: 'allergens', text: t('badge.noAllergens') });
  else
    badges.push({
      key: 'allergens',
      text: t('badge.contains', { allergens: allergens(diet.allergens) }),
    });
  return (
    <span className="diet-badges">
      {badges.map((badge) => (
        <span
          key={badge.key}
          className={`diet-badge${badge.tone === undefined ? '' : ` diet-badge--${badge.tone}`}`}
        >
          {badge.text}
        </span>
      ))}
    </span>
  );
};
