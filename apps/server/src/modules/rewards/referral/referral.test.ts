import {
  errorCatalogue,
  type ReferralSettingsInput,
  referralPaths,
  rewardJobPaths,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  drainEvents,
  fundMember,
  loginToken,
  moneyPost,
  ownerToken,
  publishBillSettled,
  type RegisteredMember,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
  transfersOf,
  walletPartsOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { createReferralIncomeJob } from './referral.job';
import { createReferralRepo } from './referral.repo';
import { maskName, normaliseAccountName } from './referral.rules';

const settingsInput = (overrides: Partial<ReferralSettingsInput> = {}): ReferralSettingsInput => ({
  enabled: true,
  percents: {
    LOTTERY: '0.5',
    YEEKEE: '0.5',
    SLOT: '0.2',
    FISH: '0.2',
    LIVE_CASINO: '0.2',
    TABLE: '0.2',
    SPORTS: '0.2',
  },
  minFirstDeposit: '100',
  minClaim: '10',
  claimAs: 'CASH',
  bonusMultiplier: '1',
  bonusMaxStake: '500',
  ...overrides,
});

/** Bangkok wall time → instant. */
const bkk = (local: string) => new Date(`${local}+07:00`);

describe('referral rules', () => {
  it('compares bank names without titles, spaces and dots, and masks names', () => {
    expect(normaliseAccountName('นาย สมชาย  ใจดี')).toBe(normaliseAccountName('สมชาย ใจดี'));
    expect(normaliseAccountName('น.ส.สมหญิง ใจดี')).toBe(normaliseAccountName('นางสาว สมหญิง ใจดี'));
    expect(normaliseAccountName('Mr. John  Smith')).toBe(normaliseAccountName('john smith'));
    expect(normaliseAccountName('Mrsmith')).not.toBe(normaliseAccountName('smith'));
    expect(normaliseAccountName('สมชาย ใจดี')).not.toBe(normaliseAccountName('สมชาย ใจงาม'));
    expect(maskName('สมชาย ใจดี')).toBe('สมชาย ใ***');
    expect(maskName('สมชาย')).toBe('สม***');
  });
});

/** The test clock starts Monday 2026-11-23 10:00 Bangkok. */
describe.each(testDbKinds())('referral income and claims (%s)', (kind) => {
  let t: TestApp;
  let referrer: RegisteredMember;
  let referrerToken: string;
  /** Valid: first deposit exactly 100 baht, own name, own address. */
  let friendA: RegisteredMember;
  /** The referrer's second phone: same bank name with a title. */
  let friendB: RegisteredMember;
  /** Logged in from the referrer's address. */
  let friendC: RegisteredMember;
  /** First deposit 99.99 baht. */
  let friendD: RegisteredMember;
  /** Valid, but only covering bets. */
  let friendE: RegisteredMember;
  let referrer2: RegisteredMember;
  let friendF: RegisteredMember;

  const friendOf = async (
    of: RegisteredMember,
    fullName: string,
    deposit: string,
    ip: string,
  ): Promise<RegisteredMember> => {
    const friend = await registerMember(t, { referralCode: of.referralCode, fullName });
    await fundMember(t, friend, deposit);
    await loginToken(t, friend, ip);
    return friend;
  };

  const incomesOf = (referrerId: string) =>
    t.database.db
      .select()
      .from(schema.referralIncomes)
      .where(
        and(
          eq(schema.referralIncomes.operatorId, t.operatorId),
          eq(schema.referralIncomes.referrerId, referrerId),
        ),
      );
  const runJob = async (period: string) =>
    call(t, {
      url: rewardJobPaths.run.replace(':job', 'referral-income'),
      token: await ownerToken(t),
      body: { period },
    });

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['rewards', 'payments'] });
    referrer = await registerMember(t, { fullName: 'สมชาย ใจดี' });
    referrerToken = await loginToken(t, referrer, '10.0.0.1');
    friendA = await friendOf(referrer, 'สมหญิง รักเรียน', '100.00', '10.0.0.2');
    friendB = await friendOf(referrer, 'นาย สมชาย  ใจดี', '500.00', '10.0.0.3');
    friendC = await friendOf(referrer, 'มานี มีนา', '500.00', '10.0.0.1');
    friendD = await friendOf(referrer, 'ปิติ ชูใจ', '99.99', '10.0.0.4');
    friendE = await friendOf(referrer, 'วีระ กล้าหาญ', '300.00', '10.0.0.5');
    referrer2 = await registerMember(t, { fullName: 'ชูใจ ใฝ่ดี' });
    await loginToken(t, referrer2, '10.0.1.1');
    friendF = await friendOf(referrer2, 'ดวงใจ ดีงาม', '1000.00', '10.0.1.2');
    await drainEvents(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('is off until staff switch it on; bad settings are refused on their field and write nothing', async () => {
    const off = await call(t, { method: 'GET', url: referralPaths.summary, token: referrerToken });
    expect(off.json().data).toMatchObject({ enabled: false, code: referrer.referralCode, claimable: '0.00' });
    const refused = await call(t, {
      method: 'PUT',
      url: referralPaths.adminSettings,
      token: await ownerToken(t),
      body: settingsInput({ bonusMultiplier: '11', minClaim: '-1' }),
    });
    expect(statusOf(refused).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    const tooHigh = await call(t, {
      method: 'PUT',
      url: referralPaths.adminSettings,
      token: await ownerToken(t),
      body: settingsInput({ percents: { ...settingsInput().percents, LOTTERY: '0.555' } }),
    });
    expect(statusOf(tooHigh).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect(await countRows(t, schema.referralSettings)).toBe(0);

    const saved = await call(t, {
      method: 'PUT',
      url: referralPaths.adminSettings,
      token: await ownerToken(t),
      body: settingsInput(),
    });
    expect(saved.json().data).toMatchObject({
      enabled: true,
      minClaim: '10.00',
      percents: { LOTTERY: '0.5', SLOT: '0.2' },
    });
    const audit = await auditRows(t, 'referral_settings.update', t.operatorId);
    expect(audit).toHaveLength(1);
  });

  it('shows an invitation with the masked name, counting one click per client per Bangkok day', async () => {
    const url = referralPaths.invite.replace(':slug', referrer.referralCode.toLowerCase());
    for (const ip of ['10.9.0.1', '10.9.0.1', '10.9.0.1', '10.9.0.2']) {
      const res = await call(t, { method: 'GET', url, ip });
      expect(res.json().data).toEqual({ code: referrer.referralCode, inviterName: 'สมชาย ใ***' });
      expect(res.body).not.toContain(referrer.phone);
    }
    const unknown = await call(t, { method: 'GET', url: referralPaths.invite.replace(':slug', 'ZZZZZZZZ') });
    expect(unknown.statusCode).toBe(404);
    expect(statusOf(unknown).code).toBe(errorCatalogue.REFERRAL_NOT_FOUND.code);
    const odd = await call(t, { method: 'GET', url: referralPaths.invite.replace(':slug', '%27%3B--') });
    expect(statusOf(odd).code).toBe(errorCatalogue.REFERRAL_NOT_FOUND.code);
    const summary = (
      await call(t, { method: 'GET', url: referralPaths.summary, token: referrerToken })
    ).json().data;
    expect(summary.clicks).toBe(2);
  });

  it('tells valid friends from the others with the reason (same bank name, shared address, small first deposit)', async () => {
    const page = (
      await call(t, { method: 'GET', url: `${referralPaths.members}?pageSize=10`, token: referrerToken })
    ).json().data;
    expect(page.total).toBe(5);
    const byName = new Map<string, { valid: boolean; reasons: string[] }>(
      page.data.map((row: { name: string; valid: boolean; reasons: string[] }) => [row.name, row]),
    );
    expect(byName.get(maskName('สมหญิง รักเรียน'))).toMatchObject({ valid: true, reasons: [] });
    expect(byName.get(maskName('นาย สมชาย ใจดี'))).toMatchObject({
      valid: false,
      reasons: ['SAME_BANK_NAME'],
    });
    expect(byName.get(maskName('มานี มีนา'))).toMatchObject({ valid: false, reasons: ['SHARED_ADDRESS'] });
    expect(byName.get(maskName('ปิติ ชูใจ'))).toMatchObject({ valid: false, reasons: ['FIRST_DEPOSIT'] });
    expect(byName.get(maskName('วีระ กล้าหาญ'))).toMatchObject({ valid: true });
    const summary = (
      await call(t, { method: 'GET', url: referralPaths.summary, token: referrerToken })
    ).json().data;
    expect(summary).toMatchObject({
      registered: 5,
      validFriends: 2,
      invitePath: `/invite-friend/${referrer.referralCode}`,
    });
  });

  it('pays on counted turnover of valid friends only: covering bets and invalid friends earn nothing; the day ends at Bangkok midnight exactly', async () => {
    // friend A: 10,000 baht of lottery and 333.33 of Yeekee today; B, C, D play too (not valid);
    // E covers every number (counts 0). F (referrer 2) plays either side of midnight.
    await publishBillSettled(t, { memberId: friendA.memberId, lines: [{ stakeSatang: 1_000_000n }] });
    await publishBillSettled(t, {
      memberId: friendA.memberId,
      category: 'YEEKEE',
      lines: [{ stakeSatang: 33_333n }],
    });
    for (const friend of [friendB, friendC, friendD])
      await publishBillSettled(t, { memberId: friend.memberId, lines: [{ stakeSatang: 100_000n }] });
    await publishBillSettled(t, {
      memberId: friendE.memberId,
      lines: [{ stakeSatang: 1_000_000n, winSatang: 900_000n, covering: true }],
    });
    await publishBillSettled(t, {
      memberId: friendF.memberId,
      lines: [{ stakeSatang: 10_000n }],
      at: bkk('2026-11-23T23:59:59.999'),
    });
    await publishBillSettled(t, {
      memberId: friendF.memberId,
      lines: [{ stakeSatang: 20_000n }],
      at: bkk('2026-11-24T00:00:00.000'),
    });
    await drainEvents(t);

    // Today's running figure: 10,000 × 0.5% = 50.00, 333.33 × 0.5% = 1.66665 → 1.66.
    const today = (await call(t, { method: 'GET', url: referralPaths.summary, token: referrerToken })).json()
      .data;
    expect(today).toMatchObject({ incomeToday: '51.66', incomeMonth: '0.00', claimable: '0.00' });

    // Not due before 04:00 the next morning; the day has not ended yet for the owner's run.
    const job = moduleApi(t, 'rewards').jobs;
    expect(statusOf(await runJob('2026-11-23')).code).toBe(errorCatalogue.REWARD_JOB_PERIOD_NOT_ENDED.code);
    const incomeJob = createReferralIncomeJob({
      repo: createReferralRepo(),
      service: moduleApi(t, 'rewards').referral,
    });
    expect(await incomeJob.duePeriod(t.database.db, t.operatorId, bkk('2026-11-24T03:59:59.999'))).toBe(
      '2026-11-22',
    );
    expect(await incomeJob.duePeriod(t.database.db, t.operatorId, bkk('2026-11-24T04:00:00.000'))).toBe(
      '2026-11-23',
    );

    t.clock.set(bkk('2026-11-24T04:00:00.000'));
    expect(await job.runDue()).toBe(1);
    const [run] = await job.listRuns(t.operatorId, { job: 'referral-income', period: '2026-11-23' });
    expect(run?.result).toMatchObject({ incomes: 3, paidSatang: '52.16' });

    const rows = await incomesOf(referrer.memberId);
    expect(
      rows.map((row) => [row.friendId, row.category, row.turnoverSatang, row.amountSatang]).sort(),
    ).toEqual(
      [
        [friendA.memberId, 'LOTTERY', 1_000_000n, 5_000n],
        [friendA.memberId, 'YEEKEE', 33_333n, 166n],
      ].sort(),
    );
    // Referrer 2: only the 100 baht settled before midnight (0.50), not the 200 at 00:00:00.000.
    expect(
      (await incomesOf(referrer2.memberId)).map((row) => [row.day, row.turnoverSatang, row.amountSatang]),
    ).toEqual([['2026-11-23', 10_000n, 50n]]);

    // A rerun (the owner's) posts nothing new.
    const rerun = await runJob('2026-11-23');
    expect(rerun.json().data.result).toMatchObject({ incomes: 0, paidSatang: '0.00' });
    expect(await countRows(t, schema.referralIncomes)).toBe(3);

    const summary = (
      await call(t, { method: 'GET', url: referralPaths.summary, token: referrerToken })
    ).json().data;
    expect(summary).toMatchObject({ incomeMonth: '51.66', claimable: '51.66' });
  });

  it('resumes a run that crashed after its first chunk, with exact totals, and a rerun adds nothing', async () => {
    // 2026-11-24: friend A plays 1,000 baht (5.00), friend F 200 at 00:00 (1.00) and 300 more (1.50).
    await publishBillSettled(t, {
      memberId: friendA.memberId,
      lines: [{ stakeSatang: 100_000n }],
      at: bkk('2026-11-24T12:00:00'),
    });
    await publishBillSettled(t, {
      memberId: friendF.memberId,
      lines: [{ stakeSatang: 30_000n }],
      at: bkk('2026-11-24T12:00:00'),
    });
    await drainEvents(t);
    t.clock.set(bkk('2026-11-25T05:00:00'));
    const before = await countRows(t, schema.referralIncomes);
    const crashing = createReferralIncomeJob({
      repo: createReferralRepo(),
      service: moduleApi(t, 'rewards').referral,
      chunkSize: 1,
      afterChunk: (index) => {
        if (index === 0) throw new Error('crash after the first chunk');
      },
    });
    const range = {
      period: '2026-11-24',
      kind: 'DAY' as const,
      firstDay: '2026-11-24',
      endDay: '2026-11-25',
      from: bkk('2026-11-24T00:00:00'),
      to: bkk('2026-11-25T00:00:00'),
    };
    await expect(crashing.run(t.database.db, t.operatorId, range, t.clock.now())).rejects.toThrow('crash');
    expect(await countRows(t, schema.referralIncomes)).toBe(before + 1);

    const resumed = await runJob('2026-11-24');
    expect(resumed.json().data.result).toMatchObject({ incomes: 1 });
    const day = async (memberId: string) =>
      (await incomesOf(memberId)).filter((row) => row.day === '2026-11-24').map((row) => row.amountSatang);
    expect(await day(referrer.memberId)).toEqual([500n]);
    expect(await day(referrer2.memberId)).toEqual([250n]);
    expect((await runJob('2026-11-24')).json().data.result).toMatchObject({ incomes: 0 });
    expect(await countRows(t, schema.referralIncomes)).toBe(before + 2);
  });

  it('claims refuse bad input, a locked member and an amount below the minimum, writing nothing', async () => {
    const claims = () => countRows(t, schema.referralClaims);
    const noKey = await moneyPost(t, referrerToken, referralPaths.claim, undefined, null);
    expect(statusOf(noKey).code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
    const guest = await call(t, { url: referralPaths.claim });
    expect(guest.statusCode).toBe(401);

    // Referrer 2 holds 0.50 + 2.50 = 3.00 < the 10 baht minimum.
    const token2 = await loginToken(t, referrer2, '10.0.1.1');
    const below = await moneyPost(t, token2, referralPaths.claim, undefined);
    expect(statusOf(below)).toEqual({
      code: errorCatalogue.REFERRAL_CLAIM_BELOW_MINIMUM.code,
      message: 'รับรายได้แนะนำเพื่อนได้เมื่อมียอดตั้งแต่ 10.00 บาทขึ้นไป',
    });

    await t.database.db
      .update(schema.members)
      .set({ status: 'LOCKED', lockedAt: t.clock.now(), lockReason: 'test', lockedBy: referrer.memberId })
      .where(eq(schema.members.id, referrer.memberId));
    const locked = await moneyPost(t, referrerToken, referralPaths.claim, undefined);
    expect(statusOf(locked).code).toBe(errorCatalogue.REWARD_MEMBER_LOCKED.code);
    await t.database.db
      .update(schema.members)
      .set({ status: 'ACTIVE', lockedAt: null, lockReason: null, lockedBy: null })
      .where(eq(schema.members.id, referrer.memberId));
    expect(await claims()).toBe(0);
    expect((await incomesOf(referrer.memberId)).every((row) => row.claimId === null)).toBe(true);
  });

  it('pays the whole balance as cash once; a retry answers the same; then nothing is left', async () => {
    const token = await loginToken(t, referrer, '10.0.0.1');
    const cashBefore = (await walletPartsOf(t, token)).cash;
    const key = 'referral-claim-key-1';
    const first = await moneyPost(t, token, referralPaths.claim, undefined, key);
    expect(first.json().data).toEqual({ claimed: '56.66', paidAs: 'CASH', turnoverTarget: null });
    const again = await moneyPost(t, token, referralPaths.claim, undefined, key);
    expect(again.json().data).toEqual(first.json().data);
    const [claim] = await t.database.db
      .select()
      .from(schema.referralClaims)
      .where(eq(schema.referralClaims.memberId, referrer.memberId));
    expect(claim).toBeDefined();
    const transfers = await transfersOf(t, 'referral_claim', claim?.id ?? '');
    expect(transfers.map((row) => [row.kind, row.amountSatang])).toEqual([['REFERRAL_CLAIMED', 5_666n]]);
    expect(Number((await walletPartsOf(t, token)).cash) - Number(cashBefore)).toBeCloseTo(56.66, 2);
    const nothing = await moneyPost(t, token, referralPaths.claim, undefined);
    expect(statusOf(nothing).code).toBe(errorCatalogue.REFERRAL_NOTHING_TO_CLAIM.code);

    const history = (await call(t, { method: 'GET', url: referralPaths.history, token })).json().data;
    expect(history.data.map((row: { kind: string; amount: string }) => [row.kind, row.amount])).toEqual([
      ['CLAIM', '56.66'],
      ['INCOME', '5.00'],
      ['INCOME', '51.66'],
    ]);
    const byDay = (await call(t, { method: 'GET', url: `${referralPaths.income}?by=DAY`, token })).json()
      .data;
    expect(byDay.items.map((row: { period: string; income: string }) => [row.period, row.income])).toEqual([
      ['2026-11-24', '5.00'],
      ['2026-11-23', '51.66'],
    ]);
    const byMonth = (await call(t, { method: 'GET', url: `${referralPaths.income}?by=MONTH`, token })).json()
      .data;
    expect(byMonth.items).toEqual([{ period: '2026-11', turnover: '11333.33', income: '56.66', friends: 1 }]);
    const badBy = await call(t, { method: 'GET', url: `${referralPaths.income}?by=YEAR`, token });
    expect(statusOf(badBy).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
  });

  it('pays as bonus with its condition when the setting says so', async () => {
    await call(t, {
      method: 'PUT',
      url: referralPaths.adminSettings,
      token: await ownerToken(t),
      body: settingsInput({ claimAs: 'BONUS', bonusMultiplier: '2', minClaim: '1' }),
    });
    const token2 = await loginToken(t, referrer2, '10.0.1.1');
    const res = await moneyPost(t, token2, referralPaths.claim, undefined);
    expect(res.json().data).toEqual({ claimed: '3.00', paidAs: 'BONUS', turnoverTarget: '6.00' });
    expect((await walletPartsOf(t, token2)).bonus).toBe('3.00');
    const [condition] = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(eq(schema.wageringConditions.memberId, referrer2.memberId));
    expect(condition).toMatchObject({ source: 'REFERRAL', bonusSatang: 300n, targetSatang: 600n });
  });

  it('reports per referrer for a date range (owner and finance)', async () => {
    const res = await call(t, {
      method: 'GET',
      url: `${referralPaths.adminReport}?from=2026-11-23&to=2026-11-25`,
      token: await ownerToken(t),
    });
    const report = res.json().data;
    expect(report.items.map((row: { code: string }) => row.code)).toEqual([
      referrer.referralCode,
      referrer2.referralCode,
    ]);
    expect(report.items[0]).toMatchObject({ friends: 5, validFriends: 2, income: '56.66', claimed: '56.66' });
    expect(report.items[1]).toMatchObject({ friends: 1, validFriends: 1, income: '3.00', claimed: '3.00' });
    expect(report.totals).toEqual({ income: '59.66', claimed: '59.66' });
    const backwards = await call(t, {
      method: 'GET',
      url: `${referralPaths.adminReport}?from=2026-11-24&to=2026-11-23`,
      token: await ownerToken(t),
    });
    expect(statusOf(backwards).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
  });
});
