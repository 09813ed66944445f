-- The reference POS schema. Money is numeric(12,2); ids are bigint drawn from one sequence that
-- starts beyond 2^53 on purpose, so every client must keep 64-bit ids exact.

create sequence entity_ids start with 1900000000000000001;

create table server_settings (
  key text primary key,
  value text not null
);

create table merchants (
  id bigint primary key,
  short_name jsonb not null,            -- {"en-US": "...", "zh-TW": "..."}
  description jsonb not null,
  image text not null default '',
  server_mode smallint not null default 0,  -- 0 cloud, 1 local
  settings jsonb not null default '{}'  -- {"18001": "true", ...}: setting enum id -> value
);

create table dining_tables (
  id bigint primary key,
  merchant_id bigint not null references merchants (id),
  name text not null,
  qrcode_id bigint not null unique,
  order_code text not null,
  available boolean not null default true,
  sort integer not null default 0
);
create index dining_tables_merchant on dining_tables (merchant_id);

create table categories (
  id bigint primary key,
  merchant_id bigint not null references merchants (id),
  menu_id bigint not null,
  name jsonb not null,
  sort integer not null
);

create table products (
  id bigint primary key,
  merchant_id bigint not null references merchants (id),
  category_id bigint not null references categories (id),
  name jsonb not null,
  description jsonb not null,
  price numeric(12, 2) not null check (price >= 0),
  image text not null default '',
  mode smallint not null default 0,              -- ItemMode
  sales_unit_type smallint not null default 0,   -- SalesUnitType
  sales_unit_factors jsonb not null default '[]',
  points_price integer not null default 0,
  is_tax_free boolean not null default false,
  sold_out boolean not null default false,
  off_shelf boolean not null default false,
  modifier_groups jsonb not null default '[]',   -- [{id, name, min, max, options: [{modifierProductId, name, price}]}]
  condiments jsonb not null default '[]',        -- [{id, name, price}]
  sort integer not null,
  search_text text not null default ''           -- lower-cased names and descriptions in every locale
);
create index products_merchant on products (merchant_id, category_id);

create table members (
  id bigint primary key,
  merchant_id bigint not null references merchants (id),
  phone text,                                     -- null for a registered guest
  first_name text not null default '',
  last_name text not null default '',
  mail text not null default '',
  birthday integer,                               -- month * 100 + day
  language_preference text not null default 'en-US',
  registration_state smallint not null default 1, -- 0 unregistered (guest), 1 registered
  status smallint not null default 1,
  points integer not null default 0 check (points >= 0),
  growth integer not null default 0,
  member_level text not null default '',
  level_expiration_time timestamptz,
  points_rate numeric(8, 2) not null default 1,
  is_sub_promotion boolean not null default false,
  avatar text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, phone)
);

create table member_tokens (
  token text primary key,
  member_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table otp_codes (
  id bigint primary key,
  merchant_id bigint not null,
  phone text not null,
  code text not null,
  ip text not null,
  sent_at timestamptz not null default now(),
  used_at timestamptz
);
create index otp_codes_phone on otp_codes (phone, sent_at);
create index otp_codes_ip on otp_codes (ip, sent_at);

create table coupons (
  id bigint primary key,
  merchant_id bigint not null references merchants (id),
  name jsonb not null,
  coupon_type smallint not null default 0,
  discount_type smallint not null,                -- 0 amount off, 1 percent off
  discount_value numeric(12, 2) not null,
  threshold_amount numeric(12, 2) not null default 0,
  max_discount_amount numeric(12, 2) not null default 0  -- 0: no cap
);

create table user_coupons (
  id bigint primary key,
  coupon_id bigint not null references coupons (id),
  member_id bigint not null references members (id),
  state smallint not null default 0,              -- 0 available, 1 used, 2 expired
  valid_until timestamptz not null,
  used_order_id bigint
);
create index user_coupons_member on user_coupons (member_id, state);

-- One shared cart per table: every diner's lines in user_carts (the spec's userCarts).
create table carts (
  table_id bigint primary key references dining_tables (id),
  merchant_id bigint not null references merchants (id),
  row_version integer not null default 0,
  last_operate_time bigint not null default 0,   -- epoch ms
  guests integer not null default 1,
  order_type text,
  user_carts jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

create table orders (
  id bigint primary key,
  merchant_id bigint not null references merchants (id),
  table_id bigint references dining_tables (id),
  member_id bigint references members (id),
  status smallint not null default 0,
  payment_status smallint not null default 0,
  send_status smallint not null default 0,
  row_version integer not null default 0,
  document jsonb not null,                        -- the Order as the API returns it
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_table_active on orders (table_id) where status = 0;
create index orders_member on orders (member_id, created_at desc);
