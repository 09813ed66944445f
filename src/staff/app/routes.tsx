import {
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  useParams,
} from '@tanstack/react-router';
import { MenuPage } from '../menu/MenuPage.tsx';
import { OrderPage } from '../order/OrderPage.tsx';
import { QrSheetPage } from '../qr/QrSheetPage.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { TablesPage } from '../tables/TablesPage.tsx';
import { ConsoleFrame, NotFoundPage } from './ConsoleFrame.tsx';

/**
 * The console's pages under /staff (the server answers staff.html for every one of them). An
 * order id is the POS's: digits only, anything else is the not-found page.
 */
const root = createRootRoute({ component: ConsoleFrame, notFoundComponent: NotFoundPage });

const ORDER_ID = /^[0-9]{1,20}$/;

const OrderRoutePage = () => {
  const { orderId } = useParams({ from: '/orders/$orderId' });
  return <OrderPage key={orderId} orderId={orderId} />;
};

const routeTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/', component: TablesPage }),
  createRoute({
    getParentRoute: () => root,
    path: '/orders/$orderId',
    params: {
      parse: ({ orderId }) => {
        if (!ORDER_ID.test(orderId)) throw notFound();
        return { orderId };
      },
      stringify: ({ orderId }) => ({ orderId }),
    },
    component: OrderRoutePage,
  }),
  createRoute({ getParentRoute: () => root, path: '/menu', component: MenuPage }),
  createRoute({ getParentRoute: () => root, path: '/settings', component: SettingsPage }),
  createRoute({ getParentRoute: () => root, path: '/qr', component: QrSheetPage }),
]);

export const createStaffRouter = () =>
  createRouter({ routeTree, basepath: '/staff', scrollRestoration: true });

/** Which of the top bar's pages a path belongs to: an order is one of the tables'. */
export type Section = 'tables' | 'menu' | 'settings' | 'qr' | 'other';

const SECTIONS: Readonly<Record<string, Section>> = {
  '': 'tables',
  '/menu': 'menu',
  '/settings': 'settings',
  '/qr': 'qr',
};

export const sectionOf = (pathname: string): Section => {
  const path = pathname.replace(/^\/staff(?=\/|$)/, '').replace(/\/+$/, '');
  if (path.startsWith('/orders/')) return 'tables';
  return SECTIONS[path] ?? 'other';
};
