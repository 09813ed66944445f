-- Tries counted in fixed windows (wrong order codes, calls to the staff, guest registrations,
-- analytics batches): in the database, so every server process sharing it counts the same tries
-- (server/limits/attempt-counter.ts). A key names its counter and who it charges.
create table attempt_windows (
  key text primary key,
  expires_at bigint not null,
  count integer not null
);
create index attempt_windows_expiry on attempt_windows (expires_at);
