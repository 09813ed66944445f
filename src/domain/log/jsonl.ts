import { type AppEvent, isAppEventType } from '../events.ts';

export const LOG_FORMAT = 'tablefold-session-log';
export const LOG_FORMAT_VERSION = 1;

/** The first line of a recorded session log: whose log it is, from which app version. */
export interface LogHeader {
  readonly format: typeof LOG_FORMAT;
  readonly formatVersion: typeof LOG_FORMAT_VERSION;
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

export const writeJsonl = ({ header, events }: SessionLog): string =>
  `${[header, ...events].map((entry) => JSON.stringify(entry)).join('\n')}\n`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const headerProblem = (value: unknown): string | null => {
  if (!isRecord(value) || value.format !== LOG_FORMAT) return `not a ${LOG_FORMAT} header`;
  if (value.formatVersion !== LOG_FORMAT_VERSION) {
    return `format version ${String(value.formatVersion)} is not ${LOG_FORMAT_VERSION}`;
  }
  return typeof value.appVersion === 'string' ? null : 'the header has no appVersion';
};

/**
 * Checks the envelope of an event; payloads are trusted as the recording app wrote them, since
 * a log is only ever written by this app's own worker (docs/decisions.md).
 */
const eventProblem = (value: unknown, previousSeq: number): string | null => {
  if (!isRecord(value)) return 'an event must be a JSON object';
  if (typeof value.type !== 'string' || !isAppEventType(value.type)) {
    return `unknown event type ${JSON.stringify(value.type)}`;
  }
  if (!Number.isSafeInteger(value.seq) || (value.seq as number) <= previousSeq) {
    return 'seq must be an integer greater than the previous event’s';
  }
  if (typeof value.at !== 'number' || !Number.isFinite(value.at))
    return 'at must be a finite number';
  return isRecord(value.payload) ? null : 'payload must be a JSON object';
};

const parseLine = (text: string): { value: unknown } | { error: string } => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: 'not valid JSON' };
  }
};

export const readJsonl = (text: string): LogReadResult => {
  const events: AppEvent[] = [];
  const eventLines: number[] = [];
  let header: LogHeader | null = null;
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const lineNumber = index + 1;
    const parsed = parseLine(line);
    if ('error' in parsed) return { ok: false, line: lineNumber, reason: parsed.error };
    const problem =
      header === null
        ? headerProblem(parsed.value)
        : eventProblem(parsed.value, events.at(-1)?.seq ?? Number.NEGATIVE_INFINITY);
    if (problem !== null) return { ok: false, line: lineNumber, reason: problem };
    if (header === null) {
      header = parsed.value as LogHeader;
    } else {
      events.push(parsed.value as AppEvent);
      eventLines.push(lineNumber);
    }
  }
  return header === null
    ? { ok: false, line: 1, reason: 'the log is empty' }
    : { ok: true, header, events, eventLines };
};
