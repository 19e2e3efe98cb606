export { countOpenFindings } from './open-findings.read';
export {
  createPayoutAdmin,
  createReconciliationJob,
  type PayoutAdmin,
  payoutAdminRoutes,
  reconciliationRoutes,
} from './payout-admin';
export { PAYOUT_ACCOUNTS_TOPIC, payoutAccountBox } from './payout-providers';
export {
  DISPATCH_AFTER_MS,
  POLL_AFTER_MS,
  RECHECK_RECIPIENT_AFTER_MS,
  RESEND_AFTER_MS,
} from './payout-tasks';
export { createPayoutsModule, type PayoutsModule, type PayoutsModuleDeps } from './payouts.module';
export {
  createPayoutsRepo,
  type PayoutAccountRow,
  type PayoutRecipientRow,
  type PayoutTransferRow,
} from './payouts.repo';
export { payoutRetryRoutes, payoutWebhookRoutes } from './payouts.routes';
export { seedDemoPayouts } from './payouts.seed';
export { transferKeyOf } from './transfers';
