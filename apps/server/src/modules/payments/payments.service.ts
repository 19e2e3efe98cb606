import type { InstantRange } from '#platform/db/bangkok-day';
import { createDepositsService } from './deposits.service';
import { createFeedAdminService } from './feed-admin.service';
import { createFinanceAdminService } from './finance-admin.service';
import type { PaymentsDeps } from './payments.deps';
import { createWithdrawLimitsService } from './withdraw-limits.service';
import { createWithdrawalsService } from './withdrawals.service';

/** Deposits (accounts, PromptPay intents, the statement feed) and withdrawals, as one service. */
export const createPaymentsService = (deps: PaymentsDeps) => ({
  ...createDepositsService(deps),
  ...createWithdrawalsService(deps),
  ...createWithdrawLimitsService(deps),
  ...createFinanceAdminService(deps),
  ...createFeedAdminService(deps),

  /**
   * The member's money through payments, for their back-office page: credited deposits, paid
   * withdrawals and withdrawals still waiting (PENDING, APPROVED or ON_HOLD), each as count and satang; ever, or
   * created in `range`.
   */
  async memberTotals(operatorId: string, memberId: string, range?: InstantRange) {
    const totals = await deps.repo.memberTotals(deps.db, operatorId, memberId, range);
    const withdrawn = (statuses: string[]) =>
      totals.withdrawals
        .filter((row) => statuses.includes(row.status))
        .reduce((sum, row) => ({ count: sum.count + row.count, satang: sum.satang + row.satang }), {
          count: 0,
          satang: 0n,
        });
    return {
      deposits: totals.deposits,
      withdrawals: withdrawn(['PAID']),
      pendingWithdrawals: withdrawn(['PENDING', 'APPROVED', 'ON_HOLD']),
    };
  },
});
export type PaymentsService = ReturnType<typeof createPaymentsService>;
