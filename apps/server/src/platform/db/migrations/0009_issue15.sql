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
INSERT INTO "lottery_line_wins" ("round_id", "bill_id", "line_id", "bet_type", "win_satang")
SELECT "round_id", "bill_id", "id", "bet_type", "win_satang" FROM "lottery_bill_lines" WHERE "win_satang" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "lottery_bill_lines" DROP COLUMN "win_satang";