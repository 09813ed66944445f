import type { AppEvent } from '../../domain/events.ts';
import { eventCodec } from '../../domain/log/codec.ts';
import { eventLine } from '../../domain/log/jsonl.ts';
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

/**
 * A row: the event as its line of an exported log (its type versioned, log/codec.ts), and its
 * time for the trim. Rows written before events were versioned hold the event itself, under its
 * bare name: they read as version 1 and are migrated.
 */
type Stored =
  | { readonly run: string; readonly at: number; readonly line: string }
  | { readonly run: string; readonly event: { readonly at: number } };

const atOf = (row: Stored): number => ('line' in row ? row.at : row.event.at);

/** The events a row stands for now, or why it cannot be read (it is then left out). */
const readRow = (row: Stored): { events: readonly AppEvent[] } | { problem: string } => {
  try {
    // An old row is a structured clone: JSON drops its undefined fields, as a log's line has none.
    const read =
      'line' in row
        ? eventCodec.decode(JSON.parse(row.line), 2)
        : eventCodec.decode(JSON.parse(JSON.stringify(row.event)), 1);
    return read.ok ? { events: read.events } : { problem: read.reason };
  } catch {
    return { problem: 'not valid JSON' };
  }
};

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

/** Runs in the order they began, this one left out, each row read and brought up to date. */
export const groupRuns = (
  rows: readonly Stored[],
  current: string,
  onUnreadable: (problem: string) => void = () => undefined,
): AppEvent[][] => {
  const runs = new Map<string, AppEvent[]>();
  for (const row of rows) {
    if (row.run === current) continue;
    const read = readRow(row);
    if ('problem' in read) {
      onUnreadable(`run ${row.run}: ${read.problem}`);
      continue;
    }
    const events = runs.get(row.run);
    if (events === undefined) runs.set(row.run, [...read.events]);
    else events.push(...read.events);
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
  /** A row that no longer reads (a log's line would be refused) is left out and told here. */
  readonly onUnreadable?: (problem: string) => void;
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

  // Kept as they came; each becomes its log line when its batch is written, off the fold's path.
  let waiting: AppEvent[] = [];
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
      for (const event of batch) {
        store.add({ run: options.run, at: event.at, line: eventLine(event) } satisfies Stored);
      }
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
        const row = cursor.result?.value as Stored | undefined;
        if (cursor.result === null || row === undefined) return resolve();
        if (extra <= 0 && atOf(row) >= oldest) return resolve();
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
      waiting.push(event);
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
        return groupRuns(rows.result as Stored[], options.run, options.onUnreadable);
      } catch (error) {
        fail(error);
        return [];
      }
    },
  };
};
