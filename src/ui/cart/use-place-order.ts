import { useRef, useState } from 'react';
import type { CommandResult, PlacedOrderRef, PlaceOrderInput } from '../../worker/api.ts';
import { neededName, useAfterNameGiven } from '../member/use-after-name-given.ts';
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
  const [busy, setBusy] = useState(false);
  const afterNameGiven = useAfterNameGiven();
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
    } else if (neededName(result)) {
      afterNameGiven(() => void latestPlace.current(options));
    }
    return result;
  };
  // The retry places the cart as it is once the name is in, not as it was when it was refused.
  const latestPlace = useRef(place);
  latestPlace.current = place;

  return { place, busy, appending };
};
