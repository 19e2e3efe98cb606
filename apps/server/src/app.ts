import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PayoutProviderFactory } from '#adapters/bank-payout/bank-payout';
import { createOpnPayout } from '#adapters/bank-payout/opn/opn-payout';
import type { ConsoleSms } from '#adapters/sms/console-sms';
import type { SmsSender } from '#adapters/sms/sms-sender';
import {
  authRoutes,
  createAuthRepo,
  createAuthService,
  createOtpLimits,
  createOtpLimitsRepo,
  otpLimitsAdminRoutes,
  smsOutboxRoutes,
} from '#modules/auth/index';
import {
  contentAdminRoutes,
  contentRoutes,
  createContentRepo,
  createContentService,
} from '#modules/content/index';
import {
  couponAdminRoutes,
  couponRoutes,
  createCouponHasher,
  createCouponsRepo,
  createCouponsService,
} from '#modules/coupons/index';
import { createGamesModule, type GamesModule } from '#modules/games/index';
import { createIdempotencyRepo, createIdempotencyService } from '#modules/idempotency/index';
import {
  type CatalogueChanges,
  catalogueChanges,
  createBillAdminRead,
  createBillRepo,
  createBillService,
  createCatalogueCache,
  createCorrectionRead,
  createCorrectionService,
  createMarketRepo,
  createMarketService,
  createNumberRuleService,
  createProductAdminService,
  createProductRepo,
  createProductService,
  createProofService,
  createRoundAdminService,
  createRoundBoardService,
  createRoundRepo,
  createSettlement,
  createYeekeeAccountRead,
  createYeekeeAdminRepo,
  createYeekeeAdminService,
  createYeekeeJobs,
  createYeekeeLive,
  createYeekeeRoundRepo,
  lotteryBillRoutes,
  lotteryCatalogueRoutes,
  lotteryNumberRuleRoutes,
  lotteryProductAdminRoutes,
  lotteryRoundAdminRoutes,
  lotteryRoundBoardRoutes,
  type Settlement,
  type YeekeeJobs,
  type YeekeeLive,
  yeekeeAdminRoutes,
  yeekeeMarketAdminRoutes,
  yeekeeMemberRoutes,
  yeekeeProofRoutes,
} from '#modules/lottery/index';
import { createMemberRepo, createMemberService, memberRoutes } from '#modules/member/index';
import { createMemberAdminService, memberAdminRoutes } from '#modules/member-admin/index';
import {
  bankLogoRoutes,
  createOperatorRepo,
  createOperatorService,
  createSiteSettingsService,
  operatorRoutes,
  siteSettingsAdminRoutes,
} from '#modules/operator/index';
import {
  bankFeedRoutes,
  createPaymentsRepo,
  createPaymentsService,
  createWithdrawalHold,
  createWithdrawalPayoutSteps,
  depositFacts,
  devMemberBankRoutes,
  financeAdminRoutes,
  type PromotionGate,
  paymentsAdminRoutes,
  paymentsRoutes,
} from '#modules/payments/index';
import {
  createPayoutAdmin,
  createPayoutsModule,
  type PayoutAdmin,
  type PayoutsModule,
  payoutAdminRoutes,
  payoutRetryRoutes,
  payoutWebhookRoutes,
  reconciliationRoutes,
} from '#modules/payouts/index';
import {
  conditionsAdminRoutes,
  conditionsRoutes,
  createPromotionsModule,
  type PromotionsModule,
  promotionCatalogueAdminRoutes,
  promotionCatalogueRoutes,
} from '#modules/promotions/index';
import { createReceivablesService, receivablesAdminRoutes } from '#modules/receivables/index';
import {
  createDashboardHints,
  createReportsService,
  createWithdrawalContextService,
  reportsRoutes,
  withdrawalContextRoutes,
} from '#modules/reports/index';
import {
  agentAdminRoutes,
  cashbackAdminRoutes,
  cashbackRoutes,
  createRewardsModule,
  missionAdminRoutes,
  missionRoutes,
  type RewardsModule,
  referralAdminRoutes,
  referralRoutes,
  rewardGrantAdminRoutes,
  rewardJobAdminRoutes,
  vipAdminRoutes,
  vipRoutes,
} from '#modules/rewards/index';
import {
  createAuditLog,
  createStaffAccountRepo,
  createStaffAccountService,
  createStaffAlerts,
  createStaffRepo,
  createStaffService,
  createTotpVault,
  staffAccountRoutes,
  staffAdminRoutes,
  staffAlertRoutes,
} from '#modules/staff/index';
import { createStatementService, statementRoutes } from '#modules/statement/index';
import {
  adjustmentAdminRoutes,
  createAdjustmentRequestRepo,
  createBalanceCache,
  createWalletAdminRepo,
  createWalletAdminService,
  createWalletRepo,
  createWalletService,
  walletAdminRoutes,
  walletRoutes,
} from '#modules/wallet/index';
import { createMemberGuard } from '#platform/auth/member-guard';
import { createStaffGuard, guardRolesOf, type StaffRouteEntry } from '#platform/auth/staff-guard';
import { createStaffTokenService, createTokenService } from '#platform/auth/tokens';
import { createInvalidationBus } from '#platform/cache/invalidation-bus';
import type { Clock, ShiftableClock } from '#platform/clock';
import type { Config } from '#platform/config/config';
import type { Database, Db } from '#platform/db/client';
import { registerOpenApi } from '#platform/docs/openapi';
import { devClockRoutes } from '#platform/http/dev-clock.routes';
import { registerErrorHandler } from '#platform/http/error-handler';
import { clientErrorHandler, frameworkErrors } from '#platform/http/framework-errors';
import { healthRoutes } from '#platform/http/health.routes';
import { registerJsonParser } from '#platform/http/json-body';
import { registerRequestRules } from '#platform/http/request-rules';
import { registerSecurityHeaders } from '#platform/http/security-headers';
import { createTenantHook } from '#platform/http/tenant';
import { httpTimeouts } from '#platform/http/timeouts';
import { loggerOptions } from '#platform/logging/logger';
import type { Publisher } from '#platform/realtime/publisher';
import {
  authenticateMemberSockets,
  createRealtimeServer,
  createSocketPublisher,
  localRooms,
  memberRoom,
  onSocket,
  type RealtimeServer,
} from '#platform/realtime/socket-server';
import type { Task } from '#platform/scheduler/scheduler';
import { registerWebApps } from '#platform/static/web-app';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The SMS edge; a console sender also exposes its outbox to the dev route. */
  sms: SmsSender | ConsoleSms;
  clock: Clock;
  /** Built member app to serve at `/`; undefined serves the API only. */
  webDistDir?: string | undefined;
  /** Built back office to serve at `/admin`; undefined serves none. */
  adminDistDir?: string | undefined;
  /** Whether an open wagering condition blocks withdrawals; default: the promotions module's gate. */
  promotionGate?: PromotionGate;
  /** Where services announce committed changes; default: Socket.IO on this app's HTTP server. */
  publisher?: Publisher;
  /** Builds an operator's payout adapter from its credentials; default: the Opn Payments adapter. */
  payoutProviderFactory?: PayoutProviderFactory;
  /** Whether the node has started (`main.ts`: listening, its jobs' first runs made): the health check
   * answers 503 until then. Default: always. */
  ready?: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Socket.IO on this app's HTTP server (`/socket.io`), for tests and wiring. */
    realtime: RealtimeServer;
    /** What services were given to announce committed changes. */
    publisher: Publisher;
    /** Lottery settlement, for the scheduler's settlement job (`main.ts`). */
    lotterySettlement: Settlement;
    lotteryCatalogueChanges: CatalogueChanges;
    /** Yeekee intake, board and samples of this node (`main.ts` starts their timers). */
    yeekee: YeekeeLive;
    /** Yeekee's round job and per-second tick, for the scheduler (`main.ts`) and tests. */
    yeekeeJobs: YeekeeJobs;
    /**
     * The outbox consumers (turnover…) as scheduler tasks: `main.ts` runs them on their cadence;
     * tests call `drain` to handle every published event now.
     */
    eventTasks: Array<Task & { drain(db: Db, clock: Clock): Promise<number> }>;
    /** The promotions module's services (coupons grant through `conditions`; tests seed with it). */
    promotions: PromotionsModule;
    /** The loyalty programmes: day totals, the period jobs (`main.ts` schedules `rewards.jobs.task()`). */
    rewards: RewardsModule;
    /** Provider games: catalogue, launches, the seamless wallet, staff reads (docs/modules/games.md). */
    games: GamesModule;
    /** Automatic withdrawals (docs/modules/payouts.md): providers, recipients, transfers; `main.ts` schedules `payouts.tasks`. */
    payouts: PayoutsModule;
    /** The payouts back office; `main.ts` schedules `payoutAdmin.tasks` (reconciliation, late withdrawals). */
    payoutAdmin: PayoutAdmin;
    /** Every `/api/admin` route with the roles its staff guard admits (the role-matrix test reads it). */
    staffRoutes: StaffRouteEntry[];
  }
}

