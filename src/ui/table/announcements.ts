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
