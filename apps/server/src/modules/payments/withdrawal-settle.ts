import { formatAmount, realtimeEvents } from '@chokdee/contracts';
import type { Tx } from '#platform/db/client';
import { publishEvents } from '#platform/events/events';
import { type BalanceAfter, type PaymentsDeps, publishWallet } from './payments.deps';
import type { WithdrawalRow } from './payments.repo';

/**
 * The money side of a withdrawal's end, inside the transaction that moved its status: paid (hold →
 * WITHDRAWALS_CLEARING, `withdrawal.paid`) or rejected (hold → the member's main account, which pays
 * an open receivable first, `withdrawal.rejected`). The ledger key is the same whoever ends it (staff
 * by hand or the provider's transfer), so a withdrawal is paid once whatever races. Answers the
 * member's balances after it, for the pushes.
 */
export const settleWithdrawal = async (
  tx: Tx,
  deps: Pick<PaymentsDeps, 'wallet'>,
  row: WithdrawalRow,
  outcome: { type: 'paid'; at: Date } | { type: 'reject'; at: Date; reason: string | null },
): Promise<BalanceAfter> => {
  const { id, operatorId, memberId, amountSatang } = row;
  await deps.wallet.postTransfers(tx, [
    {
      operatorId,
      kind: outcome.type === 'paid' ? 'WITHDRAW_PAID' : 'WITHDRAW_REJECTED',
      debit: { memberId, kind: 'WITHDRAW_HOLD' },
      credit:
        outcome.type === 'paid' ? { house: 'WITHDRAWALS_CLEARING' } : { memberId, kind: 'MEMBER_WALLET' },
      amountSatang,
      causeType: 'withdrawal',
      causeId: id,
      idempotencyKey: `withdrawal:${id}:${outcome.type}`,
    },
  ]);
  const facts = { withdrawalId: id, paymentRef: row.paymentRef, amountSatang: String(amountSatang) };
  await publishEvents(tx, [
    outcome.type === 'paid'
      ? {
          type: 'withdrawal.paid',
          operatorId,
          memberId,
          subjectId: id,
          payload: { ...facts, paidAt: outcome.at.toISOString() },
          occurredAt: outcome.at,
        }
      : {
          type: 'withdrawal.rejected',
          operatorId,
          memberId,
          subjectId: id,
          payload: { ...facts, rejectedAt: outcome.at.toISOString(), reason: outcome.reason },
          occurredAt: outcome.at,
        },
  ]);
  const balances = await deps.wallet.memberBalances(tx, operatorId, memberId);
  return { memberId, ...balances };
};

/** Tells the member their withdrawal moved (`withdrawal.updated`) and, when money moved, their wallet. */
export const announceWithdrawal = (
  publish: PaymentsDeps['publish'],
  row: WithdrawalRow,
  after: BalanceAfter | undefined,
): void => {
  publish.toMember(row.memberId, realtimeEvents.withdrawalUpdated, {
    paymentRef: row.paymentRef,
    amount: formatAmount(row.amountSatang),
    status: row.status,
  });
  if (after) publishWallet(publish, after);
};
