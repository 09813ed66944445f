import { type ReactNode, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { orderDetailPath } from '../../domain/rules/paths.ts';
import { useHeightVariable } from '../components/use-height-variable.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** The bar at the bottom of the page; toasts stand above it, however tall it is. */
const Bar = ({ children }: { readonly children: ReactNode }) => {
  const bar = useRef<HTMLDivElement>(null);
  useHeightVariable(bar, '--cart-bar-height');
  return (
    <div className="cart-bar" ref={bar}>
      {children}
    </div>
  );
};

/** The bar's button to the cart panel, saying what it holds. */
const OpenCart = ({ children }: { readonly children: ReactNode }) => {
  const commands = useCommands();
  return (
    <Bar>
      <button
        type="button"
        className="button button--block cart-bar__button"
        // The bar is drawn anew when the cart empties and fills again (an undo in the cart).
        data-focus-key="open-cart"
        onClick={() => void commands.openPopup('cart')}
      >
        {children}
      </button>
    </Bar>
  );
};

/**
 * The table's cart at the bottom of the menu: how many dishes and what they come to, for the
 * whole table, live. It opens the cart panel, also when all it holds is no longer available;
 * with nothing priced in the cart and an open order it leads to the order instead; with neither
 * it is not there.
 */
export const CartBar = () => {
  const t = useText();
  const local = useLocalPath();
  const cart = useReadModel('cart');
  const order = useReadModel('order');
  const merchantId = useReadModel('session').merchantId;
  const ordered = order.placed !== null && merchantId !== null;
  if (cart.itemCount === 0 && cart.unavailableCount > 0 && !ordered) {
    // Everything in it sold out or went: the cart says which, so the bar still leads there (once
    // the table has an order, the way to it matters more).
    return (
      <OpenCart>
        <span className="cart-bar__label">
          {t('cart.viewUnavailable', { count: cart.unavailableCount })}
        </span>
      </OpenCart>
    );
  }
  if (cart.itemCount === 0) {
    if (order.placed === null || merchantId === null) return null;
    return (
      <Bar>
        <Link
          className="button button--block cart-bar__button"
          to={local(orderDetailPath(merchantId, order.placed.id))}
        >
          <span className="cart-bar__label">{t('cart.viewOrder')}</span>
          <span className="cart-bar__total">
            <Money amount={order.totals?.total ?? 0} />
          </span>
        </Link>
      </Bar>
    );
  }
  return (
    <OpenCart>
      <span className="cart-bar__count" aria-hidden="true">
        {cart.itemCount}
      </span>
      <span className="cart-bar__label">{t('cart.view', { count: cart.itemCount })}</span>
      <span className="cart-bar__total">
        <Money amount={cart.totals.total} />
        {cart.points > 0 ? ` · ${t('menu.points', { points: cart.points })}` : ''}
      </span>
    </OpenCart>
  );
};
