-- When a coupon was used (issue 15 item 13): the Used coupons list says when and on which order,
-- so two coupons of the same kind can be told apart. Coupons used before this column existed
-- take their order's creation time.
alter table user_coupons add column used_at timestamptz;
update user_coupons uc set used_at = o.created_at
  from orders o
 where uc.state = 1 and uc.used_at is null and o.id = uc.used_order_id;
