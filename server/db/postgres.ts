import pg from 'pg';
import { type Database, INT8_OID, NUMERIC_OID, type Queryable } from './database.ts';
import { preparedName } from './prepared.ts';

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (value: string) => value
      : oid === NUMERIC_OID
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** PostgreSQL over a pool, for scale-out: several server processes share one database. */
export const openPostgres = async (connectionString: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // Fail at start, not at the first request, when the database is unreachable.
  await pool.query('select 1');
  const query = async <Row extends object>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<Row[]> => {
    const name = preparedName(sql);
    const values = [...params];
    const result =
      name === undefined
        ? await target.query<Row>(sql, values)
        : await target.query<Row>({ name, text: sql, values });
    return result.rows;
  };
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Queryable = {
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        };
        const result = await work(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
