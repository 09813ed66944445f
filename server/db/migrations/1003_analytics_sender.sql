-- Who sent a line, as a keyed hash of the sending address (never the address itself): the staff
-- can tell one sender's lines from the rest, and the retention sweep keeps a sender to a share of
-- a merchant's lines, so one address cannot flush everybody else's (server/analytics/).
alter table analytics_events add column sender text;
create index analytics_events_sender on analytics_events (merchant_id, sender, id desc);
