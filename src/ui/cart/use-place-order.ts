import { useState } from 'react';
import type { CommandResult, PlacedOrderRef, PlaceOrderInput } from '../../worker/api.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

export interface PlaceOptions {
  readonly orderCode?: string;
  readonly userCouponIds?: readonly string[];
}

/**
 * Places the cart, or adds it to the table's open order as another round. When the merchant
 * asks for the table's order code (setting 18002) and none is given, the code popup opens
 * first; it calls back here with the code.
 */
export const usePlaceOrder = () => {
  const commands = useCommands();
  const settings = useReadModel('session').settings;
  const placed = useReadModel('order').placed;
  const [busy, setBusy] = useState(false);
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
    }
    return result;
  };

  return { place, busy, appending };
};
