-- Wrong guesses at a one-time code from an address other than the one that asked for it, counted
-- apart: a stranger who knows the phone number can no longer use up the owner's tries and keep
-- them from logging in, and the code still dies after a few of each (server/members/otp-check.ts).
alter table otp_codes add column stranger_attempts integer not null default 0;
