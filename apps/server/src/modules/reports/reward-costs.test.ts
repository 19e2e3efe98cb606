import { randomUUID } from 'node:crypto';
import { type ConditionSource, reportPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService, type RewardClaimKind } from '#modules/wallet/index';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  grantCondition,
  ownerToken,
  placeBill,
  registerMember,
  runRoundJob,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok; HANOI_VIP is open until the evening. */
const HANOI_VIP = 'HANOI_VIP20261123';
/** 23:59:59 Bangkok on the 23rd, and the next second: midnight Bangkok is 17:00Z. */
const LAST_SECOND_23 = new Date('2026-11-23T16:59:59.000Z');
const MIDNIGHT_24 = new Date('2026-11-23T17:00:00.000Z');

describe.each(testDbKinds({ sql: true }))('the cost of each loyalty programme beside GGR (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['reports', 'rewards', 'coupons'] });
    await runRoundJob(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  /** A programme's cash claim as its helper posts it (REWARDS → the member's main account). */
  const claim = (memberId: string, kind: RewardClaimKind, amountSatang: bigint) =>
    t.database.db.transaction((tx) =>
      createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind,
          debit: { house: 'REWARDS' },
          credit: { memberId, kind: 'MEMBER_WALLET' },
          amountSatang,
          causeType: 'test_claim',
          causeId: randomUUID(),
          idempotencyKey: `test-claim:${randomUUID()}`,
        },
      ]),
    );
  /** A bonus with its condition, through the engine's grant (one open bonus per member: a member each). */
  const bonus = async (source: ConditionSource, bonusSatang: bigint) =>
    grantCondition(t, (await registerMember(t)).memberId, { source, bonusSatang });
  /** The staff session lasts 12 h and the test moves the clock past it: the owner logs in afresh. */
  const report = async (from: string, to: string, token?: string) =>
    call(t, {
      method: 'GET',
      url: `${reportPaths.rewards}?from=${from}&to=${to}`,
      token: token ?? (await ownerToken(t)),
    });

  it('adds bonus by source and cash claims by kind per Bangkok day, exactly at midnight, beside GGR', async () => {
    // GGR of the 23rd: a losing bill of 150 settles today.
    const player = await registerMember(t);
    const token = await fundedMember(t, player, '500.00');
    expect(
      statusOf(await placeBill(t, token, HANOI_VIP, [{ betType: 'TWO_TOP', number: '11', amount: '150' }]))
        .code,
    ).toBe(0);
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    expect(
      (await settleByStaff(t, HANOI_VIP, { special: '12345', first: '67890' }, { maker, checker }))
        .statusCode,
    ).toBe(200);

    await bonus('PROMOTION', 10_000n);
    await bonus('COUPON', 2_000n);
    await bonus('VIP', 30_000n);
    await bonus('MANUAL', 4_000n);
    await bonus('CASHBACK', 500n);
    await bonus('MISSION', 0n); // a condition without bonus costs nothing
    const member = await registerMember(t);
    await claim(member.memberId, 'CASHBACK_CLAIMED', 1_234n);
    await claim(member.memberId, 'REFERRAL_CLAIMED', 5_000n);
    t.clock.set(LAST_SECOND_23);
    await claim(member.memberId, 'MISSION_CLAIMED', 700n);
    await bonus('REFERRAL', 100n);
    t.clock.set(MIDNIGHT_24);
    await claim(member.memberId, 'MISSION_CLAIMED', 9_900n);
    await bonus('PROMOTION', 1n);

    const res = await report('2026-11-22', '2026-11-24');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(data.days[0]).toMatchObject({ ggr: '0.00', totalCost: '0.00', net: '0.00' });
    expect(data.days[1]).toEqual({
      date: '2026-11-23',
      ggr: '150.00',
      costs: {
        promotions: '100.00',
        coupons: '20.00',
        cashback: '17.34',
        referral: '51.00',
        vip: '300.00',
        missions: '7.00',
        manual: '40.00',
      },
      totalCost: '535.34',
      net: '-385.34',
    });
    expect(data.days[2]).toMatchObject({
      ggr: '0.00',
      costs: { promotions: '0.01', missions: '99.00' },
      totalCost: '99.01',
    });
    expect(data.total).toMatchObject({ ggr: '150.00', totalCost: '634.35', net: '-484.35' });

    // The dashboard shows today's (the 24th) figures to the reports' roles.
    const dashboard = await call(t, {
      method: 'GET',
      url: reportPaths.dashboard,
      token: (await staffMember(t, 'lottery')).token,
    });
    expect(dashboard.json().data.rewardCosts).toMatchObject({
      date: '2026-11-24',
      totalCost: '99.01',
      costs: { missions: '99.00' },
    });
  });

  it('is for owner, finance and lottery; refuses support and a bad range', async () => {
    expect(
      (await report('2026-11-23', '2026-11-23', (await staffMember(t, 'lottery')).token)).statusCode,
    ).toBe(200);
    expect(
      (await report('2026-11-23', '2026-11-23', (await staffMember(t, 'finance')).token)).statusCode,
    ).toBe(200);
    expect(
      (await report('2026-11-23', '2026-11-23', (await staffMember(t, 'support')).token)).statusCode,
    ).toBe(403);
    expect((await report('2026-11-24', '2026-11-23')).statusCode).toBe(400);
    expect((await report('2026-01-01', '2026-11-23')).statusCode).toBe(400);
    expect((await report('2026-02-30', '2026-03-01')).statusCode).toBe(400);
  });
});
