import { CartSheet } from '../cart/CartSheet.tsx';
import { useReadModel } from '../worker/context.tsx';
import { EditNameDialog } from './EditNameDialog.tsx';
import { FramePopup, framePopupNames } from './FramePopups.tsx';
import { OrderSubmittedDialog, OrderUpdatedDialog } from './OrderDialogs.tsx';
import { OrderTypeSheet } from './OrderTypeSheet.tsx';
import { UnfinishedOrderDialog } from './UnfinishedOrderDialog.tsx';

/** Spec §2 "Global popups": on every page, opened and closed by the worker's popups model. */
export const GlobalPopups = () => {
  const { open } = useReadModel('popups');
  return (
    <>
      <OrderTypeSheet open={open.orderType} />
      <UnfinishedOrderDialog open={open.unfinishedOrder} />
      <OrderSubmittedDialog open={open.orderSubmitted} />
      <OrderUpdatedDialog open={open.orderUpdated} />
      <CartSheet open={open.cart} />
      <EditNameDialog open={open.editMemberName} />
      {framePopupNames.map((name) => (
        <FramePopup key={name} name={name} open={open[name]} />
      ))}
    </>
  );
};
