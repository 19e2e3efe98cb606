import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import {
  type HouseAccountKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  type MemberAccountKind,
} from './wallet.tables';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Raw rows of `tx.execute`: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const createWalletRepo = () => ({
  /** Inserts the account unless it exists (member + kind, or the operator's house kind). */
  async insertAccountIfAbsent(tx: Tx, row: typeof ledgerAccounts.$inferInsert): Promise<void> {
    await tx.insert(ledgerAccounts).values(row).onConflictDoNothing();
  },
  async findMemberAccount(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    kind: MemberAccountKind,
  ): Promise<LedgerAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.operatorId, operatorId),
          eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.kind, kind),
        ),
      )
      .limit(1);
    return row;
  },
  async findMemberAccounts(db: DbOrTx, operatorId: string, memberId: string): Promise<LedgerAccountRow[]> {
    return db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.operatorId, operatorId), eq(ledgerAccounts.memberId, memberId)));
  },
  async findHouseAccount(
    db: DbOrTx,
    operatorId: string,
    kind: HouseAccountKind,
  ): Promise<LedgerAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.operatorId, operatorId),
          isNull(ledgerAccounts.memberId),
          eq(ledgerAccounts.kind, kind),
        ),
      )
      .limit(1);
    return row;
  },
  async findTransferByKey(
    db: DbOrTx,
    operatorId: string,
    idempotencyKey: string,
  ): Promise<LedgerTransferRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.operatorId, operatorId), eq(ledgerTransfers.idempotencyKey, idempotencyKey)),
      )
      .limit(1);
    return row;
  },
  /** Row locks on the accounts, taken in id order so two transfers over the same pair never deadlock. */
  async lockAccounts(tx: Tx, operatorId: string, ids: string[]): Promise<LedgerAccountRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.operatorId, operatorId), inArray(ledgerAccounts.id, ids)))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  },
  /**
   * Moves `amount` off the account. A member account is debited only when it holds the amount: the
   * check is in this same UPDATE, so undefined means "insufficient" and nothing moved.
   */
  async debit(
    tx: Tx,
    accountId: string,
    amount: bigint,
  ): Promise<{ balance: bigint; version: number } | undefined> {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({
        balanceSatang: sql`${ledgerAccounts.balanceSatang} - ${amount}`,
        version: sql`${ledgerAccounts.version} + 1`,
      })
      .where(
        and(
          eq(ledgerAccounts.id, accountId),
          or(isNull(ledgerAccounts.memberId), sql`${ledgerAccounts.balanceSatang} >= ${amount}`),
        ),
      )
      .returning({ balance: ledgerAccounts.balanceSatang, version: ledgerAccounts.version });
    return row;
  },
  async credit(tx: Tx, accountId: string, amount: bigint): Promise<{ balance: bigint; version: number }> {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({
        balanceSatang: sql`${ledgerAccounts.balanceSatang} + ${amount}`,
        version: sql`${ledgerAccounts.version} + 1`,
      })
      .where(eq(ledgerAccounts.id, accountId))
      .returning({ balance: ledgerAccounts.balanceSatang, version: ledgerAccounts.version });
    if (!row) throw new Error(`ledger account ${accountId} vanished`);
    return row;
  },
  async insertTransfer(tx: Tx, row: typeof ledgerTransfers.$inferInsert): Promise<void> {
    await tx.insert(ledgerTransfers).values(row);
  },
  async insertEntries(tx: Tx, rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
    await tx.insert(ledgerEntries).values(rows);
  },
  async findEntry(db: DbOrTx, transferId: string, accountId: string): Promise<LedgerEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerEntries.accountId, accountId)))
      .limit(1);
    return row;
  },

  /** Sum of every stored balance (one operator, or the whole deployment). */
  async sumOfBalances(
    db: DbOrTx,
    operatorId: string | undefined,
  ): Promise<{ sum: bigint; accounts: number }> {
    const result = await db.execute(sql`
      select coalesce(sum(balance_satang), 0)::text as sum, count(*)::int as accounts
      from ledger_accounts
      where ${operatorId ? sql`operator_id = ${operatorId}` : sql`true`}`);
    const [row] = rowsOf<{ sum: string; accounts: number }>(result);
    return { sum: BigInt(row?.sum ?? '0'), accounts: Number(row?.accounts ?? 0) };
  },
  /** Accounts whose stored balance differs from credits − debits of their transfers. */
  async balanceMismatches(
    db: DbOrTx,
    operatorId: string | undefined,
  ): Promise<Array<{ accountId: string; stored: bigint; fromTransfers: bigint }>> {
    const result = await db.execute(sql`
      with moves as (
        select credit_account_id as account_id, amount_satang as change from ledger_transfers
        union all
        select debit_account_id, -amount_satang from ledger_transfers
      ), totals as (
        select account_id, sum(change) as total from moves group by account_id
      )
      select a.id as account_id, a.balance_satang::text as stored, coalesce(t.total, 0)::text as from_transfers
      from ledger_accounts a left join totals t on t.account_id = a.id
      where ${operatorId ? sql`a.operator_id = ${operatorId}` : sql`true`}
        and a.balance_satang <> coalesce(t.total, 0)`);
    return rowsOf<{ account_id: string; stored: string; from_transfers: string }>(result).map((row) => ({
      accountId: row.account_id,
      stored: BigInt(row.stored),
      fromTransfers: BigInt(row.from_transfers),
    }));
  },
  /** Per member, what transfers of `kind` with these causes moved into (+) or out of (−) their main wallet. */
  async netToMemberWallets(
    db: DbOrTx,
    operatorId: string,
    filter: { kind: string; causeType: string; causeIds: string[] },
  ): Promise<Array<{ memberId: string; netSatang: bigint }>> {
    if (filter.causeIds.length === 0) return [];
    const result = await db.execute(sql`
      select a.member_id,
             sum(case when t.credit_account_id = a.id then t.amount_satang else -t.amount_satang end)::text as net
      from ledger_transfers t
      join ledger_accounts a
        on a.id in (t.credit_account_id, t.debit_account_id) and a.kind = 'MEMBER_WALLET'
      where t.operator_id = ${operatorId} and t.kind = ${filter.kind} and t.cause_type = ${filter.causeType}
        and t.cause_id = any(${`{${filter.causeIds.join(',')}}`}::text[])
      group by a.member_id`);
    return rowsOf<{ member_id: string; net: string }>(result).map((row) => ({
      memberId: row.member_id,
      netSatang: BigInt(row.net),
    }));
  },
  /** Member accounts below zero: impossible under the CHECK, counted anyway by the property test. */
  async negativeMemberAccounts(db: DbOrTx, operatorId: string | undefined): Promise<number> {
    const result = await db.execute(
      sql`select count(*)::int as n from ledger_accounts
          where member_id is not null and balance_satang < 0
            and ${operatorId ? sql`operator_id = ${operatorId}` : sql`true`}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },
});
export type WalletRepo = ReturnType<typeof createWalletRepo>;
