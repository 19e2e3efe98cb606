import { createOpnPayout } from '#adapters/bank-payout/opn/opn-payout';
import { createAuthModule } from '#modules/auth/index';
import { createContentModule } from '#modules/content/index';
import { createCouponsModule } from '#modules/coupons/index';
import { createGamesModule } from '#modules/games/index';
import { createIdempotencyModule } from '#modules/idempotency/index';
import { createLotteryModule } from '#modules/lottery/index';
import { createMemberModule } from '#modules/member/index';
import { createMemberAdminModule } from '#modules/member-admin/index';
import { createOperatorModule } from '#modules/operator/index';
import { createPaymentsModule, manualPayouts, type PayoutDispatcher } from '#modules/payments/index';
import { createPayoutsModule } from '#modules/payouts/index';
import { createPromotionsModule } from '#modules/promotions/index';
import { createReceivablesModule } from '#modules/receivables/index';
import { createReportsModule } from '#modules/reports/index';
import { createRewardsModule } from '#modules/rewards/index';
import { createSportsModule } from '#modules/sports/index';
import { createAuditLog, createStaffModule } from '#modules/staff/index';
import { createStatementModule } from '#modules/statement/index';
import { createWalletModule, installLedgerHooks } from '#modules/wallet/index';
import type { ShiftableClock } from '#platform/clock';
import { devClockRoutes } from '#platform/http/dev-clock.routes';
import { healthRoutes } from '#platform/http/health.routes';
import { createHttpServer } from '#platform/http/server';
import { createTenantHook } from '#platform/http/tenant';
import {
  mountModules,
  openPlatform,
  type RouteEdges,
  runDemoSeed,
  type ServerModule,
} from '#platform/module';
import { authenticateMemberSockets } from '#platform/realtime/socket-server';
import { registerWebApps } from '#platform/static/web-app';
import { type AppDeps, built, modulesWithNeeds } from './app-modules';

export type { AppDeps } from './app-modules';

/**
 * The composition root: builds the platform edges, then each module in dependency order (each given
 * the services of those before it), then registers what the modules declare — hooks, sockets, routes.
 * `npm start` (`main.ts`) and the tests call this same function with different adapters; how the
 * pieces fit is in docs/modules/server-wiring.md.
 */
