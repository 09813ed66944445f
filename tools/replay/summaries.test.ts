import { describe, expect, it } from 'vitest';
import {
  initialTimelineState,
  type TimelineEntry,
  type TimelineState,
} from '../../src/domain/timeline/state.ts';
import { timelineChanges } from './summaries.ts';

const added = (id: string, dish: string): TimelineEntry => ({
  id,
  at: 0,
  kind: 'added',
  by: { userId: 'amy', name: 'Amy', place: 1 },
  productId: dish,
  dish,
  quantity: 1,
  v: 1,
  lv: null,
});

const timeline = (...entries: TimelineEntry[]): TimelineState => ({
  ...initialTimelineState,
  tableId: '501',
  entries,
});

describe('the timeline slice’s summary', () => {
  const [tea, rice, soup, noodles] = [
    added('1.0', 'tea'),
    added('2.0', 'rice'),
    added('3.0', 'soup'),
    added('4.0', 'noodles'),
  ];

  it('tells what came after the last entry it had, and how many of the others went', () => {
    const before = timeline(tea, rice, soup);
    expect(timelineChanges(before, timeline(rice, soup, noodles))).toEqual([
      'Amy added 1 × noodles',
      '1 dropped',
    ]);
    // A round's removals can go from the middle: they are counted all the same.
    expect(timelineChanges(before, timeline(tea, soup))).toEqual(['1 dropped']);
  });

  it('compares by id when the last entry it had is gone', () => {
    const before = timeline(tea, rice);
    expect(timelineChanges(before, timeline(tea, { ...rice }, soup))).toEqual([
      'Amy added 1 × soup',
    ]);
    expect(timelineChanges(before, timeline(tea, soup))).toEqual([
      'Amy added 1 × soup',
      '1 dropped',
    ]);
    expect(timelineChanges(timeline(), timeline(tea))).toEqual(['Amy added 1 × tea']);
  });
});
