CREATE TABLE "otp_send_limits" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"per_address_per_10_min" integer NOT NULL,
	"operator_per_hour" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "otp_send_limits_values" CHECK ("otp_send_limits"."per_address_per_10_min" between 1 and 1000 and "otp_send_limits"."operator_per_hour" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "bank_feed_settings" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"max_line_amount_satang" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "bank_feed_settings_values" CHECK ("bank_feed_settings"."max_line_amount_satang" > 0 and "bank_feed_settings"."max_line_amount_satang" <= 100000000000)
);
--> statement-breakpoint
CREATE TABLE "statement_line_rejections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"external_id" text NOT NULL,
	"line" text NOT NULL,
	"reason_code" integer NOT NULL,
	"reason_field" text NOT NULL,
	"reason_message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_line_rejections_operator_fingerprint" UNIQUE("operator_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "staff_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_alerts_operator_dedupe_key" UNIQUE("operator_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "staff_totp_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adjustment_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"maker_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"checker_id" uuid,
	"reject_reason" text,
	"adjustment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "adjustment_requests_amount_positive" CHECK ("adjustment_requests"."amount_satang" > 0),
	CONSTRAINT "adjustment_requests_checker_not_maker" CHECK ("adjustment_requests"."checker_id" is null or "adjustment_requests"."checker_id" <> "adjustment_requests"."maker_id"),
	CONSTRAINT "adjustment_requests_shape" CHECK (("adjustment_requests"."status" = 'PENDING' and "adjustment_requests"."checker_id" is null and "adjustment_requests"."adjustment_id" is null and "adjustment_requests"."decided_at" is null)
        or ("adjustment_requests"."status" = 'APPROVED' and "adjustment_requests"."adjustment_id" is not null)
        or ("adjustment_requests"."status" = 'REJECTED' and "adjustment_requests"."checker_id" is not null and "adjustment_requests"."adjustment_id" is null and "adjustment_requests"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "adjustment_settings" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"approval_threshold_satang" bigint NOT NULL,
	"daily_cap_satang" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "adjustment_settings_values" CHECK ("adjustment_settings"."approval_threshold_satang" > 0 and "adjustment_settings"."daily_cap_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_kind_has_member";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_send_limits" ADD CONSTRAINT "otp_send_limits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_shortfalls" ADD CONSTRAINT "lottery_correction_shortfalls_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_shortfalls" ADD CONSTRAINT "lottery_correction_shortfalls_correction_id_lottery_round_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."lottery_round_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_shortfalls" ADD CONSTRAINT "lottery_correction_shortfalls_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_round_corrections" ADD CONSTRAINT "lottery_round_corrections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_round_corrections" ADD CONSTRAINT "lottery_round_corrections_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_settings" ADD CONSTRAINT "bank_feed_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_line_rejections" ADD CONSTRAINT "statement_line_rejections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_failures" ADD CONSTRAINT "staff_totp_failures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_failures" ADD CONSTRAINT "staff_totp_failures_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_settings" ADD CONSTRAINT "adjustment_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_sends_operator_created_idx" ON "otp_sends" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_operator_ip_created_idx" ON "otp_sends" USING btree ("operator_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "lottery_correction_shortfalls_member_idx" ON "lottery_correction_shortfalls" USING btree ("operator_id","member_id");--> statement-breakpoint
CREATE INDEX "statement_line_rejections_operator_created_idx" ON "statement_line_rejections" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_alerts_operator_created_idx" ON "staff_alerts" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_totp_failures_staff_idx" ON "staff_totp_failures" USING btree ("operator_id","staff_id","created_at");--> statement-breakpoint
CREATE INDEX "adjustment_requests_status_idx" ON "adjustment_requests" USING btree ("operator_id","status","created_at");--> statement-breakpoint
CREATE INDEX "adjustment_requests_maker_idx" ON "adjustment_requests" USING btree ("operator_id","maker_id","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED', 'PAID', 'REJECTED', 'ON_HOLD'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_on_hold_has_reason" CHECK ("withdrawals"."status" <> 'ON_HOLD' or "withdrawals"."hold_reason" is not null);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_receivable_not_positive" CHECK ("ledger_accounts"."kind" <> 'RECEIVABLE' or "ledger_accounts"."balance_satang" <= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance_satang" >= 0 or "ledger_accounts"."kind" = 'RECEIVABLE');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_kind_has_member" CHECK (("ledger_accounts"."kind" in ('MEMBER_WALLET', 'WITHDRAW_HOLD', 'RECEIVABLE')) = ("ledger_accounts"."member_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF'));