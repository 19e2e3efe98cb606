import { randomUUID } from 'node:crypto';
import {
  type CashbackMe,
  type CashbackSettingsInput,
  cashbackPaths,
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  periodRange,
  wageringCategories,
} from '@chokdee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  addOperator,
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  drainEvents,
  fundedMember,
  grantCondition,
  loginToken,
  ownerToken,
  placeBill,
  publishBillRefunded,
  publishBillSettled,
  type RegisteredMember,
  registerMember,
  runRoundJob,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { createCashbackRepo } from './cashback.repo';
import { seedDemoCashback } from './cashback.seed';
import { type CashbackDeps, createCashbackService } from './cashback.service';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok (week 2026-W48); W47 and W46 have ended. */
const bangkok = (local: string) => new Date(`${local}+07:00`);
const SUNDAY_LAST_MS = bangkok('2026-11-22T23:59:59.999');
const MONDAY_MIDNIGHT = bangkok('2026-11-23T00:00:00.000');

const settingsInput = (overrides: Partial<CashbackSettingsInput> = {}): CashbackSettingsInput => ({
  enabled: true,
  period: 'WEEKLY',
  percents: Object.fromEntries(wageringCategories.map((category) => [category, '5'])) as Record<
    (typeof wageringCategories)[number],
    string
  >,
  minimumLoss: '100.00',
  cap: '100.00',
  turnoverMultiplier: '0',
  claimDays: 7,
  ...overrides,
});

