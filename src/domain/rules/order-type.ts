import { type WebOrderType, webOrderTypes } from '../model/enums.ts';
import { invalid, type Validation, valid } from '../validation/result.ts';
import type { RouteKind } from './route-guard.ts';
import {
  cartHasItems,
  isCartIdle,
  isUnpaidOrder,
  type UnfinishedOrderInput,
} from './unfinished-order.ts';

/** Order types come back from session storage and live messages as untyped strings. */
export const isWebOrderType = (value: unknown): value is WebOrderType =>
  webOrderTypes.some((type) => type === value);

/**
 * The order type a cart's extraInfo records (`{"orderType":…}`, as the server writes it), or
 * null when it records none or something unreadable.
 */
export const orderTypeOf = (cart: { readonly extraInfo: string }): WebOrderType | null => {
  if (cart.extraInfo === '') return null;
  try {
    const info: unknown = JSON.parse(cart.extraInfo);
    const orderType =
      typeof info === 'object' && info !== null
        ? (info as Record<string, unknown>).orderType
        : null;
    return isWebOrderType(orderType) ? orderType : null;
  } catch {
    return null;
  }
};

/**
 * The order type a diner joining the table takes as theirs instead of meeting the chooser: the
 * one its party is ordering with, while a party is there (an unpaid order, or dishes in a cart not
 * left idle). Asked instead, a newcomer switched the whole table, and the kitchen had the party's
 * next rounds as to go (a diner's probe, 2026-11-29). An earlier party's idle cart is not theirs,
 * nor is a type chosen at an empty table: they choose, as spec §4 asks.
 */
export const orderTypeToJoin = ({
  order,
  cart,
  clearCartMinutes,
  now,
}: UnfinishedOrderInput): WebOrderType | null => {
  const type = cart === null ? null : orderTypeOf(cart);
  if (type === null || cart === null) return null;
  // An order not yet paid is the party's, however long its leftover dishes have waited.
  if (order !== null && isUnpaidOrder(order)) return type;
  // Dishes without one: the party's while fresh. A merchant who never clears idle carts still
  // does not hand a new party the type of dishes left hours ago.
  const idleAfter = clearCartMinutes ?? LEFT_BEHIND_MINUTES;
  return cartHasItems(cart) && !isCartIdle(cart, idleAfter, now) ? type : null;
};

/** What a dish is added with: the diner's order type, the party's to join, or none yet (ask). */
export type OrderTypeForAdding =
  | { readonly kind: 'chosen'; readonly orderType: WebOrderType }
  | { readonly kind: 'join'; readonly orderType: WebOrderType }
  | { readonly kind: 'ask' };

/**
 * A diner without an order type at their Add (the staff cleared the table under them, so it went
 * with the party: PartyLeft) joins the new party's when it is already ordering, as a newcomer
 * does, and is otherwise asked, as at a fresh table (spec §2, guard 3): a dish added as the old
 * party's type, or as a Dine in nobody chose, reached the kitchen that way.
 */
export const orderTypeForAdding = (
  chosen: WebOrderType | null,
  table: UnfinishedOrderInput,
): OrderTypeForAdding => {
  if (chosen !== null) return { kind: 'chosen', orderType: chosen };
  const joining = orderTypeToJoin(table);
  return joining === null ? { kind: 'ask' } : { kind: 'join', orderType: joining };
};

/** Dishes untouched this long were left by an earlier party, whatever the merchant's setting. */
const LEFT_BEHIND_MINUTES = 180;

/** Spec §4 "Order-type choice": both types need a table, which only the QR code gives. */
export const validateOrderTypeChoice = (
  orderType: WebOrderType,
  tableId: string | null,
): Validation<WebOrderType> =>
  tableId !== null && tableId.trim() !== ''
    ? valid(orderType)
    : invalid('order.pleaseScanQrCodeAgain');

/**
 * On the order page a seated diner's menu is meaningless without an order type, so the chooser
 * must stay; without a table neither choice can be made, so it never traps the diner. Opened to
 * switch a type already chosen (the table bar's button), closing it keeps that one, as Escape does
 * with every other popup (an accessibility audit, 2026-11-29).
 */
export const isOrderTypePopupClosable = (
  route: RouteKind,
  seated = true,
  chosen = false,
): boolean => route !== 'order' || !seated || chosen;
