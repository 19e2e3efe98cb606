import { countOpenGameRounds } from '#modules/games/index';
import type { IdempotencyService } from '#modules/idempotency/index';
import { countPendingBills } from '#modules/lottery/index';
import type { MemberService } from '#modules/member/index';
import type { AuditLog } from '#modules/staff/index';
import type { WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { eventConsumerTask } from '#platform/events/events';
import type { Publisher } from '#platform/realtime/publisher';
import { createCatalogueRepo } from './catalogue.repo';
import { createCatalogueService } from './catalogue.service';
import { createConditionsRepo } from './conditions.repo';
import { createConditionService } from './conditions.service';
import { createMyPromotionsService } from './my-promotions.service';
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
 * Composes the promotions module: the wagering engine, the member's and staff's calls on it, the
 * catalogue (staff promotions, the member's pick, the grant on deposit), the
 * outbox consumers (as scheduler tasks, `main.ts` runs them; tests `drain` them), and the hooks other
 * modules are given without importing promotions: the wallet's stake hook (registered here) and the
 * withdraw gate (`withdrawTrigger`, handed to payments by `app.ts`).
 */
export const createPromotionsModule = (deps: PromotionsModuleDeps) => {
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
  deps.wallet.onStake(conditions.stakeHook);
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
export type PromotionsModule = ReturnType<typeof createPromotionsModule>;
