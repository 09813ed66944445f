import type { CommandResult } from '../../worker/api.ts';
import { useReadModel } from '../worker/context.tsx';
import { useWaitingAction } from './use-waiting-action.ts';

/** Whether the worker refused a command for want of the diner's name (it opened the name popup). */
export const neededName = (result: CommandResult<unknown>): boolean =>
  !result.ok &&
  result.error.kind === 'invalid' &&
  result.error.message === 'order.EnterYourNameFirst';

/**
 * An action refused for want of a name (`neededName`) runs again once the name is given; closing
 * the name popup without one forgets it.
 */
export const useAfterNameGiven = (): ((retry: () => void) => void) => {
  const named = (useReadModel('member').member?.firstName ?? '').trim() !== '';
  return useWaitingAction(named, useReadModel('popups').open.editMemberName);
};
