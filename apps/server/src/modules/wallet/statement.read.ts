import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { ledgerAccounts, type TransferKind } from './wallet.tables';

/** One ledger entry on a member's main (cash) or bonus account, as the statement reads it. */
export type StatementEntry = {
  seq: bigint;
  /** The seq of the member's entry just before this one (cash or bonus, any kind); null for the first. */
  previousSeq: bigint | null;
  account: 'CASH' | 'BONUS';
  changeSatang: bigint;
  /** Cash + bonus right after this entry: each account's balance after its latest entry up to here. */
  balanceAfterSatang: bigint;
  createdAt: Date;
  kind: TransferKind;
  causeType: string;
  causeId: string;
};

/**
 * The member's entries on their main and bonus accounts (the balance the site shows), newest first:
 * those before `beforeSeq` (all when absent), of `kinds` only when given, at most `limit`.
 * `seq` orders them (taken under the account's row lock, so it follows each account's versions);
 * each row carries the balance after it and the seq of the member's entry before it, both read
 * from the ledger by index, so a page needs no earlier page. Empty for a member of another operator.
 */
export const memberStatementEntries = async (
  db: DbOrTx,
  operatorId: string,
  memberId: string,
  page: { beforeSeq?: bigint; kinds?: readonly TransferKind[]; limit: number },
): Promise<StatementEntry[]> => {
  const accounts = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.operatorId, operatorId),
        eq(ledgerAccounts.memberId, memberId),
        inArray(ledgerAccounts.kind, ['MEMBER_WALLET', 'BONUS']),
      ),
    );
  const cash = accounts.find((account) => account.kind === 'MEMBER_WALLET')?.id;
  const bonus = accounts.find((account) => account.kind === 'BONUS')?.id;
  if (!cash) return [];
  const mine = [cash, ...(bonus ? [bonus] : [])];

  // One index range per account (account_id, seq), merged: never a sort of the member's history.
  const branch = (accountId: string) => sql`(
    select e.seq, e.account_id, e.change_satang, e.created_at, t.kind, t.cause_type, t.cause_id
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.account_id = ${accountId}
      ${page.beforeSeq === undefined ? sql`` : sql`and e.seq < ${page.beforeSeq.toString()}::bigint`}
      ${page.kinds ? sql`and t.kind = any(${arrayLiteral([...page.kinds])}::text[])` : sql``}
    order by e.seq desc
    limit ${page.limit})`;
  const afterOn = (accountId: string | undefined): SQL =>
    accountId
      ? sql`coalesce((select o.balance_after_satang from ledger_entries o
                      where o.account_id = ${accountId} and o.seq <= m.seq
                      order by o.seq desc limit 1), 0)`
      : sql`0`;
  const before = (accountId: string) =>
    sql`(select max(p.seq) from ledger_entries p where p.account_id = ${accountId} and p.seq < m.seq)`;
  const rows = rowsOf<{
    seq: string;
    previous_seq: string | null;
    account_id: string;
    change: string;
    balance_after: string;
    created_at: string | Date;
    kind: TransferKind;
    cause_type: string;
    cause_id: string;
  }>(
    await db.execute(sql`
      select m.seq::text as seq, m.account_id, m.change_satang::text as change, m.created_at, m.kind,
             m.cause_type, m.cause_id,
             (${afterOn(cash)} + ${afterOn(bonus)})::text as balance_after,
             greatest(${sql.join(mine.map(before), sql`, `)})::text as previous_seq
      from (${sql.join(mine.map(branch), sql` union all `)}) m
      order by m.seq desc
      limit ${page.limit}`),
  );
  return rows.map((row) => ({
    seq: BigInt(row.seq),
    previousSeq: row.previous_seq === null ? null : BigInt(row.previous_seq),
    account: row.account_id === cash ? 'CASH' : 'BONUS',
    changeSatang: BigInt(row.change),
    balanceAfterSatang: BigInt(row.balance_after),
    createdAt: new Date(row.created_at),
    kind: row.kind,
    causeType: row.cause_type,
    causeId: row.cause_id,
  }));
};
