import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Database, INT8_OID, NUMERIC_OID, type Queryable } from './database.ts';

const parsers = {
  [INT8_OID]: (value: string) => value,
  [NUMERIC_OID]: (value: string) => Number(value),
};

/** The embedded engine: `dataDir` null keeps everything in memory (tests). */
export const openPglite = async (dataDir: string | null): Promise<Database> => {
  // PGlite creates its own folder but not the ones above it (.data/ on a fresh clone).
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = dataDir === null ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers });
  await db.waitReady;
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await target.query<Row>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
};
