import { cartMigrations } from './cart/migrations.ts';
import { liveMigrations } from './live/migrations.ts';
import type { Migration } from './migration.ts';

/**
 * Every older version of an event that a log may hold, each with its step to the next
 * (docs/events.md). A version is never removed: logs recorded with it would stop reading.
 */
export const eventMigrations: readonly Migration[] = [...cartMigrations, ...liveMigrations];
