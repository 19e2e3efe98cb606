CREATE TABLE "lottery_line_wins" (
	"round_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"bet_type" text NOT NULL,
	"win_satang" bigint NOT NULL,
	CONSTRAINT "lottery_line_wins_pk" PRIMARY KEY("round_id","bill_id","line_id"),
	CONSTRAINT "lottery_line_wins_win_not_negative" CHECK ("lottery_line_wins"."win_satang" >= 0)
);
--> statement-breakpoint
DROP INDEX "lottery_bill_lines_round_won";--> statement-breakpoint
DROP INDEX "ledger_accounts_house_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind" ON "ledger_accounts" USING btree ("operator_id","kind","shard") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
INSERT INTO "lottery_line_wins" ("round_id", "bill_id", "line_id", "bet_type", "win_satang")
SELECT "round_id", "bill_id", "id", "bet_type", "win_satang" FROM "lottery_bill_lines" WHERE "win_satang" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "lottery_bill_lines" DROP COLUMN "win_satang";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_of_house" CHECK ("ledger_accounts"."shard" = 0 or ("ledger_accounts"."member_id" is null and "ledger_accounts"."shard" > 0));