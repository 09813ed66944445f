import { useRef, useState } from 'react';
import {
  CART_CHANGED_REFUSALS,
  GUEST_MODE_CANNOT_ORDER,
  ORDER_CODE_REQUIRED,
} from '../../domain/errors/catalogue.ts';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type {
  CommandError,
  CommandResult,
  PlacedOrderRef,
  PlaceOrderInput,
} from '../../worker/api.ts';
import { neededName, useAfterNameGiven } from '../member/use-after-name-given.ts';
import { chooseCoupon } from './chosen-coupon.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage, unanswered } from '../worker/refusal.ts';

export interface PlaceOptions {
  readonly orderCode?: string;
  readonly userCouponIds?: readonly string[];
}

/**
 * Why the last placement went nowhere: the POS's words (or the rule broken), or no answer at all
 * (`reason` null: the round may have gone, so the diner is not told it did not); `cartChanged`
 * when the table's cart is not what they saw, which the cart under the popups now shows.
 */
export interface PlacementRefusal {
  readonly reason: ToastMessage | null;
  readonly cartChanged: boolean;
}

/** What the worker found of a placement that got no answer: it did not arrive. */
const NOT_SENT: PlacementRefusal = {
  reason: { kind: 'key', key: 'order.placementNotSent' },
  cartChanged: false,
};

const refusalOf = (error: CommandError): PlacementRefusal => ({
  reason: unanswered(error) ? null : refusalMessage(error),
  cartChanged:
    error.kind === 'refused' && error.code !== null && CART_CHANGED_REFUSALS.has(error.code),
});

/** Another diner's round went first and took this diner's dishes with it (worker/commands/order.ts). */
const wentWithAnotherRound = (error: CommandError): boolean =>
  error.kind === 'refused' &&
  error.message?.kind === 'key' &&
  error.message.key === 'order.wentWithAnotherRound';

/**
 * Places the cart, or adds it to the table's open order as another round. When the merchant
 * asks for the table's order code (setting 18002) and none is given, the code popup opens
 * first; it calls back here with the code. A visitor with no name yet is asked for one (the
 * worker opens the name popup); once it is given, the placement goes ahead as asked. Where the
 * merchant takes orders from members only (setting 18001 off), a visitor is asked to log in
 * first, before any order code, and again should the server say so (10011): the cart stays.
 */
export const usePlaceOrder = () => {
  const commands = useCommands();
  const settings = useReadModel('session').settings;
  const { placed, placement } = useReadModel('order');
  const { loggedIn, status: memberStatus } = useReadModel('member');
  // A stored member still loading is no visitor (use-protected-action.ts): the server decides.
  const memberLoading =
    useReadModel('persisted').token !== null &&
    (memberStatus === 'idle' || memberStatus === 'pending');
  const membersOnly = settings?.supportGuest === false && !loggedIn && !memberLoading;
  const [busy, setBusy] = useState(false);
  // Why the last placement went nowhere, until the next: a toast alone went by unread, and the
  // order-code popup stayed up as if nothing had happened (a diner's probe, 2026-11-29).
  const [refusal, setRefusal] = useState<PlacementRefusal | null>(null);
  const afterNameGiven = useAfterNameGiven();
  const appending = placed !== null;

  const place = async (
    options: PlaceOptions = {},
  ): Promise<CommandResult<PlacedOrderRef> | null> => {
    if (membersOnly) {
      await commands.openPopup('login');
      return null;
    }
    if (settings?.orderCodeRequired === true && options.orderCode === undefined) {
      await commands.openPopup('orderCode');
      return null;
    }
    setBusy(true);
    setRefusal(null);
    const input: PlaceOrderInput = {
      ...(options.orderCode === undefined ? {} : { orderCode: options.orderCode }),
      ...(options.userCouponIds === undefined ? {} : { userCouponIds: options.userCouponIds }),
    };
    const result = appending ? await commands.updateOrder(input) : await commands.placeOrder(input);
    setBusy(false);
    if (result.ok) {
      // The coupon went with this round: the next one starts with none chosen.
      if (options.userCouponIds !== undefined) chooseCoupon(null, null);
      await commands.dismissPopup('cart');
      await commands.dismissPopup('orderCode');
    } else if (neededName(result)) {
      afterNameGiven(() => void latestPlace.current(options));
    } else if (result.error.kind === 'refused' && result.error.code === GUEST_MODE_CANNOT_ORDER) {
      await commands.dismissPopup('orderCode');
      await commands.openPopup('login');
    } else if (wentWithAnotherRound(result.error)) {
      // Nothing to place again: the toast says where the dishes went, the order's popup whose.
      await commands.dismissPopup('orderCode');
      await commands.dismissPopup('cart');
    } else if (result.error.kind === 'refused' && result.error.code === ORDER_CODE_REQUIRED) {
      // The merchant began asking for the code after this page read its settings: ask for it.
      await commands.openPopup('orderCode');
    } else {
      const refused = refusalOf(result.error);
      setRefusal(refused);
      // The code was right (it is checked first): what changed is the cart, shown under it.
      if (refused.cartChanged) await commands.dismissPopup('orderCode');
    }
    return result;
  };
  // The retry places the cart as it is once the name is in, not as it was when it was refused.
  const latestPlace = useRef(place);
  latestPlace.current = place;

  // "May have gone through" until the worker knows: then, where it was said, that it did not
  // arrive (worker/commands/unanswered-placement.ts; found, the order closes the sheet).
  const notSent =
    refusal?.reason === null && placement.status === 'failed' && placement.notSent === true;
  return { place, busy, appending, refusal: notSent ? NOT_SENT : refusal };
};
