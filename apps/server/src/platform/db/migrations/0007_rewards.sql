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
CREATE TABLE "mission_login_days" (
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "mission_login_days_pk" PRIMARY KEY("operator_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"period" text NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"target" bigint NOT NULL,
	"reward_satang" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"bonus_multiplier_tenths" integer,
	"ends_at" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claim_ref" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_progress_member_period" UNIQUE("template_id","member_id","period"),
	CONSTRAINT "mission_progress_status" CHECK ("mission_progress"."status" in ('IN_PROGRESS', 'COMPLETED', 'CLAIMED', 'EXPIRED')),
	CONSTRAINT "mission_progress_claimed" CHECK (("mission_progress"."status" = 'CLAIMED') = ("mission_progress"."claimed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "mission_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"window" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward_satang" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"bonus_multiplier_tenths" integer,
	"claim_hours" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_templates_kind" CHECK ("mission_templates"."kind" in ('DEPOSIT', 'TURNOVER', 'YEEKEE_SHOTS', 'LOGIN_STREAK', 'PROFILE_COMPLETE')),
	CONSTRAINT "mission_templates_window" CHECK ("mission_templates"."window" in ('DAILY', 'WEEKLY')),
	CONSTRAINT "mission_templates_reward_kind" CHECK ("mission_templates"."reward_kind" in ('CASH', 'BONUS')),
	CONSTRAINT "mission_templates_target_positive" CHECK ("mission_templates"."target" > 0),
	CONSTRAINT "mission_templates_reward_positive" CHECK ("mission_templates"."reward_satang" > 0),
	CONSTRAINT "mission_templates_multiplier" CHECK (("mission_templates"."reward_kind" = 'BONUS') = ("mission_templates"."bonus_multiplier_tenths" is not null) and coalesce("mission_templates"."bonus_multiplier_tenths", 10) between 10 and 100),
	CONSTRAINT "mission_templates_claim_hours" CHECK ("mission_templates"."claim_hours" between 1 and 168)
);
--> statement-breakpoint
CREATE TABLE "vip_level_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"turnover_satang" bigint NOT NULL,
	"period" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_level_changes_reason" CHECK ("vip_level_changes"."reason" in ('UPGRADE', 'REVIEW')),
	CONSTRAINT "vip_level_changes_direction" CHECK ("vip_level_changes"."from_level" <> "vip_level_changes"."to_level")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"operator_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"threshold_satang" bigint NOT NULL,
	"cashback_basis_points" integer,
	"referral_bonus_basis_points" integer NOT NULL,
	"max_withdraw_per_request_satang" bigint,
	"max_withdraw_per_day_satang" bigint,
	"upgrade_bonus_satang" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_levels_pk" PRIMARY KEY("operator_id","level"),
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" between 1 and 8),
	CONSTRAINT "vip_levels_threshold" CHECK ("vip_levels"."threshold_satang" >= 0),
	CONSTRAINT "vip_levels_upgrade_bonus" CHECK ("vip_levels"."upgrade_bonus_satang" >= 0),
	CONSTRAINT "vip_levels_percents" CHECK ("vip_levels"."referral_bonus_basis_points" between 0 and 10000 and ("vip_levels"."cashback_basis_points" is null or "vip_levels"."cashback_basis_points" between 0 and 10000))
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_members_pk" PRIMARY KEY("operator_id","member_id"),
	CONSTRAINT "vip_members_level" CHECK ("vip_members"."level" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "vip_upgrade_bonuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"condition_id" uuid,
	CONSTRAINT "vip_upgrade_bonuses_amount" CHECK ("vip_upgrade_bonuses"."amount_satang" > 0)
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
ALTER TABLE "agents" ADD COLUMN "commission_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_daily_turnover" ADD CONSTRAINT "reward_daily_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_settings" ADD CONSTRAINT "cashback_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_requests" ADD CONSTRAINT "reward_grant_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_requests" ADD CONSTRAINT "reward_grant_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_settings" ADD CONSTRAINT "reward_grant_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_job_runs" ADD CONSTRAINT "reward_job_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_login_days" ADD CONSTRAINT "mission_login_days_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_login_days" ADD CONSTRAINT "mission_login_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_template_id_mission_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mission_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_templates" ADD CONSTRAINT "mission_templates_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrade_bonuses" ADD CONSTRAINT "vip_upgrade_bonuses_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrade_bonuses" ADD CONSTRAINT "vip_upgrade_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_incomes" ADD CONSTRAINT "referral_incomes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_incomes" ADD CONSTRAINT "referral_incomes_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_incomes" ADD CONSTRAINT "referral_incomes_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_daily_turnover_operator_day" ON "reward_daily_turnover" USING btree ("operator_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_credits_member_period_category" ON "cashback_credits" USING btree ("operator_id","member_id","period","category");--> statement-breakpoint
CREATE INDEX "cashback_credits_member" ON "cashback_credits" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "cashback_credits_period" ON "cashback_credits" USING btree ("operator_id","period");--> statement-breakpoint
CREATE INDEX "cashback_credits_claimable" ON "cashback_credits" USING btree ("operator_id","claimable_until") WHERE "cashback_credits"."status" = 'CLAIMABLE';--> statement-breakpoint
CREATE INDEX "reward_grant_requests_status_idx" ON "reward_grant_requests" USING btree ("operator_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_job_runs_one_running" ON "reward_job_runs" USING btree ("operator_id","job","period") WHERE "reward_job_runs"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "reward_job_runs_operator_job_period" ON "reward_job_runs" USING btree ("operator_id","job","period","started_at");--> statement-breakpoint
CREATE INDEX "mission_progress_member" ON "mission_progress" USING btree ("operator_id","member_id","period");--> statement-breakpoint
CREATE INDEX "mission_progress_period" ON "mission_progress" USING btree ("operator_id","period","status");--> statement-breakpoint
CREATE INDEX "mission_templates_operator" ON "mission_templates" USING btree ("operator_id","sort_order");--> statement-breakpoint
CREATE INDEX "vip_level_changes_operator_at" ON "vip_level_changes" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "vip_level_changes_member" ON "vip_level_changes" USING btree ("operator_id","member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_level_changes_review_once" ON "vip_level_changes" USING btree ("operator_id","member_id","period") WHERE "vip_level_changes"."period" is not null;--> statement-breakpoint
CREATE INDEX "vip_members_operator_level" ON "vip_members" USING btree ("operator_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_upgrade_bonuses_once" ON "vip_upgrade_bonuses" USING btree ("operator_id","member_id","level");--> statement-breakpoint
CREATE INDEX "referral_claims_member" ON "referral_claims" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_incomes_referrer_day" ON "referral_incomes" USING btree ("operator_id","referrer_id","day");--> statement-breakpoint
CREATE INDEX "referral_incomes_operator_day" ON "referral_incomes" USING btree ("operator_id","day");--> statement-breakpoint
CREATE INDEX "members_agent_idx" ON "members" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_commission_percent" CHECK ("agents"."commission_percent" >= 0 and "agents"."commission_percent" <= 100);--> statement-breakpoint
ALTER TABLE "wagering_conditions" ADD CONSTRAINT "wagering_conditions_source" CHECK ("wagering_conditions"."source" in ('PROMOTION', 'COUPON', 'CASHBACK', 'REFERRAL', 'VIP', 'MISSION', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED'));
