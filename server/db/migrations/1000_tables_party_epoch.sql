-- The table session the current party started in: a staff clear (the party has gone) moves it to
-- the new session, an order-code rotation or a new QR code (the party stays, renewing its seats)
-- does not. A seat sees the table's orders placed since (server/orders/queries.ts), so a party
-- still sees its completed order after the staff rotated the code.
alter table dining_tables add column party_epoch integer not null default 0;
