import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { WalletService } from '#modules/wallet/index';
import type { Platform, ServerModule } from '#platform/module';
import { localRooms } from '#platform/realtime/socket-server';
import { lotteryAuditNamers } from './audit-names.repo';
import { createBillAdminRead } from './bill/bill.admin-read';
import { createBillRepo } from './bill/bill.repo';
import { lotteryBillRoutes } from './bill/bill.routes';
import { createBillService } from './bill/bill.service';
import { createRoundBillsRepo } from './bill/round-bills.repo';
import { lotteryRoundBillRoutes } from './bill/round-bills.routes';
import { createRoundBillsService } from './bill/round-bills.service';
import { createRoundJob } from './lottery.jobs';
import { catalogueChanges, createCatalogueCache } from './product/catalogue-cache';
import { createProductRepo } from './product/product.repo';
import { lotteryCatalogueRoutes } from './product/product.routes';
import { seedDemoLottery } from './product/product.seed';
import { createProductService } from './product/product.service';
import { lotteryProductAdminRoutes } from './product/product-admin.routes';
import { createProductAdminService } from './product/product-admin.service';
import { lotteryNumberRuleRoutes } from './round/number-rule.routes';
import { createNumberRuleService } from './round/number-rule.service';
import { createRoundRepo } from './round/round.repo';
import { lotteryRoundBoardRoutes } from './round/round-board.routes';
import { createRoundBoardService } from './round/round-board.service';
import { createCorrectionRead } from './settlement/correction.read';
import { createCorrectionService } from './settlement/correction.service';
import { createPayoutPreview } from './settlement/payout-preview';
import { lotteryRoundAdminRoutes } from './settlement/round-admin.routes';
import { createRoundAdminService } from './settlement/round-admin.service';
import { createSettlement, createSettlementJob } from './settlement/settlement';
import { yeekeeMarketAdminRoutes } from './yeekee/market.admin-routes';
import { createMarketRepo } from './yeekee/market.repo';
import { seedDemoYeekee } from './yeekee/market.seed';
import { createMarketService } from './yeekee/market.service';
import { yeekeeProofRoutes } from './yeekee/proof.routes';
import { createProofService } from './yeekee/proof.service';
import { createYeekeeJobs } from './yeekee/yeekee.module';
import { createYeekeeAccountRead } from './yeekee/yeekee-account.read';
import { createYeekeeAdminRepo } from './yeekee/yeekee-admin.repo';
import { yeekeeAdminRoutes } from './yeekee/yeekee-admin.routes';
import { createYeekeeAdminService } from './yeekee/yeekee-admin.service';
import { createYeekeeLive } from './yeekee/yeekee-live';
import { yeekeeMemberRoutes } from './yeekee/yeekee-member.routes';
import { createYeekeeRoundRepo } from './yeekee/yeekee-round.repo';

/**
 * The lottery: products and rounds, bills, settlement and corrections, Yeekee (markets, shots, the
 * live board), the round and settlement jobs, and the reads other modules are given
 * (`billAdminRead`, `yeekeeAccountRead`, `correctionRead`).
 */
