import { readFileSync } from 'node:fs';
import type { AppEvent } from '../../src/domain/events.ts';
import {
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  type LogHeader,
  writeJsonl,
} from '../../src/domain/log/jsonl.ts';
import type { Report } from './report.ts';
import { run, type RunResult } from './run.ts';

/** Paths as a developer types them from the repository root (the tests run from there). */
export const FIXTURES = 'tools/replay/fixtures';
export const converging = ['ann', 'bo', 'cy'].map((name) => `${FIXTURES}/converging/${name}.jsonl`);
export const diverging = ['ann', 'bo', 'cy'].map((name) => `${FIXTURES}/diverging/${name}.jsonl`);

export const readText = (file: string): string => readFileSync(file, 'utf8');

/** The CLI in-process, on real files. */
export const replay = (...argv: string[]): RunResult => run(argv, readText);

/** The CLI in-process, on files held in memory. */
export const replayIn =
  (files: Record<string, string>) =>
  (...argv: string[]): RunResult =>
    run(argv, (file) => {
      const text = files[file];
      if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return text;
    });

export const aHeader = (overrides: Partial<LogHeader> = {}): LogHeader => ({
  format: LOG_FORMAT,
  formatVersion: LOG_FORMAT_VERSION,
  appVersion: '0.1.0',
  merchantId: '1001',
  tableId: '501',
  browserId: 'me',
  identity: 'guest',
  ...overrides,
});

export const logText = (events: readonly AppEvent[], header: Partial<LogHeader> = {}): string =>
  writeJsonl({ header: aHeader(header), events });

/** The lines of stdout, without the trailing newline's empty last one. */
export const linesOf = (text: string): string[] => text.replace(/\n$/, '').split('\n');

/** What --json printed; the document mirrors the report it was written from. */
export const reportOf = (result: RunResult): Report => JSON.parse(result.stdout) as Report;

/** A value as it comes back from JSON (what --json holds for it). */
export const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
