import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppEvent } from '../../src/domain/events.ts';
import { foldAll } from '../../src/domain/fold.ts';
import { readJsonl, writeJsonl } from '../../src/domain/log/jsonl.ts';
import { initialAppState } from '../../src/domain/state.ts';
import { run } from '../replay/run.ts';
import { bigTableLog } from './big-log.ts';

/**
 * `npm run bench:replay`: how fast a recorded log replays (docs/replay.md, BENCHMARKS.md).
 * A benchmark, not a test: it asserts nothing and nothing asserts on it.
 */

const EVENTS = 100_000;
const RUNS = 5;
const TIMELINE_RUNS = 3;

/** Wall-clock and CPU milliseconds: CPU time tells less of other work on a shared machine. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

const time = (work: () => void): Timing => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  work();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const medianOf = (timings: readonly Timing[]): Timing => ({
  wall: median(timings.map((t) => t.wall)),
  cpu: median(timings.map((t) => t.cpu)),
});

const sum = (a: Timing, b: Timing): Timing => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu });

const rate = (ms: number) => String(Math.round((EVENTS / ms) * 1000)).padStart(9);

const dir = mkdtempSync(join(tmpdir(), 'tablefold-bench-'));
try {
  const file = join(dir, 'table-501.jsonl');
  writeFileSync(file, writeJsonl(bigTableLog(EVENTS)));
  const megabytes = statSync(file).size / 1e6;
  const readLog = (): readonly AppEvent[] => {
    const log = readJsonl(readFileSync(file, 'utf8'));
    if (!log.ok || log.events.length !== EVENTS) throw new Error('the log did not read back');
    return log.events;
  };

  const reads: Timing[] = [];
  const folds: Timing[] = [];
  const both: Timing[] = [];
  for (let i = 0; i <= RUNS; i += 1) {
    let events: readonly AppEvent[] = [];
    const read = time(() => {
      events = readLog();
    });
    const fold = time(() => foldAll(initialAppState, events));
    // The first run warms the JIT up and is not counted.
    if (i > 0) {
      reads.push(read);
      folds.push(fold);
      both.push(sum(read, fold));
    }
  }
  // The timeline folds event by event and summarises every step: long enough to need no warm-up.
  const timeline: Timing[] = [];
  for (let i = 0; i < TIMELINE_RUNS; i += 1) {
    timeline.push(
      time(() => {
        const result = run([file], (path) => readFileSync(path, 'utf8'));
        if (result.exitCode !== 0) throw new Error(result.stderr);
      }),
    );
  }

  const rows = [
    ['read + fold (foldAll)', medianOf(both)],
    ['  read and parse the JSONL', medianOf(reads)],
    ['  fold only', medianOf(folds)],
    ['full timeline (npm run replay)', medianOf(timeline)],
  ] as const;
  // Other work on the machine slows the wall clock down: the load average says how busy it was.
  const load = loadavg()[0] ?? 0;
  process.stdout.write(
    `replay benchmark: ${EVENTS} events, ${megabytes.toFixed(1)} MB JSONL, ` +
      `Node ${process.versions.node}, ${cpus().length} cores, load average ${load.toFixed(1)}; ` +
      `median of ${RUNS} runs (timeline: ${TIMELINE_RUNS})\n` +
      `${''.padEnd(34)} ${'wall ms'.padStart(8)} ${'events/s'.padStart(9)} ${'CPU ms'.padStart(8)} ${'events/CPU s'.padStart(12)}\n`,
  );
  for (const [what, { wall, cpu }] of rows) {
    process.stdout.write(
      `${what.padEnd(34)} ${wall.toFixed(0).padStart(8)} ${rate(wall)} ${cpu.toFixed(0).padStart(8)} ${rate(cpu).padStart(12)}\n`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
