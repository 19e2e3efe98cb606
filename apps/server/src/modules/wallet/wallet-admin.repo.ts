import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { ledgerAccounts, ledgerAdjustments, ledgerEntries, ledgerTransfers } from './wallet.tables';

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
