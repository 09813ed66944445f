import { useMemo } from 'react';
import { type AuthorLabel, dinerKey, dinerLabels } from '../../domain/order/line-authors.ts';
import { OrderStatus } from '../../domain/model/enums.ts';
import type { Order } from '../../domain/model/order.ts';
import { dinerShares } from '../../domain/pricing/shares.ts';
import type { LineView } from '../../worker/api.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { OrderLines } from './OrderLines.tsx';

interface DinerGroupsProps {
  readonly order: Order;
  readonly lines: readonly LineView[];
  /** This diner's member id: their own lines say "You". */
  readonly me: string | null;
}

/** The order's lines by diner, each diner's subtotal and share, and what to call each diner. */
const useByDiner = ({ order, lines, me }: DinerGroupsProps) => {
  const t = useText();
  const { groups, shares, labels } = useMemo(() => {
    const byAuthor = new Map<string, LineView[]>();
    for (const line of lines) {
      const key = dinerKey(line.item);
      byAuthor.set(key, [...(byAuthor.get(key) ?? []), line]);
    }
    return {
      groups: [...byAuthor.entries()],
      shares: dinerShares(order, dinerKey),
      labels: dinerLabels(order.orderItems),
    };
  }, [order, lines]);
  const labelText = (label: AuthorLabel): string =>
    label.kind === 'guest'
      ? t('cart.otherDiner', { number: label.number })
      : label.twin === undefined
        ? label.name
        : t('table.sharedName', { name: label.name, number: label.twin });
  // Every name the diner's rounds were placed under ("Amy / Mei" after a login): one diner, and
  // each earlier round still reads as it did when it was placed.
  const nameOf = (key: string): string => {
    if (me !== null && key === me) return t('presence.you');
    const names = labels.get(key) ?? [];
    return names.length === 0 ? t('orderDetail.items') : names.map(labelText).join(' / ');
  };
  return { groups, shares, nameOf, authored: !(groups.length <= 1 && groups[0]?.[0] === '') };
};

/**
 * Who ordered what (issue 16): the order's lines by the diner who added them, each with what
 * their dishes come to. An order placed before lines said who added them is one list.
 */
export const DinerGroups = (props: DinerGroupsProps) => {
  const { groups, shares, nameOf, authored } = useByDiner(props);
  const orderCancelled = props.order.status === OrderStatus.Cancelled;
  if (!authored) return <OrderLines lines={props.lines} orderCancelled={orderCancelled} />;
  const subtotalOf = new Map(shares.map((share) => [share.diner, share.subtotal]));
  return (
    <>
      {groups.map(([key, group]) => (
        <section key={key} className="cart-diner" aria-label={nameOf(key)}>
          <div className="cart-diner__head">
            <h4 className="cart-diner__title">{nameOf(key)}</h4>
            <span className="cart-diner__amount">
              <Money amount={subtotalOf.get(key) ?? 0} />
            </span>
          </div>
          <OrderLines lines={group} orderCancelled={orderCancelled} />
        </section>
      ))}
    </>
  );
};

/**
 * Each diner's share of the total, once more than one diner ordered: their dishes and their part
 * of what the whole order carries (src/domain/pricing/shares.ts), adding up to the total exactly.
 */
export const DinerSplit = (props: DinerGroupsProps) => {
  const t = useText();
  const { shares, nameOf } = useByDiner(props);
  if (shares.length <= 1) return null;
  return (
    <section className="diner-split" aria-labelledby="diner-split-title">
      <h3 id="diner-split-title" className="section-title">
        {t('orderDetail.split')}
      </h3>
      <dl className="totals">
        {shares.map((share) => (
          <div key={share.diner} className="total-row">
            <dt>{nameOf(share.diner)}</dt>
            <dd>
              <Money amount={share.share} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted diner-split__note">{t('orderDetail.splitNote')}</p>
    </section>
  );
};
