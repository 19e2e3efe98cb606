import type { PayoutProvider, ProviderTransfer } from '#adapters/bank-payout/bank-payout';
import type { MemberService } from '#modules/member/index';
import type { PaymentsService } from '#modules/payments/index';
import type { StaffService } from '#modules/staff/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import type { PayoutRecipientRow } from './payouts.repo';

/**
 * What the back office asks of the payouts flow (`createPayoutsModule`): the operator's provider
 * (none: no account), dropping it after a change, members' recipients, and applying a provider
 * transfer's outcome the flow missed (reconciliation).
 */
export type PayoutsFlow = {
  providerOf(operatorId: string): Promise<PayoutProvider | undefined>;
  forgetProvider(operatorId: string): void;
  recipients: {
    ensure(operatorId: string, memberId: string): Promise<PayoutRecipientRow | undefined>;
    refresh(operatorId: string, memberId: string): Promise<unknown>;
  };
  applyTransfer(operatorId: string, transfer: ProviderTransfer): Promise<void>;
};

/** The dates and facts of one withdrawal row the detail's timeline and the reconciliation read. */
export type WithdrawalFacts = {
  id: string;
  operatorId: string;
  memberId: string;
  paymentRef: string;
  amountSatang: bigint;
  status: string;
  autoApproved: boolean;
  approvedAt: Date | null;
  approvedBy: string | null;
  heldAt: Date | null;
  holdReason: string | null;
  paidAt: Date | null;
  /** Thai: why an APPROVED one was not sent automatically (null: nothing, or sent). */
  waitReason: string | null;
  createdAt: Date;
};

export type PayoutAdminDeps = {
  db: Db;
  clock: Clock;
  /** JWT_SECRET: the key of `payout_accounts`' encrypted credentials. */
  secret: string;
  publish: Publisher;
  audit: Pick<AuditLog, 'record'>;
  flow: PayoutsFlow;
  payments: Pick<PaymentsService, 'pageWithdrawals'>;
  /** Withdrawal rows, read through payments' `createWithdrawalPayoutSteps()`. */
  withdrawals: {
    find(db: DbOrTx, operatorId: string, id: string): Promise<WithdrawalFacts | undefined>;
    /** APPROVED, approved before `approvedBefore`, waiting for nothing or one of `waitReasons`; keyset pages. */
    listApprovedUnsent(
      db: DbOrTx,
      filter: { approvedBefore: Date; waitReasons: string[]; after?: { approvedAt: Date; id: string } },
      limit?: number,
    ): Promise<WithdrawalFacts[]>;
  };
  members: Pick<MemberService, 'summaries'>;
  staff: Pick<StaffService, 'auditLogPage' | 'listStaff'>;
};
