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
ALTER TABLE "otp_send_limits" ADD CONSTRAINT "otp_send_limits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_settings" ADD CONSTRAINT "bank_feed_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_line_rejections" ADD CONSTRAINT "statement_line_rejections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_failures" ADD CONSTRAINT "staff_totp_failures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_failures" ADD CONSTRAINT "staff_totp_failures_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_sends_operator_created_idx" ON "otp_sends" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_operator_ip_created_idx" ON "otp_sends" USING btree ("operator_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "statement_line_rejections_operator_created_idx" ON "statement_line_rejections" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_alerts_operator_created_idx" ON "staff_alerts" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_totp_failures_staff_idx" ON "staff_totp_failures" USING btree ("operator_id","staff_id","created_at");