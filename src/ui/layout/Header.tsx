import { Link, useRouter } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { merchantHomePath } from '../../domain/rules/paths.ts';
import { Icon } from '../components/Icon.tsx';
import { onModalsChanged, topModal } from '../components/modal-stack.ts';
import { useText } from '../i18n/use-text.ts';
import type { HeaderSpec } from '../routing/route-table.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useProtectedAction } from '../member/use-protected-action.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { Presence } from '../table/Presence.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

const BackButton = () => {
  const t = useText();
  const router = useRouter();
  const { merchantId } = useRouteInfo();
  const local = useLocalPath();
  // A diner who opened the page from a link has no history here: back leads to the merchant.
  const back = () =>
    router.history.canGoBack()
      ? router.history.back()
      : void router.navigate({
          href: local(merchantId === null ? '/' : merchantHomePath(merchantId)),
        });
  return (
    <button type="button" className="icon-button" aria-label={t('common.back')} onClick={back}>
      <Icon name="back" />
    </button>
  );
};

/** The account is a protected action: a visitor logs in and a nameless member names themself first. */
const Avatar = () => {
  const t = useText();
  const router = useRouter();
  const { merchantId } = useRouteInfo();
  const local = useLocalPath();
  const protect = useProtectedAction();
  const avatar = useReadModel('member').member?.avatar ?? '';
  if (merchantId === null) return null;
  const account = local(`${merchantHomePath(merchantId)}/account`);
  return (
    <Link
      className="icon-button avatar"
      to={account}
      aria-label={t('header.account')}
      onClick={(event) => {
        // A modified click (new tab) is the browser's: that tab's guard checks the login itself.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        protect(() => void router.navigate({ href: account }));
      }}
    >
      {avatar === '' ? <Icon name="user" /> : <img src={avatar} alt="" width="32" height="32" />}
    </Link>
  );
};

const SearchButton = () => {
  const t = useText();
  const { merchantId } = useRouteInfo();
  const local = useLocalPath();
  if (merchantId === null) return null;
  return (
    <Link
      className="icon-button"
      to={local(`${merchantHomePath(merchantId)}/search`)}
      aria-label={t('header.search')}
    >
      <Icon name="search" />
    </Link>
  );
};

/** The bell's fallback when the dialog's code cannot be had: the diner asked, so the staff are called. */
const CallWithoutAsking = ({ onClose }: { readonly onClose: () => void }) => {
  const commands = useCommands();
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onClose();
    void commands.callStaff();
  }, [commands, onClose]);
  return null;
};

// Fetched the first time a diner taps the bell: the QR landing's first view stays in its budget.
// Should the chunk be missing (a release replaced it, the network dropped), the tap still calls
// rather than the page failing.
const CallStaffConfirm = lazy<ComponentType<{ readonly onClose: () => void }>>(() =>
  import('./CallStaffConfirm.tsx').then(
    (module) => ({ default: module.CallStaffConfirm }),
    () => ({ default: CallWithoutAsking }),
  ),
);

/**
 * At a table, a diner can call someone over, once they say yes; the worker's toast says the staff
 * were told.
 */
const CallStaffButton = () => {
  const t = useText();
  const [asking, setAsking] = useState(false);
  const seated = useReadModel('session').tableId !== null;
  const calling = useReadModel('records').table.staffCall === 'pending';
  if (!seated) return null;
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.callStaff')}
        aria-haspopup="dialog"
        title={t('header.callStaff')}
        // Busy, not disabled: the focus the confirmation gives back on Call must have a home.
        aria-disabled={calling || undefined}
        aria-busy={calling}
        onClick={() => {
          if (!calling) setAsking(true);
        }}
      >
        <Icon name="bell" />
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <CallStaffConfirm onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

/**
 * The header variants of spec §2; the order page's scrolls away with the menu ("not fixed") and
 * leads to the diner's account (the avatar) as well as to search.
 */
export const Header = ({ spec }: { readonly spec: HeaderSpec }) => {
  const t = useText();
  const { href } = useRouteInfo();
  const title = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // After a navigation a screen reader is told where it landed: focus goes to the new title.
  useEffect(() => {
    const heading = title.current;
    if (first.current || heading === null) {
      first.current = false;
      return;
    }
    heading.focus({ preventScroll: true });
    if (document.activeElement === heading) return;
    // A popup that led here is still open (the login on the way to the account), and the page
    // under it is inert: the title takes the focus once the last popup closes. Given back to the
    // popup's opener instead, the focus went with the old page, to the bare page.
    let waiting = true;
    const unsubscribe = onModalsChanged(() => {
      if (!waiting || topModal() !== null) return;
      waiting = false;
      heading.focus({ preventScroll: true });
    });
    return () => {
      waiting = false;
      unsubscribe();
    };
  }, [href]);
  return (
    <header className={`app-header${spec.variant === 'order' ? '' : ' app-header--fixed'}`}>
      <div className="app-header__start">
        {spec.variant === 'back' ? <BackButton /> : null}
        {spec.variant === 'avatar' || spec.variant === 'order' ? <Avatar /> : null}
      </div>
      <h1 className="app-header__title" ref={title} tabIndex={-1}>
        {t(spec.title)}
      </h1>
      <div className="app-header__end">
        {spec.variant === 'order' ? <CallStaffButton /> : null}
        {spec.variant === 'order' ? <SearchButton /> : null}
        {spec.language ? <LanguageSwitch /> : null}
        <ThemeSwitch />
      </div>
      {/* Who is at the table now, on a row of its own (issue 16). */}
      {spec.variant === 'order' ? <Presence className="app-header__presence" /> : null}
    </header>
  );
};
