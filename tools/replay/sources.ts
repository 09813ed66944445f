import { basename } from 'node:path';
import type { AppEvent } from '../../src/domain/events.ts';
import { type LogHeader, readJsonl } from '../../src/domain/log/jsonl.ts';
import { deepFreeze } from './freeze.ts';

/** One recorded log, ready to replay: whose it is and its events, each with its line in the file. */
export interface LogSource {
  readonly file: string;
  /** How the timeline names this log: its browser id, else its file name; unique among the logs. */
  readonly label: string;
  readonly header: LogHeader;
  readonly events: readonly AppEvent[];
  /** The 1-based line of the file each event stands on (blank lines count). */
  readonly lines: readonly number[];
}

export type LoadResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

type Unlabelled = Omit<LogSource, 'label'>;

export const parseLog = (file: string, text: string): LoadResult<Unlabelled> => {
  const read = readJsonl(text);
  if (!read.ok) return { ok: false, message: `${file}:${read.line}: ${read.reason}` };
  const events = deepFreeze(read.events);
  return { ok: true, value: { file, header: read.header, events, lines: read.eventLines } };
};

const nameOf = (log: Unlabelled): string => log.header.browserId ?? basename(log.file);

/** Browser ids name the logs; two logs of one browser are told apart by their position. */
export const labelLogs = (logs: readonly Unlabelled[]): LogSource[] => {
  const names = logs.map(nameOf);
  return logs.map((log, index) => {
    const name = names[index] ?? '';
    const shared = names.filter((other) => other === name).length > 1;
    return { ...log, label: shared ? `${name}#${index + 1}` : name };
  });
};

const distinct = (values: readonly (string | null)[]): string[] =>
  [...new Set(values.filter((value): value is string => value !== null))].sort();

/** Logs replayed together must be of one table: merging two tables' logs means nothing. */
export const sameTableProblem = (logs: readonly LogSource[]): string | null => {
  const tables = distinct(logs.map((log) => log.header.tableId));
  const merchants = distinct(logs.map((log) => log.header.merchantId));
  if (tables.length > 1) return `the logs are of different tables (${tables.join(', ')})`;
  if (merchants.length > 1) return `the logs are of different merchants (${merchants.join(', ')})`;
  return null;
};

const errorText = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return error instanceof Error ? error.message : String(error);
};

/** Reads and checks every file; the first problem stops the run (exit code 2). */
export const loadLogs = (
  files: readonly string[],
  readText: (file: string) => string,
): LoadResult<LogSource[]> => {
  const parsed: Unlabelled[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readText(file);
    } catch (error) {
      return { ok: false, message: `${file}: cannot read: ${errorText(error)}` };
    }
    const log = parseLog(file, text);
    if (!log.ok) return log;
    parsed.push(log.value);
  }
  const logs = labelLogs(parsed);
  const problem = sameTableProblem(logs);
  return problem === null ? { ok: true, value: logs } : { ok: false, message: problem };
};
