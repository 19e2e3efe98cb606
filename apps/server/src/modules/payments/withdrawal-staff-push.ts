import { formatAmount, staffRealtimeEvents, type WithdrawalStaffEvent } from '@chokdee/contracts';
import type { Publisher } from '#platform/realtime/publisher';
import type { WithdrawalRow } from './payments.repo';

/**
 * Tells the operator's staff sockets that a withdrawal arrived (`withdrawal.requested`) or moved
 * (`withdrawal.changed`), after commit, so the withdrawals queue refetches without a reload.
 */
export const pushWithdrawalToStaff = (
  publish: Publisher,
  row: WithdrawalRow,
  kind: 'requested' | 'changed',
): void => {
  const payload: WithdrawalStaffEvent = {
    withdrawalId: row.id,
    paymentRef: row.paymentRef,
    amount: formatAmount(row.amountSatang),
    status: row.status,
  };
  publish.toStaff(
    row.operatorId,
    kind === 'requested' ? staffRealtimeEvents.withdrawalRequested : staffRealtimeEvents.withdrawalChanged,
    payload,
  );
};
