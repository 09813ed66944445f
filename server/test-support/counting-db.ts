import type { Database, Queryable } from '../db/database.ts';

/** A database whose round trips are counted: what the server's code asks of it, one by one. */
export interface CountingDatabase {
  readonly db: Database;
  /** Round trips so far: each query and script, and a transaction's BEGIN and COMMIT (or ROLLBACK). */
  count(): number;
  /** The SQL of each round trip since the last `reset`, BEGIN and COMMIT included. */
  log(): readonly string[];
  reset(): void;
}

export const countingDatabase = (inner: Database): CountingDatabase => {
  let log: string[] = [];
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      log.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      log.push(sql);
      return target.exec(sql);
    },
  });
  const db: Database = {
    kind: inner.kind,
    ...counted(inner),
    transaction: async (work) => {
      log.push('begin');
      try {
        return await inner.transaction((tx) => work(counted(tx)));
      } finally {
        log.push('commit');
      }
    },
    close: () => inner.close(),
  };
  return {
    db,
    count: () => log.length,
    log: () => log,
    reset: () => {
      log = [];
    },
  };
};
