import type { Platform, ServerModule } from '#platform/module';
import { statementRoutes } from './statement.routes';
import { createStatementService } from './statement.service';

/** The member's money history (ประวัติการเงิน), read from the ledger. */
export const createStatementModule = (platform: Platform) => {
  const service = createStatementService({ db: platform.db });
  return {
    name: 'statement',
    api: { service },
    async siteRoutes(site, { guard }) {
      await site.register(statementRoutes, { service, guard });
    },
  } satisfies ServerModule<'statement'>;
};
