import type { Draft } from 'immer';
import { initialLoginState, type LoginState } from './state.ts';

/** The phone and code of a finished login must not linger in memory or in a recorded log's state. */
export const resetLogin = (draft: Draft<LoginState>): void => {
  Object.assign(draft, initialLoginState);
};
