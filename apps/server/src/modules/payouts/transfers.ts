import { payoutFailureReason, payoutWaitTh } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import {
  type PayoutProvider,
  PayoutProviderError,
  type ProviderTransfer,
} from '#adapters/bank-payout/bank-payout';
import type { WithdrawalRow } from '#modules/payments/index';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import type { PayoutsContext } from './payouts.context';
import type { PayoutRecipientRow, PayoutTransferRow } from './payouts.repo';

/** The Thai reason of a create the provider refused (no transfer was made). */
const refusalReasonOf = (error: PayoutProviderError): string =>
  error.kind === 'unauthorized'
    ? 'ผู้ให้บริการโอนเงินไม่รับรหัสของบัญชี ตรวจสอบ Secret key แล้วสั่งโอนใหม่'
    : payoutFailureReason(error.providerCode);

/** The idempotency key of a withdrawal's attempt: the same key always yields the same single transfer. */
export const transferKeyOf = (withdrawalId: string, attempt: number) => `wd_${withdrawalId}_${attempt}`;

/** Who asks for a transfer: the dispatcher (automatic, within the daily cap) or a staff member. */
export type TransferRequest =
  | { automatic: true }
  | { automatic: false; staff: AuthenticatedStaff; ip: string };

/**
 * One withdrawal's transfers (docs/modules/payouts.md#decisions, decision 3). `start` writes the CREATING row and moves the
 * withdrawal to SENDING in one transaction, committed before the provider hears of it; `call` sends
 * the row's key (a crash or a timeout leaves the row CREATING and the sender job sends the same key
 * again); `apply` records what the provider says of a transfer (its answer, a webhook re-read, a
 * poll), idempotently: each move is a conditional UPDATE of the locked row.
 */
