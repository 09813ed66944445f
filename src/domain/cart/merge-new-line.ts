import { ItemType, WebOrderType } from '../model/enums.ts';
import { NEW_LINE_ID } from '../model/ids.ts';
import type { OrderItem, OrderItemModifier } from '../model/order.ts';
import { cleanModifiers } from './merge-key.ts';

/** A modifier as the product sheet offers it; ids come from the server once the line is saved. */
export type NewCartModifier = Pick<
  OrderItemModifier,
  'modifierProductId' | 'quantity' | 'price' | 'condiments'
>;

/**
 * What the menu's product sheet hands to the cart. Field names follow OrderItem so the line can
 * be keyed (merge-key.ts) before it becomes one.
 */
export interface NewCartLine extends Pick<
  OrderItem,
  | 'productId'
  | 'menuId'
  | 'categoryId'
  | 'menuName'
  | 'categoryName'
  | 'price'
  | 'originalPrice'
  | 'quantity'
  | 'notes'
  | 'condiments'
  | 'salesUnitType'
  | 'salesUnitFactorList'
  | 'mode'
  | 'pointsPrice'
> {
  readonly orderItemModifiers: readonly NewCartModifier[];
  /** Defaults to 1: a whole portion. */
  readonly coefficient?: number;
  readonly isTaxFree?: boolean;
}

/** Spec §4: the item type follows the order type. */
export function itemTypeFor(orderType: WebOrderType): ItemType {
  return orderType === WebOrderType.ToGo ? ItemType.ToGo : ItemType.Normal;
}

/** One past the highest sort in the cart, so a new line always lands last; an empty cart starts at 1. */
export function nextSort(items: readonly Pick<OrderItem, 'sort'>[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.sort), 0) + 1;
}

/**
 * An unsaved line: ids, including orderId, stay NEW_LINE_ID until the server assigns them, and
 * the cart adapter stamps the cart's order id on the way out.
 */
export function newOrderItem(line: NewCartLine, sort: number, type: ItemType): OrderItem {
  const known = made.get(line);
  if (known !== undefined && known.sort === sort && known.type === type) return known;
  const item = unsavedLine(line, sort, type);
  made.set(line, item);
  return item;
}

/**
 * The line each added dish last became: a pending edit is replayed on every cart the server sends
 * until it is confirmed (cart/rebase.ts), and giving back the same line each time keeps the
 * rebased cart's other caches (cart-patch.ts) warm. Lines are never changed in place.
 */
const made = new WeakMap<NewCartLine, OrderItem>();

function unsavedLine(line: NewCartLine, sort: number, type: ItemType): OrderItem {
  const { orderItemModifiers, coefficient, isTaxFree, ...fields } = line;
  return {
    ...fields,
    id: NEW_LINE_ID,
    orderId: NEW_LINE_ID,
    coefficient: coefficient ?? 1,
    isTaxFree: isTaxFree ?? false,
    type,
    sort,
    sentAt: null,
    couponDiscountAmount: 0,
    qtyVoid: 0,
    voidReason: '',
    qtySentToKitchen: 0,
    waitToSend: 0,
    orderItemModifiers: cleanModifiers(orderItemModifiers).map((modifier) => ({
      ...modifier,
      id: NEW_LINE_ID,
      orderId: NEW_LINE_ID,
    })),
    priceAdjustments: [],
    itemWithAdjustmentAmount: 0,
  };
}

/**
 * A line already in a cart or an order, as the input that would add it again: more of the same
 * dish (the cart's merge rule folds it in), or a round rebuilt from cart lines.
 */
export function newLineOf(item: OrderItem, quantity: number = item.quantity): NewCartLine {
  return {
    productId: item.productId,
    menuId: item.menuId,
    categoryId: item.categoryId,
    menuName: item.menuName,
    categoryName: item.categoryName,
    price: item.price,
    originalPrice: item.originalPrice,
    quantity,
    notes: item.notes,
    condiments: item.condiments,
    salesUnitType: item.salesUnitType,
    salesUnitFactorList: item.salesUnitFactorList,
    mode: item.mode,
    pointsPrice: item.pointsPrice,
    coefficient: item.coefficient,
    isTaxFree: item.isTaxFree,
    orderItemModifiers: item.orderItemModifiers.map((modifier) => ({
      modifierProductId: modifier.modifierProductId,
      quantity: modifier.quantity,
      price: modifier.price,
      condiments: modifier.condiments,
    })),
  };
}
