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
CREATE TABLE "cashback_credits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"category" text NOT NULL,
	"stake_satang" bigint NOT NULL,
	"win_satang" bigint NOT NULL,
	"wagered_satang" bigint NOT NULL,
	"net_loss_satang" bigint NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"capped" boolean NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimable_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"paid_as" text,
	"condition_id" uuid,
	"expired_at" timestamp with time zone,
	CONSTRAINT "cashback_credits_status" CHECK ("cashback_credits"."status" in ('CLAIMABLE', 'CLAIMED', 'EXPIRED', 'BELOW_MINIMUM', 'MEMBER_LOCKED')),
	CONSTRAINT "cashback_credits_category" CHECK ("cashback_credits"."category" in ('LOTTERY', 'YEEKEE', 'SLOT', 'FISH', 'LIVE_CASINO', 'TABLE', 'SPORTS')),
	CONSTRAINT "cashback_credits_amounts" CHECK ("cashback_credits"."amount_satang" >= 0
        and ("cashback_credits"."status" in ('CLAIMABLE', 'CLAIMED', 'EXPIRED')) = ("cashback_credits"."amount_satang" > 0)),
	CONSTRAINT "cashback_credits_claimed" CHECK (("cashback_credits"."status" = 'CLAIMED') = ("cashback_credits"."claimed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "cashback_settings" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"period" text NOT NULL,
	"percent_basis_points" jsonb NOT NULL,
	"minimum_loss_satang" bigint NOT NULL,
	"cap_satang" bigint NOT NULL,
	"turnover_tenths" integer NOT NULL,
	"claim_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "cashback_settings_period" CHECK ("cashback_settings"."period" in ('WEEKLY', 'DAILY')),
	CONSTRAINT "cashback_settings_amounts" CHECK ("cashback_settings"."minimum_loss_satang" >= 0 and "cashback_settings"."cap_satang" > 0 and "cashback_settings"."turnover_tenths" between 0 and 10
        and "cashback_settings"."claim_days" between 1 and 30)
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
ALTER TABLE "wagering_conditions" DROP CONSTRAINT "wagering_conditions_source";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_settings" ADD CONSTRAINT "cashback_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_job_runs" ADD CONSTRAINT "reward_job_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_daily_turnover_operator_day" ON "reward_daily_turnover" USING btree ("operator_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_credits_member_period_category" ON "cashback_credits" USING btree ("operator_id","member_id","period","category");--> statement-breakpoint
CREATE INDEX "cashback_credits_member" ON "cashback_credits" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "cashback_credits_period" ON "cashback_credits" USING btree ("operator_id","period");--> statement-breakpoint
CREATE INDEX "cashback_credits_claimable" ON "cashback_credits" USING btree ("operator_id","claimable_until") WHERE "cashback_credits"."status" = 'CLAIMABLE';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_job_runs_one_running" ON "reward_job_runs" USING btree ("operator_id","job","period") WHERE "reward_job_runs"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "reward_job_runs_operator_job_period" ON "reward_job_runs" USING btree ("operator_id","job","period","started_at");--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_source" CHECK ("wagering_conditions"."source" in ('PROMOTION', 'COUPON', 'CASHBACK', 'REFERRAL', 'VIP', 'MISSION', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED'));
