import { countOpenGameRounds } from '#modules/games/index';
import type { IdempotencyService } from '#modules/idempotency/index';
import { countPendingBills } from '#modules/lottery/index';
import type { MemberService } from '#modules/member/index';
import type { LedgerHooks, WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { eventConsumerTask } from '#platform/events/events';
import type { Platform, ServerModule } from '#platform/module';
import type { Publisher } from '#platform/realtime/publisher';
import { promotionsAuditNamers } from './audit-names.repo';
import { promotionCatalogueAdminRoutes } from './catalogue.admin-routes';
import { createCatalogueRepo } from './catalogue.repo';
import { promotionCatalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';
import { conditionsAdminRoutes } from './conditions.admin-routes';
import { createConditionsRepo } from './conditions.repo';
import { conditionsRoutes } from './conditions.routes';
import { createConditionService } from './conditions.service';
import { createMyPromotionsService } from './my-promotions.service';
import { seedDemoPromotions } from './promotions.seed';
import { createTurnoverConsumer } from './turnover.consumer';

export type PromotionsModuleDeps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  wallet: WalletService;
  members: MemberService;
  idempotency: IdempotencyService;
  audit: Pick<AuditLog, 'record'>;
};

/**
 * The promotions services: the wagering engine, the member's and staff's calls on it, the catalogue
 * (staff promotions, the member's pick, the grant on deposit) and the outbox consumers.
 */
const createPromotions = (deps: PromotionsModuleDeps) => {
  const repo = createConditionsRepo();
  const catalogueRepo = createCatalogueRepo();
  const conditions = createConditionService({
    db: deps.db,
    repo,
    clock: deps.clock,
    publish: deps.publish,
    wallet: deps.wallet,
    members: deps.members,
    // A bill or a game round still open may yet pay a win (docs/domain/rewards.md §3 rule 4).
    pendingPlay: async (db, operatorId, memberId) =>
      (await countPendingBills(db, operatorId, memberId)) +
      (await countOpenGameRounds(db, operatorId, memberId)),
  });
  const myPromotions = createMyPromotionsService({
    db: deps.db,
    repo,
    catalogue: catalogueRepo,
    conditions,
    idempotency: deps.idempotency,
    audit: deps.audit,
    members: deps.members,
  });
  const catalogue = createCatalogueService({
    db: deps.db,
    clock: deps.clock,
    repo: catalogueRepo,
    conditions,
    wallet: deps.wallet,
    members: deps.members,
    idempotency: deps.idempotency,
    audit: deps.audit,
    publish: deps.publish,
  });
  return {
    conditions,
    myPromotions,
    catalogue,
    /** The outbox consumers of this module, each a scheduler task: turnover, the grant on deposit. */
    eventTasks: [
      eventConsumerTask(createTurnoverConsumer(conditions), { everyMs: 1000 }),
      eventConsumerTask(catalogue.depositGrantConsumer),
    ],
  };
};
/** The promotions services other modules and tests are given (`createPromotionsModule`'s `api`). */
export type PromotionsModule = ReturnType<typeof createPromotions>;

/**
 * The promotions module: its services, the outbox consumers (as scheduler tasks, `main.ts` runs them;
 * tests `drain` them), and what other modules get without importing promotions: the wallet's stake
 * hook (declared in `hooks`, installed by app.ts) and the withdraw gate (`conditions.withdrawTrigger`,
 * handed to payments by app.ts).
 */
export const createPromotionsModule = (
  platform: Platform,
  deps: Pick<PromotionsModuleDeps, 'wallet' | 'members' | 'idempotency'>,
) => {
  const api = createPromotions({
    ...deps,
    db: platform.db,
    clock: platform.clock,
    publish: platform.publish,
    audit: platform.audit,
  });
  return {
    name: 'promotions',
    auditNamers: promotionsAuditNamers,
    api,
    eventConsumers: api.eventTasks,
    hooks: { stake: api.conditions.stakeHook },
    seedDemo: [
      {
        fixture: false,
        run: ({ db, operatorId, clock }) =>
          seedDemoPromotions({ db, repo: createCatalogueRepo(), operatorId, now: clock.now() }),
      },
    ],
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(conditionsRoutes, { service: api.myPromotions, guard });
      await site.register(conditionsAdminRoutes, { service: api.myPromotions, requireStaff });
      await site.register(promotionCatalogueRoutes, { service: api.catalogue, guard });
      await site.register(promotionCatalogueAdminRoutes, { service: api.catalogue, requireStaff });
    },
  } satisfies ServerModule<'promotions', PromotionsModule, LedgerHooks>;
};
