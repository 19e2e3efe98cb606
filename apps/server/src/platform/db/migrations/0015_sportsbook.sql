CREATE TABLE "sports_competitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_competitions_source_ref" UNIQUE("operator_id","source","ref")
);
--> statement-breakpoint
CREATE TABLE "sports_feed_cursors" (
	"operator_id" uuid NOT NULL,
	"source" text NOT NULL,
	"cursor" text,
	"healthy" boolean DEFAULT true NOT NULL,
	"polled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_feed_cursors_operator_id_source_pk" PRIMARY KEY("operator_id","source")
);
--> statement-breakpoint
CREATE TABLE "sports_feed_messages" (
	"operator_id" uuid NOT NULL,
	"source" text NOT NULL,
	"fixture_ref" text NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_feed_messages_operator_id_source_fixture_ref_sequence_pk" PRIMARY KEY("operator_id","source","fixture_ref","sequence")
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"kicked_off_at" timestamp with time zone,
	"neutral_venue" boolean DEFAULT false NOT NULL,
	"venue_country" text DEFAULT '' NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"minute" integer,
	"score" jsonb,
	"half_time" jsonb,
	"red_cards" jsonb DEFAULT '{"home":0,"away":0}'::jsonb NOT NULL,
	"bet_stop" boolean DEFAULT false NOT NULL,
	"last_incident_at" timestamp with time zone,
	"last_incident" text,
	"last_feed_at" timestamp with time zone,
	"feed_sequence" integer DEFAULT 0 NOT NULL,
	"price_version" integer DEFAULT 0 NOT NULL,
	"live_delay_seconds" integer DEFAULT 5 NOT NULL,
	"exposure_ft" jsonb,
	"exposure_1h" jsonb,
	"liability_cap_satang" bigint NOT NULL,
	"feed_half_time" jsonb,
	"feed_full_time" jsonb,
	"result_half_time" jsonb,
	"result_full_time" jsonb,
	"result_revision" integer DEFAULT 0 NOT NULL,
	"result_source" text,
	"result_confirmed_at" timestamp with time zone,
	"settled_revision" integer DEFAULT 0 NOT NULL,
	"half_settled" boolean DEFAULT false NOT NULL,
	"settle_pending" boolean DEFAULT false NOT NULL,
	"void_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_fixtures_source_ref" UNIQUE("operator_id","source","ref"),
	CONSTRAINT "sports_fixtures_status" CHECK ("sports_fixtures"."status" in ('SCHEDULED', 'LIVE', 'HALF_TIME', 'ENDED', 'POSTPONED', 'INTERRUPTED', 'ABANDONED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"fixture_id" uuid NOT NULL,
	"key" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"prices" jsonb NOT NULL,
	"feed_prices" jsonb,
	"price_version" integer DEFAULT 0 NOT NULL,
	"priced_at" timestamp with time zone,
	"feed_closed" boolean DEFAULT false NOT NULL,
	"operator_status" text,
	"operator_reason" text,
	"terminal" text,
	"void_reason" text,
	"exposure" jsonb,
	"liability_cap_satang" bigint NOT NULL,
	"stake_satang" bigint DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_markets_fixture_key" UNIQUE("fixture_id","key")
);
--> statement-breakpoint
CREATE TABLE "sports_member_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"stake_factor_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"fixture_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"half_time" jsonb NOT NULL,
	"full_time" jsonb NOT NULL,
	"source" text NOT NULL,
	"entered_by" uuid,
	"entered_at" timestamp with time zone NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "sports_results_revision" UNIQUE("fixture_id","revision")
);
--> statement-breakpoint
CREATE TABLE "sports_ticket_legs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"fixture_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"market_key" text NOT NULL,
	"outcome" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"price_version" integer NOT NULL,
	"score_at_placement" jsonb,
	"result" text,
	"void_reason" text,
	"graded_at" timestamp with time zone,
	CONSTRAINT "sports_ticket_legs_ticket_leg" UNIQUE("ticket_id","leg_index")
);
--> statement-breakpoint
CREATE TABLE "sports_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"ticket_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"stake_satang" bigint NOT NULL,
	"bonus_stake_satang" bigint DEFAULT 0 NOT NULL,
	"typed_satang" bigint NOT NULL,
	"max_return_satang" bigint NOT NULL,
	"payout_satang" bigint,
	"combined_odds" text NOT NULL,
	"odds_format" text NOT NULL,
	"accept_policy" text NOT NULL,
	"rules_version" text NOT NULL,
	"selection_key" text NOT NULL,
	"live" boolean NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"decide_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settle_count" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"result_source" text,
	"ip" text,
	"void_kind" text,
	"void_reason" text,
	"void_requested_by" uuid,
	CONSTRAINT "sports_tickets_ticket_no" UNIQUE("operator_id","ticket_no"),
	CONSTRAINT "sports_tickets_status" CHECK ("sports_tickets"."status" in ('PENDING', 'OPEN', 'SETTLED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "sports_competitions" ADD CONSTRAINT "sports_competitions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_feed_cursors" ADD CONSTRAINT "sports_feed_cursors_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_feed_messages" ADD CONSTRAINT "sports_feed_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_member_limits" ADD CONSTRAINT "sports_member_limits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_member_limits" ADD CONSTRAINT "sports_member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_member_limits" ADD CONSTRAINT "sports_member_limits_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_results" ADD CONSTRAINT "sports_results_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_results" ADD CONSTRAINT "sports_results_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_results" ADD CONSTRAINT "sports_results_entered_by_staff_accounts_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_results" ADD CONSTRAINT "sports_results_confirmed_by_staff_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_ticket_id_sports_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sports_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD CONSTRAINT "sports_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD CONSTRAINT "sports_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD CONSTRAINT "sports_tickets_void_requested_by_staff_accounts_id_fk" FOREIGN KEY ("void_requested_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_fixtures_kickoff" ON "sports_fixtures" USING btree ("operator_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "sports_member_limits_member" ON "sports_member_limits" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "sports_results_fixture" ON "sports_results" USING btree ("operator_id","fixture_id");--> statement-breakpoint
CREATE INDEX "sports_ticket_legs_market" ON "sports_ticket_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sports_ticket_legs_fixture" ON "sports_ticket_legs" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sports_tickets_member" ON "sports_tickets" USING btree ("operator_id","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_tickets_pending" ON "sports_tickets" USING btree ("status","decide_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED', 'GAME_BET', 'GAME_WIN', 'GAME_REFUND', 'GAME_WIN_REVERSED', 'GAME_PROMO', 'GAME_TIP', 'SPORTS_BET', 'SPORTS_WIN', 'SPORTS_REFUND', 'SPORTS_WIN_CORRECTION'));