export const composeApp = async (deps: AppDeps) => {
  const { config, database, clock, sms } = deps;
  const { app, staffRoutes } = await createHttpServer(config);
  const audit = createAuditLog({ clock });
  const p = await openPlatform(app, { db: database.db, clock, config, audit, publish: deps.publisher });
  const on = modulesWithNeeds(deps.modules);

  // Always built: the guards every route needs, and the ledger.
  const idempotency = createIdempotencyModule(p);
  // The audit log names rows of every module built below (members, rounds…): read once they all are.
  const staff = createStaffModule(p, { auditNamers: () => modules.flatMap((m) => m.auditNamers ?? []) });
  const operator = createOperatorModule(p, { staffSeeder: staff.api.seeder });
  const member = createMemberModule(p, { banks: operator.api.service });
  const { service: members } = member.api;
  const idem = idempotency.api.service;
  const { staffNames } = staff.api;
  const wallet = createWalletModule(p, {
    idempotency: idem,
    staffNames,
    memberNames: (operatorId, memberIds) => members.summaries(p.db, operatorId, memberIds),
  });
  const ledger = wallet.api.service;
  const auth = createAuthModule(p, { sms, members, wallet: ledger, alerts: staff.api.alerts });
  const base = { wallet: ledger, members, idempotency: idem };
  const lottery = on.has('lottery')
    ? createLotteryModule(p, { ...base, staff: staff.api.service })
    : undefined;
  const promotions = on.has('promotions') ? createPromotionsModule(p, base) : undefined;
  const rewards = on.has('rewards')
    ? createRewardsModule(p, {
        ...base,
        conditions: built(promotions, 'promotions').api.conditions,
        listOperatorIds: operator.api.listOperatorIds,
        staffNames,
        // A period's job reads what every consumer has counted (turnover marks stakes used by conditions).
        catchUp: async () => {
          for (const task of modules.flatMap((m) => m.eventConsumers ?? []))
            await task.drain(database.db, clock);
        },
      })
    : undefined;
  // Payments and payouts call each other: payouts takes payments' withdrawal steps, payments the
  // payouts dispatcher, bound here once payouts is built.
  let dispatcher: PayoutDispatcher = manualPayouts;
  const payments = on.has('payments')
    ? createPaymentsModule(p, {
        ...base,
        operators: operator.api.service,
        promotionGate:
          deps.promotionGate ??
          (promotions ? { findActiveTurnover: promotions.api.conditions.withdrawTrigger } : undefined),
        // A member's VIP level limits their withdrawals (docs/domain/rewards.md rule 8), injected: payments never imports rewards.
        withdrawalLimits: rewards?.api.vip.withdrawalLimits,
        payouts: on.has('payouts')
          ? { afterApproved: (w, by) => dispatcher.afterApproved(w, by) }
          : undefined,
      })
    : undefined;
  const payouts = on.has('payouts')
    ? createPayoutsModule(p, {
        ...base,
        withdrawals: built(payments, 'payments').api.withdrawalSteps,
        payments: built(payments, 'payments').api.service,
        operators: operator.api.resolver,
        staff: staff.api.service,
        providerFactory: deps.payoutProviderFactory ?? ((credentials) => createOpnPayout(credentials)),
      })
    : undefined;
  if (payouts) dispatcher = payouts.api.dispatcher;
  const coupons = on.has('coupons')
    ? createCouponsModule(p, { ...base, conditions: built(promotions, 'promotions').api.conditions })
    : undefined;
  const games = on.has('games') ? createGamesModule(p, base) : undefined;
  const sports = on.has('sports')
    ? createSportsModule(p, {
        ...base,
        staffNames,
        listOperatorIds: operator.api.listOperatorIds,
        feed: deps.sportsFeed,
      })
    : undefined;
  const receivables = on.has('receivables')
    ? createReceivablesModule(p, { ...base, corrections: built(lottery, 'lottery').api.correctionRead })
    : undefined;
  const memberAdmin = on.has('member-admin')
    ? createMemberAdminModule(p, {
        members,
        staffNames: staff.api.service,
        banks: operator.api.service,
        auth: auth.api.service,
        wallet: ledger,
        walletAdmin: wallet.api.admin,
        payments: built(payments, 'payments').api.service,
        bills: built(lottery, 'lottery').api.billAdminRead,
        yeekeeShots: built(lottery, 'lottery').api.yeekeeAccountRead,
        otpLimits: auth.api.otpLimits,
        disconnectMember: auth.api.disconnectMember,
        play: rewards?.api.memberPlay,
      })
    : undefined;
  const content = on.has('content')
    ? createContentModule(p, { members, staffNames, vipLevelOf: rewards?.api.vipLevelOf })
    : undefined;
  const reports = on.has('reports')
    ? createReportsModule(p, {
        rounds: built(lottery, 'lottery').api.roundBoard,
        payments: built(payments, 'payments').api.service,
        bills: built(lottery, 'lottery').api.billAdminRead,
      })
    : undefined;
  const statement = on.has('statement') ? createStatementModule(p) : undefined;
  // Composition order: hooks, consumers, jobs, routes and seeds follow it.
  const first = {
    idempotency,
    staff,
    operator,
    member,
    wallet,
    auth,
    lottery,
    promotions,
    rewards,
    payments,
  };
  const named = {
    ...first,
    payouts,
    coupons,
    games,
    sports,
    receivables,
    memberAdmin,
    content,
    reports,
    statement,
  };
  const modules: ServerModule[] = Object.values(named).filter((m) => m !== undefined);

  // What the modules declare (hooks, sockets, routes), registered in their order.
  installLedgerHooks(ledger, modules);
  // Member sockets pass the member guard's checks (token, active session, same operator) and join
  // member:{id}; staff sockets (staff token, live session) join staff:{operatorId} for dashboard hints.
  authenticateMemberSockets(p.realtime.io, {
    tokens: auth.api.tokens,
    sessions: auth.api.service.sessions,
    operators: operator.api.resolver,
    staff: { tokens: staff.api.tokens, sessions: staff.api.service.sessions },
  });
  const edges: RouteEdges = { guard: auth.api.guard, requireStaff: staff.api.requireStaff };
  await app.register(healthRoutes, { ping: database.ping, ready: deps.ready ?? (() => true) });
  await mountModules(app, modules, {
    realtime: p.realtime,
    edges,
    tenantHook: createTenantHook(operator.api.resolver),
    // Moves the clock forward for period jobs: DEV_CLOCK=true only (main.ts builds the clock).
    siteExtras: async (site) => {
      if (!config.isProduction && config.DEV_CLOCK && 'shift' in clock)
        await site.register(devClockRoutes, {
          clock: clock as ShiftableClock,
          requireStaff: edges.requireStaff,
        });
    },
  });
  await registerWebApps(app, { web: deps.webDistDir, admin: deps.adminDistDir });
  return { app, modules, named, platform: p, staffRoutes };
};
export type ComposedApp = Awaited<ReturnType<typeof composeApp>>;

/**
 * The demo data, written once for `npm start` and the tests: the demo site (operator and owner), then
 * each built module's seed in composition order — only the `fixture` ones for the tests' fixture.
 */
export const seedDemoData = (
  { modules, named, platform: { db, clock } }: ComposedApp,
  options: { announce(message: string): void; fixtureOnly: boolean },
) => runDemoSeed(modules, () => named.operator.api.seedSite(options.announce), { db, clock, ...options });
