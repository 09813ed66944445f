-- Each merchant's menu version: every change of one of its products or categories, by the staff
-- API or by hand, counts one. A server process keeps the menu it prices carts with in memory and
-- writes a cart only while the menu version it priced with is still the database's, so a change
-- made through any process (or none) is seen by the next write (docs/decisions.md).
create table menu_versions (
  merchant_id bigint primary key,
  version bigint not null default 0
);

create function count_menu_change() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    insert into menu_versions (merchant_id, version) values (old.merchant_id, 1)
      on conflict (merchant_id) do update set version = menu_versions.version + 1;
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.merchant_id <> old.merchant_id) then
    insert into menu_versions (merchant_id, version) values (new.merchant_id, 1)
      on conflict (merchant_id) do update set version = menu_versions.version + 1;
  end if;
  return null;
end;
$$;

create trigger products_count_menu_change after insert or update or delete on products
  for each row execute function count_menu_change();
create trigger categories_count_menu_change after insert or update or delete on categories
  for each row execute function count_menu_change();
