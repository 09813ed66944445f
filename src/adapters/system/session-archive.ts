import { Context, Layer } from 'effect';
import type { LogArchive } from './log-archive.ts';

/** Where the session log outlives the page (log-archive.ts), as a service of the worker. */
export class SessionArchive extends Context.Service<SessionArchive, LogArchive>()(
  'tablefold/SessionArchive',
) {}

/** No archive: this run's log only (a browser that refuses storage, most tests). */
export const noArchive: LogArchive = {
  earlierRuns: async () => [],
  keep: () => undefined,
  flush: async () => undefined,
};

export const sessionArchiveLayer = (archive: LogArchive = noArchive): Layer.Layer<SessionArchive> =>
  Layer.succeed(SessionArchive, archive);
