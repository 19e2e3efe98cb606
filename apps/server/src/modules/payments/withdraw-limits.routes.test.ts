import { randomUUID } from 'node:crypto';
import {
  adminHref,
  errorCatalogue,
  financeAdminPaths,
  formatAmount,
  parseAmount,
  paymentPaths,
  vipDefaultNames,
  vipPaths,
  type WithdrawLimits,
  withdrawLimitsSchema,
} from '@chokdee/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVipRepo } from '#modules/rewards/vip/vip.repo';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  memberBank,
  moneyPost,
  ownerToken,
  registerMember,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok. */
const START = new Date('2026-11-23T03:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Levels 1–2 with their own limits; level 8 with none (the site's limits only). */
const testLevels = [0, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000].map((threshold, index) => ({
  level: index + 1,
  name: vipDefaultNames[index],
  threshold: String(threshold),
  cashbackPercent: index === 0 ? null : '5',
  referralBonusPercent: '0',
  maxWithdrawPerRequest: index === 0 ? '1000' : index === 7 ? null : '2500.50',
  maxWithdrawPerDay: index === 0 ? '1500' : index === 7 ? null : '4000',
  upgradeBonus: '0',
}));

const plusSatang = (money: string) => formatAmount((parseAmount(money) ?? 0n) + 1n);

