import type { VipLevel, VipView } from '@chokdee/contracts';

const names = ['สมาชิก', 'บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์', 'คราวน์', 'เลเจนด์'];
const thresholds = [
  '0.00',
  '10000.00',
  '50000.00',
  '200000.00',
  '500000.00',
  '1000000.00',
  '3000000.00',
  '10000000.00',
];

export const levelsFixture = (): VipLevel[] =>
  names.map((name, index) => ({
    level: index + 1,
    name,
    threshold: thresholds[index] ?? '0.00',
    cashbackPercent: index === 0 ? null : String(5 + index / 2),
    referralBonusPercent: index === 0 ? '0' : (index * 0.05).toFixed(2),
    maxWithdrawPerRequest: index === 7 ? null : `${20_000 * (index + 1)}.00`,
    maxWithdrawPerDay: index === 7 ? null : `${50_000 * (index + 1)}.00`,
    upgradeBonus:
      ['0.00', '50.00', '200.00', '500.00', '1000.00', '3000.00', '8000.00', '20000.00'][index] ?? '0.00',
  }));

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
