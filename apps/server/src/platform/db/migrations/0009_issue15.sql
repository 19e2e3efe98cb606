DROP INDEX "ledger_accounts_house_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind" ON "ledger_accounts" USING btree ("operator_id","kind","shard") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_of_house" CHECK ("ledger_accounts"."shard" = 0 or ("ledger_accounts"."member_id" is null and "ledger_accounts"."shard" > 0));