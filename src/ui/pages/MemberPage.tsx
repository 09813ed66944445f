import { useIntl } from 'react-intl';
import { useMoneyText } from '../i18n/money-text.ts';
import { useText } from '../i18n/use-text.ts';
import { MemberOnly } from '../member/MemberOnly.tsx';
import { SubscribeTips } from '../member/SubscribeTips.tsx';
import { MemberSummary } from './MemberSummary.tsx';

/** /member: points (in the summary), level, when the level lapses and how points are earned (spec §2, §3). */
const MemberPage = () => {
  const t = useText();
  const intl = useIntl();
  const moneyText = useMoneyText();
  const dateOf = (value: string | null) => {
    const date = value === null ? null : new Date(value);
    return date === null || Number.isNaN(date.getTime())
      ? t('member.noExpiry')
      : intl.formatDate(date, { dateStyle: 'medium' });
  };
  return (
    <section className="page member-page">
      <MemberOnly>
        {(member) => (
          <>
            <MemberSummary member={member} />
            <dl className="facts member-facts">
              <dt>{t('member.level')}</dt>
              <dd>{member.memberLevel.trim() || t('member.noLevel')}</dd>
              <dt>{t('member.levelExpiry')}</dt>
              <dd>{dateOf(member.levelExpirationTime)}</dd>
              <dt>{t('member.pointsRate')}</dt>
              <dd>
                {t('member.pointsRateValue', {
                  rate: member.pointsRate,
                  // One unit of the currency as every price shows it ("US$1" in zh-TW).
                  unit: moneyText(1, { wholeUnits: true }),
                })}
              </dd>
            </dl>
            <p className="muted small">{t('member.pointsWhen')}</p>
            <SubscribeTips />
          </>
        )}
      </MemberOnly>
    </section>
  );
};

export default MemberPage;
