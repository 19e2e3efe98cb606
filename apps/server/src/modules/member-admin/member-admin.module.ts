import type { Platform, ServerModule } from '#platform/module';
import { memberAdminRoutes } from './member-admin.routes';
import { createMemberAdminService } from './member-admin.service';
import { memberRiskRoutes } from './member-risk.routes';
import { createMemberRiskService, type MemberPlayRead } from './member-risk.service';

type MemberAdminDeps = Parameters<typeof createMemberAdminService>[0];

/** Staff's member screens: search, detail, risk, lock, password reset, ledger and adjustments. */
export const createMemberAdminModule = (
  platform: Platform,
  deps: Omit<MemberAdminDeps, 'db' | 'audit'> & {
    members: Parameters<typeof createMemberRiskService>[0]['members'];
    auth: Parameters<typeof createMemberRiskService>[0]['auth'];
    /** Settled play by category for the risk page (the rewards module's daily turnover). */
    play?: MemberPlayRead | undefined;
  },
) => {
  const service = createMemberAdminService({ ...deps, db: platform.db, audit: platform.audit });
  const risk = createMemberRiskService(deps);
  return {
    name: 'member-admin',
    api: { service },
    async siteRoutes(site, { requireStaff }) {
      await site.register(memberAdminRoutes, { service, requireStaff });
      await site.register(memberRiskRoutes, { service: risk, requireStaff });
    },
  } satisfies ServerModule<'member-admin'>;
};
