import { Link, useRouterState } from '@tanstack/react-router';
import { merchantOrderPath } from '../../domain/rules/paths.ts';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useReadModel } from '../worker/context.tsx';

/** A table's QR landing, with or without the locale prefix, query or hash. */
const QR_LANDING = /^(?:\/zh-tw)?\/m\/[^/?#]+\/q\/[^/?#]+\/?(?:[?#]|$)/;

/**
 * 'Page Not Found: {path}' (spec §2, §8) with the path the diner asked for: the address itself,
 * or, when a guard or the QR landing sent them to /notFound, the one it came from. A table code
 * that names no table adds spec §4's "scan the code" notice. The ways out never lead back here:
 * scanning a table's code, and the menu of the merchant the diner last had, if any (an unknown
 * merchant is never remembered).
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
      {QR_LANDING.test(path) ? <p role="status">{t('qr.scanToOrder')}</p> : null}
      <Link className="button" to={local('/scan')}>
        {t('notFound.scan')}
      </Link>
      {merchantId === null ? null : (
        <Link className="button button--secondary" to={local(merchantOrderPath(merchantId))}>
          {t('notFound.toMenu')}
        </Link>
      )}
    </section>
  );
};

export default NotFoundPage;
export { NotFoundPage };
