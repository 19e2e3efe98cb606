import { paymentPaths, reportPaths, type StaffRoleName } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  fundedMember,
  moneyPost,
  placeBill,
  postFeed,
  registerMember,
  runRoundJob,
  staffTokens,
  statementLine,
  type TestApp,
} from '#testing/index';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok: HANOI of the day is open. */
const HANOI_23 = 'HANOI20261123';

describe('the dashboard per role: each figure only for the roles of the report that holds it', () => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  const dashboardOf = async (role: StaffRoleName) => {
    const res = await call(t, { method: 'GET', url: reportPaths.dashboard, token: tokens[role] });
    expect(res.statusCode).toBe(200);
    return { data: res.json().data, body: res.body };
  };

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['reports'] });
    await runRoundJob(t);
    const alice = await registerMember(t);
    const aliceToken = await fundedMember(t, alice, '1000.00');
    expect(
      (await placeBill(t, aliceToken, HANOI_23, [{ betType: 'TWO_TOP', number: '45', amount: '10' }]))
        .statusCode,
    ).toBe(200);
    expect((await moneyPost(t, aliceToken, paymentPaths.withdraw, { amount: '200.00' })).statusCode).toBe(
      200,
    );
    await postFeed(t, {
      lines: [statementLine({ amount: '77.00', fromBankCode: 'SCB', fromAccountNumber: '9990001112' })],
    });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  it('owner and finance read every figure', async () => {
    for (const role of ['owner', 'finance'] as const) {
      const { data } = await dashboardOf(role);
      expect(data.today.deposits).toEqual({ count: 1, amount: '1000.00' });
      expect(data.today.bets).toEqual({ count: 1, amount: '10.00' });
      expect(data.today.ggr).toBe('0.00');
      expect(data.series).toHaveLength(14);
      expect(data.unsettledStakes).toEqual({ count: 1, amount: '10.00' });
      expect(data.rewardCosts.totalCost).toBe('0.00');
      expect(data.games.ggr).toBe('0.00');
      expect(data.pendingWithdrawals).toEqual({ count: 1, amount: '200.00' });
      expect(data.unmatchedStatementLines).toEqual({ count: 1, amount: '77.00' });
    }
  });

  it('lottery reads the lottery reports’ figures, not provider games’ GGR nor the money queues', async () => {
    const { data } = await dashboardOf('lottery');
    expect(data.today.bets).toEqual({ count: 1, amount: '10.00' });
    expect(data.unsettledStakes).toEqual({ count: 1, amount: '10.00' });
    expect(data.rewardCosts.ggr).toBe('0.00');
    expect(data.games).toBeNull();
    expect(data.pendingWithdrawals).toBeNull();
    expect(data.unmatchedStatementLines).toBeNull();
  });

  it('support and trader get no house money: no GGR, wins, stakes or programme costs in the answer', async () => {
    for (const role of ['support', 'trader'] as const) {
      const { data, body } = await dashboardOf(role);
      expect(data).toMatchObject({
        date: '2026-11-23',
        today: null,
        series: null,
        unsettledStakes: null,
        rewardCosts: null,
        games: null,
        pendingWithdrawals: null,
        unmatchedStatementLines: null,
      });
      for (const figure of ['"ggr"', '"wins"', '"settledStakes"', '"totalCost"', '1000.00', '10.00'])
        expect(body).not.toContain(figure);
    }
  });
});
