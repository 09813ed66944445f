import type { Draft } from 'immer';
import type { OrderState } from './state.ts';

/** Another diner's placement is no longer under way once this one logs out. */
export const resetPlacement = (draft: Draft<OrderState>): void => {
  draft.placement = { status: 'idle' };
};
