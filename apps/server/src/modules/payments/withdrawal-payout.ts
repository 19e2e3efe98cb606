import { afterCommit } from '#platform/db/after-commit';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { PaymentsDeps } from './payments.deps';
import type { WithdrawalRow } from './payments.repo';
import { announceWithdrawal, settleWithdrawal } from './withdrawal-settle';
import { pushWithdrawalToStaff } from './withdrawal-staff-push';

/**
 * What the payouts module does to withdrawals (docs/modules/payouts.md), handed to it at composition so it never
 * touches payments' rows: each step is one conditional UPDATE inside the caller's transaction, and
 * its pushes (member `withdrawal.updated` + wallet, staff `withdrawal.changed`) go out after commit.
 *
 * APPROVED (or FAILED, a staff retry) → SENDING when a transfer row is written; SENDING → PAID when
 * the provider paid it (the ledger's `withdrawal:<id>:paid`, the same key as a staff "paid", so it is
 * paid once whoever comes first); SENDING → FAILED when the provider failed it (money still held,
 * back in the finance queue with the Thai reason).
 */
export const createWithdrawalPayoutSteps = (
  deps: Pick<PaymentsDeps, 'db' | 'repo' | 'clock' | 'publish' | 'wallet'>,
) => {
  const { repo, clock, publish } = deps;

  const pushAfterCommit = (
    tx: Tx,
    row: WithdrawalRow,
    moved: boolean,
    after?: Parameters<typeof announceWithdrawal>[2],
  ) =>
    afterCommit(tx, () => {
      announceWithdrawal(publish, row, after);
      if (moved) pushWithdrawalToStaff(publish, row, 'changed');
    });

  return {
    find: (db: DbOrTx, operatorId: string, id: string) => repo.findWithdrawal(db, operatorId, id),

    /** The operator's auto-approve rule (its `enabled` and `maxAmountSatang` limit automatic sending). */
    autoApproveRule: (db: DbOrTx, operatorId: string) => repo.findAutoApproveRule(db, operatorId),

    /** → SENDING from one of `from`; undefined when it is not in them any more (another node or staff won). */
    async markSending(
      tx: Tx,
      operatorId: string,
      id: string,
      from: Array<'APPROVED' | 'FAILED'>,
    ): Promise<WithdrawalRow | undefined> {
      const row = await repo.transitionWithdrawal(tx, operatorId, id, from, {
        status: 'SENDING',
        waitReason: null,
        updatedAt: clock.now(),
      });
      if (row) pushAfterCommit(tx, row, true);
      return row;
    },

    /** Why an APPROVED withdrawal stays for staff (Thai); nothing when it is no longer APPROVED. */
    markWaiting: (db: DbOrTx, operatorId: string, id: string, reason: string) =>
      repo.setWaitReason(db, operatorId, id, reason),

    /**
     * Clears the wait of the operators' APPROVED withdrawals waiting for one of `reasons`, which no
     * longer hold: they are undispatched again, and the sweep decides them anew. How many.
     */
    clearWaitReasons: (db: DbOrTx, operatorIds: string[], reasons: string[]) =>
      repo.clearWaitReasons(db, operatorIds, reasons),

    /** APPROVED withdrawals waiting for `reason` (of one operator / member when given), oldest first. */
    listWaiting: (
      db: DbOrTx,
      filter: { reason: string; operatorId?: string; memberId?: string },
      limit = 100,
    ) => repo.listWaiting(db, filter, limit),

    /**
     * APPROVED withdrawals approved before `approvedBefore` not sent yet and waiting for nothing or
     * for one of `waitReasons` (the late ones staff hear of), oldest first, a page after `after`.
     */
    listApprovedUnsent: (
      db: DbOrTx,
      filter: { approvedBefore: Date; waitReasons: string[]; after?: { approvedAt: Date; id: string } },
      limit = 100,
    ) => repo.listApprovedUnsent(db, filter, limit),

    /** Claims APPROVED withdrawals no one dispatched (no wait reason, untouched since `staleBefore`). */
    claimUndispatched: (db: DbOrTx, claim: { staleBefore: Date; at: Date; limit: number }) =>
      repo.claimUndispatched(db, claim),

    /**
     * SENDING → PAID by the provider's transfer: hold → WITHDRAWALS_CLEARING, `paid_at`,
     * `withdrawal.paid`. False (nothing done) when it is not SENDING.
     */
    async paidByProvider(
      tx: Tx,
      operatorId: string,
      id: string,
      providerTransferId: string,
    ): Promise<boolean> {
      const at = clock.now();
      const row = await repo.transitionWithdrawal(tx, operatorId, id, ['SENDING'], {
        status: 'PAID',
        bankRef: providerTransferId,
        paidAt: at,
        updatedAt: at,
      });
      if (!row) return false;
      const after = await settleWithdrawal(tx, deps, row, { type: 'paid', at });
      pushAfterCommit(tx, row, true, after);
      return true;
    },

    /** SENDING → FAILED with the Thai reason; the money stays on hold for staff. False when not SENDING. */
    async failedByProvider(tx: Tx, operatorId: string, id: string, reason: string): Promise<boolean> {
      const row = await repo.transitionWithdrawal(tx, operatorId, id, ['SENDING'], {
        status: 'FAILED',
        failureReason: reason,
        updatedAt: clock.now(),
      });
      if (row) pushAfterCommit(tx, row, true);
      return row !== undefined;
    },
  };
};
export type WithdrawalPayoutSteps = ReturnType<typeof createWithdrawalPayoutSteps>;
