-- Whose points an order moved: each member who placed a round spends the round's point items
-- and earns on its money. A cancelled order gives back what it took and takes back what it gave
-- (server/orders/give-back.ts); the order document only holds the sums for all its members.
create table order_point_moves (
  order_id bigint not null,
  member_id bigint not null,
  spent integer not null default 0 check (spent >= 0),
  earned integer not null default 0 check (earned >= 0),
  primary key (order_id, member_id)
);
