import { fillMessage, th } from '@chokdee/contracts';
import type { ReceivableHook } from '#modules/wallet/index';
import { bahtText, type PaymentsDeps } from './payments.deps';

/**
 * Withdrawals wait while their member owes a receivable. Told by the wallet inside the posting
 * transaction: when a receivable opens (a correction's claw-back the cash could not cover), the
 * member's PENDING, APPROVED and FAILED withdrawals go ON_HOLD with the amount owed as the reason (a
 * SENDING one is at the provider already and is left to finish); when it
 * closes (settled by credits, or written off), every ON_HOLD withdrawal of the member goes back to
 * PENDING — not to APPROVED: an approval was given on money the correction took back, so finance
 * looks again before paying.
 */
export const createWithdrawalHold = ({
  repo,
  clock,
  wallet,
}: Pick<PaymentsDeps, 'repo' | 'clock'> & {
  wallet: Pick<PaymentsDeps['wallet'], 'receivableOwed'>;
}): ReceivableHook => ({
  async opened(tx, operatorId, memberIds) {
    const reasons = new Map<string, string>();
    for (const memberId of memberIds) {
      const owed = await wallet.receivableOwed(tx, operatorId, memberId);
      reasons.set(memberId, fillMessage(th.withdrawHeldForReceivable, { amount: bahtText(owed) }));
    }
    await repo.holdWithdrawalsOf(tx, operatorId, reasons, clock.now());
  },
  async closed(tx, operatorId, memberIds) {
    await repo.releaseWithdrawalsOf(tx, operatorId, memberIds, clock.now());
  },
});
