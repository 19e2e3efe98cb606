import { bahtText, type PayoutWaitKind, payoutWaitTh, type WithdrawalStatus } from '@chokdee/contracts';
import type { PayoutDispatcher } from '#modules/payments/index';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { AppError } from '#platform/http/app-error';
import type { PayoutsContext } from './payouts.context';
import type { Recipients } from './recipients';
import type { Transfers } from './transfers';

/**
 * Decides, after an approval committed (by the rule or by staff), whether the withdrawal goes to the
 * provider at once (docs/modules/payouts.md#decisions, decision 4): the operator has a payout account with the kill switch on, the
 * auto-approve rule is on and the amount within its maximum, the member owes no receivable, their
 * recipient is VERIFIED, and today's automatic total stays within the daily cap. Otherwise the
 * withdrawal stays APPROVED with the Thai reason. Also the staff retry (decision 4's last part).
 */
export const createDispatch = (
  ctx: PayoutsContext,
  recipients: Recipients,
  transfers: Transfers,
  options: { delayMs?: number } = {},
) => {
  const { db, repo, withdrawals, wallet, log } = ctx;

  /** Up to SENDING (committed); the provider call is started in the background. */
  const dispatch = async (operatorId: string, id: string): Promise<void> => {
    const withdrawal = await withdrawals.find(db, operatorId, id);
    if (withdrawal?.status !== 'APPROVED') return;
    const wait = (kind: PayoutWaitKind) => withdrawals.markWaiting(db, operatorId, id, payoutWaitTh[kind]);
    const account = await repo.findAccount(db, operatorId);
    if (!account) return wait('noAccount');
    if (!account.autoSendEnabled) return wait('killSwitch');
    const rule = await withdrawals.autoApproveRule(db, operatorId);
    if (!rule?.enabled) return wait('ruleOff');
    if (withdrawal.amountSatang > rule.maxAmountSatang) return wait('aboveRule');
    if ((await wallet.receivableOwed(db, operatorId, withdrawal.memberId)) > 0n) return wait('receivable');
    const recipient = await recipients.ensure(operatorId, withdrawal.memberId);
    if (!recipient) return wait('noBankAccount');
    if (recipient.state === 'PENDING') return wait('recipientPending');
    if (recipient.state === 'FAILED') return wait('recipientFailed');
    const row = await transfers.startAutomatic(withdrawal, recipient);
    if (row) ctx.track(transfers.call(row));
  };

  /** `dispatch`, never thrown: the approval committed; one left APPROVED without a reason is swept again. */
  const dispatchApproved = async (withdrawal: { operatorId: string; id: string }): Promise<void> => {
    try {
      await dispatch(withdrawal.operatorId, withdrawal.id);
    } catch (err) {
      log.error({ err, withdrawalId: withdrawal.id }, 'payout dispatch failed; the sender job tries again');
    }
  };

  /**
   * What payments tells after an approval commits: the in-process dispatch, at once. It is only the
   * fast path: a crash before or during it leaves the withdrawal APPROVED with no wait reason, and
   * the sender job's sweep (`payout-tasks.ts`) dispatches it.
   */
  const dispatcher: PayoutDispatcher = {
    async afterApproved(withdrawal) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      await dispatchApproved(withdrawal);
    },
  };

  /** Sends the APPROVED withdrawals of a member that waited only for their recipient (now VERIFIED). */
  const releaseWaiting = async (operatorId: string, memberId: string): Promise<void> => {
    const waiting = await withdrawals.listWaiting(db, {
      reason: payoutWaitTh.recipientPending,
      operatorId,
      memberId,
    });
    for (const withdrawal of waiting) await dispatchApproved(withdrawal);
  };

  return {
    dispatcher,
    dispatchApproved,
    releaseWaiting,

    /**
     * `POST /api/admin/withdrawals/:id/retry` (owner, finance; audited): a new transfer (new attempt,
     * new key) for a FAILED or a waiting APPROVED withdrawal. Needs the account with the kill switch
     * on, a VERIFIED recipient and no receivable; not limited by the daily cap. Of two staff at
     * once, one starts it and the other gets INVALID_STATE (or WITHDRAWAL_SENDING). Answers the
     * withdrawal's status once the provider answered the create.
     */
    async retry(
      staff: AuthenticatedStaff,
      ip: string,
      withdrawalId: string,
    ): Promise<{ status: WithdrawalStatus }> {
      const { operatorId } = staff;
      const withdrawal = await withdrawals.find(db, operatorId, withdrawalId);
      if (!withdrawal) throw new AppError('NOT_FOUND');
      if (withdrawal.status === 'SENDING') throw new AppError('WITHDRAWAL_SENDING');
      if (withdrawal.status === 'ON_HOLD') throw new AppError('WITHDRAWAL_ON_HOLD');
      if (withdrawal.status !== 'FAILED' && withdrawal.status !== 'APPROVED')
        throw new AppError('INVALID_STATE');
      const account = await repo.findAccount(db, operatorId);
      if (!account) throw new AppError('PAYOUT_NOT_CONFIGURED');
      if (!account.autoSendEnabled) throw new AppError('PAYOUT_AUTO_SEND_OFF');
      const owed = await wallet.receivableOwed(db, operatorId, withdrawal.memberId);
      if (owed > 0n) throw new AppError('PAYOUT_RECEIVABLE_OPEN', { params: { amount: bahtText(owed) } });
      let recipient: Awaited<ReturnType<Recipients['refresh']>>;
      try {
        recipient = await recipients.refresh(operatorId, withdrawal.memberId);
      } catch (err) {
        log.warn({ err, withdrawalId }, 'payout recipient check failed');
        throw new AppError('PAYOUT_PROVIDER_FAILED');
      }
      if (!recipient) throw new AppError('PAYOUT_NO_BANK_ACCOUNT');
      if (recipient.state !== 'VERIFIED') throw new AppError('PAYOUT_RECIPIENT_NOT_READY');
      const row = await db.transaction((tx) =>
        transfers.begin(tx, withdrawal, recipient, { automatic: false, staff, ip }),
      );
      if (!row) {
        const now = (await withdrawals.find(db, operatorId, withdrawalId))?.status;
        throw new AppError(now === 'SENDING' ? 'WITHDRAWAL_SENDING' : 'INVALID_STATE');
      }
      await transfers.call(row);
      return { status: (await withdrawals.find(db, operatorId, withdrawalId))?.status ?? 'SENDING' };
    },
  };
};
export type Dispatch = ReturnType<typeof createDispatch>;
