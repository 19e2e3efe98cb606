import type { Platform, ServerModule } from '#platform/module';
import { bankLogoRoutes } from './bank-logo.routes';
import { DEMO_OPERATOR_KEY, type OwnerSeeder, seedDemo, seedReferenceData } from './demo-seed';
import { createOperatorRepo } from './operator.repo';
import { operatorRoutes } from './operator.routes';
import { createOperatorService } from './operator.service';
import { siteSettingsAdminRoutes } from './site-settings.admin-routes';
import { createSiteSettingsService } from './site-settings.service';

/** Operators (sites), their banks and settings; the demo site every other demo seed fills. */
export const createOperatorModule = (platform: Platform, deps: { staffSeeder: OwnerSeeder }) => {
  const { db, clock, bus, audit, config } = platform;
  const repo = createOperatorRepo();
  const service = createOperatorService({ db, repo, bus });
  const siteSettings = createSiteSettingsService({ db, repo, clock, audit });
  return {
    name: 'operator',
    api: {
      service,
      resolver: service.resolver,
      listOperatorIds: service.listOperatorIds,
      /** The demo operator and its owner (SEED_ADMIN_PASSWORD), seeded before every module's demo seed. */
      seedSite: async (announce: (message: string) => void) => ({
        ...(await seedDemo({
          db,
          repo,
          staff: deps.staffSeeder,
          adminPassword: config.SEED_ADMIN_PASSWORD,
          announce,
        })),
        operatorKey: DEMO_OPERATOR_KEY,
      }),
      /** Without the demo (SEED_DEMO=false): the reference data every deployment needs. */
      seedReferenceData: () => seedReferenceData({ db, repo }),
    },
    async rootRoutes(app) {
      await app.register(bankLogoRoutes);
    },
    async siteRoutes(site, { requireStaff }) {
      await site.register(operatorRoutes, { service });
      await site.register(siteSettingsAdminRoutes, { service: siteSettings, requireStaff });
    },
  } satisfies ServerModule<'operator'>;
};
export type OperatorModule = ReturnType<typeof createOperatorModule>;
