CREATE TABLE "blog_articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_url" text,
	"body_markdown" text NOT NULL,
	"published" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_articles_operator_slug" UNIQUE("operator_id","slug"),
	CONSTRAINT "blog_articles_published_at" CHECK (not "blog_articles"."published" or "blog_articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "coupon_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"value_satang" bigint NOT NULL,
	"multiplier_tenths" integer NOT NULL,
	"base" text NOT NULL,
	"max_stake_satang" bigint NOT NULL,
	"new_members_only" boolean NOT NULL,
	"new_member_days" integer NOT NULL,
	"min_deposit_in_window_satang" bigint,
	"deposit_window_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"enabled" boolean NOT NULL,
	"codes_issued_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_campaigns_remaining" CHECK ("coupon_campaigns"."remaining" >= 0 and "coupon_campaigns"."remaining" <= "coupon_campaigns"."quantity"),
	CONSTRAINT "coupon_campaigns_multiplier" CHECK ("coupon_campaigns"."multiplier_tenths" between 10 and 100),
	CONSTRAINT "coupon_campaigns_amounts" CHECK ("coupon_campaigns"."value_satang" > 0 and "coupon_campaigns"."max_stake_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"condition_id" uuid,
	CONSTRAINT "coupon_codes_operator_hash" UNIQUE("operator_id","code_hash"),
	CONSTRAINT "coupon_codes_campaign_member" UNIQUE("campaign_id","redeemed_by"),
	CONSTRAINT "coupon_codes_redeemed" CHECK (("coupon_codes"."redeemed_by" is null) = ("coupon_codes"."redeemed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "coupon_redeem_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_deposit_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"promotion_name" text NOT NULL,
	"deposit_id" text NOT NULL,
	"deposit_satang" bigint NOT NULL,
	"granted" boolean NOT NULL,
	"condition_id" uuid,
	"bonus_satang" bigint NOT NULL,
	"target_satang" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_deposit_results_deposit" UNIQUE("operator_id","deposit_id"),
	CONSTRAINT "promotion_deposit_results_outcome" CHECK ("promotion_deposit_results"."granted" = ("promotion_deposit_results"."condition_id" is not null) and "promotion_deposit_results"."granted" = ("promotion_deposit_results"."reason" is null)
        and "promotion_deposit_results"."bonus_satang" >= 0 and "promotion_deposit_results"."target_satang" >= 0 and "promotion_deposit_results"."deposit_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"condition_id" uuid,
	"kind" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_history_kind" CHECK ("bonus_history"."kind" in ('GRANTED', 'CONVERTED', 'FORFEITED', 'CANCELLED', 'CLOSED_SMALL_BALANCE')),
	CONSTRAINT "bonus_history_amount" CHECK ("bonus_history"."amount_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_selections" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"promotion_id" uuid,
	"selected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"banner_url" text,
	"kind" text NOT NULL,
	"period_days" integer,
	"bonus_percent" integer,
	"bonus_cap_satang" bigint,
	"fixed_bonus_satang" bigint,
	"min_deposit_satang" bigint NOT NULL,
	"multiplier_tenths" integer NOT NULL,
	"base" text NOT NULL,
	"category_weights" jsonb NOT NULL,
	"max_stake_satang" bigint NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"enabled" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_multiplier" CHECK ("promotions"."multiplier_tenths" between 10 and 100),
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('FIRST_DEPOSIT_OF_DAY', 'NEW_MEMBER', 'EVERY_DEPOSIT', 'ONCE_PER_PERIOD')),
	CONSTRAINT "promotions_base" CHECK ("promotions"."base" in ('BONUS', 'DEPOSIT_PLUS_BONUS')),
	CONSTRAINT "promotions_bonus_shape" CHECK (("promotions"."bonus_percent" is null) <> ("promotions"."fixed_bonus_satang" is null)
        and ("promotions"."bonus_percent" is null or "promotions"."bonus_percent" between 1 and 200)
        and ("promotions"."fixed_bonus_satang" is null or "promotions"."fixed_bonus_satang" > 0)
        and ("promotions"."bonus_cap_satang" is null or "promotions"."bonus_cap_satang" > 0)),
	CONSTRAINT "promotions_period" CHECK (("promotions"."kind" = 'ONCE_PER_PERIOD') = ("promotions"."period_days" is not null)),
	CONSTRAINT "promotions_amounts" CHECK ("promotions"."min_deposit_satang" >= 0 and "promotions"."max_stake_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "wagering_conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"promotion_id" uuid,
	"source_ref" text,
	"period_key" text,
	"name" text NOT NULL,
	"bonus_satang" bigint NOT NULL,
	"deposit_satang" bigint NOT NULL,
	"deposit_ref" text,
	"target_satang" bigint NOT NULL,
	"turnover_satang" bigint DEFAULT 0 NOT NULL,
	"category_weights" jsonb NOT NULL,
	"max_stake_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"closed_by" uuid,
	"converted_satang" bigint DEFAULT 0 NOT NULL,
	"forfeited_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wagering_conditions_status" CHECK ("wagering_conditions"."status" in ('OPEN', 'COMPLETED', 'FORFEITED', 'CANCELLED', 'CLOSED_SMALL_BALANCE')),
	CONSTRAINT "wagering_conditions_source" CHECK ("wagering_conditions"."source" in ('PROMOTION', 'COUPON', 'CASHBACK', 'REFERRAL', 'VIP', 'MISSION')),
	CONSTRAINT "wagering_conditions_amounts" CHECK ("wagering_conditions"."bonus_satang" >= 0 and "wagering_conditions"."deposit_satang" >= 0 and "wagering_conditions"."target_satang" > 0
        and "wagering_conditions"."turnover_satang" >= 0 and "wagering_conditions"."max_stake_satang" > 0
        and "wagering_conditions"."converted_satang" >= 0 and "wagering_conditions"."forfeited_satang" >= 0),
	CONSTRAINT "wagering_conditions_closed" CHECK (("wagering_conditions"."status" = 'OPEN') = ("wagering_conditions"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "wagering_contributions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"condition_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"category" text NOT NULL,
	"stake_satang" bigint NOT NULL,
	"counted_satang" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wagering_contributions_condition_source" UNIQUE("condition_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"operator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"member_id" uuid,
	"subject_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_operator_dedupe" UNIQUE("operator_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"last_txid" bigint DEFAULT 0 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_kind_has_member";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "lottery_bills" ADD COLUMN "bonus_stake_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_bills" ADD COLUMN "stake_by_bet_type" jsonb;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_redeemed_by_members_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redeem_failures" ADD CONSTRAINT "coupon_redeem_failures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redeem_failures" ADD CONSTRAINT "coupon_redeem_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_deposit_results" ADD CONSTRAINT "promotion_deposit_results_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_deposit_results" ADD CONSTRAINT "promotion_deposit_results_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_deposit_results" ADD CONSTRAINT "promotion_deposit_results_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_deposit_results" ADD CONSTRAINT "promotion_deposit_results_condition_id_wagering_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."wagering_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_history" ADD CONSTRAINT "bonus_history_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_history" ADD CONSTRAINT "bonus_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_history" ADD CONSTRAINT "bonus_history_condition_id_wagering_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."wagering_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_selections" ADD CONSTRAINT "promotion_selections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_selections" ADD CONSTRAINT "promotion_selections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_selections" ADD CONSTRAINT "promotion_selections_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_contributions" ADD CONSTRAINT "wagering_contributions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_contributions" ADD CONSTRAINT "wagering_contributions_condition_id_wagering_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."wagering_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_contributions" ADD CONSTRAINT "wagering_contributions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_published" ON "blog_articles" USING btree ("operator_id","published","published_at");--> statement-breakpoint
CREATE INDEX "coupon_campaigns_operator_created" ON "coupon_campaigns" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_redeem_failures_member" ON "coupon_redeem_failures" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_redeem_failures_ip" ON "coupon_redeem_failures" USING btree ("operator_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "promotion_deposit_results_member" ON "promotion_deposit_results" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_history_member" ON "bonus_history" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotions_operator_order" ON "promotions" USING btree ("operator_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "wagering_conditions_promotion_period" ON "wagering_conditions" USING btree ("operator_id","member_id","promotion_id","period_key") WHERE "wagering_conditions"."promotion_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wagering_conditions_source_ref" ON "wagering_conditions" USING btree ("operator_id","source","source_ref") WHERE "wagering_conditions"."source_ref" is not null;--> statement-breakpoint
CREATE INDEX "wagering_conditions_member_status" ON "wagering_conditions" USING btree ("operator_id","member_id","status","started_at");--> statement-breakpoint
CREATE INDEX "wagering_conditions_promotion" ON "wagering_conditions" USING btree ("operator_id","promotion_id");--> statement-breakpoint
CREATE INDEX "wagering_contributions_source" ON "wagering_contributions" USING btree ("operator_id","source_key");--> statement-breakpoint
CREATE INDEX "domain_events_position" ON "domain_events" USING btree ("txid","id");--> statement-breakpoint
CREATE INDEX "domain_events_member" ON "domain_events" USING btree ("operator_id","member_id","type","occurred_at");--> statement-breakpoint
ALTER TABLE "lottery_bills" ADD CONSTRAINT "lottery_bills_bonus_stake" CHECK ("lottery_bills"."bonus_stake_satang" >= 0 and "lottery_bills"."bonus_stake_satang" <= "lottery_bills"."total_satang");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_kind_has_member" CHECK (("ledger_accounts"."kind" in ('MEMBER_WALLET', 'WITHDRAW_HOLD', 'RECEIVABLE', 'BONUS')) = ("ledger_accounts"."member_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED'));
