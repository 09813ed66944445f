import { afterSkipLogin } from '../../domain/rules/navigation.ts';
import { returnUrl } from '../routing/return-url.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * Skipping login goes to the merchant's order page (spec §2), and forgets where the login was
 * leading: a later login, from anywhere, goes where that one leads. The generic /login has no
 * merchant in its path: the current one is used, and with none there is nowhere to skip to.
 */
export const useSkipLogin = (): (() => Promise<void>) | undefined => {
  const navigate = useNavigateTo();
  const { locale, merchantId: fromRoute } = useRouteInfo();
  const current = useReadModel('session').merchantId;
  const merchantId = fromRoute ?? current;
  if (merchantId === null) return undefined;
  return () => {
    returnUrl.forget();
    return navigate(afterSkipLogin(merchantId, locale));
  };
};
