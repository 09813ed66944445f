import { PageState } from '../components/PageState.tsx';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';

/** Who is logged in, as the member read model has it: the account, profile and member pages' top. */
export const MemberSummary = () => {
  const t = useText();
  const { member, status } = useReadModel('member');
  if (member === null) return <PageState status={status} empty="state.noMember" />;
  return (
    <dl className="facts">
      <dt>{t('member.name')}</dt>
      <dd>{member.name}</dd>
      <dt>{t('member.points')}</dt>
      <dd>{t('member.pointsValue', { points: member.points })}</dd>
    </dl>
  );
};
