import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../src/domain/log/jsonl.ts';
import { fixtureFiles } from './fixtures/generate.ts';
import { converging, FIXTURES, readText, replay } from './test-support.ts';

describe('the checked-in fixtures', () => {
  it('are what the generator writes (regenerate: npx tsx tools/replay/fixtures/generate.ts)', () => {
    for (const [path, text] of Object.entries(fixtureFiles())) {
      expect(readText(`${FIXTURES}/${path}`), path).toBe(text);
    }
  });

  it('stay small', () => {
    for (const path of Object.keys(fixtureFiles())) {
      expect(readText(`${FIXTURES}/${path}`).split('\n').length).toBeLessThan(200);
    }
  });
});

describe('the converging set as written before events had versions (fixtures/v1, format 1)', () => {
  const v1 = converging.map((file) => file.replace('/converging/', '/v1/converging/'));
  const read = (file: string) => {
    const log = readJsonl(readText(file));
    if (!log.ok) throw new Error(`${file}:${log.line}: ${log.reason}`);
    return log;
  };

  it('reads, migrated, to the events the generator writes today', () => {
    for (const [index, file] of v1.entries()) {
      const old = read(file);
      const now = read(converging[index] ?? '');
      expect(old.header.formatVersion).toBe(1);
      expect(old.events).toEqual(now.events);
      expect(old.eventLines).toEqual(now.eventLines);
    }
    // The step that made `settled` required: v1 left it out for "every pending edit".
    const replaced = v1
      .flatMap((file) => read(file).events)
      .filter((event) => event.type === 'CartReplacedFromServer');
    expect(replaced.map((event) => event.payload.settled)).toEqual(Array(8).fill('all'));
  });

  it('replays to the same timeline and verdict', () => {
    const result = replay(...v1);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.replaceAll('/v1/converging/', '/converging/')).toBe(
      replay(...converging).stdout,
    );
  });
});
