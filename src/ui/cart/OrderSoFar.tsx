import { Link } from '@tanstack/react-router';
import { orderDetailPath } from '../../domain/rules/paths.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * The table's order while the cart holds the next round: what was ordered so far, and the way to
 * it. The cart bar leads to the order only when the cart is empty, and the order list needs a
 * login, so without this a visitor had no way back to what the table ordered (a newcomer's walk).
 */
export const OrderSoFar = ({ onLeave }: { readonly onLeave: () => void }) => {
  const t = useText();
  const local = useLocalPath();
  const order = useReadModel('order');
  const merchantId = useReadModel('session').merchantId;
  if (order.placed === null || merchantId === null) return null;
  return (
    <p className="cart-order">
      {/* The gap, not a space: 本桌已點：US$72.10 takes none after its full-width colon. */}
      <span className="cart-order__sum">
        <span>{t('cart.orderedSoFar')}</span>
        <Money amount={order.totals?.total ?? 0} />
      </span>
      <Link
        className="button button--secondary button--small"
        to={local(orderDetailPath(merchantId, order.placed.id))}
        onClick={onLeave}
      >
        {t('cart.viewOrder')}
      </Link>
    </p>
  );
};
