// Rebuilds the newest, not-yet-committed migration from the current schema: removes every migration
// the working tree adds and runs `drizzle-kit generate` once. Use it while an issue changes
// tables, so a change lands as one migration. Usage: node scripts/regen-migration.mjs <name>
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server');
const folder = path.join(server, 'src/platform/db/migrations');
/**
 * Migrations already committed are never rewritten: a database anywhere may have applied them. So the
 * one rebuilt is what the working tree adds; regenerate before committing a migration. (A hand-kept
 * list of released migrations went stale and would have deleted landed ones.)
 */
const committed = new Set(
  execFileSync('git', ['ls-tree', '--name-only', 'HEAD', `${path.relative(server, folder)}/`], {
    cwd: server,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.endsWith('.sql'))
    .map((file) => path.basename(file, '.sql')),
);
const name = process.argv[2];
if (!name) {
  console.error('usage: node scripts/regen-migration.mjs <name>');
  process.exit(2);
}
const journalFile = path.join(folder, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
for (const entry of journal.entries.filter((e) => !committed.has(e.tag))) {
  rmSync(path.join(folder, `${entry.tag}.sql`), { force: true });
  rmSync(path.join(folder, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
}
journal.entries = journal.entries.filter((e) => committed.has(e.tag));
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { cwd: server, stdio: 'inherit' });

// drizzle-kit writes a new UNIQUE constraint on an existing table after the foreign keys, but a
// foreign key needs its target's unique constraint first (yeekee_shots → members(id, account_kind)):
// move every `ADD CONSTRAINT … UNIQUE` statement before the first `… FOREIGN KEY` one.
const generated = JSON.parse(readFileSync(journalFile, 'utf8')).entries.at(-1).tag;
const sqlFile = path.join(folder, `${generated}.sql`);
const statements = readFileSync(sqlFile, 'utf8').split('--> statement-breakpoint\n');
const isUnique = (s) => /ADD CONSTRAINT "[^"]+" UNIQUE\(/.test(s);
const firstForeignKey = statements.findIndex((s) => s.includes('FOREIGN KEY'));
if (firstForeignKey >= 0) {
  const uniques = statements.filter((s, i) => i > firstForeignKey && isUnique(s));
  const rest = statements.filter((s, i) => !(i > firstForeignKey && isUnique(s)));
  const at = rest.findIndex((s) => s.includes('FOREIGN KEY'));
  const ordered = [
    ...rest.slice(0, at),
    ...uniques.map((s) => (s.endsWith('\n') ? s : `${s}\n`)),
    ...rest.slice(at),
  ];
  writeFileSync(sqlFile, ordered.join('--> statement-breakpoint\n').replace(/\n*$/, '\n'));
}

// Data a generated statement would destroy moves first (drizzle-kit writes only the schema): each
// entry's `run` is placed just before the generated statement that starts with `before`.
const DATA_STEPS = [
  {
    // Released; kept for its shape: the lines' wins move to the insert-only `lottery_line_wins` (settlement).
    before: 'ALTER TABLE "lottery_bill_lines" DROP COLUMN "win_satang";',
    run: `INSERT INTO "lottery_line_wins" ("round_id", "bill_id", "line_id", "bet_type", "win_satang")
SELECT "round_id", "bill_id", "id", "bet_type", "win_satang" FROM "lottery_bill_lines" WHERE "win_satang" IS NOT NULL;`,
  },
  {
    // `ADD COLUMN "seq" bigserial` numbers existing entries in the table's physical order; the
    // statement needs each account's entries numbered in version order. Renumbered by the running latest
    // created_at along the account's versions (a posting reads its clock before its row lock, so racing
    // postings may carry times out of version order), then the version (same numbers, new order).
    before: 'CREATE INDEX "ledger_entries_account_seq"',
    run: `UPDATE "ledger_entries" e SET "seq" = numbered.n
FROM (
  SELECT id, row_number() OVER (ORDER BY settled_at, account_version, id) AS n
  FROM (
    SELECT id, account_version,
           max(created_at) OVER (PARTITION BY account_id ORDER BY account_version) AS settled_at
    FROM "ledger_entries"
  ) ordered
) numbered
WHERE e.id = numbered.id;`,
  },
];
const parts = readFileSync(sqlFile, 'utf8').split('--> statement-breakpoint\n');
const withData = parts.flatMap((part) => {
  const step = DATA_STEPS.find((s) => part.trim().startsWith(s.before));
  return step ? [`${step.run}\n`, part] : [part];
});
writeFileSync(sqlFile, withData.join('--> statement-breakpoint\n'));
