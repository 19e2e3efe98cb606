import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rewardGrantRequests, rewardGrantSettings } from './grants.tables';

export type RewardGrantRow = typeof rewardGrantRequests.$inferSelect;
type Status = RewardGrantRow['status'];

/** SQL for manual grants and their threshold. Every query is scoped by `operatorId`. */
export const createGrantsRepo = () => ({
  async insert(tx: Tx, row: typeof rewardGrantRequests.$inferInsert): Promise<void> {
    await tx.insert(rewardGrantRequests).values(row);
  },
  async find(db: DbOrTx, operatorId: string, id: string): Promise<RewardGrantRow | undefined> {
    const [row] = await db
      .select()
      .from(rewardGrantRequests)
      .where(and(eq(rewardGrantRequests.operatorId, operatorId), eq(rewardGrantRequests.id, id)))
      .limit(1);
    return row;
  },
  /** The request locked for update until the transaction ends: a second approver waits, then reads the decision. */
  async lock(tx: Tx, operatorId: string, id: string): Promise<RewardGrantRow | undefined> {
    const [row] = await tx
      .select()
      .from(rewardGrantRequests)
      .where(and(eq(rewardGrantRequests.operatorId, operatorId), eq(rewardGrantRequests.id, id)))
      .limit(1)
      .for('update');
    return row;
  },
  /** PENDING → the decision, only if still PENDING (the loser of two clicks gets no row). */
  async decide(
    tx: Tx,
    operatorId: string,
    id: string,
    set: Pick<RewardGrantRow, 'status' | 'decidedAt'> &
      Partial<Pick<RewardGrantRow, 'checkerId' | 'conditionId' | 'rejectReason'>>,
  ): Promise<RewardGrantRow | undefined> {
    const [row] = await tx
      .update(rewardGrantRequests)
      .set(set)
      .where(
        and(
          eq(rewardGrantRequests.operatorId, operatorId),
          eq(rewardGrantRequests.id, id),
          eq(rewardGrantRequests.status, 'PENDING'),
        ),
      )
      .returning();
    return row;
  },
  async page(
    db: DbOrTx,
    operatorId: string,
    query: { status?: Status | undefined; pageNo: number; pageSize: number },
  ) {
    const where = and(
      eq(rewardGrantRequests.operatorId, operatorId),
      query.status ? eq(rewardGrantRequests.status, query.status) : undefined,
    );
    const rows = await db
      .select()
      .from(rewardGrantRequests)
      .where(where)
      .orderBy(desc(rewardGrantRequests.createdAt), desc(rewardGrantRequests.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(rewardGrantRequests).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async settings(db: DbOrTx, operatorId: string) {
    const [row] = await db
      .select()
      .from(rewardGrantSettings)
      .where(eq(rewardGrantSettings.operatorId, operatorId))
      .limit(1);
    return row;
  },
  async saveSettings(tx: Tx, row: typeof rewardGrantSettings.$inferInsert): Promise<void> {
    await tx
      .insert(rewardGrantSettings)
      .values(row)
      .onConflictDoUpdate({
        target: rewardGrantSettings.operatorId,
        set: {
          approvalThresholdSatang: row.approvalThresholdSatang,
          updatedAt: row.updatedAt,
          updatedBy: row.updatedBy,
        },
      });
  },
});
export type GrantsRepo = ReturnType<typeof createGrantsRepo>;
