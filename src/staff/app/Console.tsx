import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { StaffSession } from '../api/client.ts';
import { MenuPage } from '../menu/MenuPage.tsx';
import { OrderPage } from '../order/OrderPage.tsx';
import { QrSheetPage } from '../qr/QrSheetPage.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { TablesPage } from '../tables/TablesPage.tsx';
import { useStaffLive } from '../live/use-staff-live.ts';
import { useTables } from '../tables/use-tables.ts';
import { type Staff, StaffContext } from './context.ts';
import { Link } from './Link.tsx';
import { LiveBadge } from '../live/LiveBadge.tsx';
import { hrefOf, type Route, routeOf, usePathname } from './router.ts';
import { useMerchant } from './use-merchant.ts';

interface Props {
  readonly session: StaffSession;
  readonly onSignOut: (why: string | null) => void;
}

const NAV: readonly { route: Route; label: string }[] = [
  { route: { page: 'tables' }, label: 'Tables' },
  { route: { page: 'menu' }, label: 'Menu' },
  { route: { page: 'settings' }, label: 'Settings' },
  { route: { page: 'qr' }, label: 'QR codes' },
];

const Page = ({ route }: { readonly route: Route }) => {
  switch (route.page) {
    case 'tables':
      return <TablesPage />;
    case 'order':
      return <OrderPage key={route.orderId} orderId={route.orderId} />;
    case 'menu':
      return <MenuPage />;
    case 'settings':
      return <SettingsPage />;
    case 'qr':
      return <QrSheetPage />;
    case 'notFound':
      return (
        <>
          <h1 tabIndex={-1}>Page not found</h1>
          <p>
            <Link href={hrefOf({ page: 'tables' })}>Back to the tables</Link>
          </p>
        </>
      );
  }
};

/** The signed-in console: top bar, navigation, the current page; listens to the floor throughout. */
export const Console = ({ session, onSignOut }: Props) => {
  const unauthorized = useCallback(
    () => onSignOut('The server refused the staff token. Sign in again.'),
    [onSignOut],
  );
  const live = useStaffLive(session, unauthorized);
  const tables = useTables(session, unauthorized, live);
  const { merchant, failure, reload } = useMerchant(session);
  const staff = useMemo<Staff>(
    () => ({
      session,
      tables,
      live,
      merchant,
      merchantFailure: failure,
      reloadMerchant: reload,
      unauthorized,
    }),
    [session, tables, live, merchant, failure, reload, unauthorized],
  );
  const pathname = usePathname();
  const route = routeOf(pathname);

  // After an in-app navigation, focus the new page's heading so screen readers announce it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [pathname]);

  return (
    <StaffContext.Provider value={staff}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <p className="topbar__brand">
          <strong>tablefold staff</strong>{' '}
          <span className="muted">{merchant?.shortName ?? `Merchant ${session.merchantId}`}</span>
        </p>
        <nav aria-label="Console" className="topbar__nav">
          <ul>
            {NAV.map(({ route: target, label }) => (
              <li key={label}>
                <Link
                  href={hrefOf(target)}
                  current={
                    target.page === route.page ||
                    (target.page === 'tables' && route.page === 'order')
                  }
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LiveBadge status={live.status} />
        <button type="button" className="button button--quiet" onClick={() => onSignOut(null)}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1} className={`page page--${route.page}`}>
        <Page route={route} />
      </main>
    </StaffContext.Provider>
  );
};
