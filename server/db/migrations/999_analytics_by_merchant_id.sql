-- A merchant's analytics lines newest first by id: the retention sweep keeps a merchant's newest
-- 50,000 (server/analytics/retention.ts) and would otherwise read every merchant's lines to find
-- where they start.
create index analytics_events_merchant_id on analytics_events (merchant_id, id desc);
