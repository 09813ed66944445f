import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import { initialLoginState, type LoginState } from './state.ts';

export const reduceLogin = (draft: Draft<LoginState>, event: AppEvent): void => {
  switch (event.type) {
    case 'LoginPhoneEntered':
      draft.phone = event.payload.phone;
      return;
    case 'LoginCodeEntered':
      draft.code = event.payload.code;
      return;
    case 'LoginCodeRequested':
      draft.phone = event.payload.phone;
      draft.codeRequest = 'pending';
      draft.failure = null;
      return;
    case 'LoginCodeSent':
      draft.codeRequest = 'success';
      draft.codeSentAt = event.at;
      return;
    case 'LoginCodeRequestFailed':
      draft.codeRequest = 'error';
      draft.failure = event.payload;
      return;
    case 'LoginVerificationStarted':
      draft.verification = 'pending';
      draft.failure = null;
      return;
    case 'LoginFailed':
      draft.verification = 'error';
      draft.failure = event.payload;
      return;
    case 'LoginSucceeded':
    case 'LoggedOut':
      // The phone and code of a finished login must not linger in memory or in a recorded log's state.
      Object.assign(draft, initialLoginState);
      return;
  }
};
