-- The seat a login code was asked for from, when the call carried one of the table's current
-- session: a restaurant's diners share one address on its Wi-Fi, so the sends of seated diners
-- are counted by seat and by address at the table (server/members/otp-limits.ts), not by the
-- address alone. Ids as text: a seat's table id may be longer than a bigint holds.
alter table otp_codes add column table_id text, add column diner_id text;