describe.each(testDbKinds())('withdraw limits (%s)', (kind) => {
  let t: TestApp;
  let promotedMemberId = '';
  const vipRepo = createVipRepo();

  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      deps: {
        promotionGate: {
          findActiveTurnover: async (_tx, _operatorId, memberId) =>
            memberId === promotedMemberId
              ? {
                  isTrigger: true,
                  promotionName: 'โบนัส 100%',
                  currentTurnover: '10.00',
                  turnoverTarget: '500.00',
                }
              : undefined,
        },
      },
      modules: ['payments', 'rewards'],
    });
    const res = await call(t, {
      method: 'PUT',
      url: vipPaths.adminLevels,
      token: await ownerToken(t),
      body: { levels: testLevels },
    });
    expect(res.statusCode).toBe(200);
  });
  beforeEach(() => t.clock.set(START));
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const limitsOf = async (token: string): Promise<WithdrawLimits> => {
    const res = await call(t, { method: 'GET', url: paymentPaths.withdrawLimits, token });
    expect(res.statusCode).toBe(200);
    return withdrawLimitsSchema.parse(res.json().data);
  };
  const withdraw = (token: string, amount: string) =>
    moneyPost(t, token, paymentPaths.withdraw, { amount }, randomUUID());
  const setLevel = (memberId: string, level: number) =>
    t.database.db.transaction((tx) =>
      vipRepo.upsertLevel(tx, { operatorId: t.operatorId, memberId, level, since: START, updatedAt: START }),
    );

  /**
   * The advertised maximum is the refusal boundary: a satang above it is refused with `code` and
   * moves nothing, the maximum itself passes.
   */
  const expectBoundary = async (token: string, code: number) => {
    const limits = await limitsOf(token);
    expect(limits.refusal).toBeNull();
    const cash = (await walletPartsOf(t, token)).cash;
    const above = await withdraw(token, plusSatang(limits.withdrawAll));
    expect(above.json().status.code).toBe(code);
    expect((await walletPartsOf(t, token)).cash).toBe(cash);
    const at = await withdraw(token, limits.withdrawAll);
    expect(at.json().status.code).toBe(0);
    return Object.assign(limits, { withdrawalId: at.json().data.withdrawalId as string });
  };

  it('a level-1 member: the level’s per-request maximum, then what today leaves, are exactly where refusals start', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '5000.00');
    const first = await expectBoundary(token, errorCatalogue.VIP_WITHDRAW_ABOVE_LEVEL_MAX.code);
    expect(first).toMatchObject({
      min: '100.00',
      siteMax: '100000.00',
      maxPerRequest: '1000.00',
      level: { name: vipDefaultNames[0], maxPerRequest: '1000.00', maxPerDay: '1500.00' },
      leftToday: '1500.00',
      maxNow: '1000.00',
      cash: '5000.00',
      withdrawAll: '1000.00',
    });
    // After ฿1,000 today, the day's ฿1,500 leaves ฿500: that binds now.
    const second = await expectBoundary(token, errorCatalogue.VIP_WITHDRAW_DAY_LIMIT.code);
    expect(second).toMatchObject({
      maxPerRequest: '1000.00',
      leftToday: '500.00',
      maxNow: '500.00',
      withdrawAll: '500.00',
    });
    // The day is used up: nothing passes, and the limits say why with the refusal's own words.
    const done = await limitsOf(token);
    expect(done).toMatchObject({ leftToday: '0.00', maxNow: '0.00', withdrawAll: '0.00' });
    expect(done.refusal).toEqual({
      code: errorCatalogue.VIP_WITHDRAW_DAY_LIMIT.code,
      message: 'ระดับ สมาชิก ถอนได้รวมไม่เกิน 1,500 บาทต่อวัน วันนี้ถอนได้อีก 0 บาท',
    });
    expect((await withdraw(token, done.min)).json().status).toEqual(done.refusal);
    // The next Bangkok day starts again.
    t.clock.set(new Date(START.getTime() + DAY_MS));
    expect(await limitsOf(token)).toMatchObject({ leftToday: '1500.00', withdrawAll: '1000.00' });
  });

  it('a level-2 member: the level’s satang-exact maximum; a rejected withdrawal gives the day back', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '9000.00');
    await setLevel(member.memberId, 2);
    const limits = await expectBoundary(token, errorCatalogue.VIP_WITHDRAW_ABOVE_LEVEL_MAX.code);
    expect(limits).toMatchObject({
      level: { name: vipDefaultNames[1], maxPerRequest: '2500.50', maxPerDay: '4000.00' },
      maxNow: '2500.50',
      withdrawAll: '2500.50',
    });
    expect(await expectBoundary(token, errorCatalogue.VIP_WITHDRAW_DAY_LIMIT.code)).toMatchObject({
      leftToday: '1499.50',
      withdrawAll: '1499.50',
    });
    expect(await limitsOf(token)).toMatchObject({ leftToday: '0.00', withdrawAll: '0.00' });
    const rejected = await call(t, {
      url: adminHref.withdrawalAction(limits.withdrawalId, 'reject'),
      token: await ownerToken(t),
      body: { reason: 'ทดสอบ' },
    });
    expect(rejected.json().data).toEqual({ status: 'REJECTED' });
    expect(await expectBoundary(token, errorCatalogue.VIP_WITHDRAW_ABOVE_LEVEL_MAX.code)).toMatchObject({
      leftToday: '2500.50',
      withdrawAll: '2500.50',
    });
  });

  it('without level limits the site’s maximum binds; with less cash, the cash does', async () => {
    const owner = await ownerToken(t);
    const config = (await call(t, { method: 'GET', url: financeAdminPaths.webConfig, token: owner })).json()
      .data;
    const put = (maxWithdraw: string) =>
      call(t, {
        method: 'PUT',
        url: financeAdminPaths.webConfig,
        token: owner,
        body: { ...config, maxWithdraw },
      });
    expect((await put('3000.25')).statusCode).toBe(200);
    try {
      const member = await registerMember(t);
      const token = await fundedMember(t, member, '7000.00');
      await setLevel(member.memberId, 8);
      const site = await expectBoundary(token, errorCatalogue.WITHDRAW_ABOVE_MAX.code);
      expect(site).toMatchObject({
        level: null,
        leftToday: null,
        maxPerRequest: '3000.25',
        withdrawAll: '3000.25',
      });
      // ฿3,999.75 cash left: the site's ฿3,000.25 still binds; after it, the cash (฿999.50) does.
      await expectBoundary(token, errorCatalogue.WITHDRAW_ABOVE_MAX.code);
      expect(await expectBoundary(token, errorCatalogue.INSUFFICIENT_BALANCE.code)).toMatchObject({
        cash: '999.50',
        maxNow: '3000.25',
        withdrawAll: '999.50',
      });
      const empty = await limitsOf(token);
      expect(empty).toMatchObject({ cash: '0.00', withdrawAll: '0.00' });
      expect(empty.refusal?.code).toBe(errorCatalogue.INSUFFICIENT_BALANCE.code);
    } finally {
      expect((await put(config.maxWithdraw)).statusCode).toBe(200);
    }
  });

  it('an open promotion turnover: nothing can be withdrawn, and the limits say so', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '800.00');
    promotedMemberId = member.memberId;
    const limits = await limitsOf(token);
    expect(limits).toMatchObject({ cash: '800.00', withdrawAll: '0.00' });
    expect(limits.refusal?.code).toBe(errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code);
    expect((await withdraw(token, '100')).json().status).toEqual(limits.refusal);
    promotedMemberId = '';
  });

  it('names the bank account the money goes to, its number masked', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '200.00');
    const bank = await memberBank(t, member.memberId);
    const { bankAccount } = await limitsOf(token);
    expect(bankAccount.bankCode).toBe(bank.bankCode);
    expect(bankAccount.bankName).toMatch(/^ธนาคาร/);
    expect(bankAccount.accountNumber).toBe(
      `${'x'.repeat(bank.accountNumber.length - 4)}${bank.accountNumber.slice(-4)}`,
    );
  });

  it('says when a withdrawal waits for staff, by the auto-approve rule requests are approved with', async () => {
    // A fresh staff login each time: the clock moves past the staff session.
    const putRule = async (rule: {
      enabled: boolean;
      maxAmount: string;
      minMemberAgeDays: number;
      maxPerDay: number;
    }) =>
      expect(
        (
          await call(t, {
            method: 'PUT',
            url: financeAdminPaths.withdrawAutoApprove,
            token: await ownerToken(t),
            body: rule,
          })
        ).statusCode,
      ).toBe(200);
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '5000.00');
    await setLevel(member.memberId, 8);
    expect((await limitsOf(token)).autoApprove).toEqual({ upTo: null, waitReason: 'RULE_OFF' });

    await putRule({ enabled: true, maxAmount: '300.00', minMemberAgeDays: 2, maxPerDay: 1 });
    expect((await limitsOf(token)).autoApprove).toEqual({ upTo: null, waitReason: 'MEMBER_TOO_NEW' });
    expect((await withdraw(token, '100')).json().data.status).toBe('PENDING');

    t.clock.set(new Date(START.getTime() + 2 * DAY_MS));
    expect((await limitsOf(token)).autoApprove).toEqual({ upTo: '300.00', waitReason: null });
    expect((await withdraw(token, '300.01')).json().data.status).toBe('PENDING');
    expect((await withdraw(token, '300.00')).json().data.status).toBe('APPROVED');
    expect((await limitsOf(token)).autoApprove).toEqual({ upTo: null, waitReason: 'DAILY_COUNT_USED' });
    expect((await withdraw(token, '100')).json().data.status).toBe('PENDING');
    await putRule({ enabled: false, maxAmount: '300.00', minMemberAgeDays: 2, maxPerDay: 1 });
  });

  it('is for members only, and changes nothing', async () => {
    const res = await call(t, { method: 'GET', url: paymentPaths.withdrawLimits });
    expect(res.statusCode).toBe(401);
  });
});
