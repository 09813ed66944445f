-- Seats (docs/security.md): a table session that a table clear or an order-code rotation ends,
-- and how many seats it has handed out, which bounds the diners its cart may hold.
alter table dining_tables add column seat_epoch integer not null default 0;
alter table dining_tables add column seats_issued integer not null default 0;

-- QR code ids that were counted (1, 2, 3 …) become 60 random bits, so nobody finds a table by
-- trying numbers. The staff console prints the new codes; old printed ones stop working.
update dining_tables
   set qrcode_id = 1000000000000000 + ('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint
 where qrcode_id < 1000000000000;
