import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Tx } from '#platform/db/client';
import { staffAccounts, staffSessions } from './staff.tables';

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

  /** Ends the account's live sessions except `keepSessionId` (null: all); how many ended. */
  async revokeSessionsExcept(
    tx: Tx,
    operatorId: string,
    staffId: string,
    keepSessionId: string | null,
    at: Date,
  ) {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffSessions.operatorId, operatorId),
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, at),
          keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: staffSessions.id });
    return ended.length;
  },
});
export type StaffAccountRepo = ReturnType<typeof createStaffAccountRepo>;
