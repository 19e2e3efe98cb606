import { defaultCategoryWeights, type PromotionAdmin } from '@chokdee/contracts';

/** A promotion as the back office reads it (for tests). */
export const adminPromotionFixture = (overrides: Partial<PromotionAdmin> = {}): PromotionAdmin => ({
  id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0001',
  name: 'ฝากแรกของวัน รับโบนัส 10%',
  description: 'ฝากครั้งแรกของวัน รับโบนัสทันที',
  bannerUrl: '/promotions/first-deposit-of-day.svg',
  kind: 'FIRST_DEPOSIT_OF_DAY',
  periodDays: null,
  bonusPercent: 10,
  bonusCap: '500.00',
  fixedBonus: null,
  minDeposit: '100.00',
  multiplier: '5',
  base: 'DEPOSIT_PLUS_BONUS',
  categoryWeights: defaultCategoryWeights,
  maxStake: '500.00',
  validFrom: null,
  validTo: null,
  enabled: true,
  sortOrder: 0,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...overrides,
});
