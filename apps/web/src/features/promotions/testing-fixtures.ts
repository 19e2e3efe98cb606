import {
  type ActiveCondition,
  defaultCategoryWeights,
  type PromotionList,
  type PromotionView,
} from '@chokdee/contracts';

/** A promotion as `GET /api/v2/promotions` answers it (for tests). */
export const promotionFixture = (overrides: Partial<PromotionView> = {}): PromotionView => ({
  id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0001',
  name: 'ฝากแรกของวัน รับโบนัส 10%',
  description: 'ฝากครั้งแรกของวัน รับโบนัสทันที',
  bannerUrl: '/promotions/first-deposit.svg',
  kind: 'FIRST_DEPOSIT_OF_DAY',
  bonusPercent: 10,
  bonusCap: '500.00',
  fixedBonus: null,
  minDeposit: '100.00',
  multiplier: '5',
  base: 'DEPOSIT_PLUS_BONUS',
  categoryWeights: defaultCategoryWeights,
  maxStake: '500.00',
  validTo: null,
  terms: ['โบนัส 10% ของยอดฝาก สูงสุด 500 บาท', 'ทำยอดเทิร์นโอเวอร์ 5 เท่าของยอดฝาก + โบนัส'],
  available: true,
  unavailableReason: null,
  ...overrides,
});

/** The open condition as `GET /api/v2/promotions/me` answers it (for tests). */
export const activeFixture = (overrides: Partial<ActiveCondition> = {}): ActiveCondition => ({
  conditionId: 'c1',
  source: 'PROMOTION',
  promotionName: 'ฝากแรกของวัน รับโบนัส 10%',
  bonus: '100.00',
  currentTurnover: '1375.00',
  turnoverTarget: '5500.00',
  maxStake: '500.00',
  categoryWeights: defaultCategoryWeights,
  startedAt: '2026-11-24T02:00:00.000Z',
  ...overrides,
});

/** `GET /api/v2/promotions`'s answer around `data` (for tests). */
export const promotionListFixture = (
  data: PromotionView[],
  overrides: Partial<PromotionList> = {},
): PromotionList => ({
  data,
  selected: null,
  lastDepositResult: null,
  ...overrides,
});
