import { lineChoices } from '../../domain/menu/line-choices.ts';
import type { OrderItem } from '../../domain/model/order.ts';
import { isWeightEstimated } from '../../domain/pricing/weight.ts';
import { useText } from '../i18n/use-text.ts';
import { gramsOf } from '../menu/choice.ts';
import { useMenuIndex } from '../menu/use-menu-index.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';

/** A line's name and what was chosen with it: options, condiments, weight, notes. */
export const LineDetails = ({ item }: { readonly item: OrderItem }) => {
  const t = useText();
  const { locale } = useRouteInfo();
  const { name, choices } = lineChoices(item, useMenuIndex(), locale);
  const grams = gramsOf(item);
  return (
    <div className="line__details">
      <span className="line__name">{name}</span>
      {choices.length === 0 ? null : <span className="line__extras">{choices.join(' · ')}</span>}
      {/* The price follows the kitchen's scale: until the staff weigh it, the weight is a guess. */}
      {grams > 0 ? (
        <span className="line__extras">
          {t(isWeightEstimated(item) ? 'product.gramsEstimated' : 'product.grams', { grams })}
        </span>
      ) : null}
      {item.notes === '' ? null : (
        <span className="line__notes">{t('cart.notesShown', { notes: item.notes })}</span>
      )}
    </div>
  );
};
