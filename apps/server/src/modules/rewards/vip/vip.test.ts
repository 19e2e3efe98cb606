import {
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  paymentPaths,
  realtimeEvents,
  vipDefaultNames,
  vipPaths,
  vipViewSchema,
} from '@chokdee/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  drainEvents,
  fundedMember,
  loginToken,
  moneyPost,
  ownerToken,
  publishBillSettled,
  type RegisteredMember,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { createVipRepo } from './vip.repo';
import { seedDemoVip } from './vip.seed';
import { vipBenefitsOf } from './vip.service';
import { createVipReviewJob } from './vip-review.job';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok. */
const START = new Date('2026-11-23T03:00:00.000Z');
const baht = (amount: number) => BigInt(amount) * 100n;

/** A small ladder: thresholds in baht, the upgrade bonuses, the withdrawal limits of levels 1–2. */
const testLevels = [0, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000].map((threshold, index) => ({
  level: index + 1,
  name: vipDefaultNames[index],
  threshold: String(threshold),
  cashbackPercent: index === 0 ? null : String(5 + index / 2),
  referralBonusPercent: index === 0 ? '0' : (index * 0.05).toFixed(2),
  maxWithdrawPerRequest: index === 0 ? '1000' : index === 7 ? null : String(1000 * (index + 1)),
  maxWithdrawPerDay: index === 0 ? '1500' : index === 7 ? null : String(3000 * (index + 1)),
  upgradeBonus: ['0', '10', '20', '50', '100', '200', '500', '1000'][index],
}));

