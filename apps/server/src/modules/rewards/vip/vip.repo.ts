import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { vipLevelChanges, vipLevels, vipMembers, vipUpgradeBonuses } from './vip.tables';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipMemberRow = typeof vipMembers.$inferSelect;
export type VipChangeRow = typeof vipLevelChanges.$inferSelect;
export type VipBonusRow = typeof vipUpgradeBonuses.$inferSelect;

type Paging = { pageNo: number; pageSize: number };

export const createVipRepo = () => ({
  /** The operator's table, level 1 first; empty: VIP off. */
  levelsOf: (db: DbOrTx, operatorId: string): Promise<VipLevelRow[]> =>
    db.select().from(vipLevels).where(eq(vipLevels.operatorId, operatorId)).orderBy(asc(vipLevels.level)),

  /** Replaces the whole table (none: VIP off). */
  async replaceLevels(tx: Tx, operatorId: string, rows: VipLevelRow[]): Promise<void> {
    await tx.delete(vipLevels).where(eq(vipLevels.operatorId, operatorId));
    if (rows.length > 0) await tx.insert(vipLevels).values(rows);
  },

  async memberLevels(db: DbOrTx, operatorId: string, memberIds: readonly string[]) {
    if (memberIds.length === 0) return new Map<string, VipMemberRow>();
    const rows = await db
      .select()
      .from(vipMembers)
      .where(and(eq(vipMembers.operatorId, operatorId), inArray(vipMembers.memberId, [...memberIds])));
    return new Map(rows.map((row) => [row.memberId, row]));
  },

  /** Raises (or writes the first) level of a member. */
  async upsertLevel(tx: Tx, row: VipMemberRow): Promise<void> {
    await tx
      .insert(vipMembers)
      .values(row)
      .onConflictDoUpdate({
        target: [vipMembers.operatorId, vipMembers.memberId],
        set: { level: row.level, since: row.since, updatedAt: row.updatedAt },
      });
  },

  /** Lowers a level only while it is still `from` (the review's conditional update). */
  async lowerLevel(
    tx: Tx,
    operatorId: string,
    memberId: string,
    change: { from: number; to: number; at: Date },
  ): Promise<boolean> {
    const rows = await tx
      .update(vipMembers)
      .set({ level: change.to, since: change.at, updatedAt: change.at })
      .where(
        and(
          eq(vipMembers.operatorId, operatorId),
          eq(vipMembers.memberId, memberId),
          eq(vipMembers.level, change.from),
        ),
      )
      .returning({ memberId: vipMembers.memberId });
    return rows.length > 0;
  },

  /** Records a change; a second REVIEW of the same member and month is refused (false). */
  async insertChange(tx: Tx, row: VipChangeRow): Promise<boolean> {
    const rows = await tx
      .insert(vipLevelChanges)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: vipLevelChanges.id });
    return rows.length > 0;
  },

  /** Writes the bonuses earned; one already earned (once per level per life) is left: answers the new ones. */
  async insertBonuses(tx: Tx, rows: VipBonusRow[]): Promise<VipBonusRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(vipUpgradeBonuses).values(rows).onConflictDoNothing().returning();
  },

  bonusesOf: (db: DbOrTx, operatorId: string, memberId: string): Promise<VipBonusRow[]> =>
    db
      .select()
      .from(vipUpgradeBonuses)
      .where(and(eq(vipUpgradeBonuses.operatorId, operatorId), eq(vipUpgradeBonuses.memberId, memberId)))
      .orderBy(asc(vipUpgradeBonuses.level)),

  /** Stamps the claim while it is unclaimed: undefined when already claimed or never earned. */
  async claimBonus(
    tx: Tx,
    operatorId: string,
    memberId: string,
    level: number,
    at: Date,
  ): Promise<VipBonusRow | undefined> {
    const [row] = await tx
      .update(vipUpgradeBonuses)
      .set({ claimedAt: at })
      .where(
        and(
          eq(vipUpgradeBonuses.operatorId, operatorId),
          eq(vipUpgradeBonuses.memberId, memberId),
          eq(vipUpgradeBonuses.level, level),
          isNull(vipUpgradeBonuses.claimedAt),
        ),
      )
      .returning();
    return row;
  },

  async setBonusCondition(tx: Tx, id: string, conditionId: string): Promise<void> {
    await tx.update(vipUpgradeBonuses).set({ conditionId }).where(eq(vipUpgradeBonuses.id, id));
  },

  /** The next chunk of members above level 1 for the review, in member id order after `afterId`. */
  reviewChunk: (db: DbOrTx, operatorId: string, afterId: string | null, limit: number) =>
    db
      .select()
      .from(vipMembers)
      .where(
        and(
          eq(vipMembers.operatorId, operatorId),
          gt(vipMembers.level, 1),
          afterId ? gt(vipMembers.memberId, afterId) : undefined,
        ),
      )
      .orderBy(asc(vipMembers.memberId))
      .limit(limit),

  /** Members with a row, per level. */
  countsByLevel: (db: DbOrTx, operatorId: string) =>
    db
      .select({ level: vipMembers.level, members: count() })
      .from(vipMembers)
      .where(eq(vipMembers.operatorId, operatorId))
      .groupBy(vipMembers.level),

  async pageMembers(db: DbOrTx, operatorId: string, query: Paging & { level?: number | undefined }) {
    const where = and(
      eq(vipMembers.operatorId, operatorId),
      query.level ? eq(vipMembers.level, query.level) : undefined,
    );
    const rows = await db
      .select()
      .from(vipMembers)
      .where(where)
      .orderBy(desc(vipMembers.level), desc(vipMembers.since), asc(vipMembers.memberId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(vipMembers).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async pageChanges(db: DbOrTx, operatorId: string, query: Paging & { memberId?: string | undefined }) {
    const where = and(
      eq(vipLevelChanges.operatorId, operatorId),
      query.memberId ? eq(vipLevelChanges.memberId, query.memberId) : undefined,
    );
    const rows = await db
      .select()
      .from(vipLevelChanges)
      .where(where)
      .orderBy(desc(vipLevelChanges.at), desc(vipLevelChanges.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(vipLevelChanges).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** A member's changes, oldest first (tests and the member's record). */
  changesOf: (db: DbOrTx, operatorId: string, memberId: string) =>
    db
      .select()
      .from(vipLevelChanges)
      .where(and(eq(vipLevelChanges.operatorId, operatorId), eq(vipLevelChanges.memberId, memberId)))
      .orderBy(asc(vipLevelChanges.at), sql`${vipLevelChanges.id}`),
});
export type VipRepo = ReturnType<typeof createVipRepo>;
