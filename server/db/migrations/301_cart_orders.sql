-- Cart placement bookkeeping: which cart version a placement produced, so a diner who placed a
-- stale cart learns it was already submitted (10087) rather than merely changed (66666).
alter table carts add column placed_version integer not null default 0;
alter table carts add column placed_order_id bigint;

-- Per-merchant order serials (the number printed on tickets), handed out atomically.
create table order_serials (
  merchant_id bigint primary key references merchants (id),
  last_serial integer not null
);

-- Every member who placed a round of an order: it is in each one's order list.
create table order_participants (
  order_id bigint not null references orders (id),
  member_id bigint not null references members (id),
  primary key (order_id, member_id)
);
create index order_participants_member on order_participants (member_id);
