import type { Platform, ServerModule } from '#platform/module';
import { contentAuditNamers } from './audit-names.repo';
import { contentAdminRoutes } from './content.admin-routes';
import { createContentRepo } from './content.repo';
import { contentRoutes } from './content.routes';
import { seedDemoContent } from './content.seed';
import { createContentService } from './content.service';

/** Site content (pages, banners, announcements) staff edit and members read. */
export const createContentModule = (platform: Platform) => {
  const { db, clock, audit } = platform;
  const repo = createContentRepo();
  const service = createContentService({ db, repo, clock, audit });
  return {
    name: 'content',
    auditNamers: contentAuditNamers,
    api: { service },
    seedDemo: [
      { fixture: true, run: ({ db, clock, operatorId }) => seedDemoContent({ db, repo, clock, operatorId }) },
    ],
    async siteRoutes(site, { requireStaff }) {
      await site.register(contentRoutes, { service });
      await site.register(contentAdminRoutes, { service, requireStaff });
    },
  } satisfies ServerModule<'content'>;
};
