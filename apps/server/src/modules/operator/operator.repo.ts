import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { banks, operatorDisabledBanks, operatorDomains, operators, webConfigs } from './operator.tables';

export type OperatorRow = typeof operators.$inferSelect;
export type WebConfigRow = typeof webConfigs.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

export const createOperatorRepo = () => ({
  async listIds(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id));
    return rows.map((row) => row.id);
  },
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
  /** The deployment's active banks, each with whether this operator disabled it. */
  async listBanksFor(db: DbOrTx, operatorId: string): Promise<Array<BankRow & { disabled: boolean }>> {
    const rows = await db
      .select({ bank: banks, disabledAt: operatorDisabledBanks.disabledAt })
      .from(banks)
      .leftJoin(
        operatorDisabledBanks,
        and(eq(operatorDisabledBanks.bankId, banks.id), eq(operatorDisabledBanks.operatorId, operatorId)),
      )
      .where(eq(banks.isActive, true))
      .orderBy(asc(banks.sortOrder));
    return rows.map((row) => ({ ...row.bank, disabled: row.disabledAt !== null }));
  },
  /** Active banks this operator offers to its members. */
  async listOfferedBanks(db: DbOrTx, operatorId: string): Promise<BankRow[]> {
    const rows = await db
      .select({ bank: banks })
      .from(banks)
      .leftJoin(
        operatorDisabledBanks,
        and(eq(operatorDisabledBanks.bankId, banks.id), eq(operatorDisabledBanks.operatorId, operatorId)),
      )
      .where(and(eq(banks.isActive, true), isNull(operatorDisabledBanks.bankId)))
      .orderBy(asc(banks.sortOrder));
    return rows.map((row) => row.bank);
  },
  async isBankDisabled(db: DbOrTx, operatorId: string, bankId: number): Promise<boolean> {
    const [row] = await db
      .select({ bankId: operatorDisabledBanks.bankId })
      .from(operatorDisabledBanks)
      .where(and(eq(operatorDisabledBanks.operatorId, operatorId), eq(operatorDisabledBanks.bankId, bankId)))
      .limit(1);
    return row !== undefined;
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
  /** Marks the bank disabled for the operator; false when it already was. */
  async disableBank(tx: Tx, row: typeof operatorDisabledBanks.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(operatorDisabledBanks)
      .values(row)
      .onConflictDoNothing()
      .returning({ bankId: operatorDisabledBanks.bankId });
    return inserted.length > 0;
  },
  /** Offers the bank again; false when it was not disabled. */
  async enableBank(tx: Tx, operatorId: string, bankId: number): Promise<boolean> {
    const deleted = await tx
      .delete(operatorDisabledBanks)
      .where(and(eq(operatorDisabledBanks.operatorId, operatorId), eq(operatorDisabledBanks.bankId, bankId)))
      .returning({ bankId: operatorDisabledBanks.bankId });
    return deleted.length > 0;
  },
  /** The web config row locked for an update (read before, so the audit row has the old values). */
  async lockWebConfig(tx: Tx, operatorId: string): Promise<WebConfigRow | undefined> {
    const [row] = await tx
      .select()
      .from(webConfigs)
      .where(eq(webConfigs.operatorId, operatorId))
      .for('update')
      .limit(1);
    return row;
  },
  async updateWebConfig(
    tx: Tx,
    operatorId: string,
    set: Omit<typeof webConfigs.$inferInsert, 'operatorId'>,
  ): Promise<WebConfigRow | undefined> {
    const [row] = await tx
      .update(webConfigs)
      .set(set)
      .where(eq(webConfigs.operatorId, operatorId))
      .returning();
    return row;
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