export const createTransfers = (ctx: PayoutsContext) => {
  const { db, clock, repo, withdrawals, log } = ctx;

  /** In the caller's transaction: withdrawal → SENDING and its CREATING row; undefined when another won. */
  const begin = async (
    tx: Tx,
    withdrawal: WithdrawalRow,
    recipient: PayoutRecipientRow,
    request: TransferRequest,
  ): Promise<PayoutTransferRow | undefined> => {
    const { operatorId, id } = withdrawal;
    const from: Array<'APPROVED' | 'FAILED'> = request.automatic ? ['APPROVED'] : ['APPROVED', 'FAILED'];
    const sending = await withdrawals.markSending(tx, operatorId, id, from);
    if (!sending) return undefined;
    const attempt = (await repo.lastAttempt(tx, id)) + 1;
    const now = clock.now();
    const row = {
      id: uuidv7(),
      operatorId,
      withdrawalId: id,
      attempt,
      idempotencyKey: transferKeyOf(id, attempt),
      amountSatang: sending.amountSatang,
      recipientId: recipient.id,
      state: 'CREATING' as const,
      automatic: request.automatic,
      requestedBy: request.automatic ? null : request.staff.staffId,
      calls: 1,
      lastCallAt: now,
      createdAt: now,
      updatedAt: now,
    };
    // The withdrawal moved, so no live row can exist; the unique index would refuse a second anyway.
    if (!(await repo.insertTransfer(tx, row)))
      throw new Error(`withdrawal ${id} already has a live transfer`);
    // A staff member's first transfer of the withdrawal (one waiting as APPROVED) is a send, not a
    // resend: the history tells them apart (payout-admin.timeline.ts).
    if (!request.automatic)
      await ctx.audit.record(tx, {
        staff: request.staff,
        action: attempt === 1 ? 'withdrawal.send' : 'withdrawal.retry',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: withdrawal.status, failureReason: withdrawal.failureReason },
        after: { status: 'SENDING', attempt, idempotencyKey: row.idempotencyKey },
        ip: request.ip,
      });
    return (await repo.findTransfer(tx, row.id)) ?? undefined;
  };

  /** Records a refusal of the create (no transfer was made): row and withdrawal FAILED, money held. */
  const refuse = async (row: PayoutTransferRow, error: PayoutProviderError): Promise<void> => {
    const reason = refusalReasonOf(error);
    await db.transaction(async (tx) => {
      const now = clock.now();
      const failed = await repo.transitionTransfer(tx, row.id, ['CREATING'], {
        state: 'FAILED',
        failureCode: error.providerCode ?? error.kind,
        failureReason: reason,
        settledAt: now,
        updatedAt: now,
      });
      if (failed) await withdrawals.failedByProvider(tx, row.operatorId, row.withdrawalId, reason);
    });
  };

  /** What the provider says of a transfer, onto our row and the withdrawal, in the caller's transaction. */
  const applyIn = async (tx: Tx, operatorId: string, transfer: ProviderTransfer): Promise<boolean> => {
    const row = await repo.lockTransferFor(tx, operatorId, transfer);
    if (!row) {
      log.warn({ operatorId, providerTransferId: transfer.id }, 'payout transfer unknown (reconciliation)');
      return false;
    }
    if (row.amountSatang !== transfer.amountSatang) {
      log.error(
        { operatorId, transferId: row.id, providerTransferId: transfer.id },
        'payout transfer amount differs from ours (reconciliation)',
      );
      return false;
    }
    const now = clock.now();
    const open: Array<'CREATING' | 'SENT'> = ['CREATING', 'SENT'];
    switch (transfer.state) {
      case 'PENDING':
      case 'SENT':
        return (
          (await repo.transitionTransfer(tx, row.id, ['CREATING'], {
            state: 'SENT',
            providerTransferId: transfer.id,
            sentAt: now,
            updatedAt: now,
          })) !== undefined
        );
      case 'PAID': {
        const paid = await repo.transitionTransfer(tx, row.id, open, {
          state: 'PAID',
          providerTransferId: transfer.id,
          sentAt: row.sentAt ?? now,
          settledAt: now,
          updatedAt: now,
        });
        if (!paid) return false;
        if (!(await withdrawals.paidByProvider(tx, operatorId, row.withdrawalId, transfer.id)))
          log.error({ operatorId, withdrawalId: row.withdrawalId }, 'provider paid a withdrawal not SENDING');
        return true;
      }
      case 'FAILED': {
        const reason = payoutFailureReason(transfer.failureCode);
        const failed = await repo.transitionTransfer(tx, row.id, open, {
          state: 'FAILED',
          providerTransferId: transfer.id,
          failureCode: transfer.failureCode ?? 'transfer_failed',
          failureReason: reason,
          settledAt: now,
          updatedAt: now,
        });
        if (!failed) return false;
        await withdrawals.failedByProvider(tx, operatorId, row.withdrawalId, reason);
        return true;
      }
    }
  };

  const apply = (operatorId: string, transfer: ProviderTransfer): Promise<boolean> =>
    db.transaction((tx) => applyIn(tx, operatorId, transfer));

  /**
   * Sends the row's create to the provider and records the answer. A retryable failure (unreachable,
   * timeout, 5xx) leaves the row CREATING for the sender job; a refusal fails it.
   */
  const call = async (row: PayoutTransferRow, provider?: PayoutProvider): Promise<void> => {
    const payout = provider ?? (await ctx.providers.providerOf(row.operatorId));
    const recipient = await repo.findRecipientById(db, row.recipientId);
    const withdrawal = await withdrawals.find(db, row.operatorId, row.withdrawalId);
    if (!payout || !recipient?.providerRecipientId || !withdrawal) {
      log.error(
        { transferId: row.id },
        'payout transfer cannot be sent (account, recipient or withdrawal gone)',
      );
      return;
    }
    let transfer: ProviderTransfer;
    try {
      transfer = await payout.createTransfer({
        idempotencyKey: row.idempotencyKey,
        recipientId: recipient.providerRecipientId,
        amountSatang: row.amountSatang,
        withdrawalId: row.withdrawalId,
        paymentRef: withdrawal.paymentRef,
      });
    } catch (err) {
      if (err instanceof PayoutProviderError && !err.retryable) {
        log.warn({ err, transferId: row.id }, 'payout transfer refused by the provider');
        await refuse(row, err);
        return;
      }
      log.warn({ err, transferId: row.id }, 'payout transfer call failed; the sender job sends it again');
      return;
    }
    await apply(row.operatorId, transfer);
  };

  return {
    begin,
    call,
    apply,
    applyIn,

    /**
     * An automatic start: under the operator's daily-cap lock (advisory on PostgreSQL, a mutex in this
     * process for PGlite), today's automatic total (not FAILED) + this amount must stay within the
     * cap; otherwise the withdrawal waits with the reason. Undefined when it did not start.
     */
    startAutomatic(
      withdrawal: WithdrawalRow,
      recipient: PayoutRecipientRow,
    ): Promise<PayoutTransferRow | undefined> {
      const { operatorId } = withdrawal;
      const key = `payout-cap:${operatorId}`;
      return ctx.exclusive(key, () =>
        db.transaction(async (tx) => {
          await lockKey(tx, key);
          const account = await repo.findAccount(tx, operatorId);
          if (!account?.autoSendEnabled) {
            await withdrawals.markWaiting(tx, operatorId, withdrawal.id, payoutWaitTh.killSwitch);
            return undefined;
          }
          const today = await repo.automaticTotalSince(tx, operatorId, bangkokMidnightOf(clock.now()));
          if (today + withdrawal.amountSatang > account.dailyCapSatang) {
            await withdrawals.markWaiting(tx, operatorId, withdrawal.id, payoutWaitTh.dailyCap);
            return undefined;
          }
          return begin(tx, withdrawal, recipient, { automatic: true });
        }),
      );
    },
  };
};
export type Transfers = ReturnType<typeof createTransfers>;
