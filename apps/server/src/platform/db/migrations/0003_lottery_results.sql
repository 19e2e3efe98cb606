CREATE TABLE "member_password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"issued_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "member_password_resets_attempts_not_negative" CHECK ("member_password_resets"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_disabled_banks" (
	"operator_id" uuid NOT NULL,
	"bank_id" integer NOT NULL,
	"disabled_at" timestamp with time zone NOT NULL,
	"disabled_by" uuid NOT NULL,
	CONSTRAINT "operator_disabled_banks_operator_id_bank_id_pk" PRIMARY KEY("operator_id","bank_id")
);
--> statement-breakpoint
CREATE TABLE "withdraw_auto_approve_rules" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"max_amount_satang" bigint NOT NULL,
	"min_member_age_days" integer NOT NULL,
	"max_per_day" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "withdraw_auto_approve_rules_values" CHECK ("withdraw_auto_approve_rules"."max_amount_satang" > 0 and "withdraw_auto_approve_rules"."min_member_age_days" >= 0 and "withdraw_auto_approve_rules"."max_per_day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reason" text NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_adjustments_transfer" UNIQUE("transfer_id"),
	CONSTRAINT "ledger_adjustments_amount_positive" CHECK ("ledger_adjustments"."amount_satang" > 0),
	CONSTRAINT "ledger_adjustments_direction" CHECK ("ledger_adjustments"."direction" in ('CREDIT', 'DEBIT'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_by" uuid;--> statement-breakpoint
ALTER TABLE "web_configs" ADD COLUMN "banners" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_feed_secrets" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_feed_secrets" ADD COLUMN "rotated_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "auto_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_raw" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_derived" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_entered_by" uuid;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "correction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_password_resets" ADD CONSTRAINT "member_password_resets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_password_resets" ADD CONSTRAINT "member_password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_disabled_banks" ADD CONSTRAINT "operator_disabled_banks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_disabled_banks" ADD CONSTRAINT "operator_disabled_banks_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_auto_approve_rules" ADD CONSTRAINT "withdraw_auto_approve_rules_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_password_resets_member_idx" ON "member_password_resets" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_adjustments_member_idx" ON "ledger_adjustments" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "members_operator_created_idx" ON "members" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_bill_lines_round_won" ON "lottery_bill_lines" USING btree ("round_id","bill_id") WHERE "lottery_bill_lines"."win_satang" is not null;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status" CHECK ("members"."status" in ('ACTIVE', 'LOCKED'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_lock_fields" CHECK (("members"."status" = 'LOCKED') = ("members"."locked_at" is not null and "members"."lock_reason" is not null and "members"."locked_by" is not null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_auto_approved" CHECK (not "withdrawals"."auto_approved" or ("withdrawals"."approved_at" is not null and "withdrawals"."approved_by" is null));--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD CONSTRAINT "lottery_rounds_checker_not_maker" CHECK ("lottery_rounds"."result_confirmed_by" is null or "lottery_rounds"."result_confirmed_by" <> "lottery_rounds"."result_entered_by");