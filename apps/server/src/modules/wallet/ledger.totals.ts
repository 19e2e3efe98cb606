import { and, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { countQueue } from '#platform/db/work-queue';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  type TransferKind,
} from './wallet.tables';

/** SQL naming a transfer's product category from its cause (another module's, e.g. the game round's). */
export type CauseCategorySql = (cause: { type: AnyPgColumn; id: AnyPgColumn }) => SQL<string | null>;

/** Members' side of the transfers of one kind (and cause category) on one kind of member account. */
export type MemberChange = {
  kind: TransferKind;
  accountKind: LedgerAccountKind;
  category: string | null;
  /** The signed change of those member accounts: + the members' balances rose. */
  satang: bigint;
};

/**
 * Read-only ledger figures for reports: what each transfer kind did to members' accounts over a
 * range of posting times. Summed over the member side only, so a transfer between two accounts of
 * the member (a withdrawal's hold, a receivable paid back) nets to zero and a house transfer counts
 * once, from the members' side.
 */
export const ledgerTotals = {
  async memberChanges(
    db: DbOrTx,
    operatorId: string,
    range: InstantRange,
    categoryOf?: CauseCategorySql,
  ): Promise<MemberChange[]> {
    const category = categoryOf
      ? categoryOf({ type: ledgerTransfers.causeType, id: ledgerTransfers.causeId })
      : sql<string | null>`null::text`;
    const rows = await db
      .select({
        kind: ledgerTransfers.kind,
        accountKind: ledgerAccounts.kind,
        category,
        satang: sql<string>`coalesce(sum(${ledgerEntries.changeSatang}), 0)::text`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerEntries.operatorId, operatorId),
          isNotNull(ledgerAccounts.memberId),
          gte(ledgerTransfers.createdAt, range.from),
          lt(ledgerTransfers.createdAt, range.to),
        ),
      )
      .groupBy(ledgerTransfers.kind, ledgerAccounts.kind, category);
    return rows.map((row) => ({ ...row, satang: BigInt(row.satang) }));
  },

  /** What members owed the house (their receivables) at the instant `at`, from every posting before it. */
  async receivablesOwedAt(db: DbOrTx, operatorId: string, at: Date): Promise<bigint> {
    const [row] = await db
      .select({ satang: sql<string>`coalesce(-sum(${ledgerEntries.changeSatang}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerEntries.operatorId, operatorId),
          eq(ledgerAccounts.kind, 'RECEIVABLE'),
          lt(ledgerTransfers.createdAt, at),
        ),
      );
    return BigInt(row?.satang ?? '0');
  },

  /** Members who owe the house now (an open receivable), and what they owe in all. */
  openReceivables: (db: DbOrTx, operatorId: string) =>
    countQueue(
      db,
      ledgerAccounts,
      [
        eq(ledgerAccounts.operatorId, operatorId),
        eq(ledgerAccounts.kind, 'RECEIVABLE'),
        lt(ledgerAccounts.balanceSatang, 0n),
      ],
      sql`-${ledgerAccounts.balanceSatang}`,
    ),
};
