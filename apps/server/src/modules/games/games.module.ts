import type { FastifyInstance } from 'fastify';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { MemberGuard } from '#platform/auth/member-guard';
import type { RequireStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { Platform, ServerModule } from '#platform/module';
import type { Publisher } from '#platform/realtime/publisher';
import { createGamesAdminRepo } from './admin/games-admin.repo';
import { gamesAdminRoutes } from './admin/games-admin.routes';
import { createGamesAdminService } from './admin/games-admin.service';
import { gamesAuditNamers } from './audit-names.repo';
import { gameCatalogueAdminRoutes } from './catalogue/catalogue.admin-routes';
import { createGameCatalogueRepo } from './catalogue/catalogue.repo';
import { gameCatalogueRoutes } from './catalogue/catalogue.routes';
import { seedDemoGames } from './catalogue/catalogue.seed';
import { createCatalogueService } from './catalogue/catalogue.service';
import { ambIntegrationRoutes } from './integrations/amb/amb.routes';
import { createIntegrationFaults } from './integrations/faults';
import type { IntegrationDeps } from './integrations/integration-kit';
import { pgsoftIntegrationRoutes } from './integrations/pgsoft/pgsoft.routes';
import { createProviderService } from './providers/provider.service';
import { providerAdminRoutes } from './providers/providers.admin-routes';
import { createGameWallet } from './wallet/game-wallet';

export type GamesModuleDeps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  wallet: WalletService;
  members: MemberService;
  idempotency: IdempotencyService;
  audit: Pick<AuditLog, 'record'>;
  /** The server secret (JWT_SECRET): provider secrets are encrypted under a key derived from it. */
  secret: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/**
 * Provider games (docs/domain/games.md): the catalogue and launches (`catalogue/`), providers and their
 * credentials (`providers/`), the seamless wallet every adapter calls (`wallet/`), the adapters' wire
 * contracts (`integrations/amb`, `integrations/pgsoft`) and staff reads (`admin/`). Stakes and wins
 * reach turnover, cashback, referral, VIP and missions as `game.round_settled` events, never by call.
 */
const createGames = (deps: GamesModuleDeps) => {
  // Each part below is built from `deps` and the parts before it.
  // [providers] credentials, directory by wallet key, call authentication, admin CRUD.
  const providers = createProviderService({
    db: deps.db,
    clock: deps.clock,
    audit: deps.audit,
    secret: deps.secret,
    log: deps.log,
  });
  // [wallet] the seamless wallet (GameWallet).
  const gameWallet = createGameWallet({
    db: deps.db,
    clock: deps.clock,
    publish: deps.publish,
    wallet: deps.wallet,
    idempotency: deps.idempotency,
  });
  // [catalogue] games, launch, member reads, seed.
  const catalogue = createCatalogueService({
    db: deps.db,
    clock: deps.clock,
    repo: createGameCatalogueRepo(),
    wallet: deps.wallet,
    providers,
    audit: deps.audit,
  });
  // [admin] rounds, transactions, stuck rounds, GGR.
  const gamesAdmin = createGamesAdminService({
    db: deps.db,
    clock: deps.clock,
    repo: createGamesAdminRepo(),
    members: deps.members,
  });
  // [integrations] the adapters' wire contracts over the one wallet; faults: the conformance suite's kill.
  const integrationFaults = createIntegrationFaults();
  const integrationDeps: IntegrationDeps = {
    providers,
    wallet: gameWallet,
    async balanceOf(operatorId, username) {
      const memberId = await providers.memberOfUsername(operatorId, username);
      if (!memberId) return undefined;
      const balances = await deps.wallet.memberBalances(deps.db, operatorId, memberId);
      return balances.balanceSatang + balances.bonusSatang;
    },
    playerOfSession: providers.playerOfSession,
    clock: deps.clock,
    faults: integrationFaults,
    log: deps.log,
  };
  return {
    /** Game providers: admin CRUD, the directory by wallet key, call authentication, `launchGame`. */
    providers,
    /** Test-only fault injection of the adapters (a kill between commit and reply). */
    integrationFaults,
    /** The seamless wallet every adapter calls (docs/domain/games.md §2). */
    wallet: gameWallet,
    /** Member and staff routes, registered inside the tenant scope (app.ts). */
    async registerSiteRoutes(
      site: FastifyInstance,
      _edges: { guard: MemberGuard; requireStaff: RequireStaff },
    ): Promise<void> {
      // [catalogue] routes
      await site.register(gameCatalogueRoutes, { service: catalogue, guard: _edges.guard });
      await site.register(gameCatalogueAdminRoutes, {
        service: catalogue,
        requireStaff: _edges.requireStaff,
      });
      // [providers] admin routes
      await site.register(providerAdminRoutes, { service: providers, requireStaff: _edges.requireStaff });
      // [admin] routes
      await site.register(gamesAdminRoutes, { service: gamesAdmin, requireStaff: _edges.requireStaff });
    },
    /** Providers' wallet calls: outside the tenant scope, the operator comes from the credentials. */
    async registerIntegrationRoutes(app: FastifyInstance): Promise<void> {
      void app;
      // [integrations] amb, pgsoft (each in its own scope: its raw-body parser and error shape)
      await app.register(ambIntegrationRoutes, integrationDeps);
      await app.register(pgsoftIntegrationRoutes, integrationDeps);
    },
  };
};
/**
 * Provider games as a server module: member and staff routes in the tenant scope, the providers'
 * wallet calls outside it (the operator comes from their credentials), the house provider's demo seed.
 */
export const createGamesModule = (
  platform: Platform,
  deps: Pick<GamesModuleDeps, 'wallet' | 'members' | 'idempotency'>,
) => {
  const { db, clock, publish, audit, config, log } = platform;
  const { registerSiteRoutes, registerIntegrationRoutes, ...api } = createGames({
    ...deps,
    db,
    clock,
    publish,
    audit,
    secret: config.JWT_SECRET,
    log,
  });
  return {
    name: 'games',
    auditNamers: gamesAuditNamers,
    api,
    siteRoutes: registerSiteRoutes,
    rootRoutes: registerIntegrationRoutes,
    seedDemo: [
      {
        // The house provider and its games, so every game page has games on a fresh start.
        fixture: false,
        run: ({ db, operatorId, operatorKey, clock }) =>
          seedDemoGames({
            db,
            repo: createGameCatalogueRepo(),
            operatorId,
            operatorKey,
            port: config.HOUSE_PROVIDER_PORT ?? config.PORT,
            serverSecret: config.JWT_SECRET,
            now: clock.now(),
          }),
      },
    ],
  } satisfies ServerModule<'games'>;
};
/** The games services other modules and tests are given (`createGamesModule`'s `api`). */
export type GamesModule = ReturnType<typeof createGamesModule>['api'];
