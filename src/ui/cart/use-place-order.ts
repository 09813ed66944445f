import { useEffect, useRef, useState } from 'react';
import type { CommandResult, PlacedOrderRef, PlaceOrderInput } from '../../worker/api.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

export interface PlaceOptions {
  readonly orderCode?: string;
  readonly userCouponIds?: readonly string[];
}

/**
 * Places the cart, or adds it to the table's open order as another round. When the merchant
 * asks for the table's order code (setting 18002) and none is given, the code popup opens
 * first; it calls back here with the code. A visitor with no name yet is asked for one (the
 * worker opens the name popup); once it is given, the placement goes ahead as asked.
 */
export const usePlaceOrder = () => {
  const commands = useCommands();
  const settings = useReadModel('session').settings;
  const placed = useReadModel('order').placed;
  const firstName = useReadModel('member').member?.firstName ?? '';
  const [busy, setBusy] = useState(false);
  const [waitingForName, setWaitingForName] = useState<PlaceOptions | null>(null);
  const appending = placed !== null;

  const place = async (
    options: PlaceOptions = {},
  ): Promise<CommandResult<PlacedOrderRef> | null> => {
    if (settings?.orderCodeRequired === true && options.orderCode === undefined) {
      await commands.openPopup('orderCode');
      return null;
    }
    setBusy(true);
    const input: PlaceOrderInput = {
      ...(options.orderCode === undefined ? {} : { orderCode: options.orderCode }),
      ...(options.userCouponIds === undefined ? {} : { userCouponIds: options.userCouponIds }),
    };
    const result = appending ? await commands.updateOrder(input) : await commands.placeOrder(input);
    setBusy(false);
    if (result.ok) {
      await commands.dismissPopup('cart');
      await commands.dismissPopup('orderCode');
    } else if (
      result.error.kind === 'invalid' &&
      result.error.message === 'order.EnterYourNameFirst'
    ) {
      setWaitingForName(options);
    }
    return result;
  };

  // Only the name arriving retries; closing the name popup without one leaves the cart as it is.
  const latestPlace = useRef(place);
  latestPlace.current = place;
  useEffect(() => {
    if (waitingForName !== null && firstName.trim() !== '') {
      setWaitingForName(null);
      void latestPlace.current(waitingForName);
    }
  }, [waitingForName, firstName]);

  return { place, busy, appending };
};
