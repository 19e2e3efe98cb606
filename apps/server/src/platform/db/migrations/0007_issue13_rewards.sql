CREATE TABLE "reward_daily_turnover" (
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"stake_satang" bigint DEFAULT 0 NOT NULL,
	"counted_stake_satang" bigint DEFAULT 0 NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL,
	"counted_win_satang" bigint DEFAULT 0 NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_daily_turnover_pk" PRIMARY KEY("operator_id","member_id","day","category"),
	CONSTRAINT "reward_daily_turnover_category" CHECK ("reward_daily_turnover"."category" in ('LOTTERY', 'YEEKEE', 'SLOT', 'FISH', 'LIVE_CASINO', 'TABLE', 'SPORTS'))
);
--> statement-breakpoint
CREATE TABLE "reward_job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "reward_job_runs_job" CHECK ("reward_job_runs"."job" in ('referral-income', 'cashback', 'vip-review', 'missions')),
	CONSTRAINT "reward_job_runs_status" CHECK ("reward_job_runs"."status" in ('RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "referral_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount_satang" bigint NOT NULL,
	"paid_as" text NOT NULL,
	"condition_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_claims_amount" CHECK ("referral_claims"."amount_satang" > 0),
	CONSTRAINT "referral_claims_paid_as" CHECK ("referral_claims"."paid_as" in ('CASH', 'BONUS'))
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"operator_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"client_hash" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_clicks_pk" PRIMARY KEY("operator_id","referrer_id","day","client_hash")
);
--> statement-breakpoint
CREATE TABLE "referral_incomes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"turnover_satang" bigint NOT NULL,
	"basis_points" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"claim_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_incomes_once" UNIQUE("operator_id","referrer_id","friend_id","day","category"),
	CONSTRAINT "referral_incomes_category" CHECK ("referral_incomes"."category" in ('LOTTERY', 'YEEKEE', 'SLOT', 'FISH', 'LIVE_CASINO', 'TABLE', 'SPORTS')),
	CONSTRAINT "referral_incomes_amount" CHECK ("referral_incomes"."amount_satang" > 0 and "referral_incomes"."turnover_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"basis_points" jsonb NOT NULL,
	"min_first_deposit_satang" bigint NOT NULL,
	"min_claim_satang" bigint NOT NULL,
	"claim_as" text NOT NULL,
	"bonus_multiplier" text NOT NULL,
	"bonus_max_stake_satang" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "referral_settings_claim_as" CHECK ("referral_settings"."claim_as" in ('CASH', 'BONUS')),
	CONSTRAINT "referral_settings_amounts" CHECK ("referral_settings"."min_first_deposit_satang" > 0 and "referral_settings"."min_claim_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "wagering_conditions" DROP CONSTRAINT "wagering_conditions_source";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_job_runs" ADD CONSTRAINT "reward_job_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_incomes" ADD CONSTRAINT "referral_incomes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_incomes" ADD CONSTRAINT "referral_incomes_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_incomes" ADD CONSTRAINT "referral_incomes_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_daily_turnover_operator_day" ON "reward_daily_turnover" USING btree ("operator_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_job_runs_one_running" ON "reward_job_runs" USING btree ("operator_id","job","period") WHERE "reward_job_runs"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "reward_job_runs_operator_job_period" ON "reward_job_runs" USING btree ("operator_id","job","period","started_at");--> statement-breakpoint
CREATE INDEX "referral_claims_member" ON "referral_claims" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_incomes_referrer_day" ON "referral_incomes" USING btree ("operator_id","referrer_id","day");--> statement-breakpoint
CREATE INDEX "referral_incomes_operator_day" ON "referral_incomes" USING btree ("operator_id","day");--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_source" CHECK ("wagering_conditions"."source" in ('PROMOTION', 'COUPON', 'CASHBACK', 'REFERRAL', 'VIP', 'MISSION', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED'));
