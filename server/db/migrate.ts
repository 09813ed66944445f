import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = join(import.meta.dirname, 'migrations');
// Any fixed number: every server process takes this lock, so two starting at once migrate once.
const MIGRATION_LOCK = 704_213;

/** The number a migration's name starts with (`997_x.sql` is 997); names without one come last. */
const numberOf = (name: string): number => Number(/^\d+/.exec(name)?.[0] ?? Infinity);

/**
 * Migration names in the order they apply: by their leading number, so `1000_x.sql` follows
 * `999_x.sql` (as text it would sort before `101_x.sql`), then by name.
 */
export const migrationOrder = (names: readonly string[]): string[] =>
  [...names].sort((a, b) => numberOf(a) - numberOf(b) || (a < b ? -1 : a > b ? 1 : 0));

/** Applies the SQL files of migrations/ not yet applied, in order, each in a transaction. */
export const migrate = async (db: Database): Promise<string[]> => {
  const files = migrationOrder(
    (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')),
  );
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map(
        (row) => row.name,
      ),
    );
    const applied: string[] = [];
    for (const name of files.filter((file) => !done.has(file))) {
      await tx.exec(await readFile(join(migrationsDir, name), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
};
