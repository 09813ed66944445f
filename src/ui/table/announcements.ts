import type { TableTimelineEntry } from '../../worker/api.ts';

/**
 * The timeline entries to say out loud now, each once: those not heard before that are another
 * diner's cart change (a dish added or removed), and the diner's own additions when `ownAdds`
 * (the dish sheet closes on Add and nothing else tells a screen reader the dish went in; in the
 * cart, the stepper says the new quantity). Their own removals have the cart's Undo row; rounds
 * and staff changes have their dialog or toast. Marks every entry as heard.
 */
export const toAnnounce = (
  heard: Set<string>,
  entries: readonly TableTimelineEntry[],
  me: string | null,
  { ownAdds }: { readonly ownAdds: boolean } = { ownAdds: false },
): TableTimelineEntry[] => {
  const fresh = entries.filter((entry) => !heard.has(entry.id));
  for (const entry of fresh) heard.add(entry.id);
  return fresh.filter((entry) => {
    if (entry.kind !== 'added' && entry.kind !== 'removed') return false;
    return entry.by.userId !== me || (ownAdds && entry.kind === 'added');
  });
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

/** An entry waiting its turn to be said: at `due` at the earliest, and after those before it. */
export interface Queued {
  readonly entry: TableTimelineEntry;
  readonly due: number;
}

/** Queues fresh entries behind those waiting: a removal's wait holds back what came after it. */
export const enqueue = (
  queue: readonly Queued[],
  fresh: readonly TableTimelineEntry[],
  now: number,
): Queued[] => [
  ...queue,
  ...fresh.map((entry) => ({ entry, due: now + (waitsBeforeSaying(entry) ? REMOVAL_HOLD_MS : 0) })),
];

/** The same diner putting back what they had just removed (an Undo): the two say nothing. */
const undoes = (removal: TableTimelineEntry, later: TableTimelineEntry): boolean =>
  removal.kind === 'removed' &&
  later.kind === 'added' &&
  later.by.userId === removal.by.userId &&
  later.productId === removal.productId &&
  later.quantity === removal.quantity;

/**
 * What to say now, in the order it happened, and what still waits. Said in order: a removal
 * held while a later addition was said at once left a screen reader's last word "removed" for a
 * dish back in the cart. A removal the timeline took back (a round) or that was put back before
 * it was said goes unsaid, and so does the putting back.
 */
export const dueNow = (
  queue: readonly Queued[],
  entries: readonly TableTimelineEntry[],
  now: number,
): { readonly say: TableTimelineEntry[]; readonly waiting: Queued[] } => {
  const waiting = [...queue];
  const say: TableTimelineEntry[] = [];
  while (waiting.length > 0) {
    const head = waiting[0] as Queued;
    if (head.due > now) break;
    waiting.shift();
    if (head.entry.kind !== 'removed') {
      say.push(head.entry);
      continue;
    }
    if (!stillStands(head.entry, entries)) continue;
    const putBack = waiting.findIndex((later) => undoes(head.entry, later.entry));
    if (putBack !== -1) {
      waiting.splice(putBack, 1);
      continue;
    }
    say.push(head.entry);
  }
  return { say, waiting };
};
