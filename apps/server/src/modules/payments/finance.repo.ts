import { and, asc, count, desc, eq, gte, ilike, inArray, lt, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import {
  bankFeedSecrets,
  depositAccounts,
  deposits,
  statementLines,
  withdrawAutoApproveRules,
  withdrawals,
} from './payments.tables';

export type FeedSecretRow = typeof bankFeedSecrets.$inferSelect;
export type AutoApproveRuleRow = typeof withdrawAutoApproveRules.$inferSelect;
type DepositAccountRow = typeof depositAccounts.$inferSelect;
type StatementLineStatus = (typeof statementLines.$inferSelect)['status'];

export type DepositListFilter = {
  operatorId: string;
  status?: StatementLineStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Matched as a substring of the payment ref, bank ref, sender name and sender account. */
  text?: string | undefined;
  /** Lines credited to these members (a phone in `q` resolved by the member module). */
  memberIds?: string[] | undefined;
};

/** `%`, `_` and `\` in a search box mean themselves. */
const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the back office's money settings and lists (deposit accounts, feed secret, auto-approve, deposits). */
export const createFinanceRepo = () => ({
  // Deposit accounts
  async listDepositAccounts(db: DbOrTx, operatorId: string): Promise<DepositAccountRow[]> {
    return db
      .select()
      .from(depositAccounts)
      .where(eq(depositAccounts.operatorId, operatorId))
      .orderBy(asc(depositAccounts.sortOrder), asc(depositAccounts.id));
  },
  async nextDepositAccountSortOrder(tx: Tx, operatorId: string): Promise<number> {
    const [row] = await tx
      .select({ top: max(depositAccounts.sortOrder) })
      .from(depositAccounts)
      .where(eq(depositAccounts.operatorId, operatorId));
    return (row?.top ?? 0) + 1;
  },
  /** Inserts unless (operator, bank, number) exists; false means DEPOSIT_ACCOUNT_EXISTS. */
  async insertDepositAccount(tx: Tx, row: typeof depositAccounts.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(depositAccounts)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: depositAccounts.id });
    return inserted.length > 0;
  },
  async findDepositAccount(
    db: DbOrTx,
    operatorId: string,
    id: string,
  ): Promise<DepositAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(depositAccounts)
      .where(and(eq(depositAccounts.operatorId, operatorId), eq(depositAccounts.id, id)))
      .limit(1);
    return row;
  },
  /** Flips `is_active` only from the other state (conditional UPDATE); undefined when it already was. */
  async setDepositAccountActive(
    tx: Tx,
    operatorId: string,
    id: string,
    active: boolean,
  ): Promise<DepositAccountRow | undefined> {
    const [row] = await tx
      .update(depositAccounts)
      .set({ isActive: active })
      .where(
        and(
          eq(depositAccounts.operatorId, operatorId),
          eq(depositAccounts.id, id),
          eq(depositAccounts.isActive, !active),
        ),
      )
      .returning();
    return row;
  },

  // Feed secret
  async findFeedSecretRow(db: DbOrTx, operatorId: string): Promise<FeedSecretRow | undefined> {
    const [row] = await db
      .select()
      .from(bankFeedSecrets)
      .where(eq(bankFeedSecrets.operatorId, operatorId))
      .limit(1);
    return row;
  },
  /** Replaces the secret (or sets the first one) as rotated by staff. */
  async rotateFeedSecret(
    tx: Tx,
    row: Required<Pick<typeof bankFeedSecrets.$inferInsert, 'operatorId' | 'secret' | 'createdAt'>> & {
      rotatedAt: Date;
      rotatedBy: string;
    },
  ): Promise<void> {
    await tx
      .insert(bankFeedSecrets)
      .values(row)
      .onConflictDoUpdate({
        target: bankFeedSecrets.operatorId,
        set: { secret: row.secret, rotatedAt: row.rotatedAt, rotatedBy: row.rotatedBy },
      });
  },

  // Withdrawal auto-approve rule
  async findAutoApproveRule(db: DbOrTx, operatorId: string): Promise<AutoApproveRuleRow | undefined> {
    const [row] = await db
      .select()
      .from(withdrawAutoApproveRules)
      .where(eq(withdrawAutoApproveRules.operatorId, operatorId))
      .limit(1);
    return row;
  },
  async putAutoApproveRule(tx: Tx, row: AutoApproveRuleRow): Promise<void> {
    const { operatorId: _key, ...set } = row;
    await tx
      .insert(withdrawAutoApproveRules)
      .values(row)
      .onConflictDoUpdate({ target: withdrawAutoApproveRules.operatorId, set });
  },
  /** The member's withdrawals approved by the rule since `since` (whatever happened to them after). */
  async countAutoApprovedSince(tx: Tx, operatorId: string, memberId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          eq(withdrawals.memberId, memberId),
          eq(withdrawals.autoApproved, true),
          gte(withdrawals.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** What the member asked to withdraw since `since`, rejected requests left out (a VIP level's daily limit). */
  async withdrawnSince(tx: Tx, operatorId: string, memberId: string, since: Date): Promise<bigint> {
    const [row] = await tx
      .select({ satang: sql<string>`coalesce(sum(${withdrawals.amountSatang}), 0)::text` })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          eq(withdrawals.memberId, memberId),
          ne(withdrawals.status, 'REJECTED'),
          gte(withdrawals.createdAt, since),
        ),
      );
    return BigInt(row?.satang ?? '0');
  },

  // Deposits list: statement lines with their deposit, newest transfer first
  async pageDepositList(db: DbOrTx, filter: DepositListFilter, pageNo: number, pageSize: number) {
    const conditions: SQL[] = [eq(statementLines.operatorId, filter.operatorId)];
    if (filter.status) conditions.push(eq(statementLines.status, filter.status));
    if (filter.from) conditions.push(gte(statementLines.transferredAt, filter.from));
    if (filter.to) conditions.push(lt(statementLines.transferredAt, filter.to));
    if (filter.text !== undefined) {
      const pattern = likeContains(filter.text);
      const matches: Array<SQL | undefined> = [
        ilike(deposits.paymentRef, pattern),
        ilike(statementLines.externalId, pattern),
        ilike(statementLines.fromName, pattern),
        ilike(statementLines.fromAccountNumber, pattern),
      ];
      if (filter.memberIds?.length) matches.push(inArray(statementLines.memberId, filter.memberIds));
      const anyMatch = or(...matches);
      if (anyMatch) conditions.push(anyMatch);
    }
    const where = and(...conditions);
    const rows = await db
      .select({ line: statementLines, deposit: deposits })
      .from(statementLines)
      .leftJoin(deposits, eq(deposits.statementLineId, statementLines.id))
      .where(where)
      .orderBy(desc(statementLines.transferredAt), desc(statementLines.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(statementLines)
      .leftJoin(deposits, eq(deposits.statementLineId, statementLines.id))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },
});
export type FinanceRepo = ReturnType<typeof createFinanceRepo>;
