import { Link } from '@tanstack/react-router';
import { merchantHomePath } from '../../domain/rules/paths.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';

const links: readonly (readonly [suffix: string, label: MessageId])[] = [
  ['/account/profile', 'title.profile'],
  ['/member', 'title.member'],
  ['/order-list', 'title.orderList'],
  ['/coupon-available', 'title.couponAvailable'],
  ['/coupon-expired', 'title.couponExpired'],
  ['/coupon-used', 'title.couponUsed'],
];

/** The account page's ways on: each of the member's own pages. */
export const AccountLinks = ({
  merchantId,
  couponCount,
}: {
  readonly merchantId: string;
  readonly couponCount: number;
}) => {
  const t = useText();
  const local = useLocalPath();
  return (
    <nav aria-label={t('account.links')}>
      <ul className="link-list">
        {links.map(([suffix, label]) => (
          <li key={suffix}>
            <Link className="link-row" to={local(`${merchantHomePath(merchantId)}${suffix}`)}>
              <span>{t(label)}</span>
              {suffix === '/coupon-available' && couponCount > 0 ? (
                <span className="badge">{t('account.couponCount', { count: couponCount })}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
