import { useState } from 'react';
import { ReportProblem } from '../devtools/ReportProblem.tsx';
import { useText } from '../i18n/use-text.ts';
import { AccountLinks } from '../member/AccountLinks.tsx';
import { LogoutButton } from '../member/LogoutButton.tsx';
import { MemberOnly } from '../member/MemberOnly.tsx';
import { SubscribeTips } from '../member/SubscribeTips.tsx';
import { useIdParam } from '../routing/use-params.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { MemberSummary } from './MemberSummary.tsx';

/** The member's own page: who, the ways to their profile, points, orders and coupons, logout. */
const AccountPage = () => {
  const t = useText();
  const commands = useCommands();
  const merchantId = useIdParam('merchantId');
  const { needsEnrolment } = useReadModel('member');
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="page member-page">
      <MemberOnly leaving={leaving}>
        {(member) => (
          <>
            <MemberSummary member={member} />
            {needsEnrolment ? (
              <div className="notice stack">
                <p>{t('popup.enrolment.body')}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => void commands.openPopup('enrolment')}
                >
                  {t('popup.enrolment.title')}
                </button>
              </div>
            ) : null}
            <SubscribeTips />
            <AccountLinks merchantId={merchantId} couponCount={member.availableUserCouponCount} />
            <LogoutButton onLeaving={setLeaving} />
          </>
        )}
      </MemberOnly>
      <ReportProblem />
    </section>
  );
};

export default AccountPage;
