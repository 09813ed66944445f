import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown }>;
};
const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

/**
 * Issue 15 item 15: `npm ci` on the Node the README promises warns about no package. Every
 * package the lock installs must accept the lowest Node our own `engines` allows.
 */
describe('the lock file installs on the Node the README promises', () => {
  const lowest = semver.minVersion(ours.engines.node)?.version ?? '';

  it('names a lowest Node', () => {
    expect(lowest).toMatch(/^20\./);
  });

  it('holds no package that needs a newer Node', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const engines = entry.engines;
        if (typeof engines !== 'object' || engines === null || !('node' in engines)) return false;
        const range = String(engines.node);
        return semver.validRange(range) !== null && !semver.satisfies(lowest, range);
      })
      .map(([path, entry]) => `${path}@${entry.version ?? '?'}`);
    expect(refusing).toEqual([]);
  });
});
