import { isSafeReturnPath } from '../../domain/rules/navigation.ts';
import { session } from '../worker/storage.ts';

const KEY = 'return-url';

/**
 * The URL a login-required route was attempted at (spec §2 guard 2), for after the login.
 * Navigation is view state, so it is kept here rather than in the worker; per tab, like history.
 */
export const returnUrl = {
  remember: (url: string): void => session.write(KEY, url),
  take: (): string | null => {
    const url = session.read(KEY);
    session.write(KEY, null);
    return url !== null && isSafeReturnPath(url) ? url : null;
  },
};
