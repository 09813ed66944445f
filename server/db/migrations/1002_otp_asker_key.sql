-- Who asked for a code: the hash of a secret handed back to the client that asked (the send
-- call's `codeRequest`), not its address. A restaurant's diners share one address on its Wi-Fi,
-- so by address any of them was the asker and could use up the owner's tries. Codes sent before
-- this have none and are still told by address (server/members/otp-check.ts).
alter table otp_codes add column asker_key text;