describe.each(testDbKinds())('VIP levels (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  const publisher = createRecordingPublisher();
  const repo = createVipRepo();

  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['rewards', 'payments'] });
    owner = await ownerToken(t);
    const res = await call(t, {
      method: 'PUT',
      url: vipPaths.adminLevels,
      token: owner,
      body: { levels: testLevels },
    });
    expect(res.statusCode).toBe(200);
  });
  beforeEach(() => t.clock.set(START));
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const levelOf = async (memberId: string) =>
    (await repo.memberLevels(t.database.db, t.operatorId, [memberId])).get(memberId)?.level ?? 1;
  const changesOf = (memberId: string) => repo.changesOf(t.database.db, t.operatorId, memberId);
  const settle = async (memberId: string, stakeSatang: bigint, at?: Date, covering = false) => {
    await publishBillSettled(t, { memberId, lines: [{ stakeSatang, covering }], ...(at ? { at } : {}) });
    await drainEvents(t);
  };
  const vipOf = async (token: string) => {
    const res = await call(t, { method: 'GET', url: vipPaths.me, token });
    expect(res.statusCode).toBe(200);
    return vipViewSchema.parse(res.json().data);
  };
  const claim = (token: string, level: unknown, key: string | null = crypto.randomUUID()) =>
    moneyPost(t, token, vipPaths.claimBonus, { level }, key);
  const pushesTo = (memberId: string) =>
    publisher.events.filter((e) => e.room === `member:${memberId}` && e.event === realtimeEvents.vipUpgraded);
  // A fresh token: the clock may have moved months since the first login.
  const runReview = async (period: string) =>
    call(t, { url: '/api/admin/jobs/vip-review/run', token: await ownerToken(t), body: { period } });
  const member = async (): Promise<{ m: RegisteredMember; token: string }> => {
    const m = await registerMember(t);
    return { m, token: await loginToken(t, m) };
  };

  it('upgrades exactly at the threshold (one satang below: none), records the change and pushes vip.upgraded after commit', async () => {
    const { m, token } = await member();
    await settle(m.memberId, baht(1000) - 1n);
    expect(await levelOf(m.memberId)).toBe(1);
    const below = await vipOf(token);
    expect(below).toMatchObject({ enabled: true, level: 1, name: 'สมาชิก', turnover: '999.99' });
    expect(below.next).toMatchObject({ level: 2, name: 'บรอนซ์', remaining: '0.01', percent: 99 });
    expect(pushesTo(m.memberId)).toEqual([]);

    // A covering bet (docs/domain/rewards.md §2) counts nothing toward the level.
    await settle(m.memberId, baht(50_000), undefined, true);
    expect(await levelOf(m.memberId)).toBe(1);

    await settle(m.memberId, 1n);
    expect(await levelOf(m.memberId)).toBe(2);
    expect(await changesOf(m.memberId)).toMatchObject([
      { fromLevel: 1, toLevel: 2, reason: 'UPGRADE', turnoverSatang: baht(1000), period: null },
    ]);
    expect(pushesTo(m.memberId).map((e) => e.payload)).toEqual([
      { fromLevel: 1, level: 2, name: 'บรอนซ์', upgradeBonus: '10.00' },
    ]);
    const view = await vipOf(token);
    expect(view).toMatchObject({ level: 2, name: 'บรอนซ์', turnover: '1000.00' });
    expect(view.next).toMatchObject({ level: 3, remaining: '1000.00', percent: 0 });
    expect(view.levels).toHaveLength(8);
    expect(view.upgradeBonuses).toMatchObject([
      { level: 2, amount: '10.00', turnoverTarget: '100.00', status: 'CLAIMABLE' },
    ]);
    expect(view.claimBlockedReason).toBeNull();

    // Play that does not pass the next threshold changes nothing more.
    await settle(m.memberId, baht(10));
    expect(await changesOf(m.memberId)).toHaveLength(1);
    expect(pushesTo(m.memberId)).toHaveLength(1);
  });

  it('measures the 90 Bangkok days ending today: midnight of the first day counts, a millisecond before does not', async () => {
    // 2026-11-23 − 89 days = 2026-08-26.
    const inside = await member();
    const outside = await member();
    await settle(inside.m.memberId, baht(1000), new Date('2026-08-26T00:00:00.000+07:00'));
    await settle(outside.m.memberId, baht(1000), new Date('2026-08-25T23:59:59.999+07:00'));
    expect(await levelOf(inside.m.memberId)).toBe(2);
    expect(await levelOf(outside.m.memberId)).toBe(1);
    const view = await vipOf(outside.token);
    expect(view).toMatchObject({ turnover: '0.00', windowFrom: '2026-08-26', windowTo: '2026-11-23' });
  });

  it('pays each level’s upgrade bonus once per life: claim replays, a second open bonus waits, down then up again earns nothing new', async () => {
    const { m, token } = await member();
    await settle(m.memberId, baht(2000));
    expect(await levelOf(m.memberId)).toBe(3);
    expect(pushesTo(m.memberId).map((e) => e.payload)).toEqual([
      { fromLevel: 1, level: 3, name: 'ซิลเวอร์', upgradeBonus: '30.00' },
    ]);

    const first = await claim(token, 2, 'vip-claim-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ level: 2, bonus: '10.00', turnoverTarget: '100.00' });
    const replay = await claim(token, 2, 'vip-claim-key-0001');
    expect(replay.json().data).toEqual(first.json().data);
    expect(statusOf(await claim(token, 2)).code).toBe(errorCatalogue.VIP_BONUS_ALREADY_CLAIMED.code);
    const conditions = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(eq(schema.wageringConditions.memberId, m.memberId), eq(schema.wageringConditions.source, 'VIP')),
      );
    expect(conditions).toMatchObject([{ bonusSatang: baht(10), targetSatang: baht(100), status: 'OPEN' }]);
    expect((await walletPartsOf(t, token)).bonus).toBe('10.00');

    // One active bonus (docs/domain/rewards.md §3 rule 5): level 3's stays claimable and the page says why.
    const blocked = await claim(token, 3);
    expect(statusOf(blocked)).toMatchObject({
      code: errorCatalogue.VIP_BONUS_ONE_ACTIVE.code,
      message: errorCatalogue.VIP_BONUS_ONE_ACTIVE.message,
    });
    const view = await vipOf(token);
    expect(view.upgradeBonuses.map((b) => [b.level, b.status])).toEqual([
      [2, 'CLAIMED'],
      [3, 'CLAIMABLE'],
    ]);
    expect(view.claimBlockedReason).toBe(errorCatalogue.VIP_BONUS_ONE_ACTIVE.message);

    // February's review (window 2026-12-03 … 2027-02-28, no play) takes the member down to level 1.
    t.clock.set(new Date('2027-03-02T05:00:00.000Z'));
    const review = await runReview('2027-02');
    expect(review.statusCode).toBe(200);
    expect(await levelOf(m.memberId)).toBe(1);
    expect((await changesOf(m.memberId)).at(-1)).toMatchObject({
      fromLevel: 3,
      toLevel: 1,
      reason: 'REVIEW',
      period: '2027-02',
      turnoverSatang: 0n,
    });
    // A rerun of the month changes nothing more.
    const rerun = await runReview('2027-02');
    expect(rerun.json().data.result).toMatchObject({ downgraded: 0 });
    expect(await changesOf(m.memberId)).toHaveLength(2);

    // Back up to level 3: no bonus earned again.
    await settle(m.memberId, baht(2000));
    expect(await levelOf(m.memberId)).toBe(3);
    expect(pushesTo(m.memberId).at(-1)?.payload).toEqual({
      fromLevel: 1,
      level: 3,
      name: 'ซิลเวอร์',
      upgradeBonus: '0.00',
    });
    const bonuses = await repo.bonusesOf(t.database.db, t.operatorId, m.memberId);
    expect(bonuses.map((b) => [b.level, b.amountSatang, b.claimedAt !== null])).toEqual([
      [2, baht(10), true],
      [3, baht(20), false],
    ]);
  });

  it('the monthly review: 90 days ending with the month’s last day, exact at Bangkok midnight; a level reached after the month stays', async () => {
    // October's window: 2026-08-03 … 2026-10-31.
    t.clock.set(new Date('2026-08-03T05:00:00.000Z'));
    const kept = await member();
    const lowered = await member();
    await settle(kept.m.memberId, baht(1000), new Date('2026-08-03T00:00:00.000+07:00'));
    await settle(lowered.m.memberId, baht(1000), new Date('2026-08-02T23:59:59.999+07:00'));
    expect(await levelOf(kept.m.memberId)).toBe(2);
    expect(await levelOf(lowered.m.memberId)).toBe(2);
    // Reached in November on November's play (after October ended): the October review leaves it.
    t.clock.set(START);
    const late = await member();
    await settle(late.m.memberId, baht(1000), new Date('2026-11-05T12:00:00.000+07:00'));
    expect(await levelOf(late.m.memberId)).toBe(2);

    expect((await runReview('2026-10')).statusCode).toBe(200);
    expect(await levelOf(kept.m.memberId)).toBe(2);
    expect(await levelOf(lowered.m.memberId)).toBe(1);
    expect(await levelOf(late.m.memberId)).toBe(2);
    expect((await changesOf(lowered.m.memberId)).at(-1)).toMatchObject({
      reason: 'REVIEW',
      period: '2026-10',
    });
    // Not ended yet: refused, nothing written.
    expect(statusOf(await runReview('2026-11')).code).toBe(errorCatalogue.REWARD_JOB_PERIOD_NOT_ENDED.code);
  });

  it('a review that crashes mid-run resumes: the rerun finishes, each member is lowered once, the totals add up', async () => {
    const members = [await member(), await member(), await member()];
    for (const { m } of members) await settle(m.memberId, baht(1000));
    t.clock.set(new Date('2027-06-02T05:00:00.000Z'));
    const period = {
      period: '2027-05',
      kind: 'MONTH' as const,
      firstDay: '2027-05-01',
      endDay: '2027-06-01',
      from: new Date('2027-05-01T00:00:00+07:00'),
      to: new Date('2027-06-01T00:00:00+07:00'),
    };
    const due = await t.database.db
      .select()
      .from(schema.vipMembers)
      .where(and(eq(schema.vipMembers.operatorId, t.operatorId), gt(schema.vipMembers.level, 1)));
    const toLower = due.filter((row) => row.since < period.to).length;
    expect(toLower).toBeGreaterThanOrEqual(3);

    const crashing = createVipReviewJob({
      repo,
      activityRepo: moduleApi(t, 'rewards').activityRepo,
      chunkSize: 1,
      afterChunk: (chunk) => {
        if (chunk === 1) throw new Error('crash after the first chunk');
      },
    });
    await expect(crashing.run(t.database.db, t.operatorId, period, t.clock.now())).rejects.toThrow('crash');
    const job = createVipReviewJob({
      repo,
      activityRepo: moduleApi(t, 'rewards').activityRepo,
      chunkSize: 2,
    });
    const resumed = await job.run(t.database.db, t.operatorId, period, t.clock.now());
    expect(resumed.downgraded).toBe(toLower - 1);
    for (const { m } of members) {
      expect(await levelOf(m.memberId)).toBe(1);
      expect((await changesOf(m.memberId)).filter((c) => c.period === '2027-05')).toHaveLength(1);
    }
    expect(await job.run(t.database.db, t.operatorId, period, t.clock.now())).toMatchObject({
      downgraded: 0,
    });
    // Due after 04:00 Bangkok on the 1st for the month before.
    expect(await job.duePeriod(t.database.db, t.operatorId, new Date('2027-06-01T03:59:59.999+07:00'))).toBe(
      undefined,
    );
    expect(await job.duePeriod(t.database.db, t.operatorId, new Date('2027-06-01T04:00:00.000+07:00'))).toBe(
      '2027-05',
    );
  });

  it('limits withdrawals by the level (per request and per Bangkok day) with the Thai refusal and no money moved', async () => {
    const m = await registerMember(t);
    const token = await fundedMember(t, m, '5000');
    const before = await countRows(t, schema.withdrawals);
    const above = await moneyPost(t, token, paymentPaths.withdraw, { amount: '1000.01' });
    expect(statusOf(above)).toEqual({
      code: errorCatalogue.VIP_WITHDRAW_ABOVE_LEVEL_MAX.code,
      message: 'ระดับ สมาชิก ถอนได้สูงสุด 1,000 บาทต่อครั้ง',
    });
    expect(await countRows(t, schema.withdrawals)).toBe(before);
    expect((await walletPartsOf(t, token)).cash).toBe('5000.00');

    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '1000' })).code).toBe(0);
    const dayLimit = await moneyPost(t, token, paymentPaths.withdraw, { amount: '600' });
    expect(statusOf(dayLimit)).toEqual({
      code: errorCatalogue.VIP_WITHDRAW_DAY_LIMIT.code,
      message: 'ระดับ สมาชิก ถอนได้รวมไม่เกิน 1,500 บาทต่อวัน วันนี้ถอนได้อีก 500 บาท',
    });
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '500' })).code).toBe(0);
    expect((await walletPartsOf(t, token)).cash).toBe('3500.00');
    // The next Bangkok day starts a new count.
    t.clock.set(new Date('2026-11-24T00:00:00.000+07:00'));
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '1000' })).code).toBe(0);
  });

  it('refuses bad input with nothing written', async () => {
    const { m, token } = await member();
    const tables = async () => ({
      levels: await countRows(t, schema.vipLevels),
      changes: await countRows(t, schema.vipLevelChanges),
      bonuses: await countRows(t, schema.vipUpgradeBonuses),
      conditions: await countRows(t, schema.wageringConditions),
      audit: await countRows(t, schema.staffAuditLog),
    });
    const before = await tables();
    const put = (levels: unknown) =>
      call(t, { method: 'PUT', url: vipPaths.adminLevels, token: owner, body: { levels } });
    const bad = [
      testLevels.slice(0, 7),
      testLevels.map((l, i) => (i === 3 ? { ...l, threshold: '1500' } : l)),
      testLevels.map((l, i) => (i === 0 ? { ...l, threshold: '1' } : l)),
      testLevels.map((l, i) => (i === 2 ? { ...l, cashbackPercent: '6.555' } : l)),
      testLevels.map((l, i) => (i === 2 ? { ...l, referralBonusPercent: '101' } : l)),
      testLevels.map((l, i) => (i === 2 ? { ...l, upgradeBonus: '-5' } : l)),
      testLevels.map((l, i) => (i === 2 ? { ...l, level: 4 } : l)),
      'x',
    ];
    for (const levels of bad) {
      const res = await put(levels);
      expect(res.statusCode, JSON.stringify(levels).slice(0, 80)).toBe(400);
      expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    }
    expect(statusOf(await claim(token, 9)).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect(statusOf(await claim(token, '2')).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect(statusOf(await claim(token, 2, null)).code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
    expect(statusOf(await claim(token, 2)).code).toBe(errorCatalogue.VIP_BONUS_NOT_FOUND.code);
    const anonymous = await call(t, { url: vipPaths.claimBonus, body: { level: 2 } });
    expect(anonymous.statusCode).toBe(401);
    expect(await tables()).toEqual(before);
    expect(await levelOf(m.memberId)).toBe(1);
    // Only staff who may spend money change the table.
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: vipPaths.adminLevels,
          token,
          body: { levels: testLevels },
          headers: { [IDEMPOTENCY_HEADER]: 'unused-key-01' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('back office: the table (audited), members per level, level changes; benefits for cashback and referral', async () => {
    const { m } = await member();
    await settle(m.memberId, baht(5000));
    const levels = await call(t, { method: 'GET', url: vipPaths.adminLevels, token: owner });
    expect(levels.json().data).toMatchObject({ enabled: true });
    expect(levels.json().data.levels[3]).toMatchObject({
      level: 4,
      name: 'โกลด์',
      threshold: '5000.00',
      cashbackPercent: '6.5',
      referralBonusPercent: '0.15',
      maxWithdrawPerRequest: '4000.00',
      maxWithdrawPerDay: '12000.00',
      upgradeBonus: '50.00',
    });
    const audits = await auditRows(t, 'vip.levels.update', t.operatorId);
    expect(audits.length).toBeGreaterThanOrEqual(1);

    const perLevel = await call(t, {
      method: 'GET',
      url: `${vipPaths.adminMembers}?level=4`,
      token: owner,
    });
    const data = perLevel.json().data;
    expect(data.counts).toHaveLength(8);
    expect(data.counts[3].members).toBeGreaterThanOrEqual(1);
    expect(data.page.data.find((row: { memberId: string }) => row.memberId === m.memberId)).toMatchObject({
      level: 4,
      levelName: 'โกลด์',
      turnover: '5000.00',
    });
    const changes = await call(t, {
      method: 'GET',
      url: `${vipPaths.adminChanges}?memberId=${m.memberId}`,
      token: owner,
    });
    expect(changes.json().data).toMatchObject({
      total: 1,
      data: [{ memberId: m.memberId, fromLevel: 1, toLevel: 4, reason: 'UPGRADE', turnover: '5000.00' }],
    });

    const other = await member();
    const benefits = await vipBenefitsOf(t.database.db, repo, t.operatorId, [m.memberId, other.m.memberId]);
    expect(benefits.get(m.memberId)).toEqual({
      level: 4,
      cashbackPercent: '6.5',
      referralBonusPercent: '0.15',
    });
    expect(benefits.get(other.m.memberId)).toEqual({
      level: 1,
      cashbackPercent: null,
      referralBonusPercent: '0',
    });
    const benefitsOf = moduleApi(t, 'rewards').vip.benefitsOf;
    expect((await benefitsOf(t.database.db, t.operatorId, [m.memberId])).get(m.memberId)?.level).toBe(4);
  });
});

describe('VIP off and the demo seed (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['rewards', 'payments'] });
  });
  afterAll(async () => t.close());

  it('with no table VIP is off: no upgrade, no limits, no benefits; the seed switches it on once', async () => {
    const repo = createVipRepo();
    const m = await registerMember(t);
    const token = await fundedMember(t, m, '60000');
    await publishBillSettled(t, { memberId: m.memberId, lines: [{ stakeSatang: baht(20_000) }] });
    await drainEvents(t);
    expect(await repo.memberLevels(t.database.db, t.operatorId, [m.memberId])).toEqual(new Map());
    const view = (await call(t, { method: 'GET', url: vipPaths.me, token })).json().data;
    expect(view).toMatchObject({ enabled: false, levels: [], turnover: '20000.00' });
    expect((await vipBenefitsOf(t.database.db, repo, t.operatorId, [m.memberId])).size).toBe(0);
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '25000' })).code).toBe(0);
    expect(statusOf(await moneyPost(t, token, vipPaths.claimBonus, { level: 2 })).code).toBe(
      errorCatalogue.VIP_OFF.code,
    );

    await seedDemoVip({ db: t.database.db, repo, operatorId: t.operatorId, now: t.clock.now() });
    await seedDemoVip({ db: t.database.db, repo, operatorId: t.operatorId, now: t.clock.now() });
    const levels = await repo.levelsOf(t.database.db, t.operatorId);
    expect(levels.map((level) => level.name)).toEqual([...vipDefaultNames]);
    // 20,000 baht of play reaches บรอนซ์ (10,000; ซิลเวอร์ needs 50,000) at the member's next settled bill.
    await publishBillSettled(t, { memberId: m.memberId, lines: [{ stakeSatang: 1n }] });
    await drainEvents(t);
    expect((await repo.memberLevels(t.database.db, t.operatorId, [m.memberId])).get(m.memberId)?.level).toBe(
      2,
    );
  });
});
