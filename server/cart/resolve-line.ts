import {
  ItemMode,
  type ItemType,
  type Locale,
  SalesUnitType,
} from '../../src/domain/model/enums.ts';
import type { Condiment, OrderItem } from '../../src/domain/model/order.ts';
import { itemTotal } from '../../src/domain/pricing/item-total.ts';
import { withinGroupLimits } from '../../src/domain/cart/line-limits.ts';
import { isWeightInRange, roundWeightFactor } from '../../src/domain/pricing/weight.ts';
import type { CondimentChoice, LineChoice } from './line-choice.ts';
import type { MenuCondiment, MenuModifierGroup, MenuProduct } from './menu.ts';

/**
 * 'unavailable': the product is gone, sold out or off the shelf (2025). 'changed': the product is
 * there but the choice no longer fits it, e.g. a modifier was withdrawn or a group's limits moved
 * (1997: add it again from the fresh product sheet). 'weight': a weighed dish without a weight
 * of 50 g to 5 kg (a cart write answers 400; a stored line is a misfit like 'changed').
 */
export type Resolution =
  | { readonly ok: true; readonly item: OrderItem }
  | { readonly ok: false; readonly reason: 'unavailable' | 'changed' | 'weight' };

export interface LineContext {
  readonly locale: Locale;
  readonly itemType: ItemType;
  readonly orderId: string;
}

const optionIn = (groups: readonly MenuModifierGroup[], modifierProductId: string) =>
  groups.flatMap((group) => group.options).find((o) => o.modifierProductId === modifierProductId);

/** Each group's chosen quantity within its limits (the domain's rule, as the product sheet's). */
const withinAllGroupLimits = (groups: readonly MenuModifierGroup[], choice: LineChoice): boolean =>
  groups.every((group) => {
    const ids = new Set(group.options.map((option) => option.modifierProductId));
    const chosen = choice.modifiers
      .filter((modifier) => ids.has(modifier.modifierProductId))
      .reduce((sum, modifier) => sum + modifier.quantity, 0);
    return withinGroupLimits(group, chosen);
  });

/** The product's condiment the diner named: by id, or (older clients, spec §3) by its price. */
const menuCondiment = (product: MenuProduct, chosen: CondimentChoice): MenuCondiment | undefined =>
  chosen.condimentId === undefined
    ? product.condiments.find((condiment) => condiment.price === chosen.price)
    : product.condiments.find((condiment) => condiment.id === chosen.condimentId);

const condimentsFit = (product: MenuProduct, condiments: readonly CondimentChoice[]): boolean =>
  condiments.every((condiment) => menuCondiment(product, condiment) !== undefined);

/** The diner says which condiments and how many; price and coefficient are the menu's. */
const condimentsOf = (product: MenuProduct, choice: LineChoice): Condiment[] =>
  choice.condiments.flatMap((chosen) => {
    const sold = menuCondiment(product, chosen);
    return sold === undefined
      ? []
      : [
          {
            condimentId: sold.id,
            price: sold.price,
            coefficient: sold.coefficient,
            quantity: chosen.quantity,
          },
        ];
  });

const fits = (product: MenuProduct, choice: LineChoice): boolean =>
  choice.modifiers.every(
    (modifier) =>
      optionIn(product.modifierGroups, modifier.modifierProductId) !== undefined &&
      modifier.condiments.length === 0,
  ) &&
  withinAllGroupLimits(product.modifierGroups, choice) &&
  condimentsFit(product, choice.condiments);

const isWeighed = (product: MenuProduct): boolean => product.salesUnitType === SalesUnitType.Weight;

/**
 * Piece items bill by the menu's factors; a weighed dish by the weight the diner asked for, an
 * estimate (the line says so) the staff confirm on the scale.
 */
const factorsFor = (product: MenuProduct, choice: LineChoice): readonly number[] =>
  isWeighed(product) ? choice.salesUnitFactorList.map(roundWeightFactor) : product.salesUnitFactors;

export const resolveLine = (
  choice: LineChoice,
  product: MenuProduct | undefined,
  context: LineContext,
): Resolution => {
  if (product === undefined || !product.orderable || product.mode === ItemMode.Recharge)
    return { ok: false, reason: 'unavailable' };
  if (!fits(product, choice)) return { ok: false, reason: 'changed' };
  const factors = factorsFor(product, choice);
  if (isWeighed(product) && !isWeightInRange(factors)) return { ok: false, reason: 'weight' };
  const item: OrderItem = {
    id: choice.id,
    orderId: context.orderId,
    productId: product.id,
    menuId: product.menuId,
    categoryId: product.categoryId,
    originalPrice: product.price,
    price: product.price,
    quantity: choice.quantity,
    coefficient: 1,
    notes: choice.notes,
    isTaxFree: product.isTaxFree,
    type: context.itemType,
    sort: choice.sort,
    sentAt: null,
    menuName: product.name[context.locale],
    categoryName: product.categoryName[context.locale],
    mode: product.mode,
    couponDiscountAmount: 0,
    qtyVoid: 0,
    voidReason: '',
    qtySentToKitchen: 0,
    waitToSend: 0,
    orderItemModifiers: choice.modifiers.map((modifier) => ({
      id: '0',
      orderId: context.orderId,
      modifierProductId: modifier.modifierProductId,
      quantity: modifier.quantity,
      price: optionIn(product.modifierGroups, modifier.modifierProductId)?.price ?? 0,
      condiments: [],
    })),
    priceAdjustments: [],
    condiments: condimentsOf(product, choice),
    salesUnitType: product.salesUnitType,
    salesUnitFactorList: factors,
    pointsPrice: product.pointsPrice,
    itemWithAdjustmentAmount: 0,
    ...(isWeighed(product) ? { weightEstimated: true } : {}),
  };
  return { ok: true, item: withAmount(item) };
};

/** The line's money total, recomputed whenever its quantity changes. */
export const withAmount = (item: OrderItem): OrderItem => ({
  ...item,
  itemWithAdjustmentAmount: itemTotal(item),
});
