import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { staffAccounts } from './staff.tables';

export const createStaffRepo = () => ({
  async findByUsername(db: DbOrTx, operatorId: string, username: string) {
    const [row] = await db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.username, username)))
      .limit(1);
    return row;
  },
  /** Inserts unless the username exists; true when this call created it. */
  async insertIfAbsent(tx: Tx, row: typeof staffAccounts.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(staffAccounts)
      .values(row)
      .onConflictDoNothing({ target: [staffAccounts.operatorId, staffAccounts.username] })
      .returning({ id: staffAccounts.id });
    return inserted.length > 0;
  },
});
export type StaffRepo = ReturnType<typeof createStaffRepo>;
