import { isSafeReturnPath } from '../../domain/rules/navigation.ts';
import { session } from '../worker/storage.ts';

const KEY = 'return-url';

/** Where the guard asked the diner to log in: the login page, or the login popup over a page. */
export type LoginPlace = 'page' | 'popup';

/**
 * The URL a login-required route was attempted at (spec §2 guard 2), for after the login.
 * Navigation is view state, so it is kept here rather than in the worker; per tab, like history.
 * It is kept with the place the guard sent the diner to log in, and only a login there goes on to
 * it: a diner who left the login page by Back and later logs in from the account button meant the
 * account, not the page they turned away from.
 */
export const returnUrl = {
  remember: (url: string, place: LoginPlace): void => session.write(KEY, `${place}:${url}`),
  take: (place: LoginPlace): string | null => {
    const stored = session.read(KEY);
    session.write(KEY, null);
    const prefix = `${place}:`;
    if (stored === null || !stored.startsWith(prefix)) return null;
    const url = stored.slice(prefix.length);
    return isSafeReturnPath(url) ? url : null;
  },
  /** The diner chose not to go on: skipped or closed the login. */
  forget: (): void => session.write(KEY, null),
};
