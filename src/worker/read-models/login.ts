import type { Observable } from 'rxjs';
import {
  type LoginFailure,
  type LoginState,
  secondsUntilResend,
} from '../../domain/login/state.ts';
import type { AsyncStatus } from '../../domain/model/enums.ts';
import type { AppState } from '../../domain/state.ts';
import { derive } from './derive.ts';

export interface LoginView {
  readonly phone: string;
  readonly codeRequest: AsyncStatus;
  readonly verification: AsyncStatus;
  /** The resend countdown (60 s, restarting after each send), moved on by ClockTicked. */
  readonly secondsUntilResend: number;
  readonly canRequestCode: boolean;
  readonly failure: LoginFailure | null;
}

export const loginView = (login: LoginState, now: number): LoginView => {
  const seconds = secondsUntilResend(login, now);
  return {
    phone: login.phone,
    codeRequest: login.codeRequest,
    verification: login.verification,
    secondsUntilResend: seconds,
    canRequestCode: seconds === 0 && login.codeRequest !== 'pending',
    failure: login.failure,
  };
};

export const login$ = (state$: Observable<AppState>): Observable<LoginView> =>
  derive(state$, (state) => [state.login, state.now], loginView);
