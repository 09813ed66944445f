import { parseArgs } from 'node:util';

export interface Options {
  readonly files: readonly string[];
  /** Print each log's read models after this seq. */
  readonly at: number | null;
  /** Print each log's structural diff between the states after these two seqs. */
  readonly diff: { readonly from: number; readonly to: number } | null;
  readonly json: boolean;
  readonly help: boolean;
}

export type ParsedOptions =
  | { readonly ok: true; readonly options: Options }
  | { readonly ok: false; readonly message: string };

export const usage = `Usage: npm run replay -- [options] <log.jsonl>...

Folds each recorded session log with src/domain (no network, no clock) and prints a timeline:
seq, time (UTC), event and what it changed. Several logs of one table are merged on one time line
and checked for convergence of the diners' table carts (exit code 1 when they diverged).

Options:
  --at SEQ      each log's full read models after its event SEQ (0: the initial state)
  --diff A..B   each log's state changes from after seq A to after seq B
  --json        one JSON document instead of text (keys sorted)
  -h, --help    this text

Exit codes: 0 done (converged), 1 the diners' carts diverged, 2 bad usage or an invalid log.
`;

const SEQ = /^\d+$/;
const RANGE = /^(\d+)\.\.(\d+)$/;

const seqOf = (text: string): number | null => {
  const value = Number(text);
  return SEQ.test(text) && Number.isSafeInteger(value) ? value : null;
};

const fail = (message: string): ParsedOptions => ({ ok: false, message });

export const parseOptions = (argv: readonly string[]): ParsedOptions => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        at: { type: 'string' },
        diff: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const at = values.at === undefined ? null : seqOf(values.at);
  if (values.at !== undefined && at === null) {
    return fail(`--at wants a seq (a whole number ≥ 0), not ${JSON.stringify(values.at)}`);
  }
  const range = values.diff === undefined ? null : RANGE.exec(values.diff);
  if (values.diff !== undefined && range === null) {
    return fail(`--diff wants two seqs as A..B (e.g. 3..9), not ${JSON.stringify(values.diff)}`);
  }
  const from = range === null ? null : seqOf(range[1] ?? '');
  const to = range === null ? null : seqOf(range[2] ?? '');
  if (range !== null && (from === null || to === null)) return fail('--diff seqs are too large');
  if (!values.help && positionals.length === 0) return fail('no log file given');
  return {
    ok: true,
    options: {
      files: positionals,
      at,
      diff: from === null || to === null ? null : { from, to },
      json: values.json,
      help: values.help,
    },
  };
};
