import { useEffect, useRef } from 'react';
import { afterLogin } from '../../domain/rules/navigation.ts';
import { LoginForm } from '../member/LoginForm.tsx';
import { useSkipLogin } from '../member/use-skip-login.ts';
import { returnUrl } from '../routing/return-url.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * /merchant/{id}/login and /login (spec §2, §4). After the login: the remembered URL, or home.
 * A member who is already logged in is sent on at once: after a reload of a login-required page
 * the guard runs before the stored session's member has loaded, and lands here.
 */
const LoginPage = () => {
  const navigate = useNavigateTo();
  const skip = useSkipLogin();
  const { locale, merchantId: fromRoute } = useRouteInfo();
  const session = useReadModel('session');
  const { loggedIn } = useReadModel('member');
  const attempting = useRef(false);
  const merchantId = fromRoute ?? session.merchantId;

  useEffect(() => {
    if (!loggedIn || attempting.current) return;
    const target = afterLogin(returnUrl.take('page'), merchantId, locale);
    void navigate({ ...target, replace: true });
  }, [loggedIn, merchantId, locale, navigate]);

  return (
    <section className="page member-page">
      <LoginForm
        place="page"
        onAttempt={(active) => {
          attempting.current = active;
        }}
        onLoggedIn={(outcome) => void navigate(outcome.navigation)}
        onSkip={skip === undefined ? undefined : () => void skip()}
      />
    </section>
  );
};

export default LoginPage;
