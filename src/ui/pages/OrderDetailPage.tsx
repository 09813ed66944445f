import { PageState } from '../components/PageState.tsx';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useReadModel } from '../worker/context.tsx';

/** The table's placed order when it is the one asked for; item states come with the journey work. */
const OrderDetailPage = () => {
  const t = useText();
  const orderId = useIdParam('orderId');
  const order = useReadModel('order');
  if (order.placed === null || order.placed.id !== orderId || order.totals === null)
    return (
      <section className="page">
        <PageState status="success" empty="state.noOrder" />
      </section>
    );
  return (
    <section className="page">
      <ul className="product-list">
        {order.lines.map((line) => (
          <li key={line.lineIndex} className="product-row">
            <span>
              {t('order.lineQuantity', { name: line.item.menuName, quantity: line.item.quantity })}
            </span>
            <span className="product-row__price">
              <Money amount={line.itemTotal} />
            </span>
          </li>
        ))}
      </ul>
      <p className="total-row">
        <span>{t('order.total')}</span>
        <Money amount={order.totals.total} />
      </p>
    </section>
  );
};

export default OrderDetailPage;
