import {
  formatAmount,
  WITHDRAWAL_BIG_WIN_HOURS,
  WITHDRAWAL_BIG_WIN_SATANG,
  WITHDRAWAL_DEPOSIT_MULTIPLE,
  type WithdrawalContext,
  type WithdrawalFlagCode,
} from '@chokdee/contracts';
import type { BillAdminRead } from '#modules/lottery/index';
import { type PaymentsService, withdrawalFacts } from '#modules/payments/index';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';

type Deps = {
  db: Db;
  payments: Pick<PaymentsService, 'memberTotals'>;
  bills: Pick<BillAdminRead, 'memberBillTotals' | 'largestWinSettledBetween'>;
};

const countAmount = (figure: { count: number; satang: bigint }) => ({
  count: figure.count,
  amount: formatAmount(figure.satang),
});

/**
 * The flags finance sees on a withdrawal. ABOVE_DEPOSITS: more than 3× everything the member ever
 * deposited (the money came from wins, adjustments or bonuses: look where before paying). AFTER_BIG_WIN:
 * a single win of ฿10,000 or more settled in the 24 hours before the request — the window in which a
 * wrong result is usually noticed and corrected, and a correction claws the win back.
 */
export const withdrawalFlags = (input: {
  amountSatang: bigint;
  depositsSatang: bigint;
  largestRecentWinSatang: bigint;
}): WithdrawalFlagCode[] => [
  ...(input.amountSatang > BigInt(WITHDRAWAL_DEPOSIT_MULTIPLE) * input.depositsSatang
    ? (['ABOVE_DEPOSITS'] as const)
    : []),
  ...(input.largestRecentWinSatang >= WITHDRAWAL_BIG_WIN_SATANG ? (['AFTER_BIG_WIN'] as const) : []),
];

/** A withdrawal's context for finance, read through payments' and the lottery's doors (no tables here). */
export const createWithdrawalContextService = ({ db, payments, bills }: Deps) => ({
  async context(operatorId: string, withdrawalId: string): Promise<WithdrawalContext> {
    const withdrawal = await withdrawalFacts.find(db, operatorId, withdrawalId);
    if (!withdrawal) throw new AppError('NOT_FOUND');
    const { memberId, createdAt } = withdrawal;
    const money = await payments.memberTotals(operatorId, memberId);
    const lottery = await bills.memberBillTotals(db, operatorId, memberId);
    const largestRecentWin = await bills.largestWinSettledBetween(db, operatorId, memberId, {
      from: new Date(createdAt.getTime() - WITHDRAWAL_BIG_WIN_HOURS * 3_600_000),
      to: createdAt,
    });
    return {
      withdrawalId,
      memberId,
      deposits: countAmount(money.deposits),
      withdrawals: countAmount(money.withdrawals),
      pendingWithdrawals: countAmount(money.pendingWithdrawals),
      stakes: countAmount(lottery.bets),
      wins: countAmount(lottery.wins),
      largestRecentWin: formatAmount(largestRecentWin),
      flags: withdrawalFlags({
        amountSatang: withdrawal.amountSatang,
        depositsSatang: money.deposits.satang,
        largestRecentWinSatang: largestRecentWin,
      }),
    };
  },
});
export type WithdrawalContextService = ReturnType<typeof createWithdrawalContextService>;
