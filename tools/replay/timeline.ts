import type { AppEvent } from '../../src/domain/events.ts';
import { interpretLiveMessage } from '../../src/domain/live/messages.ts';
import { liveReaderOf } from '../../src/domain/live/reader.ts';
import type { AppState } from '../../src/domain/state.ts';
import { isoTime, padEnd, padStart } from './format.ts';
import type { StepObserver } from './replay.ts';
import type { LogSource } from './sources.ts';
import {
  cartChanges,
  fieldChanges,
  liveChanges,
  orderChanges,
  popupChanges,
  timelineChanges,
} from './summaries.ts';

/** One line of the timeline: which log, which event, and what it changed. */
export interface TimelineEntry {
  readonly log: string;
  readonly seq: number;
  readonly at: number;
  readonly time: string;
  readonly type: string;
  readonly summary: string;
}

type SliceSummary = (event: AppEvent, before: AppState, after: AppState) => string[];

/** Slices with a summary of their own; any other slice (new ones too) lists its changed fields. */
const summaries: Partial<Record<keyof AppState, SliceSummary>> = {
  cart: (event, a, b) => cartChanges(a.cart, b.cart, event),
  order: (_event, a, b) => orderChanges(a.order, b.order),
  popups: (_event, a, b) => popupChanges(a.popups, b.popups),
  live: (_event, a, b) => liveChanges(a.live, b.live),
  timeline: (_event, a, b) => timelineChanges(a.timeline, b.timeline),
};

/**
 * `now` moves with every event: the time column already shows it. The cart is always asked, as
 * a server cart the fold did not take is worth a word even when nothing changed.
 */
const unsummarised: ReadonlySet<string> = new Set(['now']);

const sliceChanges = (event: AppEvent, a: AppState, b: AppState): [string, string[]][] =>
  (Object.keys(b) as (keyof AppState)[])
    .filter((slice) => !unsummarised.has(slice) && (a[slice] !== b[slice] || slice === 'cart'))
    .map((slice) => {
      const summary = summaries[slice];
      const changes = summary
        ? summary(event, a, b)
        : fieldChanges(a[slice] as object, b[slice] as object);
      return [slice, changes];
    });

const quietReasons: Partial<Record<string, string>> = {
  ownEcho: 'own echo',
  malformed: 'malformed data',
  cartRefetchNeeded: 'the worker refetches the cart',
  dinerHint: "a diner's hint: the worker refetches the cart",
  notFromServer: "a diner's message, ignored",
  stale: 'older than what the diner holds',
};

const liveContext = (event: AppEvent, before: AppState): { prefix: string; quiet: string } => {
  if (event.type !== 'LiveMessageReceived') return { prefix: '', quiet: 'no change' };
  const { from, messageType, reading } = event.payload;
  // A log recorded before readings were kept is read here as the fold reads it.
  const kind =
    reading.kind === 'unread'
      ? interpretLiveMessage(
          { fromBrowserId: from, messageType, data: reading.data },
          liveReaderOf(before),
        ).kind
      : reading.kind;
  const reason = quietReasons[kind];
  return {
    prefix: `[${from} ${messageType}] `,
    quiet: reason === undefined ? 'no change' : `no change (${reason})`,
  };
};

/** Control characters from a log (a peer's message type, a dish name) would break the line. */
const oneLine = (text: string): string =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** `cart: +2 Pork dumplings (diner-a) v3→v4; popups: cart closed`, or why nothing changed. */
export const summarizeStep = (event: AppEvent, before: AppState, after: AppState): string => {
  const { prefix, quiet } = liveContext(event, before);
  const parts = sliceChanges(event, before, after)
    .filter(([, changes]) => changes.length > 0)
    .map(([slice, changes]) => `${slice}: ${changes.join(', ')}`);
  return oneLine(prefix + (parts.length === 0 ? quiet : parts.join('; ')));
};

/** Collects a timeline entry for every step of a replay. */
export const timelineCollector = (
  logs: readonly LogSource[],
  entries: TimelineEntry[],
): StepObserver => {
  return ({ source, event, before, after }) => {
    entries.push({
      log: logs[source]?.label ?? '',
      seq: event.seq,
      at: event.at,
      time: isoTime(event.at),
      type: event.type,
      summary: summarizeStep(event, before, after),
    });
  };
};

/** Aligned columns; the log column only when several logs share the time line. */
export const formatTimeline = (entries: readonly TimelineEntry[], withLog: boolean): string[] => {
  const width = (pick: (entry: TimelineEntry) => string, title: string) =>
    entries.reduce((max, entry) => Math.max(max, pick(entry).length), title.length);
  const seqWidth = width((entry) => String(entry.seq), 'seq');
  const timeWidth = width((entry) => entry.time, 'time');
  const logWidth = width((entry) => oneLine(entry.log), 'log');
  const typeWidth = width((entry) => entry.type, 'event');
  const row = (seq: string, time: string, log: string, type: string, summary: string) =>
    [
      padStart(seq, seqWidth),
      padEnd(time, timeWidth),
      ...(withLog ? [padEnd(log, logWidth)] : []),
      padEnd(type, typeWidth),
      summary,
    ].join('  ');
  return [
    row('seq', 'time', 'log', 'event', 'summary'),
    ...entries.map((e) => row(String(e.seq), e.time, oneLine(e.log), e.type, e.summary)),
  ];
};
