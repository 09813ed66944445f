import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../domain/events.ts';
import { emptyCartOrder } from '../../domain/model/defaults.ts';
import {
  ARCHIVE_MAX_AGE_MS,
  ARCHIVE_MAX_EVENTS,
  openIndexedDbLogArchive,
} from './indexeddb-log-archive.ts';

const theme = (seq: number, at = 1_000): AppEvent => ({
  seq,
  at,
  type: 'ThemeChanged',
  payload: { theme: seq % 2 === 0 ? 'dark' : 'light' },
});

const open = (factory: IDBFactory, run: string, now = 2_000, onFailure = vi.fn()) =>
  openIndexedDbLogArchive({
    run,
    now: () => now,
    onFailure,
    factory,
    writeAfterMs: 5,
    trimAfterMs: 50,
  });

describe('the session log in IndexedDB', () => {
  it('gives a later run the earlier runs, each whole, in the order they began; not its own', async () => {
    const factory = new IDBFactory();
    const first = open(factory, 'run-1');
    for (const seq of [1, 2, 3]) first.keep(theme(seq));
    await first.flush();
    const second = open(factory, 'run-2');
    second.keep(theme(1));
    await second.flush();
    expect(await second.earlierRuns()).toEqual([[theme(1), theme(2), theme(3)]]);
    const third = open(factory, 'run-3');
    expect((await third.earlierRuns()).map((run) => run.length)).toEqual([3, 1]);
  });

  it('keeps the newest events within the cap and the age, trimmed once a run', async () => {
    const factory = new IDBFactory();
    const now = ARCHIVE_MAX_AGE_MS + 10_000;
    const old = open(factory, 'old', now);
    old.keep(theme(1, 5_000)); // older than the age kept
    await old.flush();
    const busy = open(factory, 'busy', now);
    for (let seq = 1; seq <= ARCHIVE_MAX_EVENTS + 5; seq += 1) busy.keep(theme(seq, now));
    await busy.flush();
    const runs = await open(factory, 'next', now).earlierRuns();
    expect(runs.map((run) => run.length)).toEqual([ARCHIVE_MAX_EVENTS]);
    expect(runs[0]?.[0]?.seq).toBe(6);
  });

  it('reports a browser that refuses storage once, and keeps the run going', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('storage refused', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const onFailure = vi.fn();
    const archive = open(refusing, 'run', 2_000, onFailure);
    archive.keep(theme(1));
    await archive.flush();
    archive.keep(theme(2));
    await archive.flush();
    expect(await archive.earlierRuns()).toEqual([]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('reads rows kept before events had versions as version 1, migrated; leaves out what does not read', async () => {
    const factory = new IDBFactory();
    const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);
    await putRows(factory, [
      // Rows of an older app: the event itself under its bare name, undefined fields and all.
      {
        run: 'old',
        event: { seq: 1, at: 1_000, type: 'CartReplacedFromServer', payload: { cart } },
      },
      { run: 'old', event: { ...theme(2), payload: { theme: 'dark', extra: undefined } } },
      { run: 'old', event: { seq: 3, at: 1_000, type: 'CartExploded', payload: {} } },
      { run: 'old', at: 1_000, line: '{"seq":4' },
    ]);
    const unreadable = vi.fn();
    const archive = openIndexedDbLogArchive({
      run: 'now',
      now: () => 2_000,
      onFailure: vi.fn(),
      onUnreadable: unreadable,
      factory,
    });
    expect(await archive.earlierRuns()).toEqual([
      [
        { seq: 1, at: 1_000, type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
        theme(2),
      ],
    ]);
    expect(unreadable.mock.calls).toEqual([
      ['run old: unknown event type "CartExploded"'],
      ['run old: not valid JSON'],
    ]);
  });

  it('keeps each event as its line of an exported log', async () => {
    const factory = new IDBFactory();
    const first = open(factory, 'run-1');
    first.keep(theme(1));
    await first.flush();
    expect(await getRows(factory)).toEqual([
      {
        run: 'run-1',
        at: 1_000,
        line: '{"seq":1,"at":1000,"type":"v1.ThemeChanged","payload":{"theme":"light"}}',
      },
    ]);
  });
});

/** The archive's store, written and read around the archive, as an older app left it. */
const withStore = async <T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('tablefold-session-log', 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('events', { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = db.transaction('events', mode);
  const request = work(transaction.objectStore('events'));
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  db.close();
  return request?.result;
};

const putRows = (factory: IDBFactory, rows: readonly unknown[]) =>
  withStore(factory, 'readwrite', (store) => {
    for (const row of rows) store.add(row);
    return undefined;
  });

const getRows = (factory: IDBFactory) => withStore(factory, 'readonly', (store) => store.getAll());
