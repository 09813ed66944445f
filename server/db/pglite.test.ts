import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

it(
  'opens a data folder whose parents do not exist yet (.data/pglite on a fresh clone)',
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'tablefold-pglite-'));
    try {
      const db = await openPglite(join(root, '.data', 'pglite'));
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
      await db.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
  STARTUP_TIMEOUT_MS,
);
