import { adminPaths } from '@chokdee/contracts';
import type { AuditNamer } from '#platform/audit/audit-log';
import { createStaffGuard } from '#platform/auth/staff-guard';
import { createStaffTokenService } from '#platform/auth/tokens';
import type { Platform, ServerModule } from '#platform/module';
import { staffAdminRoutes } from './staff.admin-routes';
import { createStaffAlerts } from './staff.alerts';
import { createStaffRepo } from './staff.repo';
import { createStaffSeeder, createStaffService } from './staff.service';
import { createTotpVault } from './staff.totp';
import { createStaffAccountRepo } from './staff-account.repo';
import { staffAccountRoutes } from './staff-account.routes';
import { createStaffAccountService } from './staff-account.service';
import { staffAlertRoutes } from './staff-alerts.routes';

/** Staff accounts, sessions and TOTP, the staff guard every admin route uses, alerts to staff screens. */
export const createStaffModule = (
  platform: Platform,
  { auditNamers }: { auditNamers?: () => readonly AuditNamer[] } = {},
) => {
  const { db, clock, config, audit, publish } = platform;
  const repo = createStaffRepo();
  const tokens = createStaffTokenService({ secret: config.JWT_SECRET, clock });
  const service = createStaffService({
    db,
    repo,
    clock,
    tokens,
    auditLog: audit,
    totp: createTotpVault({ secret: config.JWT_SECRET }),
    auditNamers,
  });
  const requireStaff = createStaffGuard({
    tokens,
    sessions: service.sessions,
    // Where an account the site requires TOTP of sets it up (docs/modules/back-office.md, the TOTP rows).
    ownAccountPaths: new Set([
      adminPaths.me,
      adminPaths.logout,
      adminPaths.totpSetup,
      adminPaths.totpEnable,
      adminPaths.myPassword,
    ]),
  });
  const accounts = createStaffAccountService({
    db,
    repo,
    accounts: createStaffAccountRepo(),
    auditLog: audit,
    clock,
  });
  const alerts = createStaffAlerts({ db, clock, publish });
  /** Staff usernames by id, for views that name who did what. */
  const staffNames = async (operatorId: string) =>
    new Map((await service.listStaff(operatorId)).map((account) => [account.id, account.username]));
  return {
    name: 'staff',
    api: {
      service,
      tokens,
      requireStaff,
      alerts,
      staffNames,
      /** Creates the demo site's owner (the operator module's site seed). */
      seeder: createStaffSeeder({ repo }),
    },
    async siteRoutes(site, { requireStaff }) {
      await site.register(staffAdminRoutes, { service, requireStaff });
      await site.register(staffAccountRoutes, { service: accounts, requireStaff });
      await site.register(staffAlertRoutes, { alerts, requireStaff });
    },
  } satisfies ServerModule<'staff'>;
};
export type StaffModule = ReturnType<typeof createStaffModule>;
