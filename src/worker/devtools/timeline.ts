import type { AppEvent } from '../../domain/events.ts';

/** One row of the developer panel's timeline. */
export interface TimelineEntry {
  readonly seq: number;
  readonly at: number;
  readonly type: string;
  readonly summary: string;
}

export interface Timeline {
  readonly entries: readonly TimelineEntry[];
  readonly firstSeq: number;
  readonly lastSeq: number;
  /** The seq the UI is shown, or null when it is live. */
  readonly travelingTo: number | null;
}

const SUMMARY_LENGTH = 120;
/** Payload keys that are whole carts or orders: named by size, not printed. */
const BULKY = new Set(['cart', 'order', 'categories', 'member', 'message']);

const describe = (key: string, value: unknown): string => {
  if (BULKY.has(key) && value !== null && typeof value === 'object') {
    const items = (value as { orderItems?: unknown[] }).orderItems;
    return Array.isArray(items) ? `${key}(${items.length} lines)` : `${key}(…)`;
  }
  return `${key}=${JSON.stringify(value) ?? 'undefined'}`;
};

/** A one-line account of an event's payload, short enough for a phone-wide panel. */
export const summarise = (event: AppEvent): string => {
  const text = Object.entries(event.payload as Record<string, unknown>)
    .map(([key, value]) => describe(key, value))
    .join(' ');
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
};

/** The newest events after `afterSeq`, at most `limit` of them. */
export const timelineOf = (
  events: readonly AppEvent[],
  afterSeq: number,
  limit: number,
  travelingTo: number | null,
): Timeline => {
  const newer = events.filter((event) => event.seq > afterSeq).slice(-limit);
  return {
    entries: newer.map((event) => ({
      seq: event.seq,
      at: event.at,
      type: event.type,
      summary: summarise(event),
    })),
    firstSeq: events[0]?.seq ?? 0,
    lastSeq: events.at(-1)?.seq ?? 0,
    travelingTo,
  };
};
