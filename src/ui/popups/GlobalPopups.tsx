import { lazy, type ReactNode, Suspense } from 'react';
import { patientImport } from '../app/patient-import.ts';
import { Spinner } from '../layout/Spinner.tsx';
import { useTableSheetOpen } from '../table/table-sheet.ts';
import { useReadModel } from '../worker/context.tsx';
import { fetchedCartSheet } from './cart-sheet-code.ts';
import { fetchedNameDialog } from './name-dialog-code.ts';
import { fetchedOrderSubmitted } from './order-submitted-code.ts';
import { OrderTypeSheet } from './OrderTypeSheet.tsx';
import { useSheetsFollowHistory } from './sheets-follow-history.ts';

// The larger popups are their own chunks, fetched the first time they open: the QR landing's
// first view stays within its budget (tools/budget). A chunk the network drops is asked for
// again (patientImport) while the spinner holds the popup's place.
const CartSheet = lazy(
  patientImport(() =>
    import('../cart/CartSheet.tsx').then((module) => ({ default: module.CartSheet })),
  ),
);
const LoginSheet = lazy(
  patientImport(() =>
    import('./LoginSheet.tsx').then((module) => ({ default: module.LoginSheet })),
  ),
);
const EnrolmentSheet = lazy(
  patientImport(() =>
    import('./EnrolmentSheet.tsx').then((module) => ({ default: module.EnrolmentSheet })),
  ),
);

const LazyNameDialog = lazy(
  patientImport(() =>
    import('./EditNameDialog.tsx').then((module) => ({ default: module.EditNameDialog })),
  ),
);

// Only ever opened by a live message (another diner's order), never at a first view: its code
// is fetched ahead from the pages where that happens (routing/prefetch.ts).
const LazyOrderSubmitted = lazy(
  patientImport(() =>
    import('./OrderDialogs.tsx').then((module) => ({ default: module.OrderSubmittedDialog })),
  ),
);

// Opened on arrival at a table an earlier party may have left unfinished, after the start-up's
// check: its own chunk, fetched when it opens (the spinner holds its place a moment), so the QR
// landing's first view does not carry it.
const UnfinishedOrderDialog = lazy(
  patientImport(() =>
    import('./UnfinishedOrderDialog.tsx').then((module) => ({
      default: module.UnfinishedOrderDialog,
    })),
  ),
);

const TableSheet = lazy(
  patientImport(() =>
    import('../table/TableSheet.tsx').then((module) => ({ default: module.TableSheet })),
  ),
);

/** A popup whose code is still on its way shows the spinner, later than the page's (styles). */
const waiting = (
  <div className="popup-waiting">
    <Spinner busy />
  </div>
);

const WhenOpen = ({ open, children }: { readonly open: boolean; readonly children: ReactNode }) =>
  open ? <Suspense fallback={waiting}>{children}</Suspense> : null;

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
      <WhenOpen open={open.unfinishedOrder}>
        <UnfinishedOrderDialog open />
      </WhenOpen>
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
