import type { Platform, ServerModule } from '#platform/module';
import { memberAdminRoutes } from './member-admin.routes';
import { createMemberAdminService } from './member-admin.service';

type MemberAdminDeps = Parameters<typeof createMemberAdminService>[0];

/** Staff's member screens: search, detail, lock, password reset, ledger and adjustments. */
export const createMemberAdminModule = (platform: Platform, deps: Omit<MemberAdminDeps, 'db' | 'audit'>) => {
  const service = createMemberAdminService({ ...deps, db: platform.db, audit: platform.audit });
  return {
    name: 'member-admin',
    api: { service },
    async siteRoutes(site, { requireStaff }) {
      await site.register(memberAdminRoutes, { service, requireStaff });
    },
  } satisfies ServerModule<'member-admin'>;
};
