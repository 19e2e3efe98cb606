import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { bankFeedSettings, statementLineRejections } from './payments.tables';

export type BankFeedSettingsRow = typeof bankFeedSettings.$inferSelect;
export type StatementLineRejectionRow = typeof statementLineRejections.$inferSelect;

/** The bank feed's settings and its rejected lines. */
export const createFeedRepo = () => ({
  async findFeedSettings(db: DbOrTx, operatorId: string): Promise<BankFeedSettingsRow | undefined> {
    const [row] = await db
      .select()
      .from(bankFeedSettings)
      .where(eq(bankFeedSettings.operatorId, operatorId))
      .limit(1);
    return row;
  },
  async putFeedSettings(tx: Tx, row: BankFeedSettingsRow): Promise<void> {
    const { operatorId: _key, ...set } = row;
    await tx
      .insert(bankFeedSettings)
      .values(row)
      .onConflictDoUpdate({ target: bankFeedSettings.operatorId, set });
  },
  /** Keeps a rejected line once per (operator, fingerprint): a retried bad line is not listed twice. */
  async insertRejectionIfNew(db: DbOrTx, row: StatementLineRejectionRow): Promise<void> {
    await db.insert(statementLineRejections).values(row).onConflictDoNothing();
  },
  async pageRejections(
    db: DbOrTx,
    operatorId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: StatementLineRejectionRow[]; total: number }> {
    const where = eq(statementLineRejections.operatorId, operatorId);
    const rows = await db
      .select()
      .from(statementLineRejections)
      .where(where)
      .orderBy(desc(statementLineRejections.createdAt), desc(statementLineRejections.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(statementLineRejections).where(where);
    return { rows, total: total?.n ?? 0 };
  },
});
