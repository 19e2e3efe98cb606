import { and, asc, eq, gte, inArray, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { payoutAccounts, payoutProviderEvents, payoutRecipients, payoutTransfers } from './payouts.tables';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutRecipientRow = typeof payoutRecipients.$inferSelect;
export type PayoutTransferRow = typeof payoutTransfers.$inferSelect;
export type PayoutTransferStateValue = PayoutTransferRow['state'];

/** The recipient row of a member's bank account (`bankCode:accountNumber`). */
const findRecipient = async (
  db: DbOrTx,
  operatorId: string,
  memberId: string,
  bankAccountKey: string,
): Promise<PayoutRecipientRow | undefined> => {
  const [row] = await db
    .select()
    .from(payoutRecipients)
    .where(
      and(
        eq(payoutRecipients.operatorId, operatorId),
        eq(payoutRecipients.memberId, memberId),
        eq(payoutRecipients.bankAccountKey, bankAccountKey),
      ),
    )
    .limit(1);
  return row;
};

/** The payouts module's rows: accounts, recipients, transfers and the provider events already taken. */
export const createPayoutsRepo = () => ({
  // Accounts
  async findAccount(db: DbOrTx, operatorId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.operatorId, operatorId))
      .limit(1);
    return row;
  },
  /** The operators whose account sends automatically now (kill switch on). */
  async sendingOperators(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ operatorId: payoutAccounts.operatorId })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.autoSendEnabled, true));
    return rows.map((row) => row.operatorId);
  },
  /** Inserts the account, or replaces every field of an existing one (`replace`); false when kept. */
  async putAccount(
    tx: Tx,
    row: typeof payoutAccounts.$inferInsert,
    { replace }: { replace: boolean },
  ): Promise<boolean> {
    const { operatorId: _key, createdAt: _created, ...set } = row;
    const query = tx.insert(payoutAccounts).values(row);
    const written = replace
      ? await query
          .onConflictDoUpdate({ target: payoutAccounts.operatorId, set })
          .returning({ id: payoutAccounts.operatorId })
      : await query.onConflictDoNothing().returning({ id: payoutAccounts.operatorId });
    return written.length > 0;
  },

  // Recipients
  findRecipient,
  async findRecipientById(db: DbOrTx, id: string): Promise<PayoutRecipientRow | undefined> {
    const [row] = await db.select().from(payoutRecipients).where(eq(payoutRecipients.id, id)).limit(1);
    return row;
  },
  async findRecipientByProviderId(
    db: DbOrTx,
    operatorId: string,
    providerRecipientId: string,
  ): Promise<PayoutRecipientRow | undefined> {
    const [row] = await db
      .select()
      .from(payoutRecipients)
      .where(
        and(
          eq(payoutRecipients.operatorId, operatorId),
          eq(payoutRecipients.providerRecipientId, providerRecipientId),
        ),
      )
      .limit(1);
    return row;
  },
  /** Inserts a PENDING recipient unless the member's account has one; answers the row either way. */
  async insertRecipientIfAbsent(
    tx: DbOrTx,
    row: typeof payoutRecipients.$inferInsert,
  ): Promise<PayoutRecipientRow | undefined> {
    await tx.insert(payoutRecipients).values(row).onConflictDoNothing();
    return findRecipient(tx, row.operatorId, row.memberId, row.bankAccountKey);
  },
  /** The provider's answer onto the row (its id once known, its state); never VERIFIED → PENDING. */
  async updateRecipient(
    db: DbOrTx,
    id: string,
    set: Partial<
      Pick<
        PayoutRecipientRow,
        'providerRecipientId' | 'state' | 'failureCode' | 'failureReason' | 'verifiedAt' | 'updatedAt'
      >
    >,
  ): Promise<PayoutRecipientRow | undefined> {
    const [row] = await db
      .update(payoutRecipients)
      .set(set)
      .where(
        and(
          eq(payoutRecipients.id, id),
          set.state === 'PENDING' ? ne(payoutRecipients.state, 'VERIFIED') : undefined,
        ),
      )
      .returning();
    return row;
  },
  /** Recipients to create at the provider (no id yet) or to ask again (PENDING), untouched since `before`. */
  async recipientsToCheck(db: DbOrTx, before: Date, limit: number): Promise<PayoutRecipientRow[]> {
    return db
      .select()
      .from(payoutRecipients)
      .where(and(eq(payoutRecipients.state, 'PENDING'), lt(payoutRecipients.updatedAt, before)))
      .orderBy(asc(payoutRecipients.updatedAt))
      .limit(limit);
  },
  /** Marks a recipient as looked at (so the re-check job asks again only after its pause). */
  async touchRecipient(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db.update(payoutRecipients).set({ updatedAt: at }).where(eq(payoutRecipients.id, id));
  },

  // Transfers
  /** Satang of the operator's automatic transfers since `since` that are not FAILED (the daily cap). */
  async automaticTotalSince(tx: DbOrTx, operatorId: string, since: Date): Promise<bigint> {
    const [row] = await tx
      .select({ satang: sql<string>`coalesce(sum(${payoutTransfers.amountSatang}), 0)` })
      .from(payoutTransfers)
      .where(
        and(
          eq(payoutTransfers.operatorId, operatorId),
          eq(payoutTransfers.automatic, true),
          ne(payoutTransfers.state, 'FAILED'),
          gte(payoutTransfers.createdAt, since),
        ),
      );
    return BigInt(row?.satang ?? 0);
  },
  async lastAttempt(tx: DbOrTx, withdrawalId: string): Promise<number> {
    const [row] = await tx
      .select({ attempt: max(payoutTransfers.attempt) })
      .from(payoutTransfers)
      .where(eq(payoutTransfers.withdrawalId, withdrawalId));
    return row?.attempt ?? 0;
  },
  /** Inserts the CREATING row; false when the withdrawal already has a live transfer (or this attempt). */
  async insertTransfer(tx: Tx, row: typeof payoutTransfers.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(payoutTransfers)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: payoutTransfers.id });
    return inserted.length > 0;
  },
  async findTransfer(db: DbOrTx, id: string): Promise<PayoutTransferRow | undefined> {
    const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.id, id)).limit(1);
    return row;
  },
  async transfersOf(db: DbOrTx, operatorId: string, withdrawalId: string): Promise<PayoutTransferRow[]> {
    return db
      .select()
      .from(payoutTransfers)
      .where(and(eq(payoutTransfers.operatorId, operatorId), eq(payoutTransfers.withdrawalId, withdrawalId)))
      .orderBy(asc(payoutTransfers.attempt));
  },
  /**
   * The row a provider transfer belongs to, locked for the rest of the transaction: by the provider's
   * id, else (an answer never recorded: a crash, a timeout) the withdrawal's transfer still CREATING.
   */
  async lockTransferFor(
    tx: Tx,
    operatorId: string,
    transfer: { id: string; withdrawalId: string | null },
  ): Promise<PayoutTransferRow | undefined> {
    const byProviderId = eq(payoutTransfers.providerTransferId, transfer.id);
    const where = transfer.withdrawalId
      ? or(
          byProviderId,
          and(
            eq(payoutTransfers.withdrawalId, transfer.withdrawalId),
            eq(payoutTransfers.state, 'CREATING'),
            isNull(payoutTransfers.providerTransferId),
          ),
        )
      : byProviderId;
    const rows = await tx
      .select()
      .from(payoutTransfers)
      .where(and(eq(payoutTransfers.operatorId, operatorId), where))
      .orderBy(sql`${payoutTransfers.providerTransferId} is null`)
      .for('update');
    return rows[0];
  },
  /** Moves a transfer out of one of `from`; undefined when it is not in them any more. */
  async transitionTransfer(
    tx: Tx,
    id: string,
    from: PayoutTransferStateValue[],
    set: Partial<
      Pick<
        PayoutTransferRow,
        | 'state'
        | 'providerTransferId'
        | 'failureCode'
        | 'failureReason'
        | 'sentAt'
        | 'settledAt'
        | 'updatedAt'
      >
    >,
  ): Promise<PayoutTransferRow | undefined> {
    const [row] = await tx
      .update(payoutTransfers)
      .set(set)
      .where(and(eq(payoutTransfers.id, id), inArray(payoutTransfers.state, from)))
      .returning();
    return row;
  },
  /**
   * Claims a CREATING transfer for one more call (crash or timeout recovery): only when its last call
   * is older than `staleBefore`, so of several nodes one sends it each time.
   */
  async claimCall(
    db: DbOrTx,
    id: string,
    at: Date,
    staleBefore: Date,
  ): Promise<PayoutTransferRow | undefined> {
    const [row] = await db
      .update(payoutTransfers)
      .set({ calls: sql`${payoutTransfers.calls} + 1`, lastCallAt: at, updatedAt: at })
      .where(
        and(
          eq(payoutTransfers.id, id),
          eq(payoutTransfers.state, 'CREATING'),
          or(isNull(payoutTransfers.lastCallAt), lt(payoutTransfers.lastCallAt, staleBefore)),
        ),
      )
      .returning();
    return row;
  },
  /** Claims a SENT transfer for a poll (one node per pause): bumps `updated_at` when older than `staleBefore`. */
  async claimPoll(
    db: DbOrTx,
    id: string,
    at: Date,
    staleBefore: Date,
  ): Promise<PayoutTransferRow | undefined> {
    const [row] = await db
      .update(payoutTransfers)
      .set({ updatedAt: at })
      .where(
        and(
          eq(payoutTransfers.id, id),
          eq(payoutTransfers.state, 'SENT'),
          lt(payoutTransfers.updatedAt, staleBefore),
        ),
      )
      .returning();
    return row;
  },
  /** Open transfers (CREATING or SENT) untouched since `before`, oldest first, of every operator. */
  async openTransfers(
    db: DbOrTx,
    state: 'CREATING' | 'SENT',
    before: Date,
    limit: number,
  ): Promise<PayoutTransferRow[]> {
    const column = state === 'CREATING' ? payoutTransfers.lastCallAt : payoutTransfers.updatedAt;
    return db
      .select()
      .from(payoutTransfers)
      .where(and(eq(payoutTransfers.state, state), or(isNull(column), lt(column, before))))
      .orderBy(asc(payoutTransfers.updatedAt))
      .limit(limit);
  },

  // Provider events
  async eventSeen(db: DbOrTx, operatorId: string, providerEventId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: payoutProviderEvents.providerEventId })
      .from(payoutProviderEvents)
      .where(
        and(
          eq(payoutProviderEvents.operatorId, operatorId),
          eq(payoutProviderEvents.providerEventId, providerEventId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  /** Records the event id; false when it was taken already (a replay, or a racing delivery). */
  async takeEvent(tx: Tx, row: typeof payoutProviderEvents.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(payoutProviderEvents)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: payoutProviderEvents.providerEventId });
    return inserted.length > 0;
  },
});
export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;
