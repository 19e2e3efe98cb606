import type { Platform, ServerModule } from '#platform/module';
import { memberAuditNamers } from './audit-names.repo';
import { createMemberRepo } from './member.repo';
import { memberRoutes } from './member.routes';
import { createMemberService } from './member.service';

/** Members: profile, bank accounts, referral codes. */
export const createMemberModule = (
  platform: Platform,
  deps: { banks: Parameters<typeof createMemberService>[0]['banks'] },
) => {
  const service = createMemberService({
    db: platform.db,
    repo: createMemberRepo(),
    banks: deps.banks,
    clock: platform.clock,
    log: platform.log,
  });
  return {
    name: 'member',
    auditNamers: memberAuditNamers,
    api: { service },
    async siteRoutes(site, { guard }) {
      await site.register(memberRoutes, { service, guard });
    },
  } satisfies ServerModule<'member'>;
};
export type MemberModule = ReturnType<typeof createMemberModule>;
