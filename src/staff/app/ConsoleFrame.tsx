import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import type { StaffMessageId } from '../i18n/catalogues.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { LiveBadge } from '../live/LiveBadge.tsx';
import { useStaff } from './context.ts';
import { type Section, sectionOf } from './routes.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

const NAV: readonly { to: string; section: Section; label: StaffMessageId }[] = [
  { to: '/', section: 'tables', label: 'console.nav.tables' },
  { to: '/menu', section: 'menu', label: 'console.nav.menu' },
  { to: '/settings', section: 'settings', label: 'console.nav.settings' },
  { to: '/qr', section: 'qr', label: 'console.nav.qr' },
];

/** The signed-in console's top bar and navigation around the current page. */
export const ConsoleFrame = () => {
  const { session, merchant, live, signOut } = useStaff();
  const t = useStaffText();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionOf(pathname);
  // An order's page is in the tables' section, but is not the tables' page: "true", not "page".
  const onSectionPage = !/\/orders\//.test(pathname);

  useHeadingFocus(pathname);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('console.skipLink')}
      </a>
      <header className="topbar">
        <p className="topbar__brand">
          <strong>{t('console.brand')}</strong>{' '}
          <span className="muted">
            {merchant?.shortName ??
              t('console.merchantFallback', { merchantId: session.merchantId })}
          </span>
        </p>
        <nav aria-label={t('console.nav')} className="topbar__nav">
          <ul>
            {NAV.map(({ to, section: target, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={target !== section ? undefined : onSectionPage ? 'page' : 'true'}
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LiveBadge status={live.status} />
        <LanguageSwitch />
        <button type="button" className="button button--quiet" onClick={() => signOut(null)}>
          {t('console.signOut')}
        </button>
      </header>
      <main id="main" tabIndex={-1} className={`page page--${section}`}>
        <Outlet />
      </main>
    </>
  );
};

export const NotFoundPage = () => {
  const t = useStaffText();
  return (
    <>
      <h1 tabIndex={-1}>{t('console.notFound.title')}</h1>
      <p>
        <Link to="/">{t('console.notFound.back')}</Link>
      </p>
    </>
  );
};
