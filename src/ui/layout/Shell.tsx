import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { patientImport } from '../app/patient-import.ts';
import { devtoolsEnabled } from '../devtools/enabled.ts';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import { useText } from '../i18n/use-text.ts';
import { GlobalPopups } from '../popups/GlobalPopups.tsx';
import type { HeaderSpec } from '../routing/route-table.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useStarted } from '../routing/use-started.ts';
import { usePrimaryColour } from '../theme/use-theme.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { Header } from './Header.tsx';
import { Spinner } from './Spinner.tsx';
import { Toasts } from './Toasts.tsx';

const NOT_FOUND_HEADER: HeaderSpec = { variant: 'plain', title: 'title.notFound', language: false };

/**
 * Once per page load: a diner who reloads (or opens a link) at their table is joined to it
 * again. The QR landing runs the full start-up itself.
 */
const useResume = () => {
  const commands = useCommands();
  // Again once the merchant is known: a page loaded offline before anything was cached learns
  // it only when its route loads, after the network came back (docs/offline.md).
  const merchantKnown = useReadModel('session').merchantId !== null;
  useEffect(() => {
    // Read at mount: the router may not have matched the first route yet.
    if (!QR_LANDING.test(window.location.pathname)) void commands.resume();
  }, [commands, merchantKnown]);
};

// Its own chunk: diners never download it.
const DevPanel = lazy(patientImport(() => import('../devtools/DevPanel.tsx')));
// Its own chunk, loaded with the first render but outside the first view's budget; the
// service worker keeps it for an offline load (docs/offline.md).
const Offline = lazy(patientImport(() => import('../offline/Offline.tsx')));

// Its own chunk, only once the staff replaced the table's QR code under the diner.
const TableCodeBanner = lazy(patientImport(() => import('../table/TableCodeBanner.tsx')));

// Its own chunk, once the diner sits at a table: it says other diners' cart changes out loud.
const TableAnnouncer = lazy(patientImport(() => import('../table/TableAnnouncer.tsx')));

const QR_LANDING = /^(?:\/zh-tw)?\/m\/[^/]+\/q\/[^/]+\/?$/;

const Frame = () => {
  const t = useText();
  const info = useRouteInfo();
  const header = info.header ?? NOT_FOUND_HEADER;
  const started = useStarted();
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const working = useReadModel('popups').loading;
  const { merchant: merchantInfo, tableId, tableCodeRetired } = useReadModel('session');
  const merchant = merchantInfo?.shortName;
  const busy = !started || navigating || working;
  usePrimaryColour();
  useResume();
  const [devtools] = useState(() => devtoolsEnabled(window.location, window.sessionStorage));

  const title = t(header.title);
  useEffect(() => {
    document.title = merchant === undefined ? title : `${title} · ${merchant}`;
  }, [title, merchant]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header spec={header} />
      <Suspense fallback={null}>
        <Offline />
      </Suspense>
      {tableCodeRetired ? (
        <Suspense fallback={null}>
          <TableCodeBanner />
        </Suspense>
      ) : null}
      {/* Spec §2: the main area shows only once start-up has finished. */}
      <main id="main" className="app-main" tabIndex={-1} hidden={!started} aria-busy={busy}>
        <Outlet />
      </main>
      <Spinner busy={busy} />
      <Toasts />
      <GlobalPopups />
      {tableId === null ? null : (
        <Suspense fallback={null}>
          <TableAnnouncer />
        </Suspense>
      )}
      {devtools ? (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      ) : null}
    </div>
  );
};

/** The root route's component: everything every page shares. */
export const Shell = () => (
  <IntlRoot>
    <Frame />
  </IntlRoot>
);
