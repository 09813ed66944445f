import type { CommandResult } from '../../worker/api.ts';
import { useWaitingAction } from '../member/use-waiting-action.ts';
import { useReadModel } from '../worker/context.tsx';

/**
 * Whether the worker held an Add back for want of an order type (it opened the chooser): a diner
 * still seated when the staff cleared the table is asked again, as at a fresh table.
 */
export const neededOrderType = (result: CommandResult<unknown>): boolean =>
  !result.ok &&
  result.error.kind === 'invalid' &&
  result.error.message === 'order.chooseOrderTypeFirst';

/** The Add runs again once a type is chosen; a chooser closed without one forgets it. */
export const useAfterOrderTypeChosen = (): ((retry: () => void) => void) => {
  const chosen = useReadModel('session').orderType !== null;
  return useWaitingAction(chosen, useReadModel('popups').open.orderType);
};
