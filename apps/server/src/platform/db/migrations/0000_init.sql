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
ALTER TABLE "operator_domains" ADD CONSTRAINT "operator_domains_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_configs" ADD CONSTRAINT "web_configs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;