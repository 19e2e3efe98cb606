import { and, eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/client';
import { staffAccounts } from './staff.tables';

/** SQL of an account's role and password, changed by its owner or by itself. */
export const createStaffAccountRepo = () => ({
  async setRole(tx: Tx, operatorId: string, id: string, role: (typeof staffAccounts.$inferSelect)['role']) {
    await tx
      .update(staffAccounts)
      .set({ role })
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.id, id)));
  },

  async setPasswordHash(tx: Tx, operatorId: string, id: string, passwordHash: string) {
    await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.id, id)));
  },
});
export type StaffAccountRepo = ReturnType<typeof createStaffAccountRepo>;
