import type { MemberService } from '#modules/member/index';
import type { Platform, ServerModule } from '#platform/module';
import { createAnnouncementsRepo } from './announcements.repo';
import { announcementRoutes } from './announcements.routes';
import { createAnnouncementsService, type VipLevelRead } from './announcements.service';
import { contentAuditNamers } from './audit-names.repo';
import { contentAdminRoutes } from './content.admin-routes';
import { createContentRepo } from './content.repo';
import { contentRoutes } from './content.routes';
import { seedDemoContent } from './content.seed';
import { createContentService } from './content.service';

/** Site content staff write and members read: the blog and announcements. */
export const createContentModule = (
  platform: Platform,
  deps: {
    members: Pick<MemberService, 'requireMember'>;
    staffNames: (operatorId: string) => Promise<Map<string, string>>;
    /** The rewards module's VIP level of a member; absent when rewards is off. */
    vipLevelOf?: VipLevelRead | undefined;
  },
) => {
  const { db, clock, audit } = platform;
  const repo = createContentRepo();
  const service = createContentService({ db, repo, clock, audit });
  const announcements = createAnnouncementsService({
    db,
    clock,
    audit,
    repo: createAnnouncementsRepo(),
    ...deps,
  });
  return {
    name: 'content',
    auditNamers: contentAuditNamers,
    api: { service, announcements },
    seedDemo: [
      { fixture: true, run: ({ db, clock, operatorId }) => seedDemoContent({ db, repo, clock, operatorId }) },
    ],
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(contentRoutes, { service });
      await site.register(contentAdminRoutes, { service, requireStaff });
      await site.register(announcementRoutes, { service: announcements, guard, requireStaff });
    },
  } satisfies ServerModule<'content'>;
};
