import { describe, expect, it } from 'vitest';
import type { TableTimelineEntry } from '../../worker/api.ts';
import {
  dueNow,
  enqueue,
  REMOVAL_HOLD_MS,
  stillStands,
  toAnnounce,
  waitsBeforeSaying,
} from './announcements.ts';

const dish = { productId: '5001', dish: 'Pork dumplings', quantity: 2, v: 1, lv: null };
const amy = { userId: 'u-amy', name: 'Amy', place: 2 };
const me = { userId: 'u-me', name: 'Ada', place: 1 };
const entries: TableTimelineEntry[] = [
  { id: '1.0', at: 1, kind: 'added', by: amy, ...dish },
  { id: '2.0', at: 2, kind: 'added', by: me, ...dish },
  { id: '3.0', at: 3, kind: 'removed', by: amy, ...dish },
  { id: '4.0', at: 4, kind: 'sent', by: amy, round: 1 },
  { id: '5.0', at: 5, kind: 'cleared' },
];

describe('what the table announcer says', () => {
  it('says other diners’ additions and removals, not one’s own, rounds or staff changes', () => {
    expect(toAnnounce(new Set(), entries, 'u-me').map((entry) => entry.id)).toEqual(['1.0', '3.0']);
  });

  it('says one’s own addition too while the cart is not open (its stepper says that one)', () => {
    expect(
      toAnnounce(new Set(), entries, 'u-me', { ownAdds: true }).map((entry) => entry.id),
    ).toEqual(['1.0', '2.0', '3.0']);
    expect(
      toAnnounce(new Set(), entries, 'u-me', { ownAdds: false }).map((entry) => entry.id),
    ).toEqual(['1.0', '3.0']);
  });

  it('says each entry once, however often the timeline is read again', () => {
    const heard = new Set<string>();
    expect(toAnnounce(heard, entries.slice(0, 1), 'u-me')).toHaveLength(1);
    expect(toAnnounce(heard, entries.slice(0, 1), 'u-me')).toEqual([]);
    expect(toAnnounce(heard, entries, 'u-me').map((entry) => entry.id)).toEqual(['3.0']);
  });
});

describe('a removal the announcer holds', () => {
  it('waits, and is said only while the timeline still holds it', () => {
    const removal = entries[2] as TableTimelineEntry;
    expect(waitsBeforeSaying(removal)).toBe(true);
    expect(waitsBeforeSaying(entries[0] as TableTimelineEntry)).toBe(false);
    expect(stillStands(removal, entries)).toBe(true);
    // A round's notice took the emptied lines back: nothing was removed.
    expect(
      stillStands(
        removal,
        entries.filter((entry) => entry.kind !== 'removed'),
      ),
    ).toBe(false);
  });
});

describe('the order things are said in', () => {
  const added = (id: string, by = amy): TableTimelineEntry => ({
    id,
    at: 0,
    kind: 'added',
    by,
    ...dish,
  });
  const removed = (id: string, by = amy): TableTimelineEntry => ({
    id,
    at: 0,
    kind: 'removed',
    by,
    ...dish,
  });
  const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

  it('keeps what came after a held removal behind it, then says both in order', () => {
    const bo = { userId: 'u-bo', name: 'Bo', place: 3 };
    const timeline = [removed('r'), added('a', bo)];
    const queue = enqueue([], timeline, 0);
    const early = dueNow(queue, timeline, 10);
    expect(early.say).toEqual([]);
    expect(ids(early.waiting.map((queued) => queued.entry))).toEqual(['r', 'a']);
    expect(ids(dueNow(early.waiting, timeline, REMOVAL_HOLD_MS).say)).toEqual(['r', 'a']);
  });

  it('says nothing of a removal put back before it was said, nor of the putting back', () => {
    const timeline = [removed('r'), added('u')];
    const queue = enqueue(
      enqueue([], [timeline[0] as TableTimelineEntry], 0),
      [timeline[1] as TableTimelineEntry],
      500,
    );
    const later = dueNow(queue, timeline, REMOVAL_HOLD_MS);
    expect(later).toEqual({ say: [], waiting: [] });
  });

  it('says an addition at once when nothing waits before it, and drops a removal taken back', () => {
    expect(ids(dueNow(enqueue([], [added('a')], 0), [added('a')], 0).say)).toEqual(['a']);
    const round = dueNow(enqueue([], [removed('r')], 0), [], REMOVAL_HOLD_MS);
    expect(round).toEqual({ say: [], waiting: [] });
  });
});
