import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { lockKeys } from '#platform/db/tx';
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

/** The columns a transfer needs of an account (batches read hundreds: no timestamps to map). */
const accountState = {
  id: ledgerAccounts.id,
  operatorId: ledgerAccounts.operatorId,
  memberId: ledgerAccounts.memberId,
  kind: ledgerAccounts.kind,
  balanceSatang: ledgerAccounts.balanceSatang,
  version: ledgerAccounts.version,
};
export type AccountState = Pick<LedgerAccountRow, keyof typeof accountState>;

/** The accounts of `kind` of these members: one statement for a whole batch. */
const membersAccountsOf = (db: DbOrTx, operatorId: string, kind: MemberAccountKind, memberIds: string[]) =>
  db
    .select(accountState)
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.operatorId, operatorId),
        eq(ledgerAccounts.kind, kind),
        sql`${ledgerAccounts.memberId} = any(${arrayLiteral(memberIds)}::uuid[])`,
      ),
    )
    .$dynamic();

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
  /** Row locks on the accounts, taken in id order so two transfers over the same pair never deadlock. */
  async lockAccounts(tx: Tx, operatorId: string, ids: string[]): Promise<AccountState[]> {
    if (ids.length === 0) return [];
    return tx
      .select(accountState)
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.operatorId, operatorId),
          sql`${ledgerAccounts.id} = any(${arrayLiteral(ids)}::uuid[])`,
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  },
  /** Row locks on these members' accounts of `kind` (those that exist), in id order. */
  async lockMemberAccountsOf(
    tx: Tx,
    operatorId: string,
    kind: MemberAccountKind,
    memberIds: string[],
  ): Promise<AccountState[]> {
    if (memberIds.length === 0) return [];
    return membersAccountsOf(tx, operatorId, kind, memberIds).orderBy(asc(ledgerAccounts.id)).for('update');
  },
  /** Inserts entries, any number in one statement (each column one array parameter). */
  async insertEntries(tx: Tx, rows: LedgerEntryRow[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <T>(pick: (row: LedgerEntryRow) => T) =>
      arrayLiteral(rows.map((row) => String(pick(row))));
    await tx.execute(sql`
      insert into ledger_entries (id, operator_id, transfer_id, account_id, change_satang,
                                  balance_before_satang, balance_after_satang, account_version, created_at)
      select * from unnest(
        ${column((r) => r.id)}::uuid[], ${column((r) => r.operatorId)}::uuid[],
        ${column((r) => r.transferId)}::uuid[], ${column((r) => r.accountId)}::uuid[],
        ${column((r) => r.changeSatang)}::bigint[], ${column((r) => r.balanceBeforeSatang)}::bigint[],
        ${column((r) => r.balanceAfterSatang)}::bigint[], ${column((r) => r.accountVersion)}::int[],
        ${column((r) => r.createdAt.toISOString())}::timestamptz[])`);
  },
  async findEntry(db: DbOrTx, transferId: string, accountId: string): Promise<LedgerEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerEntries.accountId, accountId)))
      .limit(1);
    return row;
  },

  /** Advisory transaction locks on these keys, taken in the order given, in one statement. */
  lockKeys,
  /** The accounts of `kind` of these members (one statement for a whole batch). */
  async findMemberAccountsOf(
    db: DbOrTx,
    operatorId: string,
    kind: MemberAccountKind,
    memberIds: string[],
  ): Promise<AccountState[]> {
    if (memberIds.length === 0) return [];
    return membersAccountsOf(db, operatorId, kind, memberIds);
  },
  /** Every account (main and hold) of these members. */
  async findAccountsOfMembers(db: DbOrTx, operatorId: string, memberIds: string[]): Promise<AccountState[]> {
    if (memberIds.length === 0) return [];
    return db
      .select(accountState)
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.operatorId, operatorId),
          sql`${ledgerAccounts.memberId} = any(${arrayLiteral(memberIds)}::uuid[])`,
        ),
      );
  },
  async findTransfersByKeys(db: DbOrTx, operatorId: string, keys: string[]): Promise<LedgerTransferRow[]> {
    if (keys.length === 0) return [];
    return db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.operatorId, operatorId),
          sql`${ledgerTransfers.idempotencyKey} = any(${arrayLiteral(keys)}::text[])`,
        ),
      );
  },
  /**
   * Sets each account's balance and version in one statement, only where the version is still the
   * one the caller read under its row lock. Answers how many accounts were written: fewer means an
   * account moved without the lock, and the caller must fail.
   */
  async setBalances(
    tx: Tx,
    changes: Array<{ id: string; balance: bigint; version: number; previousVersion: number }>,
  ): Promise<number> {
    if (changes.length === 0) return 0;
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update ledger_accounts a
        set balance_satang = v.balance, version = v.version
        from unnest(${arrayLiteral(changes.map((c) => c.id))}::uuid[],
                    ${arrayLiteral(changes.map((c) => c.balance))}::bigint[],
                    ${arrayLiteral(changes.map((c) => c.version))}::int[],
                    ${arrayLiteral(changes.map((c) => c.previousVersion))}::int[])
             as v(id, balance, version, previous_version)
        where a.id = v.id and a.version = v.previous_version
        returning a.id`),
    );
    return rows.length;
  },
  /** Inserts transfers, any number in one statement (each column one array parameter). */
  async insertTransfers(tx: Tx, rows: LedgerTransferRow[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <T>(pick: (row: LedgerTransferRow) => T) =>
      arrayLiteral(rows.map((row) => String(pick(row))));
    await tx.execute(sql`
      insert into ledger_transfers (id, operator_id, kind, debit_account_id, credit_account_id, amount_satang,
                                    cause_type, cause_id, idempotency_key, event_at, created_at)
      select * from unnest(
        ${column((r) => r.id)}::uuid[], ${column((r) => r.operatorId)}::uuid[], ${column((r) => r.kind)}::text[],
        ${column((r) => r.debitAccountId)}::uuid[], ${column((r) => r.creditAccountId)}::uuid[],
        ${column((r) => r.amountSatang)}::bigint[], ${column((r) => r.causeType)}::text[],
        ${column((r) => r.causeId)}::text[], ${column((r) => r.idempotencyKey)}::text[],
        ${column((r) => r.eventAt.toISOString())}::timestamptz[],
        ${column((r) => r.createdAt.toISOString())}::timestamptz[])`);
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
  /**
   * Per member, what transfers of `kind` with these causes moved into (+) or out of (−) their main
   * wallet — and their receivable too, with `withReceivable` (a claim raised counts as taken back).
   */
  async netToMemberWallets(
    db: DbOrTx,
    operatorId: string,
    filter: {
      kind: string;
      causeType: string;
      causeIds: string[];
      withReceivable?: boolean;
      withBonus?: boolean;
    },
  ): Promise<Array<{ memberId: string; netSatang: bigint }>> {
    if (filter.causeIds.length === 0) return [];
    const result = await db.execute(sql`
      select a.member_id,
             sum(case when t.credit_account_id = a.id then t.amount_satang else -t.amount_satang end)::text as net
      from ledger_transfers t
      join ledger_accounts a
        on a.id in (t.credit_account_id, t.debit_account_id)
       and a.kind in ('MEMBER_WALLET', ${filter.withReceivable ? 'RECEIVABLE' : 'MEMBER_WALLET'},
                      ${filter.withBonus ? 'BONUS' : 'MEMBER_WALLET'})
      where t.operator_id = ${operatorId} and t.kind = ${filter.kind} and t.cause_type = ${filter.causeType}
        and t.cause_id = any(${`{${filter.causeIds.join(',')}}`}::text[])
      group by a.member_id`);
    return rowsOf<{ member_id: string; net: string }>(result).map((row) => ({
      memberId: row.member_id,
      netSatang: BigInt(row.net),
    }));
  },
  /**
   * Open receivables (balance below zero), oldest first: the member, what they owe, and when the
   * receivable opened (its latest entry that moved it away from zero). One member with `memberId`.
   */
  async pageOpenReceivables(
    db: DbOrTx,
    operatorId: string,
    page: { pageNo: number; pageSize: number; memberId?: string },
  ): Promise<{ rows: Array<{ memberId: string; owedSatang: bigint; openedAt: Date }>; total: number }> {
    const result = await db.execute(sql`
      select a.member_id, (-a.balance_satang)::text as owed,
             (select max(e.created_at) from ledger_entries e
              where e.account_id = a.id and e.balance_before_satang = 0) as opened_at,
             count(*) over ()::int as total
      from ledger_accounts a
      where a.operator_id = ${operatorId} and a.kind = 'RECEIVABLE' and a.balance_satang < 0
        and ${page.memberId ? sql`a.member_id = ${page.memberId}` : sql`true`}
      order by opened_at, a.member_id
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`);
    const rows = rowsOf<{ member_id: string; owed: string; opened_at: string | Date; total: number }>(result);
    return {
      rows: rows.map((row) => ({
        memberId: row.member_id,
        owedSatang: BigInt(row.owed),
        openedAt: new Date(row.opened_at),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  },
  /**
   * Member accounts on the wrong side of zero (cash or hold below it, a receivable above it):
   * impossible under the CHECKs, counted anyway by the property test.
   */
  async negativeMemberAccounts(db: DbOrTx, operatorId: string | undefined): Promise<number> {
    const result = await db.execute(
      sql`select count(*)::int as n from ledger_accounts
          where member_id is not null
            and ((kind <> 'RECEIVABLE' and balance_satang < 0) or (kind = 'RECEIVABLE' and balance_satang > 0))
            and ${operatorId ? sql`operator_id = ${operatorId}` : sql`true`}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },
});
export type WalletRepo = ReturnType<typeof createWalletRepo>;
