import type { LogHeader } from '../../src/domain/log/jsonl.ts';
import type { AppState } from '../../src/domain/state.ts';
import type { Options } from './args.ts';
import { type Convergence, convergenceTracker } from './convergence.ts';
import { type Change, diffValues } from './diff.ts';
import { type EventRef, eventRef } from './event-ref.ts';
import { mergeLogs } from './merge.ts';
import { replayMerged, stateAfter, type StepObserver } from './replay.ts';
import type { LogSource } from './sources.ts';
import { timelineCollector, type TimelineEntry } from './timeline.ts';

/** Everything a run found, before it is written as text or JSON. */
export interface Report {
  readonly logs: readonly {
    readonly log: string;
    readonly file: string;
    readonly header: LogHeader;
    readonly events: number;
  }[];
  readonly timeline?: readonly TimelineEntry[];
  readonly convergence?: Convergence;
  readonly at?: readonly AtSection[];
  readonly diff?: readonly DiffSection[];
}

export interface AtSection {
  readonly log: string;
  readonly file: string;
  readonly seq: number;
  /** The last event folded: the one numbered `seq`, or the last before it; null: none. */
  readonly after: EventRef | null;
  readonly state: AppState;
}

export interface DiffSection {
  readonly log: string;
  readonly file: string;
  readonly from: number;
  readonly to: number;
  readonly changes: readonly Change[];
}

const lastEventUpTo = (log: LogSource, seq: number): EventRef | null => {
  const position = log.events.findLastIndex((event) => event.seq <= seq);
  const event = log.events[position];
  return event === undefined ? null : eventRef(log, position, event);
};

const atSection = (log: LogSource, seq: number): AtSection => ({
  log: log.label,
  file: log.file,
  seq,
  after: lastEventUpTo(log, seq),
  state: stateAfter(log, seq),
});

const diffSection = (log: LogSource, from: number, to: number): DiffSection => ({
  log: log.label,
  file: log.file,
  from,
  to,
  changes: diffValues(stateAfter(log, from), stateAfter(log, to)),
});

const timelineAndConvergence = (logs: readonly LogSource[]) => {
  const timeline: TimelineEntry[] = [];
  const tracker = logs.length > 1 ? convergenceTracker(logs) : null;
  const observers: StepObserver[] = [timelineCollector(logs, timeline)];
  if (tracker !== null) observers.push(tracker.observe);
  const finalStates = replayMerged(logs, mergeLogs(logs), observers);
  return tracker === null ? { timeline } : { timeline, convergence: tracker.verdict(finalStates) };
};

/**
 * The timeline (and, for several logs, the convergence check) unless the read models at a step
 * or a diff were asked for: then only those. May throw FoldFailure.
 */
export const buildReport = (logs: readonly LogSource[], options: Options): Report => {
  const base = {
    logs: logs.map((log) => ({
      log: log.label,
      file: log.file,
      header: log.header,
      events: log.events.length,
    })),
  };
  const { at, diff } = options;
  if (at === null && diff === null) return { ...base, ...timelineAndConvergence(logs) };
  return {
    ...base,
    ...(at === null ? {} : { at: logs.map((log) => atSection(log, at)) }),
    ...(diff === null ? {} : { diff: logs.map((log) => diffSection(log, diff.from, diff.to)) }),
  };
};
