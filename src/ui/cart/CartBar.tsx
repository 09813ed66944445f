import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * The table's cart at the bottom of the menu: how many dishes and what they come to, for the
 * whole table, live. It opens the cart panel; with an empty cart it says so and stays quiet.
 */
export const CartBar = () => {
  const t = useText();
  const commands = useCommands();
  const cart = useReadModel('cart');
  const placed = useReadModel('order').placed;
  if (cart.itemCount === 0 && placed === null) return null;
  return (
    <div className="cart-bar">
      <button
        type="button"
        className="button button--block cart-bar__button"
        onClick={() => void commands.openPopup('cart')}
      >
        <span className="cart-bar__count" aria-hidden="true">
          {cart.itemCount}
        </span>
        <span>{t('cart.view', { count: cart.itemCount })}</span>
        <span className="cart-bar__total">
          <Money amount={cart.totals.total} />
          {cart.points > 0 ? ` · ${t('menu.points', { points: cart.points })}` : ''}
        </span>
      </button>
    </div>
  );
};
