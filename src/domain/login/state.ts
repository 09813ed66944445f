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

/**
 * Seconds before `phone` may have a code: the countdown belongs to the number the last code went
 * to (as the server's one-a-minute rule does), so a corrected number need not wait.
 */
export const secondsUntilResendTo = (sentTo: string, secondsLeft: number, phone: string): number =>
  phone === sentTo ? secondsLeft : 0;
