import { formatAmount, maskAccountNumber, type WithdrawLimits } from '@chokdee/contracts';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import { autoApproveOutlook } from './auto-approve';
import { noMemberWithdrawalLimits, type PaymentsDeps } from './payments.deps';
import {
  leftTodaySatang,
  maxNowSatang,
  maxPerRequestSatang,
  readLevelFacts,
  type WithdrawFacts,
  withdrawAllOf,
} from './withdraw-limits';

const money = (satang: bigint | null): string | null => (satang === null ? null : formatAmount(satang));

/**
 * `GET /api/v2/withdraw/limits`: what binds the member's next withdrawal, from the facts and rules
 * `requestWithdrawal` refuses with (withdraw-limits.ts), read in one transaction. Reads only: no lock
 * is taken, so a request racing this read is still checked afresh.
 */
export const createWithdrawLimitsService = (deps: PaymentsDeps) => {
  const { db, repo, clock, wallet, operators, members, promotionGate } = deps;
  const limitDeps = { ...deps, withdrawalLimits: deps.withdrawalLimits ?? noMemberWithdrawalLimits };

  return {
    async withdrawLimits(operatorId: string, memberId: string): Promise<WithdrawLimits> {
      // Read before the transaction: on PGlite the outer handle waits for an open transaction.
      const site = await operators.moneyLimits(operatorId);
      const rule = await repo.findAutoApproveRule(db, operatorId);
      const me = await members.getMe(operatorId, memberId);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const facts: WithdrawFacts = {
          site,
          ...(await readLevelFacts(limitDeps, tx, operatorId, memberId)),
          promotion: await promotionGate.findActiveTurnover(tx, operatorId, memberId),
          owedSatang: await wallet.receivableOwed(tx, operatorId, memberId),
          cashSatang: (await wallet.memberBalances(tx, operatorId, memberId)).balanceSatang,
        };
        const approvedToday = rule?.enabled
          ? await repo.countAutoApprovedSince(tx, operatorId, memberId, bangkokMidnightOf(now))
          : 0;
        const outlook = autoApproveOutlook(rule, {
          registeredAt: new Date(me.createdAt),
          now,
          approvedToday,
        });
        const all = withdrawAllOf(facts);
        const { level } = facts;
        return {
          min: formatAmount(site.minWithdrawSatang),
          siteMax: formatAmount(site.maxWithdrawSatang),
          maxPerRequest: formatAmount(maxPerRequestSatang(facts)),
          level: level
            ? {
                name: level.levelName,
                maxPerRequest: money(level.maxPerRequestSatang),
                maxPerDay: money(level.maxPerDaySatang),
              }
            : null,
          leftToday: money(leftTodaySatang(facts)),
          maxNow: formatAmount(maxNowSatang(facts)),
          cash: formatAmount(facts.cashSatang),
          withdrawAll: formatAmount(all.amountSatang),
          refusal: all.refusal ? { code: all.refusal.code, message: all.refusal.message } : null,
          bankAccount: {
            bankCode: me.bankAccount.bankCode,
            bankName: me.bankAccount.bankName,
            accountNumber: maskAccountNumber(me.bankAccount.accountNumber),
          },
          autoApprove: { upTo: money(outlook.upToSatang), waitReason: outlook.waitReason },
        };
      });
    },
  };
};
