import { type ReactNode, useRef } from 'react';
import type { Member } from '../../domain/model/member.ts';
import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * The member pages' gate. Their route guard has let the diner in, but the member may still be
 * loading (a reload: the stored token is there, the record not yet), or gone: a 401 anywhere logs
 * the member out (spec §8), and the page then says so and offers the login popup again.
 */
export const MemberOnly = ({
  children,
  leaving = false,
}: {
  readonly children: (member: Member) => ReactNode;
  /** The diner is logging out: the page is about to be left, not lost. */
  readonly leaving?: boolean;
}) => {
  const t = useText();
  const commands = useCommands();
  const { member, loggedIn, status } = useReadModel('member');
  const { token } = useReadModel('persisted');
  const wasLoggedIn = useRef(false);
  if (loggedIn && member !== null) {
    wasLoggedIn.current = true;
    return children(member);
  }
  if (leaving) return <p className="page-state">{t('account.loggingOut')}</p>;
  if (token !== null && (status === 'idle' || status === 'pending'))
    return <p className="page-state">{t('common.loading')}</p>;
  return (
    <div className="page-state stack signed-out" role="status">
      <p>{t(wasLoggedIn.current ? 'login.sessionExpired' : 'state.noMember')}</p>
      <button type="button" className="button" onClick={() => void commands.openPopup('login')}>
        {t('title.login')}
      </button>
    </div>
  );
};
