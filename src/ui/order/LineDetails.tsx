import type { OrderItem } from '../../domain/model/order.ts';
import { useText } from '../i18n/use-text.ts';
import { gramsOf } from '../menu/choice.ts';
import { useLocalName } from '../menu/use-local-name.ts';
import { useMenuIndex } from '../menu/use-menu-index.ts';

/** A line's name and what was chosen with it: options, condiments, weight, notes. */
export const LineDetails = ({ item }: { readonly item: OrderItem }) => {
  const t = useText();
  const name = useLocalName();
  const menu = useMenuIndex();
  const product = menu.product(item.productId);
  const extras = [
    ...item.orderItemModifiers.map((modifier) => {
      const option = menu.option(item.productId, modifier.modifierProductId);
      const label = option === undefined ? '' : name(option);
      return modifier.quantity > 1 ? `${label} ×${modifier.quantity}` : label;
    }),
    ...item.condiments.map((condiment) => {
      const found = menu.condiment(item.productId, condiment);
      return found === undefined ? '' : name(found);
    }),
  ].filter((text) => text !== '');
  const grams = gramsOf(item);
  return (
    <div className="line__details">
      <span className="line__name">{product === undefined ? item.menuName : name(product)}</span>
      {extras.length === 0 ? null : <span className="line__extras">{extras.join(' · ')}</span>}
      {grams > 0 ? <span className="line__extras">{t('product.grams', { grams })}</span> : null}
      {item.notes === '' ? null : (
        <span className="line__notes">{t('cart.notesShown', { notes: item.notes })}</span>
      )}
    </div>
  );
};
