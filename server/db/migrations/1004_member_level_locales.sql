-- A member level's name in each language, as the menu's names are ({"en-US": ..., "zh-TW": ...}):
-- a diner reading Chinese was shown "Gold". A name stored before is a JSON string, shown as it is
-- in both languages (server/http/local-text.ts).
alter table members alter column member_level drop default;
alter table members alter column member_level type jsonb using to_jsonb(member_level);
alter table members alter column member_level set default '""'::jsonb;
