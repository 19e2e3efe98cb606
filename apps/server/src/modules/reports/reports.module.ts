import type { Platform, ServerModule } from '#platform/module';
import { createSocketPublisher } from '#platform/realtime/socket-server';
import { createDashboardHints } from './dashboard-hints';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { withdrawalContextRoutes } from './withdrawal-context.routes';
import { createWithdrawalContextService } from './withdrawal-context.service';

type ContextDeps = Parameters<typeof createWithdrawalContextService>[0];

/** Staff reports and dashboards, the withdrawal's context, and the dashboards' change hints. */
export const createReportsModule = (
  platform: Platform,
  deps: {
    rounds: Parameters<typeof createReportsService>[0]['rounds'];
    payments: ContextDeps['payments'];
    bills: ContextDeps['bills'];
  },
) => {
  const { db, clock, realtime } = platform;
  const service = createReportsService({ db, clock, rounds: deps.rounds });
  const context = createWithdrawalContextService({ db, payments: deps.payments, bills: deps.bills });
  // Straight to this app's sockets rather than `publish`: the hint is for staff screens only, and a
  // test's recording publisher keeps to the member events it asserts.
  const dashboardHints = createDashboardHints({ publish: createSocketPublisher(realtime.io) });
  return {
    name: 'reports',
    api: { service },
    // A successful change call hints the operator's staff dashboards (debounced, `dashboard.changed`).
    siteHooks: (site) => site.addHook('onResponse', dashboardHints.onResponse),
    onClose: () => dashboardHints.close(),
    async siteRoutes(site, { requireStaff }) {
      await site.register(reportsRoutes, { service, requireStaff });
      await site.register(withdrawalContextRoutes, { service: context, requireStaff });
    },
  } satisfies ServerModule<'reports'>;
};
