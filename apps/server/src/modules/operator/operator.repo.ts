import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { banks, operatorDomains, operators, webConfigs } from './operator.tables';

export type OperatorRow = typeof operators.$inferSelect;
export type WebConfigRow = typeof webConfigs.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

export const createOperatorRepo = () => ({
  async findByKey(db: DbOrTx, key: string): Promise<OperatorRow | undefined> {
    const [row] = await db.select().from(operators).where(eq(operators.key, key)).limit(1);
    return row;
  },
  async findByHostname(db: DbOrTx, hostname: string): Promise<OperatorRow | undefined> {
    const [row] = await db
      .select({ operator: operators })
      .from(operatorDomains)
      .innerJoin(operators, eq(operators.id, operatorDomains.operatorId))
      .where(eq(operatorDomains.hostname, hostname))
      .limit(1);
    return row?.operator;
  },
  async findWebConfig(db: DbOrTx, operatorId: string): Promise<WebConfigRow | undefined> {
    const [row] = await db.select().from(webConfigs).where(eq(webConfigs.operatorId, operatorId)).limit(1);
    return row;
  },
  async listActiveBanks(db: DbOrTx): Promise<BankRow[]> {
    return db.select().from(banks).where(eq(banks.isActive, true)).orderBy(asc(banks.sortOrder));
  },
  async findBankByCode(db: DbOrTx, code: string): Promise<BankRow | undefined> {
    const [row] = await db.select().from(banks).where(eq(banks.code, code)).limit(1);
    return row;
  },
  async findBank(db: DbOrTx, bankId: number): Promise<BankRow | undefined> {
    const [row] = await db.select().from(banks).where(eq(banks.id, bankId)).limit(1);
    return row;
  },

  async insertOperator(tx: Tx, row: typeof operators.$inferInsert): Promise<void> {
    await tx.insert(operators).values(row).onConflictDoNothing();
  },
  async insertDomains(tx: Tx, rows: (typeof operatorDomains.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(operatorDomains).values(rows).onConflictDoNothing();
  },
  async insertWebConfig(tx: Tx, row: typeof webConfigs.$inferInsert): Promise<void> {
    await tx.insert(webConfigs).values(row).onConflictDoNothing();
  },
  async upsertBanks(tx: Tx, rows: (typeof banks.$inferInsert)[]): Promise<void> {
    for (const row of rows) {
      await tx
        .insert(banks)
        .values(row)
        .onConflictDoUpdate({
          target: banks.code,
          set: { nameTh: row.nameTh, bankNumber: row.bankNumber, sortOrder: row.sortOrder },
        });
    }
  },
});
export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
