import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { guardedImport } from '../app/reload-guard.ts';
import type { OrderSubmittedDialog as OrderSubmittedCode } from './OrderDialogs.tsx';
import { useTableSheetOpen } from '../table/table-sheet.ts';
import { useReadModel } from '../worker/context.tsx';
import { fetchedCartSheet } from './cart-sheet-code.ts';
import { fetchedNameDialog } from './name-dialog-code.ts';
import { OrderTypeSheet } from './OrderTypeSheet.tsx';
import { UnfinishedOrderDialog } from './UnfinishedOrderDialog.tsx';

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

// Only ever opened by a live message (another diner's order), never at a first view. Its code
// is fetched once the page has settled, then drawn at once (see cart-sheet-code.ts for why not
// through lazy); should it still be missing when needed, a release that took it reloads the
// page, as a page's code does.
const importOrderSubmitted = () =>
  import('./OrderDialogs.tsx').then((module) => ({ default: module.OrderSubmittedDialog }));
const LazyOrderSubmitted = lazy(guardedImport(importOrderSubmitted));
const fetchedOrderSubmitted: { current: typeof OrderSubmittedCode | null } = { current: null };
const PREFETCH_AFTER_MS = 3000;

const TableSheet = lazy(() =>
  import('../table/TableSheet.tsx').then((module) => ({ default: module.TableSheet })),
);

const WhenOpen = ({ open, children }: { readonly open: boolean; readonly children: ReactNode }) =>
  open ? <Suspense fallback={null}>{children}</Suspense> : null;

/** Spec §2 "Global popups": on every page, opened and closed by the worker's popups model. */
export const GlobalPopups = () => {
  const { open } = useReadModel('popups');
  const tableSheet = useTableSheetOpen();
  const Cart = fetchedCartSheet.current ?? CartSheet;
  const OrderSubmittedDialog = fetchedOrderSubmitted.current ?? LazyOrderSubmitted;
  useEffect(() => {
    const timer = setTimeout(() => {
      importOrderSubmitted()
        .then(({ default: dialog }) => {
          fetchedOrderSubmitted.current = dialog;
        })
        // Fetched again, guarded, when first needed.
        .catch(() => undefined);
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const NameDialog = fetchedNameDialog.current ?? LazyNameDialog;
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
