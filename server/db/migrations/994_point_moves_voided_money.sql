-- The money staff voids took off the order for each member who earned on it: points are taken
-- back on the sum of the voids, not rounded down void by void, so twenty small voids take back
-- what one large one would (server/orders/give-back.ts).
alter table order_point_moves
  add column voided_money numeric(12, 2) not null default 0 check (voided_money >= 0);
