export type { AuditEntry, AuditLog } from '#platform/audit/audit-log';
export { staffAdminRoutes } from './staff.admin-routes';
export { createStaffAlerts, type StaffAlerts } from './staff.alerts';
export { createAuditLog } from './staff.audit';
export { createStaffRepo } from './staff.repo';
export { createStaffSeeder, createStaffService, type StaffSeeder, type StaffService } from './staff.service';
export { createTotpVault } from './staff.totp';
export { staffAlertRoutes } from './staff-alerts.routes';
