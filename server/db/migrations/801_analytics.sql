-- The behaviour-monitoring service of spec §7 (issue 15 item 14): analytics events and
-- behaviour-log lines the web app sends in batches. Public input: every field is bounded by the
-- route (server/analytics/), property values that look like secrets are redacted before storing.
create table analytics_events (
  id bigserial primary key,
  merchant_id bigint references merchants (id),
  kind text not null check (kind in ('event', 'behaviour')),
  key text not null check (char_length(key) between 1 and 255),
  payload jsonb not null,
  received_at timestamptz not null default now()
);
create index analytics_events_merchant_received on analytics_events (merchant_id, received_at desc);
