CREATE TABLE "lottery_correction_shortfalls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"correction_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"shortfall_satang" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_correction_shortfalls_member" UNIQUE("correction_id","member_id"),
	CONSTRAINT "lottery_correction_shortfalls_positive" CHECK ("lottery_correction_shortfalls"."shortfall_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_round_corrections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"correction_no" integer NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" uuid NOT NULL,
	"bills_changed" integer NOT NULL,
	"credited_satang" bigint NOT NULL,
	"debited_satang" bigint NOT NULL,
	"shortfall_satang" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_round_corrections_round_no" UNIQUE("round_id","correction_no")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_kind_has_member";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_correction_shortfalls" ADD CONSTRAINT "lottery_correction_shortfalls_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_shortfalls" ADD CONSTRAINT "lottery_correction_shortfalls_correction_id_lottery_round_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."lottery_round_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_shortfalls" ADD CONSTRAINT "lottery_correction_shortfalls_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_round_corrections" ADD CONSTRAINT "lottery_round_corrections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_round_corrections" ADD CONSTRAINT "lottery_round_corrections_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_correction_shortfalls_member_idx" ON "lottery_correction_shortfalls" USING btree ("operator_id","member_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED', 'PAID', 'REJECTED', 'ON_HOLD'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_on_hold_has_reason" CHECK ("withdrawals"."status" <> 'ON_HOLD' or "withdrawals"."hold_reason" is not null);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_receivable_not_positive" CHECK ("ledger_accounts"."kind" <> 'RECEIVABLE' or "ledger_accounts"."balance_satang" <= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance_satang" >= 0 or "ledger_accounts"."kind" = 'RECEIVABLE');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_kind_has_member" CHECK (("ledger_accounts"."kind" in ('MEMBER_WALLET', 'WITHDRAW_HOLD', 'RECEIVABLE')) = ("ledger_accounts"."member_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF'));