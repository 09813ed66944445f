import { visibleLines } from '../cart/visibility.ts';
import type { OrderItem } from '../model/order.ts';
import { adjustmentKind } from './adjustments.ts';
import { itemTotal } from './item-total.ts';
import { Money, roundMoney, sumMoney } from './money.ts';
import { type OrderTotalsInput, orderTotals } from './order-totals.ts';

/** One diner's part of a bill, in money (two decimals). */
export interface DinerShare {
  readonly diner: string;
  /** Their lines as printed beside them: the diners' subtotals add up to the bill's subtotal. */
  readonly subtotal: number;
  /** What they pay of the total: the diners' shares add up to the total, to the cent. */
  readonly share: number;
}

const CENT = new Money('0.01');

/** What a line's own adjustments do to its diner's part; a line that bills nothing has none. */
const lineAdjustment = (line: OrderItem, taxFree: boolean): Money =>
  sumMoney(
    (line.quantity > 0 ? line.priceAdjustments : []).map((adjustment) => {
      const kind = adjustmentKind(adjustment.category);
      if (kind === 'discount') return new Money(adjustment.amount).negated();
      if (kind === 'ignored' || (kind === 'tax' && taxFree)) return 0;
      return adjustment.amount;
    }),
  );

/**
 * Who pays what of a cart or an order (issue 16): each diner's subtotal, and their share of the
 * total. A diner owes their own lines and those lines' own adjustments; what belongs to the whole
 * order (its discounts, charges, taxes and tips, and what the discount cap and rounding take) is
 * spread in proportion to the diners' subtotals (evenly when a subtotal is negative or all are
 * zero). Each share is rounded to cents with the spec's banker's rounding, then the cents the
 * rounding left over (or took too many) go one by one to the diners whose exact share was
 * furthest from their rounded one (largest remainder), the first diner first on a tie, so the
 * shares add up to `orderTotals(order).total` exactly and every phone splits the same way.
 * `dinerOf` names each line's diner (the cart's entry, a placed line's `addedBy`); diners come in
 * the order of their first visible line. No visible line, no diner.
 */
export function dinerShares(
  order: OrderTotalsInput,
  dinerOf: (item: OrderItem) => string,
): DinerShare[] {
  const total = new Money(orderTotals(order).total);
  const parts = new Map<string, { subtotal: Money; direct: Money }>();
  for (const line of visibleLines(order.orderItems)) {
    const diner = dinerOf(line);
    const part = parts.get(diner) ?? { subtotal: new Money(0), direct: new Money(0) };
    const amount = itemTotal(line);
    part.subtotal = part.subtotal.plus(amount);
    part.direct = part.direct.plus(amount).plus(lineAdjustment(line, order.isTaxFree));
    parts.set(diner, part);
  }
  const diners = [...parts.entries()];
  if (diners.length === 0) return [];
  const rest = total.minus(sumMoney(diners.map(([, part]) => part.direct)));
  const subtotals = diners.map(([, part]) => part.subtotal);
  const proportional = subtotals.every((s) => s.gte(0)) && subtotals.some((s) => s.gt(0));
  const weights = proportional ? subtotals : diners.map(() => new Money(1));
  const weightSum = sumMoney(weights);
  const exact = diners.map(([, part], i) =>
    part.direct.plus(rest.times(weights[i] ?? 0).dividedBy(weightSum)),
  );
  const shares = exact.map((value) => new Money(roundMoney(value)));
  // Whole cents, positive when the rounded shares fall short of the total.
  let cents = total.minus(sumMoney(shares)).dividedBy(CENT).toDecimalPlaces(0).toNumber();
  const byRemainder = shares
    .map((share, i) => ({ i, remainder: (exact[i] ?? share).minus(share) }))
    .sort(
      (a, b) =>
        (cents > 0 ? b.remainder.cmp(a.remainder) : a.remainder.cmp(b.remainder)) || a.i - b.i,
    );
  for (let k = 0; cents !== 0; k = (k + 1) % byRemainder.length) {
    const { i } = byRemainder[k] ?? { i: 0 };
    const step = cents > 0 ? CENT : CENT.negated();
    shares[i] = (shares[i] ?? new Money(0)).plus(step);
    cents -= Math.sign(cents);
  }
  return diners.map(([diner, part], i) => ({
    diner,
    subtotal: roundMoney(part.subtotal),
    share: roundMoney(shares[i] ?? 0),
  }));
}
