import { randomBytes } from 'node:crypto';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { Platform, ServerModule } from '#platform/module';
import { paymentsAuditNamers } from './audit-names.repo';
import { devMemberBankRoutes } from './dev-member-bank.routes';
import { bankFeedRoutes } from './feed.routes';
import { financeAdminRoutes } from './finance.admin-routes';
import { paymentsAdminRoutes } from './payments.admin-routes';
import {
  noActivePromotion,
  type PaymentsDeps,
  type PayoutDispatcher,
  type PromotionGate,
  type WithdrawalLimitGate,
} from './payments.deps';
import { createPaymentsRepo } from './payments.repo';
import { paymentsRoutes } from './payments.routes';
import { seedDemoAutoApproveRule, seedDemoPayments } from './payments.seed';
import { createPaymentsService } from './payments.service';
import { createWithdrawalHold } from './withdrawal-hold';
import { createWithdrawalPayoutSteps } from './withdrawal-payout';

/**
 * Deposits (bank feed), withdrawals and their staff queues. What it must ask of modules it never
 * imports comes in as ports: the promotion gate, VIP withdrawal limits, the payouts dispatcher. It
 * asks the wallet for a receivable hook: a member's withdrawals wait while a receivable is open.
 */
export const createPaymentsModule = (
  platform: Platform,
  deps: {
    wallet: PaymentsDeps['wallet'] & Parameters<typeof createWithdrawalHold>[0]['wallet'];
    idempotency: IdempotencyService;
    operators: PaymentsDeps['operators'];
    members: PaymentsDeps['members'] & Parameters<typeof devMemberBankRoutes>[1]['members'];
    /** Absent: no wagering condition blocks a withdrawal. */
    promotionGate?: PromotionGate | undefined;
    withdrawalLimits?: WithdrawalLimitGate | undefined;
    /** Absent: staff pay every withdrawal by hand. */
    payouts?: PayoutDispatcher | undefined;
  },
) => {
  const { db, clock, publish, audit, config } = platform;
  const repo = createPaymentsRepo();
  const service = createPaymentsService({
    db,
    repo,
    clock,
    publish,
    wallet: deps.wallet,
    idempotency: deps.idempotency,
    operators: deps.operators,
    members: deps.members,
    audit,
    promotionGate: deps.promotionGate ?? noActivePromotion,
    ...(deps.withdrawalLimits ? { withdrawalLimits: deps.withdrawalLimits } : {}),
    ...(deps.payouts ? { payouts: deps.payouts } : {}),
  });
  return {
    name: 'payments',
    auditNamers: paymentsAuditNamers,
    api: {
      service,
      /** Payments' steps on withdrawal rows, for the payouts module. */
      withdrawalSteps: createWithdrawalPayoutSteps({ db, repo, clock, publish, wallet: deps.wallet }),
    },
    hooks: {
      // Withdrawals wait while their member owes a receivable: held and released in the transaction
      // that opens or closes it.
      receivable: createWithdrawalHold({ repo, clock, wallet: deps.wallet }),
    },
    seedDemo: [
      {
        fixture: true,
        run: ({ db, clock, operatorId, announce }) =>
          seedDemoPayments({
            db,
            repo,
            clock,
            operatorId,
            bankIdOf: async (code) => (await deps.operators.bankByCode(code))?.id,
            feedSecret: config.DEMO_BANK_FEED_SECRET,
            generateSecret: () => randomBytes(32).toString('base64url'),
            announce,
          }),
      },
      // The rule approves a new member's ฿300 (automatic withdrawals); tests make their own rules.
      {
        fixture: false,
        run: ({ db, clock, operatorId }) => seedDemoAutoApproveRule({ db, repo, clock, operatorId }),
      },
    ],
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(paymentsRoutes, { service, guard });
      await site.register(paymentsAdminRoutes, { service, requireStaff });
      await site.register(financeAdminRoutes, { service, requireStaff });
      await site.register(bankFeedRoutes, { service });
      // Reveals a member's account number by phone: for `npm run demo:transfer`, never in production.
      if (!config.isProduction) await site.register(devMemberBankRoutes, { members: deps.members });
    },
  } satisfies ServerModule<'payments'>;
};
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
