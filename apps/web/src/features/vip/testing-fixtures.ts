import { type VipLevel, type VipView, vipDefaultLevels } from '@chokdee/contracts';

export const levelsFixture = (): VipLevel[] => [...vipDefaultLevels];

/** A member at บรอนซ์ with 30,000 of 50,000 toward ซิลเวอร์ and its upgrade bonus waiting. */
export const vipFixture = (overrides: Partial<VipView> = {}): VipView => ({
  enabled: true,
  level: 2,
  name: 'บรอนซ์',
  turnover: '30000.00',
  windowFrom: '2026-08-26',
  windowTo: '2026-11-23',
  next: { level: 3, name: 'ซิลเวอร์', threshold: '50000.00', remaining: '20000.00', percent: 50 },
  levels: levelsFixture(),
  upgradeBonuses: [
    {
      level: 2,
      name: 'บรอนซ์',
      amount: '50.00',
      turnoverTarget: '500.00',
      status: 'CLAIMABLE',
      earnedAt: '2026-11-23T03:00:00.000Z',
      claimedAt: null,
    },
  ],
  claimBlockedReason: null,
  ...overrides,
});
