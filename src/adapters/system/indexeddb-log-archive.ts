import type { AppEvent } from '../../domain/events.ts';
import type { LogArchive } from './log-archive.ts';

const DATABASE = 'tablefold-session-log';
const STORE = 'events';
/** About 10 MB at worst (1 KB an event); the oldest go first. */
export const ARCHIVE_MAX_EVENTS = 10_000;
/** Runs older than this are of no use to a report. */
export const ARCHIVE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
const WRITE_AFTER_MS = 250;
/** The bound is kept once a run, after start-up's work, not on its way. */
const TRIM_AFTER_MS = 5_000;

interface Stored {
  readonly run: string;
  readonly event: AppEvent;
}

const done = (request: IDBRequest | IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = request.onerror = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });

const open = (factory: IDBFactory): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Runs in the order they began, this one left out. */
export const groupRuns = (rows: readonly Stored[], current: string): AppEvent[][] => {
  const runs = new Map<string, AppEvent[]>();
  for (const { run, event } of rows) {
    if (run === current) continue;
    const events = runs.get(run);
    if (events === undefined) runs.set(run, [event]);
    else events.push(event);
  }
  return [...runs.values()];
};

/**
 * The session log in IndexedDB, so a reload keeps it: each event as it is logged, written in
 * batches (a quarter second); each run trims it once to the newest ARCHIVE_MAX_EVENTS of the
 * last three days. A
 * browser without IndexedDB (or one that refuses it, private modes) keeps this run's log only:
 * the failure is reported once and nothing else changes.
 */
export const openIndexedDbLogArchive = (options: {
  readonly run: string;
  readonly now: () => number;
  readonly onFailure: (error: unknown) => void;
  readonly factory?: IDBFactory;
  /** Tests wait less than the browser does. */
  readonly writeAfterMs?: number;
  readonly trimAfterMs?: number;
}): LogArchive => {
  const factory = options.factory ?? globalThis.indexedDB;
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= open(factory));
  let failed = false;
  const fail = (error: unknown) => {
    if (!failed) options.onFailure(error);
    failed = true;
  };

  let waiting: Stored[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let trimming: ReturnType<typeof setTimeout> | null = null;
  // Batches are written one after another, in the order they were kept.
  let writing: Promise<void> = Promise.resolve();
  const write = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return writing;
    writing = writing.then(async () => {
      const store = (await db()).transaction(STORE, 'readwrite').objectStore(STORE);
      for (const row of batch) store.add(row);
      await done(store.transaction);
    });
    return writing.catch(fail);
  };

  /** Drops what is too old or too many, oldest first. */
  const trim = async () => {
    const store = (await db()).transaction(STORE, 'readwrite').objectStore(STORE);
    const count = store.count();
    await done(count);
    let extra = count.result - ARCHIVE_MAX_EVENTS;
    const oldest = options.now() - ARCHIVE_MAX_AGE_MS;
    const cursor = store.openCursor();
    await new Promise<void>((resolve, reject) => {
      cursor.onerror = () => reject(cursor.error);
      cursor.onsuccess = () => {
        const at = cursor.result?.value as Stored | undefined;
        if (cursor.result === null || at === undefined) return resolve();
        if (extra <= 0 && at.event.at >= oldest) return resolve();
        cursor.result.delete();
        extra -= 1;
        cursor.result.continue();
      };
    });
    await done(store.transaction);
  };

  return {
    keep: (event) => {
      if (failed || factory === undefined) return;
      waiting.push({ run: options.run, event });
      timer ??= setTimeout(() => void write(), options.writeAfterMs ?? WRITE_AFTER_MS);
      trimming ??= setTimeout(() => void trim().catch(fail), options.trimAfterMs ?? TRIM_AFTER_MS);
    },
    flush: async () => {
      if (failed || factory === undefined) return;
      await write();
      if (trimming !== null) {
        clearTimeout(trimming);
        await trim().catch(fail);
      }
    },
    earlierRuns: async () => {
      if (factory === undefined) return [];
      try {
        const store = (await db()).transaction(STORE, 'readonly').objectStore(STORE);
        const rows = store.getAll();
        await done(rows);
        return groupRuns(rows.result as Stored[], options.run);
      } catch (error) {
        fail(error);
        return [];
      }
    },
  };
};
