ALTER TABLE "ledger_entries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
UPDATE "ledger_entries" e SET "seq" = numbered.n
FROM (
  SELECT id, row_number() OVER (ORDER BY settled_at, account_version, id) AS n
  FROM (
    SELECT id, account_version,
           max(created_at) OVER (PARTITION BY account_id ORDER BY account_version) AS settled_at
    FROM "ledger_entries"
  ) ordered
) numbered
WHERE e.id = numbered.id;
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_seq" ON "ledger_entries" USING btree ("account_id","seq");