import type { WithdrawalStatus } from '@chokdee/contracts';
import { payoutsTh } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';

export type WithdrawalDialogAction = 'approve' | 'paid' | 'reject' | 'retry';

/** Which actions a withdrawal still allows (the server refuses the rest with 409). */
export const actionsFor: Record<WithdrawalStatus, readonly WithdrawalDialogAction[]> = {
  PENDING: ['approve', 'paid', 'reject'],
  /** Approved but waiting (kill switch, cap, recipient, no account): send now, pay by hand, or reject. */
  APPROVED: ['retry', 'paid', 'reject'],
  PAID: [],
  REJECTED: [],
  /** At the provider: nothing until it answers (paid or failed). */
  SENDING: [],
  /** The provider's transfer failed, the money is still held: send again, pay by hand, or reject. */
  FAILED: ['retry', 'paid', 'reject'],
  /** Held while the member owes a receivable: only rejecting (the server refuses approve and paid). */
  ON_HOLD: ['reject'],
};

/** The button's words: "retry" sends a FAILED withdrawal again, or an APPROVED one now. */
export const actionLabel = (action: WithdrawalDialogAction, status: WithdrawalStatus): string =>
  ({
    approve: adminTh.approve,
    paid: adminTh.markPaid,
    reject: adminTh.reject,
    retry: status === 'FAILED' ? payoutsTh.retry : payoutsTh.send,
  })[action];
