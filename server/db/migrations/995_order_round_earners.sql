-- Who earned points on each round of an order: the member who placed it. A staff void takes back
-- what a line's round earned from that member, not from the line's author (server/orders/give-back.ts).
create table order_round_earners (
  order_id bigint not null,
  round integer not null,
  member_id bigint not null,
  primary key (order_id, round)
);
