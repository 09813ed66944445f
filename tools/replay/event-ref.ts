import type { AppEvent } from '../../src/domain/events.ts';
import { isoTime } from './format.ts';
import type { LogSource } from './sources.ts';

/** Where an event stands: which log and file, which line, its seq and type. */
export interface EventRef {
  readonly log: string;
  readonly file: string;
  readonly line: number;
  readonly seq: number;
  readonly type: string;
  readonly time: string;
}

export const eventRef = (log: LogSource, position: number, event: AppEvent): EventRef => ({
  log: log.label,
  file: log.file,
  line: log.lines[position] ?? 0,
  seq: event.seq,
  type: event.type,
  time: isoTime(event.at),
});

/** `fp-b seq 21 CartReplacedFromServer (logs/b.jsonl:22)`. */
export const formatRef = (ref: EventRef): string =>
  `${ref.log} seq ${ref.seq} ${ref.type} (${ref.file}:${ref.line})`;
