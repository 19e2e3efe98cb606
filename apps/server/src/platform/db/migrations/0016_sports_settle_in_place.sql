DROP INDEX "sports_ticket_legs_market";--> statement-breakpoint
DROP INDEX "sports_ticket_legs_fixture";--> statement-breakpoint
DROP INDEX "sports_tickets_pending";--> statement-breakpoint
CREATE INDEX "sports_ticket_legs_fixture_ticket" ON "sports_ticket_legs" USING btree ("fixture_id","ticket_id");--> statement-breakpoint
CREATE INDEX "sports_tickets_pending" ON "sports_tickets" USING btree ("decide_at") WHERE "sports_tickets"."decide_at" is not null;--> statement-breakpoint
-- Written by hand (drizzle does not carry storage parameters): free room on each page, so grading a leg and settling a ticket rewrite the row in place (docs/modules/sportsbook.md, "Settlement").
UPDATE "sports_tickets" SET "decide_at" = NULL WHERE "status" <> 'PENDING';--> statement-breakpoint
ALTER TABLE "sports_tickets" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" SET (fillfactor = 85);
