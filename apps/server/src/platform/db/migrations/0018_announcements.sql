CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"segment" text NOT NULL,
	"vip_level_min" integer,
	"new_within_days" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_segment" CHECK ("announcements"."segment" in ('ALL', 'VIP_LEVEL', 'NEW_MEMBERS')),
	CONSTRAINT "announcements_segment_fields" CHECK (("announcements"."segment" = 'VIP_LEVEL') = ("announcements"."vip_level_min" is not null) and ("announcements"."segment" = 'NEW_MEMBERS') = ("announcements"."new_within_days" is not null)),
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_operator_starts" ON "announcements" USING btree ("operator_id","starts_at");