export const createLotteryModule = (
  platform: Platform,
  deps: {
    wallet: WalletService;
    idempotency: IdempotencyService;
    members: Parameters<typeof createYeekeeLive>[0]['members'] &
      Parameters<typeof createYeekeeAdminService>[0]['members'];
    staff: Parameters<typeof createRoundBoardService>[0]['staff'];
  },
) => {
  const { db, clock, bus, audit, publish, log, realtime } = platform;
  // The members' catalogue (lotto list, results, round detail): per node, dropped by every write that changes it.
  const catalogue = catalogueChanges(bus);
  const products = createProductRepo();
  const rounds = createRoundRepo();
  const lotteryDeps = {
    catalogue,
    db,
    clock,
    publish,
    products,
    rounds,
    bills: createBillRepo(),
    wallet: deps.wallet,
    idempotency: deps.idempotency,
  };
  const catalogueCache = createCatalogueCache({ service: createProductService(lotteryDeps), bus, clock });
  const bills = createBillService(lotteryDeps);
  const settlement = createSettlement({ db, clock, publish, wallet: deps.wallet, catalogue });
  const yeekeeJobs = createYeekeeJobs({ ...lotteryDeps, settlement });
  const markets = createMarketService({
    ...lotteryDeps,
    markets: createMarketRepo(),
    yeekee: createYeekeeRoundRepo(),
    audit,
  });
  const proof = createProofService({ ...lotteryDeps, yeekee: createYeekeeRoundRepo() });
  const roundAdmin = createRoundAdminService({ ...lotteryDeps, audit, settlement, log });
  const correction = createCorrectionService({ ...lotteryDeps, audit, settlement });
  const numberRules = createNumberRuleService({ ...lotteryDeps, audit });
  const productAdmin = createProductAdminService({ ...lotteryDeps, audit });
  const roundBoard = createRoundBoardService({ ...lotteryDeps, staff: deps.staff });
  const roundBills = createRoundBillsService({
    ...lotteryDeps,
    roundBills: createRoundBillsRepo(),
    members: deps.members,
  });
  const payoutPreview = createPayoutPreview({ ...lotteryDeps, wallet: deps.wallet, members: deps.members });
  const yeekeeAdmin = createYeekeeAdminService({
    ...lotteryDeps,
    markets: createMarketRepo(),
    admin: createYeekeeAdminRepo(),
    yeekee: createYeekeeRoundRepo(),
    members: deps.members,
  });
  const yeekee = createYeekeeLive({
    db,
    clock,
    members: deps.members,
    rooms: localRooms(realtime.io),
    idempotency: deps.idempotency,
    nodeId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  });
  return {
    name: 'lottery',
    auditNamers: lotteryAuditNamers,
    api: {
      settlement,
      catalogueChanges: catalogue,
      yeekee,
      yeekeeJobs,
      roundBoard,
      billAdminRead: createBillAdminRead(),
      yeekeeAccountRead: createYeekeeAccountRead(),
      correctionRead: createCorrectionRead(),
    },
    jobs: [
      { ...createRoundJob({ products, rounds, catalogue }), everyMs: 60_000 },
      // Resumes settlement of confirmed rounds (a crash, or a failed run right after the confirm).
      createSettlementJob(settlement),
      // Yeekee: rounds made ahead every 20 s; two ticks every second (freeze and result; refunds, settlement, rewards).
      ...yeekeeJobs.jobs,
    ],
    sockets: yeekee.sockets,
    start: (onError) => yeekee.start(onError),
    preClose: () => yeekee.stop(),
    seedDemo: [
      {
        fixture: true,
        async run({ db, clock, operatorId }) {
          await seedDemoLottery({ db, repo: products, operatorId });
          await seedDemoYeekee({ db, products, markets: createMarketRepo(), operatorId, now: clock.now() });
        },
      },
    ],
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(lotteryCatalogueRoutes, { catalogue: catalogueCache });
      await site.register(lotteryBillRoutes, { service: bills, guard });
      await site.register(yeekeeMemberRoutes, { read: yeekee.read, intake: yeekee.intake, guard });
      await site.register(yeekeeProofRoutes, { service: proof });
      await site.register(lotteryRoundAdminRoutes, { service: roundAdmin, correction, requireStaff });
      await site.register(lotteryNumberRuleRoutes, { service: numberRules, requireStaff });
      await site.register(lotteryProductAdminRoutes, { service: productAdmin, requireStaff });
      await site.register(lotteryRoundBoardRoutes, { service: roundBoard, requireStaff });
      await site.register(yeekeeMarketAdminRoutes, { service: markets, requireStaff });
      await site.register(yeekeeAdminRoutes, { service: yeekeeAdmin, requireStaff });
      await site.register(lotteryRoundBillRoutes, {
        bills: roundBills,
        preview: payoutPreview,
        requireStaff,
      });
    },
  } satisfies ServerModule<'lottery'>;
};
export type LotteryModule = ReturnType<typeof createLotteryModule>;
