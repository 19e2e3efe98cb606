CREATE TABLE "payout_accounts" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'opn' NOT NULL,
	"source" text NOT NULL,
	"base_url" text NOT NULL,
	"secret_key_enc" text NOT NULL,
	"secret_key_hint" text NOT NULL,
	"webhook_secret_enc" text NOT NULL,
	"webhook_secret_hint" text NOT NULL,
	"auto_send_enabled" boolean DEFAULT true NOT NULL,
	"daily_cap_satang" bigint NOT NULL,
	"credentials_rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_daily_cap_positive" CHECK ("payout_accounts"."daily_cap_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_provider_events" (
	"operator_id" uuid NOT NULL,
	"provider_event_id" text NOT NULL,
	"key" text NOT NULL,
	"object_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_provider_events_operator_id_provider_event_id_pk" PRIMARY KEY("operator_id","provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "payout_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_account_key" text NOT NULL,
	"provider_recipient_id" text,
	"state" text NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_recipients_member_account" UNIQUE("operator_id","member_id","bank_account_key")
);
--> statement-breakpoint
CREATE TABLE "payout_reconciliation_issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"withdrawal_id" uuid,
	"provider_transfer_id" text,
	"facts" jsonb NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "payout_reconciliation_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"provider_transfers" integer DEFAULT 0 NOT NULL,
	"issues_found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"recipient_id" uuid NOT NULL,
	"provider_transfer_id" text,
	"state" text NOT NULL,
	"automatic" boolean NOT NULL,
	"requested_by" uuid,
	"failure_code" text,
	"failure_reason" text,
	"calls" integer DEFAULT 0 NOT NULL,
	"last_call_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_transfers_withdrawal_attempt" UNIQUE("withdrawal_id","attempt"),
	CONSTRAINT "payout_transfers_idempotency_key" UNIQUE("operator_id","idempotency_key"),
	CONSTRAINT "payout_transfers_amount_positive" CHECK ("payout_transfers"."amount_satang" > 0),
	CONSTRAINT "payout_transfers_attempt_positive" CHECK ("payout_transfers"."attempt" >= 1),
	CONSTRAINT "payout_transfers_sent_has_provider_id" CHECK ("payout_transfers"."state" in ('CREATING', 'FAILED') or "payout_transfers"."provider_transfer_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "wait_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_provider_events" ADD CONSTRAINT "payout_provider_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_recipients" ADD CONSTRAINT "payout_recipients_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_recipients" ADD CONSTRAINT "payout_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reconciliation_issues" ADD CONSTRAINT "payout_reconciliation_issues_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reconciliation_issues" ADD CONSTRAINT "payout_reconciliation_issues_run_id_payout_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reconciliation_issues" ADD CONSTRAINT "payout_reconciliation_issues_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reconciliation_runs" ADD CONSTRAINT "payout_reconciliation_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_recipient_id_payout_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."payout_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_recipients_provider_id" ON "payout_recipients" USING btree ("operator_id","provider_recipient_id") WHERE "payout_recipients"."provider_recipient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_reconciliation_issues_open" ON "payout_reconciliation_issues" USING btree ("operator_id","kind","subject_key") WHERE "payout_reconciliation_issues"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payout_reconciliation_issues_idx" ON "payout_reconciliation_issues" USING btree ("operator_id","found_at");--> statement-breakpoint
CREATE INDEX "payout_reconciliation_runs_idx" ON "payout_reconciliation_runs" USING btree ("operator_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_provider_id" ON "payout_transfers" USING btree ("operator_id","provider_transfer_id") WHERE "payout_transfers"."provider_transfer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_one_live" ON "payout_transfers" USING btree ("withdrawal_id") WHERE "payout_transfers"."state" <> 'FAILED';--> statement-breakpoint
CREATE INDEX "payout_transfers_open_idx" ON "payout_transfers" USING btree ("operator_id","state","updated_at") WHERE "payout_transfers"."state" in ('CREATING', 'SENT');--> statement-breakpoint
CREATE INDEX "payout_transfers_day_idx" ON "payout_transfers" USING btree ("operator_id","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED', 'SENDING', 'PAID', 'FAILED', 'REJECTED', 'ON_HOLD'));
