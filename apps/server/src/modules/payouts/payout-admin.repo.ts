import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { PayoutAccountRow, PayoutRecipientRow } from './payouts.repo';
import { payoutAccounts, payoutRecipients } from './payouts.tables';

type AccountInsert = typeof payoutAccounts.$inferInsert;

/**
 * The back office's writes to the payout account. Credentials and settings are separate UPDATEs of
 * their own columns, so a rotation racing a kill-switch change loses neither.
 */
export const createPayoutAdminRepo = () => ({
  /** Sets the credentials (and base URL), creating the account with `row`'s settings when it has none. */
  async putCredentials(tx: Tx, row: AccountInsert): Promise<PayoutAccountRow> {
    const [written] = await tx
      .insert(payoutAccounts)
      .values(row)
      .onConflictDoUpdate({
        target: payoutAccounts.operatorId,
        set: {
          source: row.source,
          baseUrl: row.baseUrl,
          secretKeyEnc: row.secretKeyEnc,
          secretKeyHint: row.secretKeyHint,
          webhookSecretEnc: row.webhookSecretEnc,
          webhookSecretHint: row.webhookSecretHint,
          credentialsRotatedAt: row.credentialsRotatedAt,
          updatedAt: row.updatedAt,
        },
      })
      .returning();
    if (!written) throw new Error('payout account missing after upsert');
    return written;
  },
  /** The account as it is, locked for the rest of the transaction (the audit's "before"). */
  async lockAccount(tx: Tx, operatorId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.operatorId, operatorId))
      .for('update');
    return row;
  },
  async updateSettings(
    tx: Tx,
    operatorId: string,
    set: Pick<PayoutAccountRow, 'autoSendEnabled' | 'dailyCapSatang' | 'updatedAt'>,
  ): Promise<PayoutAccountRow | undefined> {
    const [row] = await tx
      .update(payoutAccounts)
      .set(set)
      .where(eq(payoutAccounts.operatorId, operatorId))
      .returning();
    return row;
  },
  /** The seed's account, unless the operator has one (an owner's credentials stay). True when written. */
  async insertAccountIfAbsent(tx: Tx, row: AccountInsert): Promise<boolean> {
    const written = await tx
      .insert(payoutAccounts)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: payoutAccounts.operatorId });
    return written.length > 0;
  },
  /** Moves a seeded (SIMULATED) account to this start's simulated bank; staff-set accounts are never touched. */
  async moveSimulatedAccount(db: DbOrTx, operatorId: string, baseUrl: string, at: Date): Promise<void> {
    await db
      .update(payoutAccounts)
      .set({ baseUrl, updatedAt: at })
      .where(and(eq(payoutAccounts.operatorId, operatorId), eq(payoutAccounts.source, 'SIMULATED')));
  },
  /** The member's newest recipient row (whatever bank account it is for). */
  async latestRecipientOf(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<PayoutRecipientRow | undefined> {
    const [row] = await db
      .select()
      .from(payoutRecipients)
      .where(and(eq(payoutRecipients.operatorId, operatorId), eq(payoutRecipients.memberId, memberId)))
      .orderBy(desc(payoutRecipients.createdAt), desc(payoutRecipients.id))
      .limit(1);
    return row;
  },
});
export type PayoutAdminRepo = ReturnType<typeof createPayoutAdminRepo>;
