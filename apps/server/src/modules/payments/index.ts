export { depositFacts } from './deposit-facts';
export { devMemberBankRoutes } from './dev-member-bank.routes';
export { bankFeedRoutes } from './feed.routes';
export { signFeedBody } from './feed-signature';
export { financeAdminRoutes } from './finance.admin-routes';
export { paymentsAdminRoutes } from './payments.admin-routes';
export {
  type MemberWithdrawalLimits,
  manualPayouts,
  noActivePromotion,
  noMemberWithdrawalLimits,
  type PayoutDispatcher,
  type PromotionGate,
  type WithdrawalLimitGate,
} from './payments.deps';
export { createPaymentsModule, type PaymentsModule } from './payments.module';
export type { WithdrawalRow } from './payments.repo';
export { createPaymentsRepo } from './payments.repo';
export { paymentsRoutes } from './payments.routes';
export { seedDemoAutoApproveRule, seedDemoPayments } from './payments.seed';
export { createPaymentsService, type PaymentsService } from './payments.service';
export { type PaymentDayTotals, type PaymentQueues, paymentTotals } from './payments.totals';
export { withdrawalFacts } from './withdrawal-facts';
export { createWithdrawalHold } from './withdrawal-hold';
export { createWithdrawalPayoutSteps, type WithdrawalPayoutSteps } from './withdrawal-payout';
