-- Staff API bearer tokens, one merchant each. Only the SHA-256 of a token is kept, so a copy of
-- the database hands out no working token. (The demo keeps its printed token in server_settings,
-- see server/staff/demo-token.ts.)
create table staff_tokens (
  token_hash text primary key,
  merchant_id bigint not null references merchants (id),
  label text not null default '',
  created_at timestamptz not null default now()
);
create index staff_tokens_merchant on staff_tokens (merchant_id);
