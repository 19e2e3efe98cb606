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
CREATE TABLE "reward_grant_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"maker_id" uuid NOT NULL,
	"amount_satang" bigint NOT NULL,
	"multiplier_tenths" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"checker_id" uuid,
	"reject_reason" text,
	"condition_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reward_grant_requests_amount_positive" CHECK ("reward_grant_requests"."amount_satang" > 0),
	CONSTRAINT "reward_grant_requests_multiplier" CHECK ("reward_grant_requests"."multiplier_tenths" between 10 and 100),
	CONSTRAINT "reward_grant_requests_checker_not_maker" CHECK ("reward_grant_requests"."checker_id" is null or "reward_grant_requests"."checker_id" <> "reward_grant_requests"."maker_id"),
	CONSTRAINT "reward_grant_requests_shape" CHECK (("reward_grant_requests"."status" = 'PENDING' and "reward_grant_requests"."checker_id" is null and "reward_grant_requests"."condition_id" is null and "reward_grant_requests"."decided_at" is null)
        or ("reward_grant_requests"."status" = 'APPROVED' and "reward_grant_requests"."condition_id" is not null and "reward_grant_requests"."decided_at" is not null)
        or ("reward_grant_requests"."status" = 'REJECTED' and "reward_grant_requests"."checker_id" is not null and "reward_grant_requests"."condition_id" is null and "reward_grant_requests"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "reward_grant_settings" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"approval_threshold_satang" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "reward_grant_settings_threshold" CHECK ("reward_grant_settings"."approval_threshold_satang" > 0)
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
ALTER TABLE "agents" ADD COLUMN "commission_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_requests" ADD CONSTRAINT "reward_grant_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_requests" ADD CONSTRAINT "reward_grant_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_settings" ADD CONSTRAINT "reward_grant_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_job_runs" ADD CONSTRAINT "reward_job_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_daily_turnover_operator_day" ON "reward_daily_turnover" USING btree ("operator_id","day");--> statement-breakpoint
CREATE INDEX "reward_grant_requests_status_idx" ON "reward_grant_requests" USING btree ("operator_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_job_runs_one_running" ON "reward_job_runs" USING btree ("operator_id","job","period") WHERE "reward_job_runs"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "reward_job_runs_operator_job_period" ON "reward_job_runs" USING btree ("operator_id","job","period","started_at");--> statement-breakpoint
CREATE INDEX "members_agent_idx" ON "members" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_commission_percent" CHECK ("agents"."commission_percent" >= 0 and "agents"."commission_percent" <= 100);--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_source" CHECK ("wagering_conditions"."source" in ('PROMOTION', 'COUPON', 'CASHBACK', 'REFERRAL', 'VIP', 'MISSION', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED'));
