import { randomUUID } from 'node:crypto';
import {
  adminMemberHref,
  type DashboardQueue,
  dashboardQueueIds,
  gamePaths,
  lotteryAdminHref,
  paymentPaths,
  reportPaths,
  rewardGrantPaths,
  type StaffRoleName,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  fundedMember,
  moneyPost,
  openReceivableUnhooked,
  placeBill,
  postFeed,
  registerMember,
  runRoundJob,
  staffMember,
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
    t = await buildTestApp({ modules: ['reports', 'member-admin', 'rewards', 'games', 'payouts'] });
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
    const finance = { token: tokens.finance };
    // An adjustment and a manual grant above their one-staff limits wait for a second staff member.
    const adjusted = await moneyPost(t, finance.token, adminMemberHref.adjustments(alice.memberId), {
      amount: '6000.00',
      direction: 'CREDIT',
      reason: 'รอตรวจ',
    });
    expect(adjusted.json().data.status, adjusted.body).toBe('PENDING');
    const granted = await moneyPost(t, finance.token, rewardGrantPaths.create, {
      memberId: alice.memberId,
      amount: '1500.00',
      multiplier: '1',
      reason: 'ชดเชย',
    });
    expect(granted.json().data?.status, granted.body).toBe('PENDING');
    // Bob owes 25.00; a provider round open for two hours; one reconciliation finding open, one resolved.
    const bob = await registerMember(t);
    await openReceivableUnhooked(t, bob.memberId, 2_500n);
    const provider = await call(t, {
      url: gamePaths.adminProviders,
      token: tokens.owner,
      body: {
        code: 'stuck-co',
        name: 'Stuck Co',
        adapter: 'AMB',
        categories: ['SLOT'],
        apiBaseUrl: 'https://s.example',
      },
    });
    const twoHoursAgo = new Date(t.clock.now().getTime() - 2 * 3_600_000);
    await t.database.db.insert(schema.gameRounds).values({
      id: randomUUID(),
      operatorId: t.operatorId,
      providerId: provider.json().data.provider.id,
      memberId: bob.memberId,
      providerRoundId: 'R-STUCK',
      category: 'SLOT',
      status: 'OPEN',
      openedAt: twoHoursAgo,
      updatedAt: twoHoursAgo,
    });
    for (const resolvedAt of [null, t.clock.now()])
      await t.database.db.insert(schema.payoutReconciliationIssues).values({
        id: randomUUID(),
        operatorId: t.operatorId,
        kind: 'UNKNOWN_TRANSFER',
        subjectKey: `t:${randomUUID()}`,
        providerTransferId: randomUUID(),
        facts: {},
        foundAt: t.clock.now(),
        resolvedAt,
      });
  });
  const queuesOf = async (role: StaffRoleName) =>
    Object.fromEntries(
      (await dashboardOf(role)).data.queues.map((queue: DashboardQueue) => [
        queue.id,
        { count: queue.count, amount: queue.amount },
      ]),
    );
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
    }
  });

  it('lottery reads the lottery reports’ figures, not provider games’ GGR nor the money queues', async () => {
    const { data } = await dashboardOf('lottery');
    expect(data.today.bets).toEqual({ count: 1, amount: '10.00' });
    expect(data.unsettledStakes).toEqual({ count: 1, amount: '10.00' });
    expect(data.rewardCosts.ggr).toBe('0.00');
    expect(data.games).toBeNull();
  });

  it('support and trader get no house money: no GGR, wins, stakes or programme costs in the answer', async () => {
    for (const role of ['support', 'trader'] as const) {
      const { data, body } = await dashboardOf(role);
      expect(
        data.queues.every((queue: DashboardQueue) => ['receivables', 'stuckGameRounds'].includes(queue.id)),
      ).toBe(true);
      expect(data).toMatchObject({
        date: '2026-11-23',
        today: null,
        series: null,
        unsettledStakes: null,
        rewardCosts: null,
        games: null,
      });
      for (const figure of ['"ggr"', '"wins"', '"settledStakes"', '"totalCost"', '1000.00', '10.00'])
        expect(body).not.toContain(figure);
    }
  });

  it('work queues: each counted now, and only those the role can act on', async () => {
    const counted = {
      pendingWithdrawals: { count: 1, amount: '200.00' },
      unmatchedStatementLines: { count: 1, amount: '77.00' },
      pendingAdjustments: { count: 1, amount: '6000.00' },
      pendingGrants: { count: 1, amount: '1500.00' },
      receivables: { count: 1, amount: '25.00' },
      stuckGameRounds: { count: 1, amount: null },
      reconciliationFindings: { count: 1, amount: null },
    };
    const owner = await queuesOf('owner');
    expect(owner).toMatchObject(counted);
    expect(Object.keys(owner)).toEqual([...dashboardQueueIds]);
    const { roundsAwaitingResult: _rounds, ...financeQueues } = owner;
    expect(await queuesOf('finance')).toEqual(financeQueues);
    expect(Object.keys(await queuesOf('lottery'))).toEqual(['roundsAwaitingResult']);
    expect(await queuesOf('support')).toEqual({
      receivables: counted.receivables,
      stuckGameRounds: counted.stuckGameRounds,
    });
    expect(await queuesOf('trader')).toEqual({});

    // A round waits for its result from its close until a second staff member confirms it.
    const waiting = (await queuesOf('lottery')).roundsAwaitingResult.count;
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    const post = async (url: string, token: string, body: unknown = {}) =>
      expect((await call(t, { url, token, body })).statusCode).toBe(200);
    await post(lotteryAdminHref.close(HANOI_23), maker.token);
    expect((await queuesOf('lottery')).roundsAwaitingResult).toEqual({ count: waiting + 1, amount: null });
    await post(lotteryAdminHref.result(HANOI_23), maker.token, { special: '12345', first: '67890' });
    expect((await queuesOf('lottery')).roundsAwaitingResult.count).toBe(waiting + 1);
    await post(lotteryAdminHref.resultConfirm(HANOI_23), checker.token);
    expect((await queuesOf('lottery')).roundsAwaitingResult.count).toBe(waiting);
  });
});
