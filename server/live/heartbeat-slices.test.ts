import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryBackplane } from './backplane.ts';
import { GroupRouter } from './groups.ts';
import { TableVersions } from './table-versions.ts';
import { eventually } from './test-support.ts';

const at = (liveVersion: number) => ({ liveVersion, epoch: 0 });

describe('the table-version heartbeat', () => {
  it('tells every table once an interval, a slice of the tables at a time', async () => {
    const router = new GroupRouter('s1', createMemoryBackplane(), pino({ level: 'silent' }));
    const received = new Map<string, number>();
    const tables = Array.from({ length: 60 }, (_, i) => String(1000 + i));
    for (const tableId of tables)
      await router.add(`table:${tableId}`, {
        id: tableId,
        send: () => received.set(tableId, (received.get(tableId) ?? 0) + 1),
      });
    const reads: string[][] = [];
    const heartbeat = new TableVersions(
      router,
      async (tableIds) => {
        reads.push([...tableIds]);
        return new Map(tableIds.map((id) => [id, at(1)]));
      },
      pino({ level: 'silent' }),
    );
    heartbeat.start(200);
    try {
      await eventually(() => tables.every((tableId) => (received.get(tableId) ?? 0) >= 1), 3000);
    } finally {
      heartbeat.stop();
      await router.close();
    }
    // Each read was for a part of the tables only, and together they named every one.
    expect(Math.max(...reads.map((read) => read.length))).toBeLessThan(tables.length / 2);
    expect(new Set(reads.flat())).toEqual(new Set(tables));
  });
});
