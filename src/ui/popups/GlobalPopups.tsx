import { lazy, type ReactNode, Suspense } from 'react';
import { guardedImport } from '../app/reload-guard.ts';
import { useTableSheetOpen } from '../table/table-sheet.ts';
import { useReadModel } from '../worker/context.tsx';
import { fetchedCartSheet } from './cart-sheet-code.ts';
import { fetchedNameDialog } from './name-dialog-code.ts';
import { fetchedOrderSubmitted } from './order-submitted-code.ts';
import { OrderTypeSheet } from './OrderTypeSheet.tsx';
import { UnfinishedOrderDialog } from './UnfinishedOrderDialog.tsx';
import { useSheetsFollowHistory } from './sheets-follow-history.ts';

// The larger popups are their own chunks, fetched the first time they open: the QR landing's
// first view stays within its budget (tools/budget).
const CartSheet = lazy(() =>
  import('../cart/CartSheet.tsx').then((module) => ({ default: module.CartSheet })),
);
const LoginSheet = lazy(() =>
  import('./LoginSheet.tsx').then((module) => ({ default: module.LoginSheet })),
);
const EnrolmentSheet = lazy(() =>
  import('./EnrolmentSheet.tsx').then((module) => ({ default: module.EnrolmentSheet })),
);

const LazyNameDialog = lazy(() =>
  import('./EditNameDialog.tsx').then((module) => ({ default: module.EditNameDialog })),
);

// Only ever opened by a live message (another diner's order), never at a first view: its code
// is fetched ahead from the pages where that happens (routing/prefetch.ts); should it still be
// missing when needed, a release that took it reloads the page, as a page's code does.
const LazyOrderSubmitted = lazy(
  guardedImport(() =>
    import('./OrderDialogs.tsx').then((module) => ({ default: module.OrderSubmittedDialog })),
  ),
);

const TableSheet = lazy(() =>
  import('../table/TableSheet.tsx').then((module) => ({ default: module.TableSheet })),
);

const WhenOpen = ({ open, children }: { readonly open: boolean; readonly children: ReactNode }) =>
  open ? <Suspense fallback={null}>{children}</Suspense> : null;

/** Spec §2 "Global popups": on every page, opened and closed by the worker's popups model. */
export const GlobalPopups = () => {
  const { open } = useReadModel('popups');
  useSheetsFollowHistory(open);
  const tableSheet = useTableSheetOpen();
  const Cart = fetchedCartSheet.current ?? CartSheet;
  const NameDialog = fetchedNameDialog.current ?? LazyNameDialog;
  const OrderSubmittedDialog = fetchedOrderSubmitted.current ?? LazyOrderSubmitted;
  return (
    <>
      {/* One at a time on arrival: the unfinished-order popup first, then the chooser. */}
      <OrderTypeSheet open={open.orderType && !open.unfinishedOrder} />
      <UnfinishedOrderDialog open={open.unfinishedOrder} />
      <WhenOpen open={open.orderSubmitted}>
        <OrderSubmittedDialog open />
      </WhenOpen>
      <WhenOpen open={open.editMemberName}>
        <NameDialog open />
      </WhenOpen>
      {/* The order-code popup lives in the cart flow, so the cart stays mounted for it. */}
      <WhenOpen open={open.cart || open.orderCode}>
        <Cart open={open.cart} />
      </WhenOpen>
      <WhenOpen open={open.login}>
        <LoginSheet open />
      </WhenOpen>
      <WhenOpen open={open.enrolment}>
        <EnrolmentSheet open />
      </WhenOpen>
      {/* After the cart: opened from it, the table sheet comes on top (issue 16). */}
      <WhenOpen open={tableSheet}>
        <TableSheet />
      </WhenOpen>
    </>
  );
};
