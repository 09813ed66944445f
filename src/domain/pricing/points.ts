import { ItemMode } from '../model/enums.ts';
import type { OrderItem } from '../model/order.ts';
import { Money, type MoneyValue, sumMoney, toMoney } from './money.ts';

type PointsFields = Pick<OrderItem, 'mode' | 'pointsPrice' | 'quantity'>;

export function isPointItem(item: Pick<OrderItem, 'mode'>): boolean {
  return item.mode === ItemMode.PointExchange;
}

/** Points the line costs; lines bought with money cost none. */
export function pointsTotal(item: PointsFields): number {
  return isPointItem(item) ? new Money(item.pointsPrice).times(item.quantity).toNumber() : 0;
}

/** The fixed "N Pts" label of spec §5; digit grouping is left to the UI's locale formatting. */
export function pointsLabel(item: PointsFields): string {
  return `${pointsTotal(item)} Pts`;
}

/** Points spent on a whole cart; hidden and voided lines hold quantity 0, so they cost none. */
export function orderPointsTotal(items: readonly PointsFields[]): number {
  return sumMoney(items.map(pointsTotal)).toNumber();
}

/**
 * Points a member earns on money at their rate: whole points, rounded down, so a round of
 * 21.50 at 1 point a unit earns 21.
 */
export function pointsEarnedOn(money: MoneyValue, rate: MoneyValue): number {
  const earned = toMoney(money).times(toMoney(rate)).toDecimalPlaces(0, Money.ROUND_FLOOR);
  return Math.max(0, earned.toNumber());
}
