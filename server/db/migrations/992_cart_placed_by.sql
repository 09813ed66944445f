-- Who placed the table's last round (the seat's diner id): the same placement sent again (a
-- retry after a lost reply) gets that order back, but another diner who tapped at the same
-- moment is told the order was already submitted (10087), not that they submitted it.
alter table carts add column placed_by text;
