import { useEffect, useRef } from 'react';

/**
 * The member and popup read models reach the page as separate messages, so a popup may close a
 * moment before the page hears of the member or name it brought.
 */
const FORGET_AFTER_CLOSE_MS = 1_000;

/**
 * An action that waits for a popup (login, the diner's name): it runs once `ready` turns true,
 * and is forgotten when the popup closes without that, so nothing happens later by surprise.
 * Returns the function that sets the waiting action.
 */
export const useWaitingAction = (
  ready: boolean,
  popupOpen: boolean,
): ((action: () => void) => void) => {
  const waiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    const action = waiting.current;
    if (action === null || !ready) return;
    waiting.current = null;
    action();
  }, [ready]);

  useEffect(() => {
    if (popupOpen || waiting.current === null) return;
    const timer = setTimeout(() => {
      waiting.current = null;
    }, FORGET_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [popupOpen]);

  return (action) => {
    waiting.current = action;
  };
};
