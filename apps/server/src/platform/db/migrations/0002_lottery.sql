CREATE TABLE "lottery_bill_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bill_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"stake_satang" bigint NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"liability_satang" bigint NOT NULL,
	"win_satang" bigint,
	CONSTRAINT "lottery_bill_lines_bill_index" UNIQUE("bill_id","line_index"),
	CONSTRAINT "lottery_bill_lines_stake_positive" CHECK ("lottery_bill_lines"."stake_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"bill_no" text NOT NULL,
	"total_satang" bigint NOT NULL,
	"total_win_satang" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "lottery_bills_operator_bill_no" UNIQUE("operator_id","bill_no"),
	CONSTRAINT "lottery_bills_operator_member_key" UNIQUE("operator_id","member_id","idempotency_key"),
	CONSTRAINT "lottery_bills_total_positive" CHECK ("lottery_bills"."total_satang" > 0),
	CONSTRAINT "lottery_bills_status" CHECK ("lottery_bills"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "lottery_draw_dates" (
	"product_id" uuid NOT NULL,
	"draw_date" date NOT NULL,
	CONSTRAINT "lottery_draw_dates_pk" PRIMARY KEY("product_id","draw_date")
);
--> statement-breakpoint
CREATE TABLE "lottery_holidays" (
	"product_id" uuid NOT NULL,
	"holiday" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "lottery_holidays_pk" PRIMARY KEY("product_id","holiday")
);
--> statement-breakpoint
CREATE TABLE "lottery_product_bet_types" (
	"product_id" uuid NOT NULL,
	"bet_type" text NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"min_stake_satang" bigint NOT NULL,
	"max_stake_satang" bigint NOT NULL,
	"member_max_satang" bigint NOT NULL,
	"liability_cap_satang" bigint NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_product_bet_types_pk" PRIMARY KEY("product_id","bet_type"),
	CONSTRAINT "lottery_product_bet_types_rate_positive" CHECK ("lottery_product_bet_types"."rate" > 0),
	CONSTRAINT "lottery_product_bet_types_limits" CHECK ("lottery_product_bet_types"."min_stake_satang" > 0 and "lottery_product_bet_types"."max_stake_satang" >= "lottery_product_bet_types"."min_stake_satang" and "lottery_product_bet_types"."member_max_satang" >= "lottery_product_bet_types"."max_stake_satang" and "lottery_product_bet_types"."liability_cap_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"result_format" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"schedule" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_products_operator_code" UNIQUE("operator_id","code")
);
--> statement-breakpoint
CREATE TABLE "lottery_round_exposure" (
	"round_id" uuid NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"stake_satang" bigint DEFAULT 0 NOT NULL,
	"liability_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_round_exposure_pk" PRIMARY KEY("round_id","bet_type","number"),
	CONSTRAINT "lottery_round_exposure_non_negative" CHECK ("lottery_round_exposure"."stake_satang" >= 0 and "lottery_round_exposure"."liability_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_round_number_rules" (
	"round_id" uuid NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"reduced_rate" numeric(12, 4),
	CONSTRAINT "lottery_round_number_rules_pk" PRIMARY KEY("round_id","bet_type","number"),
	CONSTRAINT "lottery_round_number_rules_reduced_has_rate" CHECK (("lottery_round_number_rules"."kind" = 'REDUCED') = ("lottery_round_number_rules"."reduced_rate" is not null) and ("lottery_round_number_rules"."reduced_rate" is null or "lottery_round_number_rules"."reduced_rate" > 0))
);
--> statement-breakpoint
CREATE TABLE "lottery_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"round_code" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_rounds_operator_code" UNIQUE("operator_id","round_code"),
	CONSTRAINT "lottery_rounds_open_before_close" CHECK ("lottery_rounds"."open_at" < "lottery_rounds"."close_at")
);
--> statement-breakpoint
ALTER TABLE "lottery_bill_lines" ADD CONSTRAINT "lottery_bill_lines_bill_id_lottery_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."lottery_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bill_lines" ADD CONSTRAINT "lottery_bill_lines_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bill_lines" ADD CONSTRAINT "lottery_bill_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bills" ADD CONSTRAINT "lottery_bills_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bills" ADD CONSTRAINT "lottery_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bills" ADD CONSTRAINT "lottery_bills_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draw_dates" ADD CONSTRAINT "lottery_draw_dates_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_holidays" ADD CONSTRAINT "lottery_holidays_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_product_bet_types" ADD CONSTRAINT "lottery_product_bet_types_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_products" ADD CONSTRAINT "lottery_products_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_round_exposure" ADD CONSTRAINT "lottery_round_exposure_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_round_number_rules" ADD CONSTRAINT "lottery_round_number_rules_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD CONSTRAINT "lottery_rounds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_rounds" ADD CONSTRAINT "lottery_rounds_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bill_lines_round_member_number" ON "lottery_bill_lines" USING btree ("round_id","member_id","bet_type","number");--> statement-breakpoint
CREATE INDEX "lottery_bills_member_status_created" ON "lottery_bills" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "lottery_bills_round" ON "lottery_bills" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "lottery_rounds_status_times" ON "lottery_rounds" USING btree ("status","open_at","close_at");--> statement-breakpoint
CREATE INDEX "lottery_rounds_product_close" ON "lottery_rounds" USING btree ("product_id","close_at");