describe.each(testDbKinds())('loss cashback (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['rewards', 'lottery', 'payments'] });
    owner = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const putSettings = (body: unknown) =>
    call(t, { method: 'PUT', url: cashbackPaths.adminSettings, token: owner, body });
  const runJob = async (period: string) => {
    const res = await call(t, { url: '/api/admin/jobs/cashback/run', token: owner, body: { period } });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.result as Record<string, number | string>;
  };
  const creditsOf = (memberId: string, period?: string) =>
    t.database.db
      .select()
      .from(schema.cashbackCredits)
      .where(
        and(
          eq(schema.cashbackCredits.memberId, memberId),
          period ? eq(schema.cashbackCredits.period, period) : undefined,
        ),
      );
  const meOf = async (token: string): Promise<CashbackMe> => {
    const res = await call(t, { method: 'GET', url: cashbackPaths.me, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const claim = (token: string, key: string = randomUUID()) =>
    call(t, { url: cashbackPaths.claim, token, body: {}, headers: { [IDEMPOTENCY_HEADER]: key } });
  const loss = (
    memberId: string,
    stake: bigint,
    at: Date,
    more: Parameters<typeof publishBillSettled>[1] = { memberId },
  ) => publishBillSettled(t, { ...more, memberId, at, lines: more.lines ?? [{ stakeSatang: stake }] });
  const lockMember = (memberId: string) =>
    t.database.db
      .update(schema.members)
      .set({ status: 'LOCKED', lockedAt: t.clock.now(), lockReason: 'ทดสอบ', lockedBy: randomUUID() })
      .where(eq(schema.members.id, memberId));

  /** A cashback service of the test app's database for running the job directly (no claims). */
  const jobOnly = (extra: Pick<CashbackDeps, 'chunkSize' | 'afterChunk' | 'vipBenefits'>) =>
    createCashbackService({
      db: t.database.db,
      clock: t.clock,
      repo: createCashbackRepo(),
      activityRepo: moduleApi(t, 'rewards').activityRepo,
      conditions: moduleApi(t, 'promotions').conditions,
      wallet: { postTransfers: async () => [] },
      members: {
        lockMembers: async (tx, _operatorId, ids) =>
          tx.select().from(schema.members).where(inArray(schema.members.id, ids)),
      },
      idempotency: { run: async () => Promise.reject(new Error('unused')) },
      audit: { record: async () => undefined },
      runsOf: async () => [],
      ...extra,
    });

  it('is off until staff save settings; bad settings are refused with nothing written; a save is audited', async () => {
    const off = await call(t, { method: 'GET', url: cashbackPaths.adminSettings, token: owner });
    expect(off.json().data).toMatchObject({
      enabled: false,
      period: 'WEEKLY',
      minimumLoss: '100.00',
      updatedAt: null,
    });
    for (const bad of [
      settingsInput({ turnoverMultiplier: '1.5' }),
      settingsInput({ turnoverMultiplier: '2' }),
      settingsInput({ cap: '0' }),
      settingsInput({ minimumLoss: '-1' }),
      settingsInput({ claimDays: 0 }),
      { ...settingsInput(), percents: { ...settingsInput().percents, LOTTERY: '100.01' } },
      { ...settingsInput(), percents: { ...settingsInput().percents, LOTTERY: '5.555' } },
      { ...settingsInput(), extra: true },
    ]) {
      const res = await putSettings(bad);
      expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    }
    expect(await t.database.db.select().from(schema.cashbackSettings)).toEqual([]);
    const member = await registerMember(t);
    const me = await meOf(await loginToken(t, member));
    expect(me).toMatchObject({ enabled: false, rules: null, current: null, credits: [] });

    const saved = await putSettings(settingsInput());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      enabled: true,
      cap: '100.00',
      turnoverMultiplier: '0',
      updatedBy: 'owner',
    });
    expect((await auditRows(t, 'cashback.settings.update', t.operatorId)).length).toBe(1);
  });

  const members: Record<string, RegisteredMember> = {};

  it('credits the ended week per member and category: boundary, covering, minimum, cap, wagering, lock; a rerun writes nothing', async () => {
    for (const name of ['boundary', 'capped', 'below', 'wagered', 'locked', 'covering'])
      members[name] = await registerMember(t);
    const id = (name: string) => (members[name] as RegisteredMember).memberId;

    // 1,000 lost at the week's last millisecond (W47); 5,000 lost at Monday 00:00 (W48, not this run).
    await loss(id('boundary'), 100_000n, SUNDAY_LAST_MS);
    await loss(id('boundary'), 500_000n, MONDAY_MIDNIGHT);
    // Yeekee: 2,000 staked, 500 won → net 1,500 → 75.00.
    await loss(id('boundary'), 0n, bangkok('2026-11-20T12:00:00'), {
      memberId: id('boundary'),
      category: 'YEEKEE',
      lines: [{ stakeSatang: 200_000n, winSatang: 50_000n }],
    });
    // 5,000 lost → 250 → capped at 100.
    await loss(id('capped'), 500_000n, bangkok('2026-11-18T09:00:00'));
    // 99.99 lost: below the 100 minimum → 0, said so.
    await loss(id('below'), 9_999n, bangkok('2026-11-18T09:00:00'));
    // A cover of 1,000 (counts 0) and 200 lost on a line that counts → 10.00.
    await loss(id('covering'), 0n, bangkok('2026-11-19T20:00:00'), {
      memberId: id('covering'),
      lines: [{ stakeSatang: 100_000n, winSatang: 90_000n, covering: true }, { stakeSatang: 20_000n }],
    });
    await loss(id('locked'), 100_000n, bangkok('2026-11-18T09:00:00'));
    await lockMember(id('locked'));
    // 2,000 lost, of which 1,500 counted toward a wagering condition → net 500 → 25.00.
    await grantCondition(t, id('wagered'), { bonusSatang: 0n, targetSatang: 150_000n });
    await loss(id('wagered'), 200_000n, bangkok('2026-11-21T09:00:00'));
    await drainEvents(t);

    const first = await runJob('2026-W47');
    expect(first).toMatchObject({
      claimable: 5,
      belowMinimum: 1,
      locked: 1,
      credits: 7,
      amountSatang: '260.00',
    });

    const credit = async (name: string, category = 'LOTTERY') =>
      (await creditsOf(id(name), '2026-W47')).find((row) => row.category === category);
    expect(await credit('boundary')).toMatchObject({
      stakeSatang: 100_000n,
      netLossSatang: 100_000n,
      amountSatang: 5_000n,
      status: 'CLAIMABLE',
    });
    expect(await credit('boundary', 'YEEKEE')).toMatchObject({ winSatang: 50_000n, amountSatang: 7_500n });
    expect(await credit('capped')).toMatchObject({
      amountSatang: 10_000n,
      capped: true,
      status: 'CLAIMABLE',
    });
    expect(await credit('below')).toMatchObject({
      netLossSatang: 9_999n,
      amountSatang: 0n,
      status: 'BELOW_MINIMUM',
      claimableUntil: null,
    });
    expect(await credit('covering')).toMatchObject({ stakeSatang: 20_000n, amountSatang: 1_000n });
    expect(await credit('wagered')).toMatchObject({
      stakeSatang: 200_000n,
      wageredSatang: 150_000n,
      netLossSatang: 50_000n,
      amountSatang: 2_500n,
    });
    expect(await credit('locked')).toMatchObject({ amountSatang: 0n, status: 'MEMBER_LOCKED' });
    const boundaryCredit = await credit('boundary');
    expect(boundaryCredit?.claimableUntil?.getTime()).toBe(t.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000);

    // A rerun writes nothing new and moves no money.
    const before = await t.database.db.select().from(schema.cashbackCredits);
    const transfers = (await t.database.db.select().from(schema.ledgerTransfers)).length;
    const again = await runJob('2026-W47');
    expect(again).toMatchObject({ credits: 0, claimable: 0, amountSatang: '0.00' });
    expect(await t.database.db.select().from(schema.cashbackCredits)).toEqual(before);
    expect((await t.database.db.select().from(schema.ledgerTransfers)).length).toBe(transfers);

    // The member reads it: W48 running (Monday 00:00 belongs to it), W47 credited; below the minimum said so.
    const boundaryMe = await meOf(await loginToken(t, members.boundary as RegisteredMember));
    expect(boundaryMe.current).toMatchObject({ period: '2026-W48', netLoss: '5000.00', amount: '100.00' });
    expect(boundaryMe.current?.figures[0]).toMatchObject({
      category: 'LOTTERY',
      capped: true,
      amount: '100.00',
    });
    expect(boundaryMe.claimable).toEqual({ amount: '125.00', count: 2, paidAs: 'CASH' });
    const belowMe = await meOf(await loginToken(t, members.below as RegisteredMember));
    expect(belowMe.credits).toEqual([
      expect.objectContaining({
        period: '2026-W47',
        status: 'BELOW_MINIMUM',
        amount: '0.00',
        netLoss: '99.99',
        belowMinimum: true,
      }),
    ]);
    expect(belowMe.claimable.count).toBe(0);
  });

  it('resumes a run stopped after its first chunk: the rest is credited once, totals exact', async () => {
    const names = ['r1', 'r2', 'r3'];
    for (const name of names) {
      members[name] = await registerMember(t);
      await loss((members[name] as RegisteredMember).memberId, 200_000n, bangkok('2026-11-12T12:00:00'));
    }
    await drainEvents(t);
    const crashing = jobOnly({
      chunkSize: 1,
      afterChunk: (chunk) => {
        if (chunk === 1) throw new Error('the process stopped');
      },
    });
    await expect(
      crashing.job().run(t.database.db, t.operatorId, periodRange('2026-W46'), t.clock.now()),
    ).rejects.toThrow('the process stopped');
    const ids = names.map((name) => (members[name] as RegisteredMember).memberId);
    const afterCrash = await t.database.db
      .select()
      .from(schema.cashbackCredits)
      .where(eq(schema.cashbackCredits.period, '2026-W46'));
    expect(afterCrash).toHaveLength(1);

    const resumed = await runJob('2026-W46');
    expect(resumed).toMatchObject({ members: 3, credits: 2, claimable: 2, amountSatang: '200.00' });
    const rows = await t.database.db
      .select()
      .from(schema.cashbackCredits)
      .where(eq(schema.cashbackCredits.period, '2026-W46'));
    expect(rows.map((row) => row.memberId).sort()).toEqual([...ids].sort());
    expect(rows.every((row) => row.amountSatang === 10_000n)).toBe(true);
  });

  it('pays a claim once (cash, REWARDS → main), as bonus with ×1 turnover when set; refuses the locked; expires after 7 days', async () => {
    const token = await loginToken(t, members.boundary as RegisteredMember);
    const key = randomUUID();
    const first = await claim(token, key);
    expect(first.json().data).toEqual({ amount: '125.00', count: 2, paidAs: 'CASH' });
    // A retry with the same key answers the first result; a new key finds nothing left.
    expect((await claim(token, key)).json().data).toEqual({ amount: '125.00', count: 2, paidAs: 'CASH' });
    expect(statusOf(await claim(token)).code).toBe(errorCatalogue.CASHBACK_NOTHING_TO_CLAIM.code);
    const wallet = (await call(t, { method: 'GET', url: '/api/v2/user/balance', token })).json().data;
    expect(wallet.cash).toBe('125.00');
    const claimed = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(eq(schema.ledgerTransfers.kind, 'CASHBACK_CLAIMED'));
    expect(claimed.reduce((sum, row) => sum + row.amountSatang, 0n)).toBe(12_500n);
    expect(
      (await meOf(token)).credits.filter((credit) => credit.period === '2026-W47').map((c) => c.status),
    ).toEqual(['CLAIMED', 'CLAIMED']);

    // Locked: refused, nothing moves.
    const lockedToken = await loginToken(t, members.r1 as RegisteredMember);
    await lockMember((members.r1 as RegisteredMember).memberId);
    const refused = await claim(lockedToken);
    // The token outlives the lock (sessions end with the staff's suspend); the claim checks the member.
    expect(statusOf(refused).code).toBe(errorCatalogue.REWARD_MEMBER_LOCKED.code);
    expect((await creditsOf((members.r1 as RegisteredMember).memberId))[0]?.status).toBe('CLAIMABLE');

    // Paid as bonus with ×1 turnover.
    expect((await putSettings(settingsInput({ turnoverMultiplier: '1' }))).statusCode).toBe(200);
    const coverToken = await loginToken(t, members.covering as RegisteredMember);
    expect((await claim(coverToken)).json().data).toEqual({ amount: '10.00', count: 1, paidAs: 'BONUS' });
    const [condition] = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(
          eq(schema.wageringConditions.memberId, (members.covering as RegisteredMember).memberId),
          eq(schema.wageringConditions.source, 'CASHBACK'),
        ),
      );
    expect(condition).toMatchObject({ bonusSatang: 1_000n, targetSatang: 1_000n, status: 'OPEN' });
    const coverWallet = (
      await call(t, { method: 'GET', url: '/api/v2/user/balance', token: coverToken })
    ).json().data;
    expect(coverWallet.bonus).toBe('10.00');

    // 7 days after the run the rest expire: a claim is refused, the tick marks them EXPIRED.
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    const cappedToken = await loginToken(t, members.capped as RegisteredMember);
    expect(statusOf(await claim(cappedToken)).code).toBe(errorCatalogue.CASHBACK_NOTHING_TO_CLAIM.code);
    expect((await meOf(cappedToken)).credits[0]?.status).toBe('EXPIRED');
    expect(await moduleApi(t, 'rewards').cashback.expire()).toBeGreaterThan(0);
    expect((await creditsOf((members.capped as RegisteredMember).memberId, '2026-W47'))[0]).toMatchObject({
      status: 'EXPIRED',
    });

    // The runs page: per period, credited, claimed, expired.
    owner = await ownerToken(t);
    const runs = (await call(t, { method: 'GET', url: cashbackPaths.adminRuns, token: owner })).json().data
      .items;
    const w47 = runs.find((row: { period: string }) => row.period === '2026-W47');
    expect(w47).toMatchObject({
      members: 6,
      credited: { count: 5, amount: '260.00' },
      claimed: { count: 3, amount: '135.00' },
      expired: { count: 2, amount: '125.00' },
      belowMinimum: 1,
      locked: 1,
      run: { status: 'DONE' },
    });
  });

  it("takes the member's VIP cashback percent when given, else the setting's, floored to the satang", async () => {
    const vip = await registerMember(t);
    const plain = await registerMember(t);
    for (const member of [vip, plain]) await loss(member.memberId, 33_333n, bangkok('2026-11-04T12:00:00'));
    await drainEvents(t);
    const service = jobOnly({
      vipBenefits: async () =>
        new Map([[vip.memberId, { level: 3, cashbackPercent: '7.5', referralBonusPercent: '0.1' }]]),
    });
    // The settings now: 5%, minimum 100, cap 100 (the claim test switched payment to bonus).
    const result = await service
      .job()
      .run(t.database.db, t.operatorId, periodRange('2026-W45'), t.clock.now());
    expect(result).toMatchObject({ credits: 2, claimable: 2 });
    // 333.33 × 7.5% = 24.99975 → 24.99; × 5% = 16.6665 → 16.66.
    expect((await creditsOf(vip.memberId, '2026-W45'))[0]).toMatchObject({
      percentBasisPoints: 750,
      amountSatang: 2_499n,
    });
    expect((await creditsOf(plain.memberId, '2026-W45'))[0]).toMatchObject({
      percentBasisPoints: 500,
      amountSatang: 1_666n,
    });
  });

  it('takes a refunded bill out of the wagered stake in the period its refund falls, as the day totals do', async () => {
    const member = await registerMember(t);
    // A bonus keeps the condition open (no small-balance close), so both bills count toward it.
    await grantCondition(t, member.memberId, { bonusSatang: 100_000n, targetSatang: 10_000_000n });
    const refunded = await loss(member.memberId, 100_000n, bangkok('2026-10-27T12:00:00'));
    await loss(member.memberId, 50_000n, bangkok('2026-10-28T12:00:00'));
    await publishBillRefunded(t, {
      memberId: member.memberId,
      billId: refunded,
      wasSettled: true,
      lines: [{ stakeSatang: 100_000n }],
      at: bangkok('2026-11-01T23:00:00'),
    });
    await drainEvents(t);
    // W44: staked 1,500 toward the condition, 1,000 of it refunded (in W44 too) → 500 counted, 500
    // wagered → nothing back.
    await jobOnly({}).job().run(t.database.db, t.operatorId, periodRange('2026-W44'), t.clock.now());
    expect((await creditsOf(member.memberId, '2026-W44'))[0]).toMatchObject({
      stakeSatang: 50_000n,
      wageredSatang: 50_000n,
      netLossSatang: 0n,
      amountSatang: 0n,
      status: 'BELOW_MINIMUM',
    });
  });

  it('the demo seed switches cashback on with the defaults once, and leaves saved settings alone', async () => {
    const other = await addOperator(t, `cb-${randomUUID().slice(0, 6)}`);
    await seedDemoCashback({
      db: t.database.db,
      repo: createCashbackRepo(),
      operatorId: other,
      now: t.clock.now(),
    });
    const settings = await moduleApi(t, 'rewards').cashback.settingsOf(t.database.db, other);
    expect(settings).toMatchObject({
      enabled: true,
      period: 'WEEKLY',
      minimumLossSatang: 10_000n,
      capSatang: 500_000n,
      turnoverTenths: 0,
      claimDays: 7,
    });
    expect(Object.values(settings.percentBasisPoints)).toEqual(wageringCategories.map(() => 500));
    // Here staff saved their own (cap 100): the seed keeps them.
    await seedDemoCashback({
      db: t.database.db,
      repo: createCashbackRepo(),
      operatorId: t.operatorId,
      now: t.clock.now(),
    });
    expect((await moduleApi(t, 'rewards').cashback.settingsOf(t.database.db, t.operatorId)).capSatang).toBe(
      10_000n,
    );
  });

  it('refuses a claim without an Idempotency-Key and a claim by a stranger, writing nothing', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const noKey = await call(t, { url: cashbackPaths.claim, token, body: {} });
    expect(statusOf(noKey).code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
    const stranger = await call(t, {
      url: cashbackPaths.claim,
      body: {},
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    });
    expect(stranger.statusCode).toBe(401);
    expect(await creditsOf(member.memberId)).toEqual([]);
  });
});

