import { Link, useRouterState } from '@tanstack/react-router';
import { merchantOrderPath } from '../../domain/rules/paths.ts';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * 'Page Not Found: {path}' (spec §2, §8) with the path the diner asked for: the address itself,
 * or, when a guard sent them to /notFound, the one it came from.
 */
const NotFoundPage = () => {
  const t = useText();
  const { name, href } = useRouteInfo();
  const from = useRouterState({
    select: (state) => (state.location.search as { from?: unknown }).from,
  });
  const path = name?.startsWith('notFound___') && typeof from === 'string' ? from : href;
  const merchantId = useReadModel('session').merchantId;
  const local = useLocalPath();
  return (
    <section className="page page--centered">
      <p className="lead">{t('notFound.message', { path })}</p>
      {merchantId === null ? null : (
        <Link className="button" to={local(merchantOrderPath(merchantId))}>
          {t('notFound.toMenu')}
        </Link>
      )}
    </section>
  );
};

export default NotFoundPage;
export { NotFoundPage };
