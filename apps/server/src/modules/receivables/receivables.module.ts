import type { Platform, ServerModule } from '#platform/module';
import { receivablesAdminRoutes } from './receivables.admin-routes';
import { createReceivablesService } from './receivables.service';

type ReceivablesDeps = Parameters<typeof createReceivablesService>[0];

/** What members owe after a correction took back more than they held: staff's list and write-offs. */
export const createReceivablesModule = (
  platform: Platform,
  deps: Pick<ReceivablesDeps, 'wallet' | 'members' | 'corrections' | 'idempotency'>,
) => {
  const { db, clock, publish, audit } = platform;
  const service = createReceivablesService({ ...deps, db, clock, publish, audit });
  return {
    name: 'receivables',
    api: { service },
    async siteRoutes(site, { requireStaff }) {
      await site.register(receivablesAdminRoutes, { service, requireStaff });
    },
  } satisfies ServerModule<'receivables'>;
};
