import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { converging, diverging, FIXTURES } from './test-support.ts';

/** The real command, as npm runs it: a fresh Node process, its own clock, zone and locale. */
const cli = (argv: readonly string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/replay/main.ts', ...argv], {
    env: { ...process.env, ...env },
  });

describe('the replay command', () => {
  it('gives byte-identical output twice, whatever the time zone and locale', () => {
    const first = cli(converging, { TZ: 'UTC', LANG: 'C', LC_ALL: 'C' });
    const second = cli(converging, {
      TZ: 'Asia/Taipei',
      LANG: 'zh_TW.UTF-8',
      LC_ALL: 'zh_TW.UTF-8',
    });
    expect(first.status).toBe(0);
    expect(first.stdout.toString('utf8').trimEnd().split('\n').at(-1)).toBe('converged');
    expect(Buffer.compare(first.stdout, second.stdout)).toBe(0);
    expect(second.stderr.toString('utf8')).toBe('');
  });

  it('exits 1 on divergence and 2 on an invalid log', () => {
    expect(cli(diverging).status).toBe(1);
    const bad = cli([`${FIXTURES}/bad/unknown-type.jsonl`]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.toString('utf8')).toContain('unknown-type.jsonl:3: unknown event type');
  });
});
