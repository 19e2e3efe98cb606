CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_credentials" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"verify_ref" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_operator_phone_ref" UNIQUE("operator_id","phone","verify_ref"),
	CONSTRAINT "phone_verifications_attempts_not_negative" CHECK ("phone_verifications"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_operator_code" UNIQUE("operator_id","code")
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_bank_accounts_operator_bank_number" UNIQUE("operator_id","bank_id","account_number"),
	CONSTRAINT "member_bank_accounts_number_digits" CHECK ("member_bank_accounts"."account_number" ~ '^[0-9]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"full_name" text NOT NULL,
	"gender" text,
	"email" text,
	"referral_code" text NOT NULL,
	"referrer_id" uuid,
	"agent_id" uuid,
	"source_ref" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "members_operator_phone" UNIQUE("operator_id","phone"),
	CONSTRAINT "members_operator_referral_code" UNIQUE("operator_id","referral_code"),
	CONSTRAINT "members_phone_digits" CHECK ("members"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"bank_number" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code"),
	CONSTRAINT "banks_bank_number_unique" UNIQUE("bank_number")
);
--> statement-breakpoint
CREATE TABLE "operator_domains" (
	"hostname" text PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "web_configs" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"minimum_deposit_satang" bigint NOT NULL,
	"maximum_deposit_satang" bigint NOT NULL,
	"min_withdraw_satang" bigint NOT NULL,
	"max_withdraw_satang" bigint NOT NULL,
	"line_id" text NOT NULL,
	"line_url" text NOT NULL,
	"telegram_id" text NOT NULL,
	"telegram_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_configs_deposit_range" CHECK ("web_configs"."minimum_deposit_satang" > 0 and "web_configs"."maximum_deposit_satang" >= "web_configs"."minimum_deposit_satang"),
	CONSTRAINT "web_configs_withdraw_range" CHECK ("web_configs"."min_withdraw_satang" > 0 and "web_configs"."max_withdraw_satang" >= "web_configs"."min_withdraw_satang")
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_operator_username" UNIQUE("operator_id","username")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid,
	"kind" text NOT NULL,
	"balance_satang" bigint DEFAULT 0 NOT NULL,
	"locked_satang" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_operator_member_kind" UNIQUE("operator_id","member_id","kind"),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance_satang" >= 0),
	CONSTRAINT "ledger_accounts_locked_not_negative" CHECK ("ledger_accounts"."locked_satang" >= 0),
	CONSTRAINT "ledger_accounts_member_wallet_has_member" CHECK ("ledger_accounts"."kind" <> 'MEMBER_WALLET' or "ledger_accounts"."member_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_domains" ADD CONSTRAINT "operator_domains_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_configs" ADD CONSTRAINT "web_configs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_phone_idx" ON "login_failures" USING btree ("operator_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("operator_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("operator_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member_idx" ON "member_bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id");