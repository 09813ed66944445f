import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aLogHeader } from '../event.fixture.ts';
import { appEventLogArb } from '../events.arbitraries.ts';
import type { AppEvent } from '../events.ts';
import { foldAll } from '../fold.ts';
import { anyEventDraftArb } from '../schema.arbitraries.ts';
import { initialAppState } from '../state.ts';
import { unreadMessage } from '../live/migrations.ts';
import { readJsonl } from './jsonl.ts';

/**
 * An event as the app wrote it before events had versions: its bare name, `settled` left out of
 * a server cart that settled every pending edit (cart/migrations.ts), and a live message as it
 * arrived (live/migrations.ts).
 */
const asVersion1 = (event: AppEvent): unknown => {
  if (event.type === 'LiveMessageReceived' && event.payload.reading.kind === 'unread') {
    const { from, messageType, reading } = event.payload;
    return {
      ...event,
      payload: { message: { fromBrowserId: from, messageType, data: reading.data } },
    };
  }
  if (event.type !== 'CartReplacedFromServer' || event.payload.settled !== 'all') return event;
  const { settled: _all, ...payload } = event.payload;
  return { ...event, payload };
};

/**
 * What a version 1 log could hold: live messages as they arrived (read by the fold), and no
 * event that came later.
 */
const version1Only = (event: AppEvent): AppEvent | null => {
  if (event.type === 'CartPatchedFromServer') return null;
  if (event.type !== 'LiveMessageReceived') return event;
  const { from, messageType, reading } = event.payload;
  if (reading.kind !== 'unread') return null;
  return {
    ...event,
    payload: unreadMessage({ fromBrowserId: from, messageType, data: reading.data }),
  };
};

const version1Log = (events: readonly AppEvent[]): string =>
  [{ ...aLogHeader, formatVersion: 1 }, ...events.map(asVersion1)]
    .map((line) => JSON.stringify(line))
    .join('\n');

// Realistic sessions, with every other event type mixed in.
const logArb = fc
  .tuple(appEventLogArb(30), fc.array(anyEventDraftArb, { maxLength: 10 }), fc.nat())
  .map(([events, others, cut]) => {
    const mixed = [...events];
    mixed.splice(cut % (events.length + 1), 0, ...(others as AppEvent[]));
    return mixed
      .flatMap((event) => version1Only(event) ?? [])
      .map((event, index) => ({ ...event, seq: index + 1, at: index * 1000 }));
  });

describe('a log of format 1', () => {
  it('property: reads, migrated, to the events the app logs today, and folds to their state', () => {
    fc.assert(
      fc.property(logArb, (events) => {
        const read = readJsonl(version1Log(events));
        if (!read.ok) throw new Error(`line ${read.line}: ${read.reason}`);
        expect(read.events).toEqual(events);
        expect(foldAll(initialAppState, read.events)).toEqual(foldAll(initialAppState, events));
      }),
      { numRuns: 200 },
    );
  });
});
