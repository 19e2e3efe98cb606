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
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_settings" ADD CONSTRAINT "adjustment_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_requests_status_idx" ON "adjustment_requests" USING btree ("operator_id","status","created_at");--> statement-breakpoint
CREATE INDEX "adjustment_requests_maker_idx" ON "adjustment_requests" USING btree ("operator_id","maker_id","created_at");