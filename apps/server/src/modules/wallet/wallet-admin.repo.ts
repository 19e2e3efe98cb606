import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { countByBangkokDay, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx, Tx } from '#platform/db/client';
import {
  adjustmentDirections,
  adjustmentRequests,
  adjustmentSettings,
  ledgerAccounts,
  ledgerAdjustments,
  ledgerEntries,
  ledgerTransfers,
} from './wallet.tables';

/** SQL behind the back office's view of one member's money, and staff adjustments. */
export const createWalletAdminRepo = () => ({
  /** The MEMBER_WALLET balance of each member that has one. */
  async mainBalances(db: DbOrTx, operatorId: string, memberIds: string[]): Promise<Map<string, bigint>> {
    const balances = new Map<string, bigint>();
    if (memberIds.length === 0) return balances;
    const rows = await db
      .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balanceSatang })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.operatorId, operatorId),
          eq(ledgerAccounts.kind, 'MEMBER_WALLET'),
          inArray(ledgerAccounts.memberId, memberIds),
          isNotNull(ledgerAccounts.memberId),
        ),
      );
    for (const row of rows) if (row.memberId) balances.set(row.memberId, row.balance);
    return balances;
  },

  /** Entries on the member's accounts (main and hold), newest first, with their transfer and adjustment. */
  async pageMemberEntries(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    pageNo: number,
    pageSize: number,
  ) {
    const where = and(eq(ledgerAccounts.operatorId, operatorId), eq(ledgerAccounts.memberId, memberId));
    const rows = await db
      .select({
        entry: ledgerEntries,
        accountKind: ledgerAccounts.kind,
        transfer: ledgerTransfers,
        note: ledgerAdjustments.reason,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .leftJoin(ledgerAdjustments, eq(ledgerAdjustments.transferId, ledgerTransfers.id))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async insertAdjustment(tx: Tx, row: typeof ledgerAdjustments.$inferInsert): Promise<void> {
    await tx.insert(ledgerAdjustments).values(row);
  },
});
export type WalletAdminRepo = ReturnType<typeof createWalletAdminRepo>;

/** SQL of adjustment requests (maker-checker) and the operator's adjustment rules. */
export const createAdjustmentRequestRepo = () => ({
  async settings(db: DbOrTx, operatorId: string) {
    const [row] = await db
      .select()
      .from(adjustmentSettings)
      .where(eq(adjustmentSettings.operatorId, operatorId));
    return row;
  },

  async saveSettings(tx: Tx, row: typeof adjustmentSettings.$inferInsert): Promise<void> {
    await tx
      .insert(adjustmentSettings)
      .values(row)
      .onConflictDoUpdate({
        target: adjustmentSettings.operatorId,
        set: {
          approvalThresholdSatang: row.approvalThresholdSatang,
          dailyCapSatang: row.dailyCapSatang,
          updatedAt: row.updatedAt,
          updatedBy: row.updatedBy,
        },
      });
  },

  /** What the maker adjusted since `since` (both directions), rejected requests excepted. */
  async madeSince(tx: Tx, operatorId: string, makerId: string, since: Date): Promise<bigint> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${adjustmentRequests.amountSatang}), 0)::text` })
      .from(adjustmentRequests)
      .where(
        and(
          eq(adjustmentRequests.operatorId, operatorId),
          eq(adjustmentRequests.makerId, makerId),
          gte(adjustmentRequests.createdAt, since),
          ne(adjustmentRequests.status, 'REJECTED'),
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  async insert(tx: Tx, row: typeof adjustmentRequests.$inferInsert): Promise<void> {
    await tx.insert(adjustmentRequests).values(row);
  },

  async find(db: DbOrTx, operatorId: string, id: string) {
    const [row] = await db
      .select()
      .from(adjustmentRequests)
      .where(and(eq(adjustmentRequests.operatorId, operatorId), eq(adjustmentRequests.id, id)));
    return row;
  },

  /**
   * PENDING → APPROVED/REJECTED by `checkerId`, only while still pending: of two approvers at once,
   * the second waits on the row lock and then matches nothing (undefined).
   */
  async decide(
    tx: Tx,
    operatorId: string,
    id: string,
    set: {
      status: 'APPROVED' | 'REJECTED';
      checkerId: string;
      decidedAt: Date;
      adjustmentId?: string;
      rejectReason?: string;
    },
  ) {
    const [row] = await tx
      .update(adjustmentRequests)
      .set(set)
      .where(
        and(
          eq(adjustmentRequests.operatorId, operatorId),
          eq(adjustmentRequests.id, id),
          eq(adjustmentRequests.status, 'PENDING'),
        ),
      )
      .returning();
    return row;
  },

  async page(
    db: DbOrTx,
    operatorId: string,
    query: { status?: (typeof adjustmentRequests.$inferSelect)['status']; pageNo: number; pageSize: number },
  ) {
    const where = and(
      eq(adjustmentRequests.operatorId, operatorId),
      query.status ? eq(adjustmentRequests.status, query.status) : undefined,
    );
    const rows = await db
      .select()
      .from(adjustmentRequests)
      .where(where)
      .orderBy(desc(adjustmentRequests.createdAt), desc(adjustmentRequests.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(adjustmentRequests).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Posted adjustments per Bangkok day and direction, for reports. */
  async postedByDay(db: DbOrTx, operatorId: string, range: InstantRange) {
    const [credit, debit] = await Promise.all(
      adjustmentDirections.map((direction) =>
        countByBangkokDay(db, ledgerAdjustments, {
          at: ledgerAdjustments.createdAt,
          amount: ledgerAdjustments.amountSatang,
          where: and(
            eq(ledgerAdjustments.operatorId, operatorId),
            eq(ledgerAdjustments.direction, direction),
          ),
          range,
        }),
      ),
    );
    return { credit: credit ?? [], debit: debit ?? [] };
  },
});
export type AdjustmentRequestRepo = ReturnType<typeof createAdjustmentRequestRepo>;
