import { Link, useRouterState } from '@tanstack/react-router';
import { merchantHomePath } from '../../domain/rules/paths.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { CouponList } from '../member/CouponList.tsx';
import { MemberOnly } from '../member/MemberOnly.tsx';
import type { CouponState } from '../member/use-coupon-pages.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useIdParam } from '../routing/use-params.ts';

const tabs: readonly (readonly [state: CouponState, label: MessageId])[] = [
  ['available', 'coupon.tabAvailable'],
  ['expired', 'coupon.tabExpired'],
  ['used', 'coupon.tabUsed'],
];

/** The three routes share this page; the path's last part says which list (coupon-{state}). */
const stateOf = (pathname: string): CouponState => {
  if (pathname.endsWith('/coupon-expired')) return 'expired';
  if (pathname.endsWith('/coupon-used')) return 'used';
  return 'available';
};

/** /coupon-available, /coupon-expired, /coupon-used: the member's coupons, with tabs between them. */
const CouponsPage = () => {
  const t = useText();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  const state = stateOf(useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') }));
  return (
    <section className="page member-page">
      <nav aria-label={t('coupon.lists')}>
        <ul className="tabs">
          {tabs.map(([tab, label]) => (
            <li key={tab}>
              <Link
                className="tab"
                to={local(`${merchantHomePath(merchantId)}/coupon-${tab}`)}
                replace
                aria-current={tab === state ? 'page' : undefined}
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MemberOnly>
        {(member) => <CouponList key={state} state={state} memberId={member.id} />}
      </MemberOnly>
    </section>
  );
};

export default CouponsPage;
