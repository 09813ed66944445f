-- Points a staff void took back from a member whose balance had already spent them: owed to the
-- order, settled from what the order gives back later (a voided point item's refund, a cancel),
-- so a void never turns into points from nothing (server/orders/give-back.ts).
alter table order_point_moves add column unpaid integer not null default 0 check (unpaid >= 0);
