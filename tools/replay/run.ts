import { type Options, parseOptions, usage } from './args.ts';
import { FoldFailure } from './replay.ts';
import { buildReport, type Report } from './report.ts';
import { loadLogs } from './sources.ts';
import { renderJson, renderText } from './text.ts';

export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  /** 0 done, 1 the diners' carts diverged, 2 bad usage or an invalid log. */
  readonly exitCode: 0 | 1 | 2;
}

const refused = (message: string): RunResult => ({
  stdout: '',
  stderr: `replay: ${message}\n(npm run replay -- --help for usage)\n`,
  exitCode: 2,
});

const report = (options: Options, readText: (file: string) => string): Report | RunResult => {
  const loaded = loadLogs(options.files, readText);
  if (!loaded.ok) return refused(loaded.message);
  try {
    return buildReport(loaded.value, options);
  } catch (error) {
    if (error instanceof FoldFailure) return refused(error.message);
    throw error;
  }
};

/**
 * The whole CLI as a function of its arguments and a file reader: no clock, no environment, no
 * process state, so the same files give the same bytes every time.
 */
export const run = (argv: readonly string[], readText: (file: string) => string): RunResult => {
  const parsed = parseOptions(argv);
  if (!parsed.ok) return refused(parsed.message);
  const { options } = parsed;
  if (options.help) return { stdout: usage, stderr: '', exitCode: 0 };
  const result = report(options, readText);
  if ('exitCode' in result) return result;
  const stdout = options.json ? renderJson(result) : renderText(result);
  return { stdout, stderr: '', exitCode: result.convergence?.converged === false ? 1 : 0 };
};
