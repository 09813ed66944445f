import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrated. */
export const openDatabase = async (
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> => {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  await migrate(db);
  return db;
};
