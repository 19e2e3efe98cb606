import { and, eq, sql } from 'drizzle-orm';
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
/** An entry as a posting builds it: `seq` is the database's, taken when the row is inserted. */
export type NewLedgerEntry = Omit<LedgerEntryRow, 'seq'>;

/** The columns a transfer needs of an account (batches read hundreds: no timestamps to map). */
const accountState = {
  id: ledgerAccounts.id,
  operatorId: ledgerAccounts.operatorId,
  memberId: ledgerAccounts.memberId,
  kind: ledgerAccounts.kind,
  shard: ledgerAccounts.shard,
  balanceSatang: ledgerAccounts.balanceSatang,
  version: ledgerAccounts.version,
};
export type AccountState = Pick<LedgerAccountRow, keyof typeof accountState>;
/** An account by owner: a member's (shard 0) or a house kind's shard (`memberId` null). */
export type AccountKey = {
  memberId: string | null;
  kind: MemberAccountKind | HouseAccountKind;
  shard: number;
};

export const createWalletRepo = () => ({
  /** Inserts the account unless it exists (member + kind, or the operator's house kind and shard). */
  async insertAccountIfAbsent(tx: Tx, row: typeof ledgerAccounts.$inferInsert): Promise<void> {
    await tx.insert(ledgerAccounts).values(row).onConflictDoNothing();
  },
  /** Inserts these accounts, those that do not exist yet, in one statement. */
  async insertAccountsIfAbsent(
    tx: Tx,
    operatorId: string,
    rows: Array<AccountKey & { id: string }>,
    createdAt: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into ledger_accounts (id, operator_id, member_id, kind, shard, created_at)
      select k.id, ${operatorId}, nullif(k.member_id, '')::uuid, k.kind, k.shard, ${createdAt.toISOString()}::timestamptz
      from unnest(${arrayLiteral(rows.map((r) => r.id))}::uuid[],
                  ${arrayLiteral(rows.map((r) => r.memberId ?? ''))}::text[],
                  ${arrayLiteral(rows.map((r) => r.kind))}::text[],
                  ${arrayLiteral(rows.map((r) => r.shard))}::smallint[]) as k(id, member_id, kind, shard)
      on conflict do nothing`);
  },
  /**
   * Row-locks the accounts named by owner, kind and shard (those that exist) in id order — so two
   * transfers over the same pair never deadlock — and answers their state, in one statement. Every
   * condition is on the locked row itself (no join): a row updated while this waited is re-checked
   * on its new version and never dropped.
   */
  async lockAccountsByKey(tx: Tx, operatorId: string, keys: AccountKey[]): Promise<AccountState[]> {
    if (keys.length === 0) return [];
    const members = keys.filter((key) => key.memberId !== null);
    const house = keys.filter((key) => key.memberId === null);
    const rows = rowsOf<{
      id: string;
      operator_id: string;
      member_id: string | null;
      kind: AccountState['kind'];
      shard: number;
      balance: string;
      version: number;
    }>(
      await tx.execute(sql`
        select a.id, a.operator_id, a.member_id, a.kind, a.shard, a.balance_satang::text as balance, a.version
        from ledger_accounts a
        where a.operator_id = ${operatorId}
          and ((a.member_id = any(${arrayLiteral(members.map((k) => k.memberId ?? ''))}::uuid[])
                and a.member_id::text || ':' || a.kind
                    = any(${arrayLiteral(members.map((k) => `${(k.memberId ?? '').toLowerCase()}:${k.kind}`))}::text[]))
            or (a.member_id is null and a.kind = any(${arrayLiteral(house.map((k) => k.kind))}::text[])
                and a.kind || ':' || a.shard = any(${arrayLiteral(house.map((k) => `${k.kind}:${k.shard}`))}::text[])))
        order by a.id
        for update`),
    );
    return rows.map((row) => ({
      id: row.id,
      operatorId: row.operator_id,
      memberId: row.member_id,
      kind: row.kind,
      shard: Number(row.shard),
      balanceSatang: BigInt(row.balance),
      version: Number(row.version),
    }));
  },
  /**
   * Writes a posting in ONE statement: each account's balance and version (only where the version is
   * still the one read under its row lock), the transfers, and their entries. Answers how many
   * accounts were written: fewer means an account moved without the lock, and the caller must fail
   * (its transaction rolls back what this wrote).
   */
  async writePosting(
    tx: Tx,
    changes: Array<{ id: string; balance: bigint; version: number; previousVersion: number }>,
    transfers: LedgerTransferRow[],
    entries: NewLedgerEntry[],
  ): Promise<number> {
    const t = <T>(pick: (row: LedgerTransferRow) => T) =>
      arrayLiteral(transfers.map((row) => String(pick(row))));
    const e = <T>(pick: (row: NewLedgerEntry) => T) => arrayLiteral(entries.map((row) => String(pick(row))));
    const rows = rowsOf<{ written: number }>(
      await tx.execute(sql`
        with written as (
          update ledger_accounts a
          set balance_satang = v.balance, version = v.version
          from unnest(${arrayLiteral(changes.map((c) => c.id))}::uuid[],
                      ${arrayLiteral(changes.map((c) => c.balance))}::bigint[],
                      ${arrayLiteral(changes.map((c) => c.version))}::int[],
                      ${arrayLiteral(changes.map((c) => c.previousVersion))}::int[])
               as v(id, balance, version, previous_version)
          where a.id = v.id and a.version = v.previous_version
          returning a.id
        ), transfers as (
          insert into ledger_transfers (id, operator_id, kind, debit_account_id, credit_account_id, amount_satang,
                                        cause_type, cause_id, idempotency_key, event_at, created_at)
          select * from unnest(
            ${t((r) => r.id)}::uuid[], ${t((r) => r.operatorId)}::uuid[], ${t((r) => r.kind)}::text[],
            ${t((r) => r.debitAccountId)}::uuid[], ${t((r) => r.creditAccountId)}::uuid[],
            ${t((r) => r.amountSatang)}::bigint[], ${t((r) => r.causeType)}::text[],
            ${t((r) => r.causeId)}::text[], ${t((r) => r.idempotencyKey)}::text[],
            ${t((r) => r.eventAt.toISOString())}::timestamptz[], ${t((r) => r.createdAt.toISOString())}::timestamptz[])
          returning 1
        ), entries as (
          insert into ledger_entries (id, operator_id, transfer_id, account_id, change_satang,
                                      balance_before_satang, balance_after_satang, account_version, created_at)
          select id, operator_id, transfer_id, account_id, change_satang,
                 balance_before_satang, balance_after_satang, account_version, created_at
          from unnest(
            ${e((r) => r.id)}::uuid[], ${e((r) => r.operatorId)}::uuid[],
            ${e((r) => r.transferId)}::uuid[], ${e((r) => r.accountId)}::uuid[],
            ${e((r) => r.changeSatang)}::bigint[], ${e((r) => r.balanceBeforeSatang)}::bigint[],
            ${e((r) => r.balanceAfterSatang)}::bigint[], ${e((r) => r.accountVersion)}::int[],
            ${e((r) => r.createdAt.toISOString())}::timestamptz[])
            with ordinality as n(id, operator_id, transfer_id, account_id, change_satang, balance_before_satang,
                                 balance_after_satang, account_version, created_at, position)
          -- In the order they were applied: an account's entries take rising seq with their versions.
          order by position
          returning 1
        )
        select (select count(*) from written)::int as written`),
    );
    return Number(rows[0]?.written ?? 0);
  },
  /** The entries of these transfers with their accounts' owner and kind (a replayed posting's answer). */
  async entriesOfTransfers(
    db: DbOrTx,
    transferIds: string[],
  ): Promise<Array<LedgerEntryRow & { memberId: string | null; kind: AccountState['kind'] }>> {
    if (transferIds.length === 0) return [];
    const rows = await db
      .select({ entry: ledgerEntries, memberId: ledgerAccounts.memberId, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(sql`${ledgerEntries.transferId} = any(${arrayLiteral(transferIds)}::uuid[])`);
    return rows.map((row) => ({ ...row.entry, memberId: row.memberId, kind: row.kind }));
  },
  /** Each house kind's balance: the sum over its shards. */
  async houseBalances(db: DbOrTx, operatorId: string): Promise<Map<HouseAccountKind, bigint>> {
    const rows = rowsOf<{ kind: HouseAccountKind; balance: string }>(
      await db.execute(sql`
        select kind, sum(balance_satang)::text as balance from ledger_accounts
        where operator_id = ${operatorId} and member_id is null
        group by kind`),
    );
    return new Map(rows.map((row) => [row.kind, BigInt(row.balance)]));
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
  /** Advisory transaction locks on these keys, taken in the order given, in one statement. */
  lockKeys,
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
