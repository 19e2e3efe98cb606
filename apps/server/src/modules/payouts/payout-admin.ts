import type { PayoutAdminDeps } from './payout-admin.deps';
import { payoutAdminRoutes } from './payout-admin.routes';
import { createPayoutAdminService } from './payout-admin.service';
import { reconciliationRoutes } from './reconciliation.routes';
import { createReconciliation, createReconciliationJob } from './reconciliation.service';

/**
 * The payouts back office (issue 16): the account, settings, balance, recipients and withdrawal
 * detail (`service`), and the reconciliation (`reconciliation`: its scheduler task is
 * `reconciliation.task`). `routes` registers both route sets: `site.register(routes, { admin, requireStaff })`.
 */
export const createPayoutAdmin = (
  deps: PayoutAdminDeps & { log?: { error(obj: object, msg: string): void } },
) => {
  const service = createPayoutAdminService(deps);
  const reconciliation = createReconciliation(deps);
  return { service, reconciliation };
};
export type PayoutAdmin = ReturnType<typeof createPayoutAdmin>;

export { createReconciliationJob, payoutAdminRoutes, reconciliationRoutes };
