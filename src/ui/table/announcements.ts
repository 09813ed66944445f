import type { TableTimelineEntry } from '../../worker/api.ts';

/**
 * The timeline entries to say out loud now, each once: those not heard before that are another
 * diner's cart change (a dish added or removed). The diner's own are confirmed by what they
 * did; rounds and staff changes have their dialog or toast. Marks every entry as heard.
 */
export const toAnnounce = (
  heard: Set<string>,
  entries: readonly TableTimelineEntry[],
  me: string | null,
): TableTimelineEntry[] => {
  const fresh = entries.filter((entry) => !heard.has(entry.id));
  for (const entry of fresh) heard.add(entry.id);
  return fresh.filter(
    (entry) => (entry.kind === 'added' || entry.kind === 'removed') && entry.by.userId !== me,
  );
};

/**
 * How long another diner's removal waits before it is said. A round empties the table's cart a
 * moment before its own notice arrives, and until then the timeline reads the emptied lines as
 * removals; the notice takes them back (domain/timeline/operations.ts, forgetRemovals). A
 * removal still on the timeline after this is one.
 */
export const REMOVAL_HOLD_MS = 2_000;

/** Said at once, or only if it still stands after REMOVAL_HOLD_MS. */
export const waitsBeforeSaying = (entry: TableTimelineEntry): boolean => entry.kind === 'removed';

/** Whether the timeline still holds an entry (a round's notice may have taken it back). */
export const stillStands = (
  entry: TableTimelineEntry,
  entries: readonly TableTimelineEntry[],
): boolean => entries.some((candidate) => candidate.id === entry.id);
