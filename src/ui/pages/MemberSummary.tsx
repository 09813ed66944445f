import { Fragment } from 'react';
import type { Member } from '../../domain/model/member.ts';
import { phoneForDisplay } from '../../domain/validation/phone.ts';
import { Icon } from '../components/Icon.tsx';
import { useText } from '../i18n/use-text.ts';
import { personName } from '../member/person-name.ts';

/** Who is logged in: the top of the account and member pages. */
export const MemberSummary = ({ member }: { readonly member: Member }) => {
  const t = useText();
  const name = personName(member.firstName, member.lastName) || member.name.trim();
  return (
    <div className="member-summary">
      <span className="member-summary__avatar" aria-hidden="true">
        {member.avatar === '' ? <Icon name="user" /> : <img src={member.avatar} alt="" />}
      </span>
      <div className="member-summary__who">
        <p className="member-summary__name">
          {name.length > 0 ? t('account.greeting', { name }) : t('account.noName')}
        </p>
        {/* Small enough for a 390 px phone to keep "+1 (212) 555-0101" beside "1,500 points";
            beside a longer balance it breaks between its groups only, never inside "555-0101". */}
        <p className="muted small">
          {phoneForDisplay(member.phone)
            .split(' ')
            .map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span className="member-summary__phone-group">{group}</span>
              </Fragment>
            ))}
        </p>
      </div>
      <p className="member-summary__points">{t('member.pointsValue', { points: member.points })}</p>
    </div>
  );
};
