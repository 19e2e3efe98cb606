ALTER TABLE "lottery_rounds" ADD COLUMN "result_raw" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_derived" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_entered_by" uuid;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "result_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD COLUMN "correction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD CONSTRAINT "lottery_rounds_checker_not_maker" CHECK ("lottery_rounds"."result_confirmed_by" is null or "lottery_rounds"."result_confirmed_by" <> "lottery_rounds"."result_entered_by");