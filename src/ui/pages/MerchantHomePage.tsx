import { Link } from '@tanstack/react-router';
import { merchantOrderPath, selectGuestsPath } from '../../domain/rules/paths.ts';
import { useText } from '../i18n/use-text.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useReadModel } from '../worker/context.tsx';

/** Spec §2 merchant home: 'welcome', who the merchant is, and the way to the menu. */
const MerchantHomePage = () => {
  const t = useText();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  const { merchant, tableName } = useReadModel('session');
  return (
    <section className="page merchant-home">
      {/* The box is reserved at its final size, so the logo arriving moves nothing (CLS). */}
      <div className="merchant-home__logo">
        {merchant?.img ? <img src={merchant.img} alt="" width="96" height="96" /> : null}
      </div>
      <h2 className="merchant-home__name">{merchant?.shortName}</h2>
      {merchant?.desc ? <p className="muted">{merchant.desc}</p> : null}
      {tableName === null ? null : <p className="chip">{t('home.table', { name: tableName })}</p>}
      <div className="stack">
        <Link className="button button--block" to={local(merchantOrderPath(merchantId))}>
          {t('home.viewMenu')}
        </Link>
        {tableName === null ? null : (
          <Link
            className="button button--secondary button--block"
            to={local(selectGuestsPath(merchantId))}
          >
            {t('home.chooseGuests')}
          </Link>
        )}
      </div>
    </section>
  );
};

export default MerchantHomePage;
