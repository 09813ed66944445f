-- Wrong guesses per one-time code: after a few the code is dead (brute-force guard, members slice).
alter table otp_codes add column attempts integer not null default 0;
create index otp_codes_merchant_phone on otp_codes (merchant_id, phone, sent_at desc);
