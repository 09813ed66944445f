import { useCommands, useReadModel } from '../worker/context.tsx';
import { useWaitingAction } from './use-waiting-action.ts';

/**
 * Spec §4 "Login check for protected actions": a visitor gets the login popup, a member with no
 * first name the edit-name popup, anyone else goes on. The action waits for its popup: once the
 * diner has logged in or given a name it runs, and a popup closed without either forgets it.
 */
export const useProtectedAction = (): ((action: () => void) => void) => {
  const commands = useCommands();
  const { protectedAction, status } = useReadModel('member');
  const { token } = useReadModel('persisted');
  // A stored member still loading is no visitor: the page it leads to waits for the member.
  const loading = token !== null && (status === 'idle' || status === 'pending');
  const { open } = useReadModel('popups');
  const wait = useWaitingAction(protectedAction === 'proceed', open.login || open.editMemberName);

  return (action) => {
    if (protectedAction === 'proceed' || loading) return action();
    wait(action);
    void commands.openPopup(protectedAction === 'openLogin' ? 'login' : 'editMemberName');
  };
};
