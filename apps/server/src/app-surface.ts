import type { FastifyInstance } from 'fastify';
import type { GamesModule } from '#modules/games/index';
import type { CatalogueChanges, Settlement, YeekeeJobs, YeekeeLive } from '#modules/lottery/index';
import type { PayoutAdmin, PayoutsModule } from '#modules/payouts/index';
import type { PromotionsModule } from '#modules/promotions/index';
import type { RewardsModule } from '#modules/rewards/index';
import type { StaffRouteEntry } from '#platform/auth/staff-guard';
import type { EventTask, ServerModule } from '#platform/module';
import type { Publisher } from '#platform/realtime/publisher';
import type { RealtimeServer } from '#platform/realtime/socket-server';

/**
 * What tests written before the modules declared their parts read from the app (`t.app.rewards…`).
 * Only `buildApp` (the tests' entry) decorates these; `main.ts` and `buildTestApp` read the modules
 * `composeApp` returns. New tests take services from `TestApp.modules` instead.
 */
declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeServer;
    publisher: Publisher;
    lotterySettlement: Settlement;
    lotteryCatalogueChanges: CatalogueChanges;
    yeekee: YeekeeLive;
    yeekeeJobs: YeekeeJobs;
    /** Every module's outbox consumers, in composition order: tests `drain` them. */
    eventTasks: EventTask[];
    promotions: PromotionsModule;
    rewards: RewardsModule;
    games: GamesModule;
    payouts: PayoutsModule;
    payoutAdmin: PayoutAdmin;
    staffRoutes: StaffRouteEntry[];
  }
}

type Composed = {
  app: FastifyInstance;
  modules: readonly ServerModule[];
  platform: { realtime: RealtimeServer; publish: Publisher };
  staffRoutes: StaffRouteEntry[];
  named: {
    lottery?: {
      api: {
        settlement: Settlement;
        catalogueChanges: CatalogueChanges;
        yeekee: YeekeeLive;
        yeekeeJobs: YeekeeJobs;
      };
    };
    promotions?: { api: PromotionsModule };
    rewards?: { api: RewardsModule };
    games?: { api: GamesModule };
    payouts?: { api: PayoutsModule & { admin: PayoutAdmin } };
  };
};

/** Decorates the app with the names above (those of modules not built are left out). */
export const exposeToTests = ({ app, modules, platform, staffRoutes, named }: Composed): void => {
  app.decorate('realtime', platform.realtime);
  app.decorate('publisher', platform.publish);
  app.decorate('staffRoutes', staffRoutes);
  app.decorate(
    'eventTasks',
    modules.flatMap((m) => m.eventConsumers ?? []),
  );
  const { lottery, promotions, rewards, games, payouts } = named;
  if (lottery) {
    app.decorate('lotterySettlement', lottery.api.settlement);
    app.decorate('lotteryCatalogueChanges', lottery.api.catalogueChanges);
    app.decorate('yeekee', lottery.api.yeekee);
    app.decorate('yeekeeJobs', lottery.api.yeekeeJobs);
  }
  if (promotions) app.decorate('promotions', promotions.api);
  if (rewards) app.decorate('rewards', rewards.api);
  if (games) app.decorate('games', games.api);
  if (payouts) {
    app.decorate('payouts', payouts.api);
    app.decorate('payoutAdmin', payouts.api.admin);
  }
};
