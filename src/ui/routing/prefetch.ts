import type { AnyRouter } from '@tanstack/react-router';
import { PAGE_PREFETCH_DELAY_MS } from '../../domain/constants.ts';
import { fetchedNameDialog } from '../popups/name-dialog-code.ts';
import { fetchedOrderSubmitted } from '../popups/order-submitted-code.ts';
import { pageImports } from './pages.ts';
import { type PageName, routeBaseName, routeTable } from './route-table.ts';

type Preload = () => Promise<unknown>;
/** The page's module, not its guarded route component: a failed prefetch never reloads. */
const page =
  (name: Exclude<PageName, 'NotFound'>): Preload =>
  () =>
    pageImports[name]();
// The same module as GlobalPopups' lazy import: the same chunk, fetched once.
const cartSheet: Preload = () => import('../cart/CartSheet.tsx');
// A visitor's first add asks for a name: the popup is ready before that tap.
const nameDialog: Preload = () =>
  import('../popups/EditNameDialog.tsx').then((module) => {
    fetchedNameDialog.current = module.EditNameDialog;
  });

// Another diner's order opens it on whichever page this diner is at the table: fetched ahead
// there, its first open does not wait for its code (React holds a lazy popup's first show).
const orderSubmitted: Preload = () =>
  import('../popups/OrderDialogs.tsx').then((module) => {
    fetchedOrderSubmitted.current = module.OrderSubmittedDialog;
  });

/**
 * Where a diner most likely goes next from each page (docs/ui.md): its code is fetched about a
 * second after the page has settled, so the tap that follows does not wait for it.
 */
export const NEXT: Partial<Record<PageName, readonly Preload[]>> = {
  MerchantHome: [page('Order')],
  QrLanding: [page('Order')],
  SelectGuests: [page('Order')],
  Order: [cartSheet, nameDialog, orderSubmitted, page('Search')],
  Search: [page('Order'), cartSheet, orderSubmitted],
  OrderPreview: [orderSubmitted],
  Account: [page('Profile'), page('OrderList'), page('Coupons'), orderSubmitted],
  OrderList: [page('OrderDetail'), orderSubmitted],
  OrderDetail: [orderSubmitted],
  Profile: [orderSubmitted],
  Coupons: [orderSubmitted],
  Member: [orderSubmitted],
};

/**
 * Where a page moves on by itself: the QR landing goes to the guest count once its start-up calls
 * are answered, so that page's code is fetched beside them, not a second later (issue 18, 4b).
 * Only that page: more chunks at once would hold the browser's few connections per host from the
 * start-up's own calls.
 */
export const NEXT_AT_ONCE: Partial<Record<PageName, readonly Preload[]>> = {
  QrLanding: [page('SelectGuests')],
};

const pageByName = new Map(routeTable.map((def) => [routeBaseName(def.path), def.page]));

/** "merchant-merchantId-order___zh-tw" → Order. */
export const pageOfRouteName = (name: string | undefined): PageName | undefined =>
  name === undefined ? undefined : pageByName.get(name.split('___')[0] ?? '');

/**
 * After each navigation resolves, waits PAGE_PREFETCH_DELAY_MS (spec §9, about 1 s) and then
 * fetches the next pages' code; a navigation meanwhile starts the wait again. A failed prefetch
 * is forgotten and reloads nothing: the navigation itself will try (and its reload guard act).
 */
export const prefetchNextPages = (router: AnyRouter, delayMs = PAGE_PREFETCH_DELAY_MS) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  router.subscribe('onBeforeNavigate', cancel);
  return router.subscribe('onResolved', () => {
    cancel();
    const current = pageOfRouteName(router.state.matches.at(-1)?.staticData.name) ?? 'NotFound';
    const fetchAll = (preloads: readonly Preload[]) => {
      for (const preload of preloads) void preload().catch(() => undefined);
    };
    fetchAll(NEXT_AT_ONCE[current] ?? []);
    const next = NEXT[current] ?? [];
    if (next.length > 0) timer = setTimeout(() => fetchAll(next), delayMs);
  });
};
