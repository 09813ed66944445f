import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../domain/events.ts';
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
});
