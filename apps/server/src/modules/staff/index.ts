export type { AuditEntry, AuditLog } from '#platform/audit/audit-log';
export { staffAdminRoutes } from './staff.admin-routes';
export { createAuditLog } from './staff.audit';
export { createStaffRepo } from './staff.repo';
export { createStaffSeeder, createStaffService, type StaffSeeder, type StaffService } from './staff.service';
export { createTotpVault } from './staff.totp';
export { createStaffAccountRepo } from './staff-account.repo';
export { staffAccountRoutes } from './staff-account.routes';
export { createStaffAccountService } from './staff-account.service';
