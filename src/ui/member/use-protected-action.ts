import { useEffect, useRef } from 'react';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * The member and popup read models reach the page as separate messages, so a login popup may
 * close a moment before the page hears of the member it logged in.
 */
export const FORGET_AFTER_CLOSE_MS = 1_000;

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
  const waiting = useRef<(() => void) | null>(null);
  const popupOpen = open.login || open.editMemberName;

  useEffect(() => {
    const action = waiting.current;
    if (action === null || protectedAction !== 'proceed') return;
    waiting.current = null;
    action();
  }, [protectedAction]);

  useEffect(() => {
    if (popupOpen || waiting.current === null) return;
    const timer = setTimeout(() => {
      waiting.current = null;
    }, FORGET_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [popupOpen]);

  return (action) => {
    if (protectedAction === 'proceed' || loading) return action();
    waiting.current = action;
    void commands.openPopup(protectedAction === 'openLogin' ? 'login' : 'editMemberName');
  };
};
