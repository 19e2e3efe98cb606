export { devMemberBankRoutes } from './dev-member-bank.routes';
export { bankFeedRoutes } from './feed.routes';
export { signFeedBody } from './feed-signature';
export { paymentsAdminRoutes } from './payments.admin-routes';
export { noActivePromotion, type PromotionGate } from './payments.deps';
export { createPaymentsRepo } from './payments.repo';
export { paymentsRoutes } from './payments.routes';
export { seedDemoPayments } from './payments.seed';
export { createPaymentsService, type PaymentsService } from './payments.service';
