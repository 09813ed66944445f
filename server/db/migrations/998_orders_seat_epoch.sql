-- The table session an order was placed in (dining_tables.seat_epoch then): a diner seated in that
-- session still sees it once the staff complete it, where before the detail turned into "order not
-- found" the moment it was paid; a later party's seats see nothing of it (server/orders/queries.ts).
-- Orders placed before this column are shown as before: while open only.
alter table orders add column seat_epoch integer;
