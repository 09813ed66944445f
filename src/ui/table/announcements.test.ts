import { describe, expect, it } from 'vitest';
import type { TableTimelineEntry } from '../../worker/api.ts';
import { stillStands, toAnnounce, waitsBeforeSaying } from './announcements.ts';

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
