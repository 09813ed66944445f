-- Every round placed is written down, with no member when it earned nobody anything (a visitor's,
-- a guest's): a void of its lines then takes points from nobody, where before a round with no row
-- looked like one placed before rounds were kept (server/orders/give-back.ts).
alter table order_round_earners alter column member_id drop not null;
