import type { ApiError } from '../../adapters/http/errors.ts';
import { resolveApiError } from '../../adapters/http/errors.ts';
import type { ErrorContext } from '../../domain/errors/catalogue.ts';
import type { FailureResolution, ToastMessage } from '../../domain/errors/failure.ts';
import type { ToastKind } from '../../domain/toasts/events.ts';
import type { CoreDeps } from './deps.ts';
import { type Call, callContext, makeCall } from './http.ts';
import { makeSerial, type Serial } from './serial.ts';
import type { LogArchive } from '../../adapters/system/log-archive.ts';
import { redact } from './redact.ts';
import { makeSessionLog, type SessionLog } from './session-log.ts';
import { makeStore, type Store } from './store.ts';

/** What every command module shares. */
export interface CoreContext {
  readonly deps: CoreDeps;
  readonly log: SessionLog;
  readonly store: Store;
  readonly call: Call;
  /** Cart writes, refetches, clears and placements, one at a time. */
  readonly cartQueue: Serial;
  readonly toast: (message: ToastMessage, kind?: ToastKind) => void;
  /** Acts on a failed call as §8 says (toast, logout or log) and returns what it resolved to. */
  readonly report: (error: ApiError, context: ErrorContext) => Promise<FailureResolution>;
  /** Filled in once the login commands exist: a 401 anywhere logs the user out. */
  onUnauthorized: () => Promise<void>;
  /** Runs work nobody awaits (a refetch a live message asked for); a bug in it is logged. */
  readonly background: (what: string, work: Promise<unknown>) => void;
}

/** Every event logged is also kept where it outlives the page, secrets redacted. */
const keptIn = (log: SessionLog, archive: LogArchive | undefined): SessionLog =>
  archive === undefined
    ? log
    : {
        ...log,
        append: (event) => {
          log.append(event);
          archive.keep(redact(event));
        },
      };

const describe = (error: ApiError): string =>
  error._tag === 'ApiFailure' ? `${error.code} ${error.msg}` : `${error._tag}`;

export const makeContext = (deps: CoreDeps): CoreContext => {
  const log = keptIn(makeSessionLog(deps.logCap), deps.logArchive);
  const store = makeStore(log, deps.clock.now);
  const call = makeCall({ ...deps.http, context: () => callContext(store.state()) });
  const toast = (message: ToastMessage, kind: ToastKind = 'error') => {
    store.dispatch({ type: 'ToastShown', payload: { message, kind } });
  };
  const ctx: CoreContext = {
    deps,
    log,
    store,
    call,
    cartQueue: makeSerial(),
    toast,
    onUnauthorized: async () => undefined,
    background: (what, work) => {
      work.catch((error: unknown) => deps.logger.error(`${what} failed`, error));
    },
    report: async (error, context) => {
      const resolution = resolveApiError(error, context);
      deps.analytics.note(`${context} failed: ${describe(error)}`);
      if (resolution.handling === 'logout') await ctx.onUnauthorized();
      else if (resolution.handling === 'logOnly' || resolution.message === null) {
        deps.logger.warn(`${context} failed`, describe(error));
      } else toast(resolution.message);
      return resolution;
    },
  };
  return ctx;
};
