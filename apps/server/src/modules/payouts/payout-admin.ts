import { createLateWithdrawals } from './late-withdrawals';
import type { PayoutAdminDeps } from './payout-admin.deps';
import { payoutAdminRoutes } from './payout-admin.routes';
import { createPayoutAdminService } from './payout-admin.service';
import { reconciliationRoutes } from './reconciliation.routes';
import { createReconciliation, createReconciliationJob } from './reconciliation.service';

/**
 * The payouts back office (docs/modules/payouts.md): the account, settings, balance, recipients and withdrawal
 * detail (`service`), the reconciliation (`reconciliation`) and the withdrawals late for their
 * promise (`late`); `tasks` are the scheduler's (`main.ts`). `routes` registers both route sets:
 * `site.register(routes, { admin, requireStaff })`.
 */
export const createPayoutAdmin = (
  deps: PayoutAdminDeps & { log?: { error(obj: object, msg: string): void } },
) => {
  const service = createPayoutAdminService(deps);
  const reconciliation = createReconciliation(deps);
  const late = createLateWithdrawals(deps);
  return { service, reconciliation, late, tasks: [reconciliation.task, late.task] };
};
export type PayoutAdmin = ReturnType<typeof createPayoutAdmin>;

export { createReconciliationJob, payoutAdminRoutes, reconciliationRoutes };
