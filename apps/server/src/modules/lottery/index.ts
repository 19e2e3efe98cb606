export { type AdminBillStatus, type BillAdminRead, createBillAdminRead } from './bill/bill.admin-read';
export { createBillRepo } from './bill/bill.repo';
export { lotteryBillRoutes } from './bill/bill.routes';
export { type BillService, createBillService } from './bill/bill.service';
export { type LotteryDayTotals, lotteryTotals } from './bill/bill.totals';
export { billNumbersOf } from './bill/bill-numbers.read';
export { countPendingBills } from './bill/pending-bills.read';
export { roundsWithBills } from './bill/rounds-with-bills.read';
export type { LotteryDeps } from './lottery.deps';
export { bangkokDate, createRoundJob, type RoundJobResult } from './lottery.jobs';
export { createLotteryModule, type LotteryModule } from './lottery.module';
export {
  CATALOGUE_TOPIC,
  type CatalogueCache,
  type CatalogueChanges,
  catalogueChanges,
  createCatalogueCache,
} from './product/catalogue-cache';
export { createProductRepo } from './product/product.repo';
export { lotteryCatalogueRoutes } from './product/product.routes';
export { demoCatalogue, seedDemoLottery } from './product/product.seed';
export { createProductService, type ProductService } from './product/product.service';
export { lotteryProductAdminRoutes } from './product/product-admin.routes';
export { createProductAdminService, type ProductAdminService } from './product/product-admin.service';
export { countRoundsAwaitingResult } from './round/awaiting-result.read';
export { lotteryNumberRuleRoutes } from './round/number-rule.routes';
export { createNumberRuleService, type NumberRuleService } from './round/number-rule.service';
export { createRoundRepo } from './round/round.repo';
export { lotteryRoundBoardRoutes } from './round/round-board.routes';
export { createRoundBoardService, type RoundBoardService } from './round/round-board.service';
export {
  type CorrectionRead,
  type CorrectionShortfall,
  createCorrectionRead,
} from './settlement/correction.read';
export { type CorrectionService, createCorrectionService } from './settlement/correction.service';
export { lotteryRoundAdminRoutes } from './settlement/round-admin.routes';
export { createRoundAdminService, type RoundAdminService } from './settlement/round-admin.service';
export { createSettlement, createSettlementJob, type Settlement } from './settlement/settlement';
export { yeekeeMarketAdminRoutes } from './yeekee/market.admin-routes';
export { createMarketRepo, type MarketRepo } from './yeekee/market.repo';
export { seedDemoYeekee } from './yeekee/market.seed';
export { createMarketService, type MarketService } from './yeekee/market.service';
export { yeekeeProofRoutes } from './yeekee/proof.routes';
export { createProofService, type ProofService } from './yeekee/proof.service';
export { createYeekeeJobs, type YeekeeJobs } from './yeekee/yeekee.module';
export { createYeekeeAccountRead, type YeekeeAccountRead } from './yeekee/yeekee-account.read';
export { createYeekeeAdminRepo } from './yeekee/yeekee-admin.repo';
export { yeekeeAdminRoutes } from './yeekee/yeekee-admin.routes';
export { createYeekeeAdminService, type YeekeeAdminService } from './yeekee/yeekee-admin.service';
export { createYeekeeLive, type YeekeeLive } from './yeekee/yeekee-live';
export { yeekeeMemberRoutes } from './yeekee/yeekee-member.routes';
export { createYeekeeRoundRepo } from './yeekee/yeekee-round.repo';
