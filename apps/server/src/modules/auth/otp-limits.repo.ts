import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { otpSendLimits, otpSends } from './auth.tables';

export type OtpSendLimitsRow = typeof otpSendLimits.$inferSelect;

/** SQL of the OTP sending limits: the operator's settings and the sends that count against them. */
export const createOtpLimitsRepo = () => ({
  async findLimits(db: DbOrTx, operatorId: string): Promise<OtpSendLimitsRow | undefined> {
    const [row] = await db
      .select()
      .from(otpSendLimits)
      .where(eq(otpSendLimits.operatorId, operatorId))
      .limit(1);
    return row;
  },
  async putLimits(tx: Tx, row: OtpSendLimitsRow): Promise<void> {
    const { operatorId: _key, ...set } = row;
    await tx.insert(otpSendLimits).values(row).onConflictDoUpdate({ target: otpSendLimits.operatorId, set });
  },
  /** Sends since `since`, of the whole operator or of one client address. */
  async countSends(tx: Tx, operatorId: string, since: Date, ip?: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(otpSends)
      .where(
        and(
          eq(otpSends.operatorId, operatorId),
          gt(otpSends.createdAt, since),
          ip === undefined ? undefined : eq(otpSends.ip, ip),
        ),
      );
    return row?.n ?? 0;
  },
  /** The oldest of the address's sends since `since` that still count (when the next slot frees). */
  async oldestSendSince(tx: Tx, operatorId: string, since: Date, ip?: string): Promise<Date | undefined> {
    const [row] = await tx
      .select({ at: otpSends.createdAt })
      .from(otpSends)
      .where(
        and(
          eq(otpSends.operatorId, operatorId),
          gt(otpSends.createdAt, since),
          ip === undefined ? undefined : eq(otpSends.ip, ip),
        ),
      )
      .orderBy(otpSends.createdAt)
      .limit(1);
    return row?.at;
  },
  async insertSend(tx: Tx, row: typeof otpSends.$inferInsert): Promise<void> {
    await tx.insert(otpSends).values(row);
  },
  async deleteSend(db: DbOrTx, operatorId: string, id: string): Promise<void> {
    await db.delete(otpSends).where(and(eq(otpSends.operatorId, operatorId), eq(otpSends.id, id)));
  },
});
export type OtpLimitsRepo = ReturnType<typeof createOtpLimitsRepo>;
