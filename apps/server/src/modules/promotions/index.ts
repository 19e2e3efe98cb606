export { bonusGrantTotals } from './bonus-grant.totals';
export { promotionCatalogueAdminRoutes } from './catalogue.admin-routes';
export { createCatalogueRepo } from './catalogue.repo';
export { promotionCatalogueRoutes } from './catalogue.routes';
export { type CatalogueService, type ConditionGrants, createCatalogueService } from './catalogue.service';
export { conditionsAdminRoutes } from './conditions.admin-routes';
export { createConditionsRepo } from './conditions.repo';
export { conditionsRoutes } from './conditions.routes';
export {
  type BillFact,
  type ConditionService,
  createConditionService,
  type GrantInput,
} from './conditions.service';
export { createMyPromotionsService, type MyPromotionsService } from './my-promotions.service';
export { createPromotionsModule, type PromotionsModule } from './promotions.module';
export { seedDemoPromotions } from './promotions.seed';
export { createTurnoverConsumer } from './turnover.consumer';
export { allocateStake, countableStake, targetOf, weighted } from './wagering';
