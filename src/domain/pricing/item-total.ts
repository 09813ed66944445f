import { ItemMode, SalesUnitType } from '../model/enums.ts';
import type { Condiment, OrderItem, OrderItemModifier } from '../model/order.ts';
import { Money, roundMoney, sumMoney } from './money.ts';

/**
 * Units of the base price one piece of the line stands for. An unweighed weight item has no
 * weight yet, so its base price counts for nothing until the staff weigh it; inventing a weight
 * of 1 would show the diner a price the kitchen never agreed to.
 */
export function salesUnitFactor(
  item: Pick<OrderItem, 'salesUnitType' | 'salesUnitFactorList'>,
): Money {
  if (item.salesUnitFactorList.length > 0) {
    return sumMoney(item.salesUnitFactorList);
  }
  return new Money(item.salesUnitType === SalesUnitType.Weight ? 0 : 1);
}

/** A condiment's own coefficient scales its price the way "light" or "extra" does on a ticket. */
export function condimentsAmount(condiments: readonly Condiment[]): Money {
  return sumMoney(condiments.map((c) => new Money(c.price).times(c.coefficient).times(c.quantity)));
}

/** Condiments hang off each unit of their modifier, as item condiments hang off each item unit. */
export function modifierAmount(modifier: OrderItemModifier): Money {
  return new Money(modifier.price)
    .plus(condimentsAmount(modifier.condiments))
    .times(modifier.quantity);
}

/** The unrounded line amount, for callers that aggregate before rounding. */
export function exactItemTotal(item: OrderItem): Money {
  // Point items are paid in points (see points.ts), so they bill no money at all.
  if (item.mode === ItemMode.PointExchange) {
    return new Money(0);
  }
  const unit = new Money(item.price)
    .times(salesUnitFactor(item))
    .plus(condimentsAmount(item.condiments))
    .plus(sumMoney(item.orderItemModifiers.map(modifierAmount)));
  return unit.times(item.quantity).times(item.coefficient);
}

/**
 * The line's money total of spec §5. `quantity` already excludes voided units (a fully voided
 * line has quantity 0), so qtyVoid is never subtracted again.
 */
export function itemTotal(item: OrderItem): number {
  return roundMoney(exactItemTotal(item));
}
