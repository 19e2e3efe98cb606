CREATE TABLE "game_players" (
	"operator_id" uuid NOT NULL,
	"member_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_players_operator_username" UNIQUE("operator_id","username")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"adapter" text NOT NULL,
	"categories" text[] NOT NULL,
	"api_base_url" text NOT NULL,
	"wallet_key" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"secret_rotated_at" timestamp with time zone NOT NULL,
	"allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_providers_operator_code" UNIQUE("operator_id","code"),
	CONSTRAINT "game_providers_wallet_key" UNIQUE("wallet_key"),
	CONSTRAINT "game_providers_adapter" CHECK ("game_providers"."adapter" in ('AMB', 'PGSOFT'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" uuid,
	"game_code" text DEFAULT '' NOT NULL,
	"provider_round_id" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"stake_satang" bigint DEFAULT 0 NOT NULL,
	"bonus_stake_satang" bigint DEFAULT 0 NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL,
	"bonus_win_satang" bigint DEFAULT 0 NOT NULL,
	"settle_count" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_provider_member_round" UNIQUE("provider_id","member_id","provider_round_id"),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in ('OPEN', 'SETTLED', 'CANCELLED')),
	CONSTRAINT "game_rounds_category" CHECK ("game_rounds"."category" in ('LIVE_CASINO', 'SLOT', 'SPORTS', 'FISH', 'TABLE')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake_satang" >= 0 and "game_rounds"."win_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "game_sessions_token" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" uuid,
	"provider_txn_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_txn_id" text,
	"requested_satang" bigint NOT NULL,
	"amount_satang" bigint NOT NULL,
	"bonus_amount_satang" bigint DEFAULT 0 NOT NULL,
	"receivable_satang" bigint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_transactions_provider_txn_kind" UNIQUE("provider_id","provider_txn_id","kind"),
	CONSTRAINT "game_transactions_kind" CHECK ("game_transactions"."kind" in ('BET', 'WIN', 'CANCEL', 'ADJUST', 'UNSETTLE', 'VOID', 'PROMO', 'TIP'))
);
--> statement-breakpoint
CREATE TABLE "game_wallet_replies" (
	"provider_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_wallet_replies_request" UNIQUE("provider_id","endpoint","request_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"rtp" text,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_operator_slug" UNIQUE("operator_id","slug"),
	CONSTRAINT "games_provider_code" UNIQUE("provider_id","game_code"),
	CONSTRAINT "games_category" CHECK ("games"."category" in ('LIVE_CASINO', 'SLOT', 'SPORTS', 'FISH', 'TABLE'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wallet_replies" ADD CONSTRAINT "game_wallet_replies_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_member_opened" ON "game_rounds" USING btree ("operator_id","member_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_open" ON "game_rounds" USING btree ("operator_id","status","opened_at");--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_transactions_round" ON "game_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "game_transactions_member" ON "game_transactions" USING btree ("operator_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "games_operator_category" ON "games" USING btree ("operator_id","category","sort_order");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'BET', 'BET_CANCELLED', 'BET_REFUNDED', 'LOTTERY_WIN', 'LOTTERY_WIN_CORRECTION', 'ADJUSTMENT', 'RECEIVABLE_SETTLED', 'RECEIVABLE_WRITE_OFF', 'YEEKEE_SHOOTER_REWARD', 'BONUS_GRANTED', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED', 'GAME_BET', 'GAME_WIN', 'GAME_REFUND', 'GAME_WIN_REVERSED', 'GAME_PROMO', 'GAME_TIP'));
