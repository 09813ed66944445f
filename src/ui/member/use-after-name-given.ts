import { useEffect, useRef } from 'react';
import type { CommandResult } from '../../worker/api.ts';
import { useReadModel } from '../worker/context.tsx';
import { FORGET_AFTER_CLOSE_MS } from './use-protected-action.ts';

/** Whether the worker refused a command for want of the diner's name (it opened the name popup). */
export const neededName = (result: CommandResult<unknown>): boolean =>
  !result.ok &&
  result.error.kind === 'invalid' &&
  result.error.message === 'order.EnterYourNameFirst';

/**
 * An action refused for want of a name (`neededName`) runs again once the name is given. Closing
 * the name popup without one forgets it, so a name given later, some other way, adds or places
 * nothing by surprise.
 */
export const useAfterNameGiven = (): ((retry: () => void) => void) => {
  const named = (useReadModel('member').member?.firstName ?? '').trim() !== '';
  const popupOpen = useReadModel('popups').open.editMemberName;
  const waiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    const retry = waiting.current;
    if (retry === null || !named) return;
    waiting.current = null;
    retry();
  }, [named]);

  useEffect(() => {
    if (popupOpen || waiting.current === null) return;
    const timer = setTimeout(() => {
      waiting.current = null;
    }, FORGET_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [popupOpen]);

  return (retry) => {
    waiting.current = retry;
  };
};
