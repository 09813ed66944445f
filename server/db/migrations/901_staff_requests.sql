-- Diners asking the staff for something (issue 17): today "send me the order code". One open
-- request per table and kind: asking again counts (times, asked_at) instead of adding rows, so a
-- diner tapping the button three times is one thing for the staff to do. Acknowledged requests
-- stay, for the record.
create table staff_requests (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  table_id bigint not null references dining_tables (id),
  kind text not null check (kind in ('orderCode')),
  times integer not null default 1 check (times >= 1),
  first_asked_at timestamptz not null default now(),
  asked_at timestamptz not null default now(),
  acknowledged_at timestamptz
);
create unique index staff_requests_open on staff_requests (table_id, kind)
  where acknowledged_at is null;
create index staff_requests_merchant_open on staff_requests (merchant_id)
  where acknowledged_at is null;
