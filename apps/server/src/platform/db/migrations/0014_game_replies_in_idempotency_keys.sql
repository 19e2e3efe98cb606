-- The game wallet's stored replies join the site's one idempotency store (idempotency_keys), keyed
-- (operator, 'game:' || provider || ':' || endpoint, request id) with the wallet's fixed request
-- hash and the reply as { data }: a provider retrying a request answered before this migration
-- still gets the same reply.
INSERT INTO "idempotency_keys" ("operator_id", "caller", "key", "request_hash", "response_status", "response_body", "created_at")
SELECT p."operator_id", 'game:' || r."provider_id"::text || ':' || r."endpoint", r."request_id", 'game-wallet-request', 200,
       jsonb_build_object('data', r."reply"), r."created_at"
FROM "game_wallet_replies" r
JOIN "game_providers" p ON p."id" = r."provider_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "game_wallet_replies" CASCADE;
