import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx, Tx } from '#platform/db/client';
import { createFeedRepo } from './feed.repo';
import { createFinanceRepo } from './finance.repo';
import {
  bankFeedSecrets,
  depositAccounts,
  depositIntents,
  deposits,
  statementLines,
  withdrawals,
} from './payments.tables';

export type DepositAccountRow = typeof depositAccounts.$inferSelect;
export type DepositIntentRow = typeof depositIntents.$inferSelect;
export type StatementLineRow = typeof statementLines.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatusValue = WithdrawalRow['status'];
export type StatementLineStatusValue = StatementLineRow['status'];

const page = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

export const createPaymentsRepo = () => ({
  ...createFinanceRepo(),
  ...createFeedRepo(),
  // Deposit accounts and the feed secret
  async listActiveDepositAccounts(db: DbOrTx, operatorId: string): Promise<DepositAccountRow[]> {
    return db
      .select()
      .from(depositAccounts)
      .where(and(eq(depositAccounts.operatorId, operatorId), eq(depositAccounts.isActive, true)))
      .orderBy(asc(depositAccounts.sortOrder), asc(depositAccounts.id));
  },
  async insertDepositAccountIfAbsent(tx: Tx, row: typeof depositAccounts.$inferInsert): Promise<void> {
    await tx.insert(depositAccounts).values(row).onConflictDoNothing();
  },
  async findFeedSecret(db: DbOrTx, operatorId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ secret: bankFeedSecrets.secret })
      .from(bankFeedSecrets)
      .where(eq(bankFeedSecrets.operatorId, operatorId))
      .limit(1);
    return row?.secret;
  },
  /**
   * Sets the secret (`replace`) or keeps an existing one; true when a row was written. A secret an
   * owner rotated is never replaced: the configured one must not bring back a retired key at start.
   */
  async putFeedSecret(
    tx: Tx,
    row: typeof bankFeedSecrets.$inferInsert,
    { replace }: { replace: boolean },
  ): Promise<boolean> {
    const query = tx.insert(bankFeedSecrets).values(row);
    const written = replace
      ? await query
          .onConflictDoUpdate({
            target: bankFeedSecrets.operatorId,
            set: { secret: row.secret },
            setWhere: isNull(bankFeedSecrets.rotatedAt),
          })
          .returning({ id: bankFeedSecrets.operatorId })
      : await query.onConflictDoNothing().returning({ id: bankFeedSecrets.operatorId });
    return written.length > 0;
  },

  // PromptPay intents
  async expireIntents(tx: Tx, operatorId: string, now: Date): Promise<void> {
    await tx
      .update(depositIntents)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(depositIntents.operatorId, operatorId),
          eq(depositIntents.status, 'OPEN'),
          lte(depositIntents.expiresAt, now),
        ),
      );
  },
  async openPayAmountsBetween(tx: Tx, operatorId: string, low: bigint, high: bigint): Promise<bigint[]> {
    const rows = await tx
      .select({ pay: depositIntents.payAmountSatang })
      .from(depositIntents)
      .where(
        and(
          eq(depositIntents.operatorId, operatorId),
          eq(depositIntents.status, 'OPEN'),
          between(depositIntents.payAmountSatang, low, high),
        ),
      );
    return rows.map((row) => row.pay);
  },
  async insertIntent(tx: Tx, row: typeof depositIntents.$inferInsert): Promise<void> {
    await tx.insert(depositIntents).values(row);
  },
  /** Claims the open, unexpired intent of exactly this pay amount (conditional UPDATE: one claimant wins). */
  async claimIntent(
    tx: Tx,
    operatorId: string,
    payAmountSatang: bigint,
    at: Date,
  ): Promise<DepositIntentRow | undefined> {
    const [row] = await tx
      .update(depositIntents)
      .set({ status: 'CREDITED' })
      .where(
        and(
          eq(depositIntents.operatorId, operatorId),
          eq(depositIntents.status, 'OPEN'),
          eq(depositIntents.payAmountSatang, payAmountSatang),
          gt(depositIntents.expiresAt, at),
        ),
      )
      .returning();
    return row;
  },

  // Statement lines and deposits
  /** Inserts the line unless its external id was seen; undefined means DUPLICATE (also for a racing twin). */
  async insertLineIfNew(
    tx: Tx,
    row: typeof statementLines.$inferInsert,
  ): Promise<StatementLineRow | undefined> {
    const [inserted] = await tx
      .insert(statementLines)
      .values(row)
      .onConflictDoNothing({ target: [statementLines.operatorId, statementLines.externalId] })
      .returning();
    return inserted;
  },
  async findLine(db: DbOrTx, operatorId: string, id: string): Promise<StatementLineRow | undefined> {
    const [row] = await db
      .select()
      .from(statementLines)
      .where(and(eq(statementLines.operatorId, operatorId), eq(statementLines.id, id)))
      .limit(1);
    return row;
  },
  /** Moves a line out of `from` (conditional UPDATE); undefined when it is not in that state any more. */
  async resolveLine(
    tx: Tx,
    operatorId: string,
    id: string,
    from: StatementLineStatusValue,
    set: Partial<Pick<StatementLineRow, 'status' | 'memberId' | 'dismissReason' | 'resolvedAt'>>,
  ): Promise<StatementLineRow | undefined> {
    const [row] = await tx
      .update(statementLines)
      .set(set)
      .where(
        and(
          eq(statementLines.operatorId, operatorId),
          eq(statementLines.id, id),
          eq(statementLines.status, from),
        ),
      )
      .returning();
    return row;
  },
  async pageLines(
    db: DbOrTx,
    operatorId: string,
    status: StatementLineStatusValue | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: StatementLineRow[]; total: number }> {
    const where = and(
      eq(statementLines.operatorId, operatorId),
      status ? eq(statementLines.status, status) : undefined,
    );
    const rows = await db
      .select()
      .from(statementLines)
      .where(where)
      .orderBy(desc(statementLines.transferredAt), desc(statementLines.id))
      .limit(page(pageNo, pageSize).limit)
      .offset(page(pageNo, pageSize).offset);
    const [total] = await db.select({ n: count() }).from(statementLines).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Inserts unless the payment ref is taken; false means "draw another ref". */
  /**
   * How many deposits the member had credited before `depositId`, in all and since `dayStart` (the
   * Bangkok midnight of the credit): `deposit.credited`'s `previousDeposits` / `depositsEarlierToday`.
   * Credits of one member are serialised by their main account's lock, so an earlier one is seen.
   */
  async depositsBefore(
    tx: Tx,
    operatorId: string,
    memberId: string,
    depositId: string,
    dayStart: Date,
  ): Promise<{ total: number; today: number }> {
    const [row] = await tx
      .select({
        total: count(),
        today: sql<number>`(count(*) filter (where ${deposits.createdAt} >= ${dayStart}))::int`,
      })
      .from(deposits)
      .where(
        and(
          eq(deposits.operatorId, operatorId),
          eq(deposits.memberId, memberId),
          sql`${deposits.id} <> ${depositId}`,
        ),
      );
    return { total: Number(row?.total ?? 0), today: Number(row?.today ?? 0) };
  },
  async insertDeposit(tx: Tx, row: typeof deposits.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(deposits)
      .values(row)
      .onConflictDoNothing({ target: [deposits.operatorId, deposits.paymentRef] })
      .returning({ id: deposits.id });
    return inserted.length > 0;
  },
  async pageDeposits(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: DepositRow[]; total: number }> {
    const where = and(eq(deposits.operatorId, operatorId), eq(deposits.memberId, memberId));
    const rows = await db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.transferredAt), desc(deposits.id))
      .limit(page(pageNo, pageSize).limit)
      .offset(page(pageNo, pageSize).offset);
    const [total] = await db.select({ n: count() }).from(deposits).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  // Withdrawals
  async insertWithdrawal(tx: Tx, row: typeof withdrawals.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(withdrawals)
      .values(row)
      .onConflictDoNothing({ target: [withdrawals.operatorId, withdrawals.paymentRef] })
      .returning({ id: withdrawals.id });
    return inserted.length > 0;
  },
  async findWithdrawal(db: DbOrTx, operatorId: string, id: string): Promise<WithdrawalRow | undefined> {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.operatorId, operatorId), eq(withdrawals.id, id)))
      .limit(1);
    return row;
  },
  /** Of these withdrawals, the ones whose transfer failed at the payout provider (a failure reason kept). */
  async withdrawalsWithFailedTransfer(db: DbOrTx, operatorId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          inArray(withdrawals.id, ids),
          isNotNull(withdrawals.failureReason),
        ),
      );
    return rows.map((row) => row.id);
  },
  /**
   * Moves a withdrawal from one of `from` to a new status in one conditional UPDATE: of two staff
   * acting at once, the second finds no row in `from` (undefined) and acts on nothing.
   */
  async transitionWithdrawal(
    tx: Tx,
    operatorId: string,
    id: string,
    from: WithdrawalStatusValue[],
    set: Partial<
      Pick<
        WithdrawalRow,
        | 'status'
        | 'bankRef'
        | 'rejectReason'
        | 'approvedAt'
        | 'approvedBy'
        | 'updatedAt'
        | 'failureReason'
        | 'waitReason'
        | 'paidAt'
      >
    >,
  ): Promise<WithdrawalRow | undefined> {
    const [row] = await tx
      .update(withdrawals)
      .set(set)
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          eq(withdrawals.id, id),
          inArray(withdrawals.status, from),
        ),
      )
      .returning();
    return row;
  },
  /**
   * Why an APPROVED withdrawal was not sent automatically (null: none); only while it is still
   * APPROVED, so a late answer never writes a reason onto a withdrawal that has moved on.
   */
  async setWaitReason(db: DbOrTx, operatorId: string, id: string, reason: string | null): Promise<void> {
    await db
      .update(withdrawals)
      .set({ waitReason: reason })
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          eq(withdrawals.id, id),
          eq(withdrawals.status, 'APPROVED'),
        ),
      );
  },
  /**
   * Drops the wait reason of the operators' APPROVED withdrawals waiting for one of `reasons`
   * (`updated_at` untouched, so the undispatched sweep takes them at once); how many.
   */
  async clearWaitReasons(db: DbOrTx, operatorIds: string[], reasons: string[]): Promise<number> {
    if (operatorIds.length === 0 || reasons.length === 0) return 0;
    const rows = await db
      .update(withdrawals)
      .set({ waitReason: null })
      .where(
        and(
          eq(withdrawals.status, 'APPROVED'),
          inArray(withdrawals.operatorId, operatorIds),
          inArray(withdrawals.waitReason, reasons),
        ),
      )
      .returning({ id: withdrawals.id });
    return rows.length;
  },
  /** APPROVED withdrawals waiting for this reason, oldest first (of one member when given). */
  async listWaiting(
    db: DbOrTx,
    filter: { reason: string; operatorId?: string; memberId?: string },
    limit: number,
  ): Promise<WithdrawalRow[]> {
    const conditions: SQL[] = [eq(withdrawals.status, 'APPROVED'), eq(withdrawals.waitReason, filter.reason)];
    if (filter.operatorId) conditions.push(eq(withdrawals.operatorId, filter.operatorId));
    if (filter.memberId) conditions.push(eq(withdrawals.memberId, filter.memberId));
    return db
      .select()
      .from(withdrawals)
      .where(and(...conditions))
      .orderBy(asc(withdrawals.createdAt))
      .limit(limit);
  },
  /**
   * APPROVED withdrawals approved before `approvedBefore` that wait for nothing or for one of
   * `waitReasons`, by approval time then id, after the `after` one (keyset pages).
   */
  async listApprovedUnsent(
    db: DbOrTx,
    filter: { approvedBefore: Date; waitReasons: string[]; after?: { approvedAt: Date; id: string } },
    limit: number,
  ): Promise<WithdrawalRow[]> {
    const { after } = filter;
    return db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'APPROVED'),
          lt(withdrawals.approvedAt, filter.approvedBefore),
          or(isNull(withdrawals.waitReason), inArray(withdrawals.waitReason, filter.waitReasons)),
          after
            ? or(
                gt(withdrawals.approvedAt, after.approvedAt),
                and(eq(withdrawals.approvedAt, after.approvedAt), gt(withdrawals.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(withdrawals.approvedAt), asc(withdrawals.id))
      .limit(limit);
  },
  /**
   * Claims up to `limit` APPROVED withdrawals with no wait reason untouched since `staleBefore`
   * (nothing dispatched them: a crash after the approval, a dispatch that failed), oldest first:
   * `updated_at` moves to `at`, so another node's sweep skips them until they are stale again.
   */
  async claimUndispatched(
    db: DbOrTx,
    { staleBefore, at, limit }: { staleBefore: Date; at: Date; limit: number },
  ): Promise<WithdrawalRow[]> {
    const undispatched = and(
      eq(withdrawals.status, 'APPROVED'),
      isNull(withdrawals.waitReason),
      lt(withdrawals.updatedAt, staleBefore),
    );
    const oldest = db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(undispatched)
      .orderBy(asc(withdrawals.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(withdrawals)
      .set({ updatedAt: at })
      .where(and(inArray(withdrawals.id, oldest), undispatched))
      .returning();
  },
  /** The members' PENDING, APPROVED and FAILED withdrawals → ON_HOLD with each member's reason (never SENDING). */
  async holdWithdrawalsOf(
    tx: Tx,
    operatorId: string,
    reasons: Map<string, string>,
    now: Date,
  ): Promise<WithdrawalRow[]> {
    const held: WithdrawalRow[] = [];
    for (const [memberId, reason] of reasons)
      held.push(
        ...(await tx
          .update(withdrawals)
          .set({ status: 'ON_HOLD', holdReason: reason, heldAt: now, updatedAt: now })
          .where(
            and(
              eq(withdrawals.operatorId, operatorId),
              eq(withdrawals.memberId, memberId),
              inArray(withdrawals.status, ['PENDING', 'APPROVED', 'FAILED']),
            ),
          )
          .returning()),
      );
    return held;
  },
  /** The members' ON_HOLD withdrawals → PENDING (the hold reason stays for the record). */
  async releaseWithdrawalsOf(
    tx: Tx,
    operatorId: string,
    memberIds: string[],
    now: Date,
  ): Promise<WithdrawalRow[]> {
    if (memberIds.length === 0) return [];
    return tx
      .update(withdrawals)
      .set({ status: 'PENDING', updatedAt: now })
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          inArray(withdrawals.memberId, memberIds),
          eq(withdrawals.status, 'ON_HOLD'),
        ),
      )
      .returning();
  },
  /**
   * Withdrawals for staff, newest first, each with the provider id of its live (or else its last)
   * transfer. That id is read by a subquery on the payouts module's `payout_transfers` by name: the
   * payouts module sits above payments (it calls payments, never the reverse), so payments cannot
   * import its tables, and one set-based read keeps the page a single query.
   */
  async pageWithdrawals(
    db: DbOrTx,
    filter: {
      operatorId: string;
      memberId?: string;
      status?: WithdrawalStatusValue | undefined;
      /** One withdrawal (its detail page). */
      id?: string | undefined;
    },
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: Array<WithdrawalRow & { transferId: string | null }>; total: number }> {
    const conditions: SQL[] = [eq(withdrawals.operatorId, filter.operatorId)];
    if (filter.memberId) conditions.push(eq(withdrawals.memberId, filter.memberId));
    if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
    if (filter.id) conditions.push(eq(withdrawals.id, filter.id));
    const where = and(...conditions);
    const rows = await db
      .select({
        ...getTableColumns(withdrawals),
        transferId: sql<string | null>`(
          select t.provider_transfer_id from payout_transfers t
          where t.withdrawal_id = "withdrawals"."id" and t.provider_transfer_id is not null
          order by (t.state <> 'FAILED') desc, t.attempt desc
          limit 1)`,
      })
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page(pageNo, pageSize).limit)
      .offset(page(pageNo, pageSize).offset);
    const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Count and sum of the member's deposits, and of their withdrawals per status. */
  /** Deposits, and withdrawals by status, ever or created in `range` (`[from, to)`). */
  async memberTotals(db: DbOrTx, operatorId: string, memberId: string, range?: InstantRange) {
    const sumOf = (column: typeof deposits.amountSatang | typeof withdrawals.amountSatang) =>
      sql<string>`coalesce(sum(${column}), 0)`;
    const within = (at: typeof deposits.createdAt | typeof withdrawals.createdAt) =>
      range ? and(gte(at, range.from), lt(at, range.to)) : undefined;
    const [deposited] = await db
      .select({ n: count(), satang: sumOf(deposits.amountSatang) })
      .from(deposits)
      .where(
        and(eq(deposits.operatorId, operatorId), eq(deposits.memberId, memberId), within(deposits.createdAt)),
      );
    const byStatus = await db
      .select({ status: withdrawals.status, n: count(), satang: sumOf(withdrawals.amountSatang) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.operatorId, operatorId),
          eq(withdrawals.memberId, memberId),
          within(withdrawals.createdAt),
        ),
      )
      .groupBy(withdrawals.status);
    return {
      deposits: { count: deposited?.n ?? 0, satang: BigInt(deposited?.satang ?? 0) },
      withdrawals: byStatus.map((row) => ({ status: row.status, count: row.n, satang: BigInt(row.satang) })),
    };
  },
});
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
