import {
  apiPaths,
  errorCatalogue,
  type MissionTemplateInput,
  type MissionView,
  missionHref,
  missionPaths,
  periodRange,
  realtimeEvents,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  fundMember,
  loginToken,
  moneyPost,
  ownerToken,
  placeBill,
  placeTwoBottomCover,
  registerMember,
  runRoundJob,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';
import { shoot, yeekeeMarketFixture, yeekeeRoundFixture } from '#testing/yeekee-intake-fixture';
import { createJobsRepo } from '../jobs/jobs.repo';
import { createMissionsJob } from './missions.job';
import { createMissionsRepo } from './missions.repo';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok; HANOI_VIP is open until the evening. */
const HANOI_VIP = 'HANOI_VIP20261123';
const HOUR = 3_600_000;

const template = (overrides: Partial<MissionTemplateInput>): MissionTemplateInput => ({
  name: 'ภารกิจทดสอบ',
  description: '',
  kind: 'DEPOSIT',
  window: 'DAILY',
  category: null,
  targetAmount: null,
  targetCount: null,
  rewardAmount: '20.00',
  rewardKind: 'CASH',
  bonusMultiplier: null,
  claimHours: 24,
  enabled: true,
  sortOrder: 0,
  ...overrides,
});

describe.each(testDbKinds())('missions (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  const publisher = createRecordingPublisher();
  const ids: Record<'deposit' | 'turnover' | 'shots' | 'streak' | 'profile', string> = {
    deposit: '',
    turnover: '',
    shots: '',
    streak: '',
    profile: '',
  };

  const createTemplate = async (input: MissionTemplateInput): Promise<string> => {
    const res = await call(t, { url: missionPaths.adminTemplates, token: owner, body: input });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  };
  const missionOf = async (token: string, templateId: string): Promise<MissionView> => {
    const res = await call(t, { method: 'GET', url: missionPaths.list, token });
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data.items as MissionView[]).find((item) => item.templateId === templateId);
    if (!found) throw new Error(`no mission ${templateId} in ${res.body}`);
    return found;
  };
  const claim = (token: string, id: string, key?: string) =>
    moneyPost(t, token, missionHref.claim(id), {}, key === undefined ? `claim-${Math.random()}` : key);
  const missionPushes = (memberId: string) =>
    publisher.events.filter(
      (e) => e.room === `member:${memberId}` && e.event === realtimeEvents.missionUpdated,
    );

  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['rewards', 'lottery', 'payments'] });
    await runRoundJob(t);
    owner = await ownerToken(t);
    ids.deposit = await createTemplate(
      template({ name: 'ฝากครบ 300', kind: 'DEPOSIT', targetAmount: '300.00', rewardAmount: '20.00' }),
    );
    ids.turnover = await createTemplate(
      template({
        name: 'แทงหวยครบ 150',
        kind: 'TURNOVER',
        category: 'LOTTERY',
        targetAmount: '150.00',
        rewardAmount: '10.00',
        rewardKind: 'BONUS',
        bonusMultiplier: '2',
      }),
    );
    ids.shots = await createTemplate(template({ name: 'ยิง 2 ครั้ง', kind: 'YEEKEE_SHOTS', targetCount: 2 }));
    ids.streak = await createTemplate(
      template({ name: 'เข้าระบบ 3 วัน', kind: 'LOGIN_STREAK', targetCount: 3, rewardAmount: '5.00' }),
    );
    ids.profile = await createTemplate(
      template({ name: 'โปรไฟล์ครบ', kind: 'PROFILE_COMPLETE', window: 'WEEKLY', targetCount: 1 }),
    );
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('stores templates as staff wrote them, audited, and refuses a bad one writing nothing', async () => {
    const list = await call(t, { method: 'GET', url: missionPaths.adminTemplates, token: owner });
    expect(list.json().data.data.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining(Object.values(ids)),
    );
    expect(await auditRows(t, 'mission.template.create', ids.deposit)).toHaveLength(1);
    const before = await countRows(t, schema.missionTemplates);
    for (const bad of [
      template({ kind: 'DEPOSIT', targetCount: 3 }),
      template({ kind: 'YEEKEE_SHOTS', targetAmount: '10.00' }),
      template({ kind: 'LOGIN_STREAK', window: 'WEEKLY', targetCount: 8 }),
      template({ kind: 'DEPOSIT', targetAmount: '10.00', rewardKind: 'BONUS', bonusMultiplier: null }),
      template({ kind: 'DEPOSIT', targetAmount: '10.00', bonusMultiplier: '11', rewardKind: 'BONUS' }),
      template({ kind: 'DEPOSIT', targetAmount: '10.005' }),
      { ...template({ kind: 'DEPOSIT', targetAmount: '10.00' }), extra: 1 },
    ]) {
      const res = await call(t, { url: missionPaths.adminTemplates, token: owner, body: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const support = await staffMember(t, 'support');
    const refused = await call(t, {
      url: missionPaths.adminTemplates,
      token: support.token,
      body: template({ targetAmount: '1.00' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(await countRows(t, schema.missionTemplates)).toBe(before);
  });

  it('sums real deposits from the bank feed, completes at the target, and pays the claim once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '200.00');
    await drainEvents(t);
    expect(await missionOf(token, ids.deposit)).toMatchObject({
      unit: 'MONEY',
      progress: '200.00',
      target: '300.00',
      percent: 66,
      state: 'IN_PROGRESS',
    });
    const early = await claim(token, (await missionOf(token, ids.deposit)).claimId as string);
    expect(statusOf(early).code).toBe(errorCatalogue.MISSION_NOT_COMPLETED.code);

    const pushesBefore = missionPushes(member.memberId).length;
    await fundMember(t, member, '100.00');
    await drainEvents(t);
    expect(missionPushes(member.memberId).length).toBeGreaterThan(pushesBefore);
    const done = await missionOf(token, ids.deposit);
    expect(done).toMatchObject({ progress: '300.00', percent: 100, state: 'CLAIMABLE' });

    const first = await claim(token, done.claimId as string, 'mission-claim-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ amount: '20.00', rewardKind: 'CASH', turnoverTarget: null });
    expect((await walletPartsOf(t, token)).cash).toBe('320.00');
    // The same key answers the first claim; another key is refused; nothing moves again.
    const replay = await claim(token, done.claimId as string, 'mission-claim-key-1');
    expect(replay.json().data).toEqual(first.json().data);
    const again = await claim(token, done.claimId as string);
    expect(statusOf(again).code).toBe(errorCatalogue.MISSION_ALREADY_CLAIMED.code);
    expect((await walletPartsOf(t, token)).cash).toBe('320.00');
    expect((await missionOf(token, ids.deposit)).state).toBe('CLAIMED');
    const paid = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(
        and(
          eq(schema.ledgerTransfers.kind, 'MISSION_CLAIMED'),
          eq(schema.ledgerTransfers.causeId, done.claimId as string),
        ),
      );
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amountSatang).toBe(2_000n);
  });

  it('counts a settled bill without its covering lines, and pays the reward as bonus with its turnover', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '400.00');
    // 100 × 1 baht over every 2 ตัวล่าง number covers the bet type (docs/domain/rewards.md §2): it counts 0.
    expect(statusOf(await placeTwoBottomCover(t, token, HANOI_VIP)).code).toBe(0);
    expect(
      statusOf(await placeBill(t, token, HANOI_VIP, [{ betType: 'TWO_TOP', number: '11', amount: '149.99' }]))
        .code,
    ).toBe(0);
    await drainEvents(t);
    // Placed is not settled: nothing yet.
    expect((await missionOf(token, ids.turnover)).progress).toBe('0.00');

    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    await settleByStaff(t, HANOI_VIP, { special: '12345', first: '67890' }, { maker, checker });
    await drainEvents(t);
    const mission = await missionOf(token, ids.turnover);
    // 249.99 settled, 149.99 counted: one satang short of the target.
    expect(mission).toMatchObject({ progress: '149.99', target: '150.00', state: 'IN_PROGRESS' });
  });

  it('completes the turnover mission on the next settled bill and grants the bonus with ×2 turnover', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '300.00');
    expect(
      statusOf(
        await placeBill(t, token, 'HANOI_SPECIAL20261123', [
          { betType: 'TWO_TOP', number: '45', amount: '150' },
        ]),
      ).code,
    ).toBe(0);
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    await settleByStaff(t, 'HANOI_SPECIAL20261123', { special: '12345', first: '67890' }, { maker, checker });
    await drainEvents(t);
    const mission = await missionOf(token, ids.turnover);
    expect(mission).toMatchObject({
      progress: '150.00',
      state: 'CLAIMABLE',
      reward: { kind: 'BONUS', multiplier: '2' },
    });
    const claimed = await claim(token, mission.claimId as string);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({
      amount: '10.00',
      rewardKind: 'BONUS',
      turnoverTarget: '20.00',
    });
    expect((await walletPartsOf(t, token)).bonus).toBe('10.00');
    const [condition] = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(
          eq(schema.wageringConditions.source, 'MISSION'),
          eq(schema.wageringConditions.sourceRef, mission.claimId as string),
        ),
      );
    expect(condition).toMatchObject({ bonusSatang: 1_000n, targetSatang: 2_000n, status: 'OPEN' });
  });

  it('counts real Yeekee shots only in rounds where the member has a bill', async () => {
    const market = await yeekeeMarketFixture(t, { shotCooldownSeconds: 1 });
    const round = await yeekeeRoundFixture(t, market, { roundNo: 1 });
    const bettor = await registerMember(t);
    const bettorToken = await fundedMember(t, bettor, '100.00');
    const idler = await registerMember(t);
    const idlerToken = await loginToken(t, idler);
    expect(
      statusOf(
        await placeBill(t, bettorToken, round.roundCode, [
          { betType: 'TWO_TOP', number: '12', amount: '10' },
        ]),
      ).code,
    ).toBe(0);
    for (const number of ['12345', '54321']) {
      for (const who of [
        { memberId: bettor.memberId, token: bettorToken },
        { memberId: idler.memberId, token: idlerToken },
      ])
        expect((await shoot(t, who, round.roundCode, number)).statusCode).toBe(200);
      t.clock.advance(1_000);
    }
    const events = await t.database.db
      .select()
      .from(schema.domainEvents)
      .where(
        and(eq(schema.domainEvents.type, 'yeekee.shot'), eq(schema.domainEvents.memberId, bettor.memberId)),
      );
    expect(events.map((e) => e.subjectId).sort()).toEqual([`${round.roundId}:1`, `${round.roundId}:3`]);
    await drainEvents(t);
    expect(await missionOf(bettorToken, ids.shots)).toMatchObject({
      progress: '2',
      target: '2',
      state: 'CLAIMABLE',
    });
    expect(await missionOf(idlerToken, ids.shots)).toMatchObject({
      progress: '0',
      state: 'IN_PROGRESS',
      claimId: null,
    });
  });

  it('completes the profile mission when gender and email are saved, not before', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    await call(t, { url: apiPaths.updateProfile, token, body: { email: 'a@example.com' } });
    await drainEvents(t);
    expect((await missionOf(token, ids.profile)).state).toBe('IN_PROGRESS');
    const saved = await call(t, {
      url: apiPaths.updateProfile,
      token,
      body: { gender: 'F', email: 'a@example.com' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await drainEvents(t);
    expect(await missionOf(token, ids.profile)).toMatchObject({
      progress: '1',
      state: 'CLAIMABLE',
      window: 'WEEKLY',
    });
  });

  it('refuses bad claims with nothing written: no key, junk id, another member, a locked member', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    await call(t, { url: apiPaths.updateProfile, token, body: { gender: 'M', email: 'b@example.com' } });
    await drainEvents(t);
    const mission = await missionOf(token, ids.profile);
    const other = await loginToken(t, await registerMember(t));
    const transfers = await countRows(t, schema.ledgerTransfers);

    expect(statusOf(await claim(token, mission.claimId as string, null as unknown as string)).code).toBe(
      errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code,
    );
    expect((await claim(token, 'not-a-uuid')).statusCode).toBe(400);
    expect(statusOf(await claim(other, mission.claimId as string)).code).toBe(
      errorCatalogue.MISSION_NOT_FOUND.code,
    );
    expect((await claim(token, mission.claimId as string, 'x')).statusCode).toBe(400);

    // Locked by staff (the row as the lock writes it; the session is left so the claim reaches the rule).
    const staff = await staffMember(t, 'support');
    await t.database.db
      .update(schema.members)
      .set({ status: 'LOCKED', lockedAt: t.clock.now(), lockReason: 'ตรวจสอบบัญชี', lockedBy: staff.id })
      .where(eq(schema.members.id, member.memberId));
    expect(statusOf(await claim(token, mission.claimId as string)).code).toBe(
      errorCatalogue.REWARD_MEMBER_LOCKED.code,
    );
    expect(await countRows(t, schema.ledgerTransfers)).toBe(transfers);
    expect((await missionOf(other, ids.profile)).claimId).toBeNull();
  });

  it('keeps a login streak across Bangkok midnight, to the millisecond, from logins and a session that stays on', async () => {
    const member = await registerMember(t);
    // Monday 23:59:59.999 Bangkok: the login counts for Monday.
    t.clock.set(new Date('2026-11-23T16:59:59.999Z'));
    const token = await loginToken(t, member);
    await drainEvents(t);
    expect((await missionOf(token, ids.streak)).progress).toBe('1');
    // Still Monday: a request does not start a new day.
    await drainEvents(t);
    expect((await missionOf(token, ids.streak)).progress).toBe('1');
    // Tuesday 00:00:00.000: the session's first request of the day is a login of Tuesday (day 1 of Tuesday's mission: 2 in a row).
    t.clock.set(new Date('2026-11-23T17:00:00.000Z'));
    await missionOf(token, ids.streak);
    await drainEvents(t);
    expect(await missionOf(token, ids.streak)).toMatchObject({ period: '2026-11-24', progress: '2' });
    // Thursday: Wednesday was missed, the run starts again.
    t.clock.set(new Date('2026-11-25T17:00:00.000Z'));
    await missionOf(token, ids.streak);
    await drainEvents(t);
    expect(await missionOf(token, ids.streak)).toMatchObject({ period: '2026-11-26', progress: '1' });
    t.clock.set(new Date('2026-11-26T17:00:00.000Z'));
    await missionOf(token, ids.streak);
    t.clock.set(new Date('2026-11-27T17:00:00.000Z'));
    await missionOf(token, ids.streak);
    await drainEvents(t);
    expect(await missionOf(token, ids.streak)).toMatchObject({
      period: '2026-11-28',
      progress: '3',
      state: 'CLAIMABLE',
    });
    const logins = await t.database.db
      .select()
      .from(schema.missionLoginDays)
      .where(eq(schema.missionLoginDays.memberId, member.memberId));
    expect(logins.map((row) => row.day).sort()).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('expires what was not claimed in time; the job closes a period once, and resumes after a crash', async () => {
    // Monday's completions (deposit claimed, shots and the profile's week still open) at Saturday.
    const member = await registerMember(t);
    t.clock.set(new Date('2026-11-28T05:00:00.000Z'));
    const token = await fundedMember(t, member, '300.00');
    await drainEvents(t);
    const saturday = await missionOf(token, ids.deposit);
    expect(saturday).toMatchObject({ period: '2026-11-28', state: 'CLAIMABLE' });
    // The claim window ends 24 h after Saturday's end: Monday 00:00 Bangkok, exactly.
    const claimUntil = new Date(periodRange('2026-11-28').to.getTime() + 24 * HOUR);
    expect(saturday.claimUntil).toBe(claimUntil.toISOString());
    t.clock.set(new Date(claimUntil.getTime() - 1));
    const list = await call(t, { method: 'GET', url: missionPaths.list, token });
    expect(
      (list.json().data.items as MissionView[]).find((item) => item.claimId === saturday.claimId)?.state,
    ).toBe('CLAIMABLE');
    t.clock.set(claimUntil);
    expect(statusOf(await claim(token, saturday.claimId as string)).code).toBe(
      errorCatalogue.MISSION_CLAIM_EXPIRED.code,
    );
    owner = await ownerToken(t);

    const run = await call(t, {
      url: '/api/admin/jobs/missions/run',
      token: owner,
      body: { period: '2026-11-28' },
    });
    expect(run.statusCode, run.body).toBe(200);
    const first = run.json().data.result;
    // Saturday's deposit (and the streak member's login mission) were completed and not claimed.
    expect(first.expiredUnclaimed).toBeGreaterThanOrEqual(1);
    expect(first).toMatchObject({ claimed: 0, stillClaimable: 0 });
    const [row] = await t.database.db
      .select()
      .from(schema.missionProgress)
      .where(eq(schema.missionProgress.id, saturday.claimId as string));
    expect(row?.status).toBe('EXPIRED');
    const rerun = await call(t, {
      url: '/api/admin/jobs/missions/run',
      token: owner,
      body: { period: '2026-11-28' },
    });
    expect(rerun.json().data.result).toEqual({ ...first, expiredNotCompleted: 0, expiredUnclaimed: 0 });

    // Monday's day: several rows left; a run that dies after its first chunk resumes on the next run.
    const repo = createMissionsRepo();
    let crashes = 1;
    const crashing = createMissionsJob({
      repo,
      runs: createJobsRepo(),
      chunkSize: 1,
      afterChunk: () => {
        if (crashes-- > 0) throw new Error('crash after the first chunk');
      },
    });
    const monday = periodRange('2026-11-23');
    const before = await repo.statusCounts(t.database.db, t.operatorId, '2026-11-23');
    const open = (before.IN_PROGRESS ?? 0) + (before.COMPLETED ?? 0);
    expect(open).toBeGreaterThan(1);
    await expect(crashing.run(t.database.db, t.operatorId, monday, t.clock.now())).rejects.toThrow('crash');
    const midway = await repo.statusCounts(t.database.db, t.operatorId, '2026-11-23');
    expect((midway.EXPIRED ?? 0) - (before.EXPIRED ?? 0)).toBe(1);
    const resumed = await crashing.run(t.database.db, t.operatorId, monday, t.clock.now());
    expect(Number(resumed.expiredNotCompleted) + Number(resumed.expiredUnclaimed)).toBe(open - 1);
    const after = await repo.statusCounts(t.database.db, t.operatorId, '2026-11-23');
    expect(after.EXPIRED).toBe((before.EXPIRED ?? 0) + open);
    expect(after.CLAIMED).toBe(before.CLAIMED);
    const again = await crashing.run(t.database.db, t.operatorId, monday, t.clock.now());
    expect(again).toMatchObject({ expiredNotCompleted: 0, expiredUnclaimed: 0 });

    const completions = await call(t, {
      method: 'GET',
      url: `${missionPaths.adminCompletions}?period=2026-11-23&status=CLAIMED`,
      token: owner,
    });
    expect(completions.statusCode, completions.body).toBe(200);
    expect(completions.json().data.total).toBe(after.CLAIMED);
    expect(completions.json().data.data[0]).toMatchObject({ status: 'CLAIMED', period: '2026-11-23' });
  });
});
