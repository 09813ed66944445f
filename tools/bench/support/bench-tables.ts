import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { demoFacts } from '../../../server/demo/facts.ts';

/** Where a bench's server keeps its data: a PostgreSQL database, or a PGlite data folder. */
export type BenchDatabase = { readonly databaseUrl: string } | { readonly dataDir: string };

/** The QR code id of the bench's table `index` (its own, far from the demo's random ones). */
export const benchQrcodeId = (index: number): string =>
  (2_000_000_000_000_000n + BigInt(index)).toString();

const TABLE_SQL = `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code)
  select 900000 + i, $1, 'L' || (i + 1), 2000000000000000 + i, '0000'
    from generate_series(0, $2::int - 1) as i
  on conflict do nothing`;

/**
 * `count` tables of the demo merchant beyond the demo's twelve (the staff console adds none), for
 * diners to sit at; their QR code ids are `benchQrcodeId(0..count-1)`. The database must have
 * been migrated and seeded (a server process started on it once). A PGlite folder must not be
 * open in a server at the same time.
 */
export const addBenchTables = async (target: BenchDatabase, count: number): Promise<string[]> => {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(TABLE_SQL, [demoFacts.merchantId, count]);
    } finally {
      await client.end();
    }
  } else {
    const db = new PGlite(target.dataDir);
    try {
      await db.query(TABLE_SQL, [demoFacts.merchantId, count]);
    } finally {
      await db.close();
    }
  }
  return Array.from({ length: count }, (_, i) => benchQrcodeId(i));
};
