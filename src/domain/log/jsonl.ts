import type { AppEvent } from '../events.ts';
import { eventCodec, type LogFormat } from './codec.ts';

export const LOG_FORMAT = 'tablefold-session-log';
/** 2: event types as `v<version>.<name>` (log/codec.ts); 1, bare names, is still read. */
export const LOG_FORMAT_VERSION = 2;
const READABLE: readonly LogFormat[] = [1, 2];

/** The first line of a recorded session log: whose log it is, from which app version. */
export interface LogHeader {
  readonly format: typeof LOG_FORMAT;
  /** A log read back says the format it was written in; one written is always the current. */
  readonly formatVersion: LogFormat;
  readonly appVersion: string;
  readonly merchantId: string | null;
  readonly tableId: string | null;
  readonly browserId: string | null;
  readonly identity: 'member' | 'guest';
}

export interface SessionLog {
  readonly header: LogHeader;
  readonly events: readonly AppEvent[];
}

/**
 * Lines are numbered as an editor shows them: 1-based, blank lines counted, so a reader of a
 * hand-edited or concatenated log lands on the line at fault.
 */
export type LogReadResult =
  | ({
      readonly ok: true;
      /** The line each event stands on, in the order of `events`. */
      readonly eventLines: readonly number[];
    } & SessionLog)
  | { readonly ok: false; readonly line: number; readonly reason: string };

/** One event as its line of a log (and of the browser's archive): its type versioned. */
export const eventLine = (event: AppEvent): string => JSON.stringify(eventCodec.encode(event));

export const writeJsonl = ({ header, events }: SessionLog): string => {
  const head = JSON.stringify({ ...header, formatVersion: LOG_FORMAT_VERSION });
  return `${[head, ...events.map(eventLine)].join('\n')}\n`;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const headerProblem = (value: unknown): string | null => {
  if (!isRecord(value) || value.format !== LOG_FORMAT) return `not a ${LOG_FORMAT} header`;
  if (!READABLE.includes(value.formatVersion as LogFormat)) {
    return `format version ${String(value.formatVersion)} is not ${READABLE.join(' or ')}`;
  }
  return typeof value.appVersion === 'string' ? null : 'the header has no appVersion';
};

const parseLine = (text: string): { value: unknown } | { error: string } => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: 'not valid JSON' };
  }
};

/**
 * Reads a log, checking every event against its schema and bringing events of older versions to
 * the current ones (log/codec.ts); the first problem stops it, naming its line.
 */
export const readJsonl = (text: string): LogReadResult => {
  const events: AppEvent[] = [];
  const eventLines: number[] = [];
  let header: LogHeader | null = null;
  let previousSeq = Number.NEGATIVE_INFINITY;
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const lineNumber = index + 1;
    const parsed = parseLine(line);
    if ('error' in parsed) return { ok: false, line: lineNumber, reason: parsed.error };
    if (header === null) {
      const problem = headerProblem(parsed.value);
      if (problem !== null) return { ok: false, line: lineNumber, reason: problem };
      header = parsed.value as LogHeader;
      continue;
    }
    const read = eventCodec.decode(parsed.value, header.formatVersion);
    if (!read.ok) return { ok: false, line: lineNumber, reason: read.reason };
    const seq = (parsed.value as { seq: number }).seq;
    if (seq <= previousSeq) {
      return {
        ok: false,
        line: lineNumber,
        reason: 'seq must be an integer greater than the previous event’s',
      };
    }
    previousSeq = seq;
    for (const event of read.events) {
      events.push(event);
      eventLines.push(lineNumber);
    }
  }
  return header === null
    ? { ok: false, line: 1, reason: 'the log is empty' }
    : { ok: true, header, events, eventLines };
};
