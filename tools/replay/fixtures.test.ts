import { describe, expect, it } from 'vitest';
import { fixtureFiles } from './fixtures/generate.ts';
import { FIXTURES, readText } from './test-support.ts';

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
