import { RESEND_COUNTDOWN_SECONDS } from '../constants.ts';
import type { AsyncStatus } from '../model/enums.ts';

export interface LoginFailure {
  readonly code: number | null;
  readonly message: string;
}

export interface LoginState {
  readonly phone: string;
  readonly code: string;
  readonly codeRequest: AsyncStatus;
  /** When the last code was sent: the resend countdown runs from here. */
  readonly codeSentAt: number | null;
  readonly verification: AsyncStatus;
  readonly failure: LoginFailure | null;
}

export const initialLoginState: LoginState = {
  phone: '',
  code: '',
  codeRequest: 'idle',
  codeSentAt: null,
  verification: 'idle',
  failure: null,
};

/** Whole seconds until another code may be requested; 0 when it may be requested now. */
export const secondsUntilResend = (login: LoginState, now: number): number => {
  if (login.codeSentAt === null) return 0;
  const remainingMs = login.codeSentAt + RESEND_COUNTDOWN_SECONDS * 1000 - now;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
};
