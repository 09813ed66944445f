import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownAtEnd } from './recorded/read-models.ts';
import { run } from './run.ts';

/** Recorded by e2e/journey.e2e.ts (RECORD_FIXTURE=1): three diners' browsers at table A3. */
const DIR = join(import.meta.dirname, 'fixtures/three-diners');
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
const diners = ['ada', 'bo', 'chen'] as const;
const files = diners.map((name) => `${name}.jsonl`);

describe('the three-diner session recorded in the browser', () => {
  it('replays to the read models the browsers showed', () => {
    const shown = JSON.parse(read('shown.json')) as Record<string, Record<string, unknown>>;
    for (const name of diners)
      expect(shownAtEnd(read(`${name}.jsonl`))).toMatchObject(shown[name] ?? {});
  });

  it('converges, and gives the same bytes every time', () => {
    const first = run(files, read);
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toMatch(/converged/i);
    expect(run(files, read)).toEqual(first);
  });

  it('holds no token, one-time code or phone number', () => {
    for (const file of files) {
      const text = read(file);
      expect(text).not.toMatch(/"token":"(?!\[redacted\])[^"]+"/);
      expect(text).not.toMatch(/\+1\d{10}/);
    }
  });
});
