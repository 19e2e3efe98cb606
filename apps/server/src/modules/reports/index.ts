export { createDashboardHints, DASHBOARD_HINT_INTERVAL_MS, type DashboardHints } from './dashboard-hints';
export { createReportsModule } from './reports.module';
export { reportsRoutes } from './reports.routes';
export { createReportsService, type ReportsService } from './reports.service';
export { withdrawalContextRoutes } from './withdrawal-context.routes';
export { createWithdrawalContextService, withdrawalFlags } from './withdrawal-context.service';
