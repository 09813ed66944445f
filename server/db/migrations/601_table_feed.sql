-- The table feed (docs/live-hub.md): every committed change of a table counts one live_version,
-- which the server's live messages carry, so a diner's screen can tell it missed one.
alter table carts add column live_version bigint not null default 0;
-- Per diner, the row_version that last changed their entry (removals too): a write based on an
-- older version still applies when the writer's own entry has not changed since.
alter table carts add column entry_versions jsonb not null default '{}'::jsonb;
-- The row_version that last emptied every entry at once (a placement, a staff clear).
alter table carts add column reset_version integer not null default 0;
