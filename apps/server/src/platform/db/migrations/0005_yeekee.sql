CREATE TABLE "yeekee_intake_samples" (
	"round_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"bucket_at" timestamp with time zone NOT NULL,
	"watchers" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "yeekee_intake_samples_pk" PRIMARY KEY("round_id","node_id","bucket_at")
);
--> statement-breakpoint
CREATE TABLE "yeekee_markets" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"rounds_per_day" integer NOT NULL,
	"round_minutes" integer NOT NULL,
	"first_close_time" text NOT NULL,
	"shoot_window_seconds" integer NOT NULL,
	"min_shots" integer NOT NULL,
	"max_shots_per_member" integer NOT NULL,
	"shot_cooldown_seconds" integer NOT NULL,
	"formula" text NOT NULL,
	"reward_enabled" boolean DEFAULT false NOT NULL,
	"reward_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_amount_satang" bigint DEFAULT 0 NOT NULL,
	"reward_min_stake_satang" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "yeekee_markets_limits" CHECK ("yeekee_markets"."rounds_per_day" between 1 and 1440 and "yeekee_markets"."round_minutes" between 1 and 60
        and "yeekee_markets"."rounds_per_day" * "yeekee_markets"."round_minutes" <= 1440
        and "yeekee_markets"."shoot_window_seconds" between 0 and 300 and "yeekee_markets"."min_shots" >= 16
        and "yeekee_markets"."max_shots_per_member" >= 1 and "yeekee_markets"."shot_cooldown_seconds" >= 0
        and "yeekee_markets"."reward_amount_satang" >= 0 and "yeekee_markets"."reward_min_stake_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "yeekee_round_shooters" (
	"round_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"shot_count" integer NOT NULL,
	"last_shot_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "yeekee_round_shooters_pk" PRIMARY KEY("round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "yeekee_rounds" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"round_no" integer NOT NULL,
	"business_date" date NOT NULL,
	"freeze_at" timestamp with time zone NOT NULL,
	"formula" text NOT NULL,
	"min_shots" integer NOT NULL,
	"max_shots_per_member" integer NOT NULL,
	"shot_cooldown_seconds" integer NOT NULL,
	"subtract_position" integer DEFAULT 16 NOT NULL,
	"reward_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_amount_satang" bigint DEFAULT 0 NOT NULL,
	"reward_min_stake_satang" bigint DEFAULT 0 NOT NULL,
	"seed" text,
	"seed_commitment" text,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"shot_count" integer DEFAULT 0 NOT NULL,
	"shot_sum" bigint DEFAULT 0 NOT NULL,
	"frozen_at" timestamp with time zone,
	"shots_hash" text,
	"classic_r" text,
	"result_r" text,
	"subtracted_seq" bigint,
	"subtracted_number" text,
	"void_reason" text,
	"resulted_at" timestamp with time zone,
	"rewards_paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "yeekee_rounds_product_date_no" UNIQUE("product_id","business_date","round_no"),
	CONSTRAINT "yeekee_rounds_tally" CHECK ("yeekee_rounds"."last_seq" >= 0 and "yeekee_rounds"."shot_count" >= 0 and "yeekee_rounds"."shot_sum" >= 0),
	CONSTRAINT "yeekee_rounds_seeded_has_commitment" CHECK ("yeekee_rounds"."formula" <> 'SEEDED' or ("yeekee_rounds"."seed" is not null and "yeekee_rounds"."seed_commitment" is not null))
);
--> statement-breakpoint
CREATE TABLE "yeekee_shooter_rewards" (
	"round_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"seq" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"amount_satang" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "yeekee_shooter_rewards_pk" PRIMARY KEY("round_id","position"),
	CONSTRAINT "yeekee_shooter_rewards_one_per_member" UNIQUE("round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "yeekee_shots" (
	"round_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"member_kind" text DEFAULT 'MEMBER' NOT NULL,
	"number" text NOT NULL,
	"shooter_name" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "yeekee_shots_pk" PRIMARY KEY("round_id","seq"),
	CONSTRAINT "yeekee_shots_member_only" CHECK ("yeekee_shots"."member_kind" = 'MEMBER'),
	CONSTRAINT "yeekee_shots_number" CHECK ("yeekee_shots"."number" ~ '^[0-9]{5}$'),
	CONSTRAINT "yeekee_shots_seq_positive" CHECK ("yeekee_shots"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "account_kind" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_id_account_kind" UNIQUE("id","account_kind");
--> statement-breakpoint
ALTER TABLE "yeekee_intake_samples" ADD CONSTRAINT "yeekee_intake_samples_round_id_yeekee_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."yeekee_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_markets" ADD CONSTRAINT "yeekee_markets_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_markets" ADD CONSTRAINT "yeekee_markets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_round_shooters" ADD CONSTRAINT "yeekee_round_shooters_round_id_yeekee_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."yeekee_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_round_shooters" ADD CONSTRAINT "yeekee_round_shooters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_rounds" ADD CONSTRAINT "yeekee_rounds_round_id_lottery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lottery_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_rounds" ADD CONSTRAINT "yeekee_rounds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_rounds" ADD CONSTRAINT "yeekee_rounds_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_shooter_rewards" ADD CONSTRAINT "yeekee_shooter_rewards_round_id_yeekee_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."yeekee_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_shooter_rewards" ADD CONSTRAINT "yeekee_shooter_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_shots" ADD CONSTRAINT "yeekee_shots_round_id_yeekee_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."yeekee_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_shots" ADD CONSTRAINT "yeekee_shots_member_kind_fk" FOREIGN KEY ("member_id","member_kind") REFERENCES "public"."members"("id","account_kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yeekee_rounds_freeze_pending" ON "yeekee_rounds" USING btree ("freeze_at") WHERE "yeekee_rounds"."frozen_at" is null;--> statement-breakpoint
CREATE INDEX "yeekee_rounds_refund_pending" ON "yeekee_rounds" USING btree ("freeze_at") WHERE "yeekee_rounds"."void_reason" is not null and "yeekee_rounds"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "yeekee_rounds_rewards_pending" ON "yeekee_rounds" USING btree ("freeze_at") WHERE "yeekee_rounds"."resulted_at" is not null and "yeekee_rounds"."rewards_paid_at" is null;--> statement-breakpoint
CREATE INDEX "yeekee_shots_round_member" ON "yeekee_shots" USING btree ("round_id","member_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_kind" CHECK ("members"."account_kind" in ('MEMBER', 'HOUSE', 'STAFF'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD'));