/** HANOI_VIP of the test day is open until the evening; its bills settle on 2026-11-23. */
const HANOI_VIP = 'HANOI_VIP20261123';

describe.each(testDbKinds())('daily cashback from real bills, by the scheduler (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['rewards', 'lottery', 'payments'] });
    await runRoundJob(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('a covering bet earns no cashback; the day is due at 04:00 Bangkok the next day', async () => {
    const owner = await ownerToken(t);
    const saved = await call(t, {
      method: 'PUT',
      url: cashbackPaths.adminSettings,
      token: owner,
      body: settingsInput({ period: 'DAILY', minimumLoss: '100.00', cap: '5000.00' }),
    });
    expect(saved.statusCode).toBe(200);
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '500.00');
    // 100 × 1 baht over every 2 ตัวล่าง number (a cover, docs/domain/rewards.md §2) and 150 on a losing 2 ตัวบน.
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    const cover = numbers.map((number) => ({ betType: 'TWO_BOTTOM', number, amount: '1' }));
    expect(statusOf(await placeBill(t, token, HANOI_VIP, cover)).code).toBe(0);
    const single = [{ betType: 'TWO_TOP', number: '11', amount: '150' }];
    expect(statusOf(await placeBill(t, token, HANOI_VIP, single)).code).toBe(0);
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    // 2 ตัวบน 45 (the 11 loses); 2 ตัวล่าง 90 (one cover line wins).
    await settleByStaff(t, HANOI_VIP, { special: '12345', first: '67890' }, { maker, checker });
    await drainEvents(t);
    await drainEvents(t);

    // The running figure counts only the 150: 7.50 (the cover would have made it 250 staked).
    const running = (await call(t, { method: 'GET', url: cashbackPaths.me, token })).json()
      .data as CashbackMe;
    expect(running.current).toMatchObject({ period: '2026-11-23', netLoss: '150.00', amount: '7.50' });

    // At 03:59:59.999 the due day is still the one before (2026-11-22): the 23rd is not computed yet.
    t.clock.set(bangkok('2026-11-24T03:59:59.999'));
    await moduleApi(t, 'rewards').jobs.runDue();
    const early = await moduleApi(t, 'rewards').jobs.listRuns(t.operatorId, { job: 'cashback' });
    expect(early.map((run) => run.period)).toEqual(['2026-11-22']);
    expect(
      await t.database.db
        .select()
        .from(schema.cashbackCredits)
        .where(eq(schema.cashbackCredits.memberId, member.memberId)),
    ).toEqual([]);
    t.clock.set(bangkok('2026-11-24T04:00:00'));
    expect(await moduleApi(t, 'rewards').jobs.runDue()).toBe(1);
    const [credit, ...rest] = await t.database.db
      .select()
      .from(schema.cashbackCredits)
      .where(eq(schema.cashbackCredits.memberId, member.memberId));
    expect(rest).toEqual([]);
    expect(credit).toMatchObject({
      period: '2026-11-23',
      stakeSatang: 15_000n,
      winSatang: 0n,
      netLossSatang: 15_000n,
      amountSatang: 750n,
      status: 'CLAIMABLE',
    });
    // Done: the next tick leaves the day alone.
    expect(await moduleApi(t, 'rewards').jobs.runDue()).toBe(0);
  });
});
