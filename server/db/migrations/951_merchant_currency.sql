-- The currency a merchant prices in (ISO 4217), so the staff console shows money as the merchant
-- counts it (issue 17). Not in the spec's merchant info; the reference POS adds it to
-- tiny-merchant's reply, and a client of a POS without it assumes USD.
alter table merchants add column currency text not null default 'USD'
  check (currency ~ '^[A-Z]{3}$');