const hasOutbox = (sms: SmsSender | ConsoleSms): sms is ConsoleSms => 'outbox' in sms;

/**
 * The composition root: builds services from their edges and registers every route explicitly.
 * `npm start` and the tests call this same function with different adapters.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database, clock, sms } = deps;
  const db = database.db;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    // Only the named load balancers' X-Forwarded-* are read (client address for every limit and audit
    // row, protocol for HSTS); a socket from anywhere else is taken at its own address.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: 64 * 1024,
    // HTTP hygiene (docs/modules/platform.md): slow senders are cut off, and errors before routing answer the envelope.
    ...httpTimeouts(config),
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every call takes JSON: a text/plain body is refused (415 → MALFORMED_REQUEST) instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { trustProxy: config.TRUST_PROXY.length > 0 });
  registerRequestRules(app);
  if (config.API_DOCS) await registerOpenApi(app);
  const staffRoutes: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', staffRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        staffRoutes.push({ method, url: route.url, roles: guardRolesOf(route.onRequest) });
  });

  // Real-time: Socket.IO shares the HTTP server; sockets close before it does. Services get `publisher`.
  const realtime = await createRealtimeServer({
    httpServer: app.server,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  app.decorate('realtime', realtime);
  app.addHook('preClose', () => realtime.disconnectAll());
  app.addHook('onClose', () => realtime.close());
  const publisher = deps.publisher ?? createSocketPublisher(realtime.io);
  app.decorate('publisher', publisher);

  // Back office: one staff guard and one audit log for every admin route.
  const staffTokens = createStaffTokenService({ secret: config.JWT_SECRET, clock });
  const auditLog = createAuditLog({ clock });
  const staffService = createStaffService({
    db,
    repo: createStaffRepo(),
    clock,
    tokens: staffTokens,
    auditLog,
    totp: createTotpVault({ secret: config.JWT_SECRET }),
  });
  const requireStaff = createStaffGuard({ tokens: staffTokens, sessions: staffService.sessions });
  const staffAccountService = createStaffAccountService({
    db,
    repo: createStaffRepo(),
    accounts: createStaffAccountRepo(),
    auditLog,
    clock,
  });

  // Per-node caches of the hot reads (operator, session, balance), dropped on every node when writes commit.
  const bus = await createInvalidationBus({ redisUrl: config.REDIS_URL, log: app.log });
  app.addHook('onClose', () => bus.close());
  const operatorService = createOperatorService({ db, repo: createOperatorRepo(), bus });
  const siteSettings = createSiteSettingsService({ db, repo: createOperatorRepo(), clock, audit: auditLog });
  const memberService = createMemberService({
    db,
    repo: createMemberRepo(),
    banks: operatorService,
    clock,
    log: app.log,
  });
  const walletService = createWalletService({ db, repo: createWalletRepo(), clock });
  const balances = createBalanceCache({ wallet: walletService, bus });
  const tokens = createTokenService({ secret: config.JWT_SECRET, clock });
  const staffAlerts = createStaffAlerts({ db, clock, publish: publisher });
  const otpLimits = createOtpLimits({
    db,
    repo: createOtpLimitsRepo(),
    clock,
    audit: auditLog,
    alerts: staffAlerts,
  });
  // Through the adapter, so the member's sockets on every node close (a lock, a new password).
  const disconnectMember = (memberId: string) => realtime.io.in(memberRoom(memberId)).disconnectSockets(true);
  const authService = createAuthService({
    db,
    repo: createAuthRepo(),
    members: memberService,
    wallet: walletService,
    sms,
    otpLimits,
    tokens,
    clock,
    log: app.log,
    secret: config.JWT_SECRET,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    bus,
    disconnectMember,
  });
  const idempotencyService = createIdempotencyService({ repo: createIdempotencyRepo(), clock });
  // The members' catalogue (lotto list, results, round detail): per node, dropped by every write that changes it.
  const lotteryCatalogueChanges = catalogueChanges(bus);
  app.decorate('lotteryCatalogueChanges', lotteryCatalogueChanges);
  const lotteryDeps = {
    catalogue: lotteryCatalogueChanges,
    db,
    clock,
    publish: publisher,
    products: createProductRepo(),
    rounds: createRoundRepo(),
    bills: createBillRepo(),
    wallet: walletService,
    idempotency: idempotencyService,
  };
  const lotteryCatalogue = createCatalogueCache({ service: createProductService(lotteryDeps), bus, clock });
  const lotteryBills = createBillService(lotteryDeps);
  const lotterySettlement = createSettlement({
    db,
    clock,
    publish: publisher,
    wallet: walletService,
    catalogue: lotteryCatalogueChanges,
  });
  app.decorate('lotterySettlement', lotterySettlement);
  app.decorate(
    'yeekeeJobs',
    createYeekeeJobs({ ...lotteryDeps, wallet: walletService, settlement: lotterySettlement }),
  );
  const yeekeeMarkets = createMarketService({
    ...lotteryDeps,
    markets: createMarketRepo(),
    yeekee: createYeekeeRoundRepo(),
    audit: auditLog,
  });
  const yeekeeProof = createProofService({ ...lotteryDeps, yeekee: createYeekeeRoundRepo() });
  const lotteryRoundAdmin = createRoundAdminService({
    ...lotteryDeps,
    audit: auditLog,
    settlement: lotterySettlement,
    log: app.log,
  });
  const lotteryCorrection = createCorrectionService({
    ...lotteryDeps,
    wallet: walletService,
    audit: auditLog,
    settlement: lotterySettlement,
  });
  const lotteryNumberRules = createNumberRuleService({ ...lotteryDeps, audit: auditLog });
  const lotteryProductAdmin = createProductAdminService({ ...lotteryDeps, audit: auditLog });
  const lotteryRoundBoard = createRoundBoardService({ ...lotteryDeps, staff: staffService });
  const promotions = createPromotionsModule({
    db,
    clock,
    publish: publisher,
    wallet: walletService,
    members: memberService,
    idempotency: idempotencyService,
    audit: auditLog,
  });
  app.decorate('promotions', promotions);
  const eventTasks: FastifyInstance['eventTasks'] = [...promotions.eventTasks];
  const rewards = createRewardsModule({
    db,
    clock,
    publish: publisher,
    wallet: walletService,
    members: memberService,
    conditions: promotions.conditions,
    idempotency: idempotencyService,
    audit: auditLog,
    listOperatorIds: operatorService.listOperatorIds,
    staffNames: async (operatorId) =>
      new Map((await staffService.listStaff(operatorId)).map((account) => [account.id, account.username])),
    // A period's job reads what every consumer has counted (turnover marks stakes used by conditions).
    catchUp: async () => {
      for (const task of eventTasks) await task.drain(db, clock);
    },
    log: app.log,
  });
  eventTasks.push(...rewards.eventTasks);
  app.decorate('rewards', rewards);
  // Automatic withdrawals: payments' steps on withdrawal rows go in, the dispatcher comes out to payments.
  const withdrawalSteps = createWithdrawalPayoutSteps({
    db,
    repo: createPaymentsRepo(),
    clock,
    publish: publisher,
    wallet: walletService,
  });
  const payouts = createPayoutsModule({
    db,
    clock,
    log: app.log,
    secret: config.JWT_SECRET,
    providerFactory: deps.payoutProviderFactory ?? ((credentials) => createOpnPayout(credentials)),
    withdrawals: withdrawalSteps,
    members: memberService,
    wallet: walletService,
    audit: auditLog,
    operators: operatorService.resolver,
    bus,
    dispatchDelayMs: config.TEST_PAYOUT_DISPATCH_DELAY_MS,
  });
  app.decorate('payouts', payouts);
  // Provider calls still running finish before the database closes.
  app.addHook('onClose', () => payouts.idle());
  eventTasks.push(...payouts.eventTasks);
  app.decorate('eventTasks', eventTasks);
  const paymentsService = createPaymentsService({
    db,
    repo: createPaymentsRepo(),
    clock,
    publish: publisher,
    wallet: walletService,
    idempotency: idempotencyService,
    operators: operatorService,
    members: memberService,
    audit: auditLog,
    promotionGate: deps.promotionGate ?? { findActiveTurnover: promotions.conditions.withdrawTrigger },
    // A member's VIP level limits their withdrawals (docs/domain/rewards.md rule 8), injected: payments never imports rewards.
    withdrawalLimits: rewards.vip.withdrawalLimits,
    // Approved withdrawals go to the payout provider when the operator's rules allow (docs/modules/payouts.md).
    payouts: payouts.dispatcher,
  });
  // The payouts back office: account and settings, balance, recipients, withdrawal detail, reconciliation.
  const payoutAdmin = createPayoutAdmin({
    db,
    clock,
    secret: config.JWT_SECRET,
    publish: publisher,
    audit: auditLog,
    flow: payouts,
    payments: paymentsService,
    withdrawals: withdrawalSteps,
    members: memberService,
    staff: staffService,
    log: app.log,
  });
  app.decorate('payoutAdmin', payoutAdmin);
  const walletAdminService = createWalletAdminService({
    db,
    repo: createWalletAdminRepo(),
    requests: createAdjustmentRequestRepo(),
    wallet: walletService,
    idempotency: idempotencyService,
    audit: auditLog,
    publish: publisher,
    clock,
    staffNames: async (operatorId) =>
      new Map((await staffService.listStaff(operatorId)).map((account) => [account.id, account.username])),
  });
  // Withdrawals wait while their member owes a receivable: held and released by the wallet's hook,
  // in the transaction that opens or closes it.
  walletService.onReceivable(
    createWithdrawalHold({ repo: createPaymentsRepo(), clock, wallet: walletService }),
  );
  const receivables = createReceivablesService({
    db,
    clock,
    publish: publisher,
    wallet: walletService,
    members: memberService,
    corrections: createCorrectionRead(),
    idempotency: idempotencyService,
    audit: auditLog,
  });
  const memberAdmin = createMemberAdminService({
    db,
    members: memberService,
    staffNames: staffService,
    banks: operatorService,
    auth: authService,
    wallet: walletService,
    walletAdmin: walletAdminService,
    payments: paymentsService,
    bills: createBillAdminRead(),
    yeekeeShots: createYeekeeAccountRead(),
    audit: auditLog,
    otpLimits,
    disconnectMember,
  });
  const yeekee = createYeekeeLive({
    db,
    clock,
    members: memberService,
    rooms: localRooms(realtime.io),
    idempotency: idempotencyService,
    nodeId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  });
  app.decorate('yeekee', yeekee);
  app.addHook('preClose', () => yeekee.stop());
  // Coupons grant through the promotions engine's conditions.
  const coupons = createCouponsService({
    db,
    repo: createCouponsRepo(),
    clock,
    audit: auditLog,
    idempotency: idempotencyService,
    conditions: promotions.conditions,
    hashCode: createCouponHasher(config.JWT_SECRET),
    // Under the member's row lock, which the grant takes next anyway.
    memberSince: async (tx, operatorId, memberId) =>
      (await memberService.lockRowForUpdate(tx, operatorId, memberId)).createdAt,
    depositedSince: depositFacts.creditedSince,
    announce: (operatorId, memberId) => promotions.conditions.announce(operatorId, [memberId]),
  });
  const games = createGamesModule({
    db,
    clock,
    publish: publisher,
    wallet: walletService,
    members: memberService,
    idempotency: idempotencyService,
    audit: auditLog,
    secret: config.JWT_SECRET,
    log: app.log,
  });
  app.decorate('games', games);
  const content = createContentService({ db, repo: createContentRepo(), clock, audit: auditLog });
  const reportsService = createReportsService({ db, clock, rounds: lotteryRoundBoard });
  const statement = createStatementService({ db });
  // Straight to this app's sockets rather than `publisher`: the hint is for staff screens only, and a
  // test's recording publisher keeps to the member events it asserts.
  const dashboardHints = createDashboardHints({ publish: createSocketPublisher(realtime.io) });
  app.addHook('onClose', async () => dashboardHints.close());
  const tenantHook = createTenantHook(operatorService.resolver);
  const guard = createMemberGuard({ tokens, sessions: authService.sessions });
  // Member sockets pass the member guard's checks (token, active session, same operator) and join
  // member:{id}; staff sockets (staff token, live session) join staff:{operatorId} for dashboard hints.
  authenticateMemberSockets(realtime.io, {
    tokens,
    sessions: authService.sessions,
    operators: operatorService.resolver,
    staff: { tokens: staffTokens, sessions: staffService.sessions },
  });
  onSocket(realtime.io, yeekee.sockets);

  await app.register(healthRoutes, { ping: database.ping, ready: deps.ready ?? (() => true) });
  await app.register(bankLogoRoutes);
  // The console sender's outbox holds real OTPs: never reachable in production or with a real gateway.
  if (config.SMS_PROVIDER === 'console' && !config.isProduction && hasOutbox(sms)) {
    await app.register(smsOutboxRoutes, { readOutbox: sms.outbox });
  }

  // Every member-facing call runs inside this scope, so none can run without a resolved operator.
  await app.register(async (site) => {
    site.addHook('onRequest', tenantHook);
    // A successful change call hints the operator's staff dashboards (debounced, `dashboard.changed`).
    site.addHook('onResponse', dashboardHints.onResponse);
    await site.register(operatorRoutes, { service: operatorService });
    await site.register(authRoutes, { service: authService, guard });
    await site.register(memberRoutes, { service: memberService, guard });
    await site.register(walletRoutes, { balances, guard });
    await site.register(statementRoutes, { service: statement, guard });
    await site.register(walletAdminRoutes, { service: walletService, requireStaff });
    await site.register(adjustmentAdminRoutes, { service: walletAdminService, requireStaff });
    await site.register(paymentsRoutes, { service: paymentsService, guard });
    await site.register(paymentsAdminRoutes, { service: paymentsService, requireStaff });
    await site.register(payoutRetryRoutes, { payouts, requireStaff });
    await site.register(financeAdminRoutes, { service: paymentsService, requireStaff });
    await site.register(payoutAdminRoutes, { service: payoutAdmin.service, requireStaff });
    await site.register(reconciliationRoutes, { reconciliation: payoutAdmin.reconciliation, requireStaff });
    await site.register(siteSettingsAdminRoutes, { service: siteSettings, requireStaff });
    await site.register(bankFeedRoutes, { service: paymentsService });
    await site.register(lotteryCatalogueRoutes, { catalogue: lotteryCatalogue });
    await site.register(lotteryBillRoutes, { service: lotteryBills, guard });
    await site.register(yeekeeMemberRoutes, { read: yeekee.read, intake: yeekee.intake, guard });
    await site.register(yeekeeProofRoutes, { service: yeekeeProof });
    await site.register(lotteryRoundAdminRoutes, {
      service: lotteryRoundAdmin,
      correction: lotteryCorrection,
      requireStaff,
    });
    await site.register(lotteryNumberRuleRoutes, { service: lotteryNumberRules, requireStaff });
    await site.register(lotteryProductAdminRoutes, { service: lotteryProductAdmin, requireStaff });
    await site.register(lotteryRoundBoardRoutes, { service: lotteryRoundBoard, requireStaff });
    await site.register(yeekeeMarketAdminRoutes, { service: yeekeeMarkets, requireStaff });
    await site.register(yeekeeAdminRoutes, {
      service: createYeekeeAdminService({
        ...lotteryDeps,
        markets: createMarketRepo(),
        admin: createYeekeeAdminRepo(),
        yeekee: createYeekeeRoundRepo(),
        members: memberService,
      }),
      requireStaff,
    });
    await site.register(reportsRoutes, { service: reportsService, requireStaff });
    await site.register(withdrawalContextRoutes, {
      service: createWithdrawalContextService({
        db,
        payments: paymentsService,
        bills: createBillAdminRead(),
      }),
      requireStaff,
    });
    // Reveals a member's account number by phone: for `npm run demo:transfer`, never in production.
    if (!config.isProduction) await site.register(devMemberBankRoutes, { members: memberService });
    // Moves the clock forward for period jobs: DEV_CLOCK=true only (main.ts builds the clock).
    if (!config.isProduction && config.DEV_CLOCK && 'shift' in clock)
      await site.register(devClockRoutes, { clock: clock as ShiftableClock, requireStaff });
    await site.register(staffAdminRoutes, { service: staffService, requireStaff });
    await site.register(staffAccountRoutes, { service: staffAccountService, requireStaff });
    await site.register(staffAlertRoutes, { alerts: staffAlerts, requireStaff });
    await site.register(otpLimitsAdminRoutes, { service: otpLimits, requireStaff });
    await site.register(memberAdminRoutes, { service: memberAdmin, requireStaff });
    await site.register(receivablesAdminRoutes, { service: receivables, requireStaff });
    await site.register(conditionsRoutes, { service: promotions.myPromotions, guard });
    await site.register(conditionsAdminRoutes, { service: promotions.myPromotions, requireStaff });
    await site.register(promotionCatalogueRoutes, { service: promotions.catalogue, guard });
    await site.register(promotionCatalogueAdminRoutes, { service: promotions.catalogue, requireStaff });
    await site.register(couponRoutes, { service: coupons, guard });
    await site.register(couponAdminRoutes, { service: coupons, requireStaff });
    await site.register(contentRoutes, { service: content });
    await site.register(contentAdminRoutes, { service: content, requireStaff });
    await site.register(rewardJobAdminRoutes, { jobs: rewards.jobs, requireStaff });
    await site.register(missionRoutes, { service: rewards.missions, guard });
    await site.register(missionAdminRoutes, { service: rewards.missions, requireStaff });
    await site.register(vipRoutes, { service: rewards.vip, guard });
    await site.register(vipAdminRoutes, { service: rewards.vip, requireStaff });
    await site.register(cashbackRoutes, { service: rewards.cashback, guard });
    await site.register(cashbackAdminRoutes, {
      service: rewards.cashback,
      requireStaff,
      staffNames: async (operatorId) =>
        new Map((await staffService.listStaff(operatorId)).map((account) => [account.id, account.username])),
    });
    await site.register(agentAdminRoutes, { service: rewards.agents, requireStaff });
    await site.register(rewardGrantAdminRoutes, { service: rewards.grants, requireStaff });
    await site.register(referralRoutes, { service: rewards.referral, guard });
    await site.register(referralAdminRoutes, { service: rewards.referral, requireStaff });
    await games.registerSiteRoutes(site, { guard, requireStaff });
  });
  // Game providers' wallet calls name their operator by their credentials, not by host or header.
  await games.registerIntegrationRoutes(app);
  // The payout provider's webhook names its operator in the path (its own raw-body scope).
  await app.register(payoutWebhookRoutes, { payouts });

  await registerWebApps(app, { web: deps.webDistDir, admin: deps.adminDistDir });
  return app;
};
