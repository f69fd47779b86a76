-- Stripe event ids applied before the webhook intake existed, so a redelivery of one (Stripe retries
-- for three days) is still recognised. `app:` rows are the app's own markers and stay where they are.
INSERT INTO "webhook_events" ("provider", "event_id", "type", "received_at")
SELECT 'stripe', "id", "type", "processed_at" FROM "stripe_events" WHERE "id" LIKE 'evt\_%'
ON CONFLICT DO NOTHING;
