import { RELOAD_GUARD_TTL_MS } from '../../domain/constants.ts';
import { onNextOnline } from './back-online.ts';

/** Kept for the tab's life: a reload must see when the last forced one was. */
export const RELOAD_GUARD_KEY = 'reload-guard';

export interface ReloadGuardDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly now: () => number;
  readonly reload: () => void;
}

/** Storage may be refused (privacy settings): reading it then throws. */
const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const browserDeps = (): ReloadGuardDeps => ({
  storage: sessionStore(),
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/**
 * The app's forced reloads (start-up or a page's code failed to load, as after a new release):
 * at most one per RELOAD_GUARD_TTL_MS (spec §9, 10 s) in a tab, so a failure that a reload does
 * not cure shows its error instead of reloading forever. Returns whether it reloads. Without
 * session storage it never reloads: it could not tell a loop from a first time.
 */
export const reloadOnce = (deps: ReloadGuardDeps = browserDeps()): boolean => {
  if (deps.storage === null) return false;
  try {
    const last = Number(deps.storage.getItem(RELOAD_GUARD_KEY) ?? Number.NaN);
    const now = deps.now();
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_TTL_MS) return false;
    deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
};

/** Code that can no longer be fetched; the router's own reload does not take this message. */
export class PageCodeMissing extends Error {
  constructor(cause: unknown) {
    super('the page’s code could not be loaded', { cause });
    this.name = 'PageCodeMissing';
  }
}

/** Null while the browser is online; else resolves when it is back. */
export type WhenOnline = () => Promise<void> | null;

const browserWhenOnline: WhenOnline = () =>
  typeof navigator === 'undefined' || navigator.onLine
    ? null
    : new Promise((resolve) => {
        onNextOnline(resolve);
      });

/**
 * A page's code import, guarded: when its chunk cannot be fetched the page reloads (once per
 * 10 s) and the import never settles; otherwise the error reaches the error layout. Offline it
 * neither reloads nor fails: a reload before the service worker holds the app (a first visit's
 * first seconds) would show only the browser's own error page, so the code is asked for again
 * once the browser is back online, the navigation waiting meanwhile.
 */
export const guardedImport = <T>(
  load: () => Promise<T>,
  deps?: ReloadGuardDeps,
  whenOnline: WhenOnline = browserWhenOnline,
) => {
  const guarded = (): Promise<T> =>
    load().catch(async (error: unknown) => {
      const back = whenOnline();
      if (back !== null) {
        await back;
        return guarded();
      }
      if (reloadOnce(deps)) return new Promise<T>(() => undefined);
      throw new PageCodeMissing(error);
    });
  return guarded;
};
