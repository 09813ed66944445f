import { useRef, useState } from 'react';
import { GUEST_MODE_CANNOT_ORDER } from '../../domain/errors/catalogue.ts';
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

export interface PlaceOptions {
  readonly orderCode?: string;
  readonly userCouponIds?: readonly string[];
}

/** What a refused placement says to the diner: the POS's words, or the rule it broke. */
const refusalOf = (error: CommandError): ToastMessage => {
  if (error.kind === 'invalid') return { kind: 'key', key: error.message };
  if (error.kind === 'refused' && error.message !== null) return error.message;
  return { kind: 'key', key: 'order.placeOrderError' };
};

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
  const placed = useReadModel('order').placed;
  const { loggedIn, status: memberStatus } = useReadModel('member');
  // A stored member still loading is no visitor (use-protected-action.ts): the server decides.
  const memberLoading =
    useReadModel('persisted').token !== null &&
    (memberStatus === 'idle' || memberStatus === 'pending');
  const membersOnly = settings?.supportGuest === false && !loggedIn && !memberLoading;
  const [busy, setBusy] = useState(false);
  // Why the last placement went nowhere, until the next: a toast alone went by unread, and the
  // order-code popup stayed up as if nothing had happened (a diner's probe, 2026-11-29).
  const [refusal, setRefusal] = useState<ToastMessage | null>(null);
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
    } else {
      setRefusal(refusalOf(result.error));
      // The code was right (it is checked first): what changed is the cart, shown under it.
      await commands.dismissPopup('orderCode');
    }
    return result;
  };
  // The retry places the cart as it is once the name is in, not as it was when it was refused.
  const latestPlace = useRef(place);
  latestPlace.current = place;

  return { place, busy, appending, refusal };
};
