import { errorCatalogue, lotteryPaths, yeekeeAdminHref, yeekeeAdminPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  buildTestApp,
  call,
  fundedMember,
  insertIntakeHeartbeats,
  insertShots,
  placeBill,
  type RegisteredMember,
  registerMember,
  runYeekeeRoundJob,
  runYeekeeTick,
  staffTokens,
  type TestApp,
  testDbKinds,
  yeekeeRoundOf,
} from '#testing/index';

const market = {
  code: 'YKT',
  name: 'ยี่กีทดสอบ',
  roundsPerDay: 144,
  roundMinutes: 10,
  firstCloseTime: '06:00',
  shootWindowSeconds: 30,
  minShots: 16,
  maxShotsPerMember: 100,
  shotCooldownSeconds: 3,
  formula: 'CLASSIC',
};

describe.each(testDbKinds())('Yeekee in the back office (%s)', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments', 'member-admin'] });
    tokens = await staffTokens(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a market (owner, lottery) whose first round starts at the next minute, audited', async () => {
    t.clock.set(new Date('2026-11-23T03:00:30.000Z'));
    const refused = await call(t, { url: yeekeeAdminPaths.markets, token: tokens.support, body: market });
    expect(refused.statusCode).toBe(403);
    const tooLong = await call(t, {
      url: yeekeeAdminPaths.markets,
      token: tokens.lottery,
      body: { ...market, roundsPerDay: 145 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.field).toBe('roundsPerDay');

    const created = await call(t, { url: yeekeeAdminPaths.markets, token: tokens.lottery, body: market });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      code: 'YKT',
      isEnabled: true,
      formula: 'CLASSIC',
      shooterRewards: { enabled: false, positions: [] },
    });
    const again = await call(t, { url: yeekeeAdminPaths.markets, token: tokens.owner, body: market });
    expect(again.json().status.code).toBe(errorCatalogue.YEEKEE_MARKET_CODE_TAKEN.code);
    const taken = await call(t, {
      url: yeekeeAdminPaths.markets,
      token: tokens.owner,
      body: { ...market, code: 'HANOI' },
    });
    expect(taken.json().status.code).toBe(errorCatalogue.YEEKEE_MARKET_CODE_TAKEN.code);

    await runYeekeeRoundJob(t);
    // 10:00:30 Bangkok: round 26 (closing 10:10) is the first, opening at 10:01, not at 10:00.
    const first = await yeekeeRoundOf(t, 'YKT20261123026');
    expect(first.round.openAt.toISOString()).toBe('2026-11-23T03:01:00.000Z');
    expect(first.yeekee.seed).toBeNull();
    await expect(yeekeeRoundOf(t, 'YKT20261123025')).rejects.toThrow();

    const list = await call(t, { method: 'GET', url: yeekeeAdminPaths.markets, token: tokens.support });
    expect(list.json().data.data.map((m: { code: string }) => m.code)).toEqual(['YK', 'YK5', 'YKT']);
    const product = (await call(t, { method: 'GET', url: lotteryPaths.list }))
      .json()
      .data.data.find((p: { code: string }) => p.code === 'YKT');
    expect(product).toMatchObject({ group: 'YEEKEE', resultFormat: 'YEEKEE' });
    expect(await auditRows(t, 'yeekee.market.create', first.round.productId)).toHaveLength(1);
  });

  it('edits a market: settings for rounds made after, rewards, and disabling takes it off the list', async () => {
    const update = {
      ...market,
      code: undefined,
      name: 'ยี่กีทดสอบ 2',
      isEnabled: false,
      shooterRewards: { enabled: true, positions: [1, 16], amount: '20', minStake: '10' },
    };
    const missing = await call(t, {
      method: 'PUT',
      url: yeekeeAdminHref.market('NOPE'),
      token: tokens.owner,
      body: update,
    });
    expect(missing.json().status.code).toBe(errorCatalogue.YEEKEE_MARKET_NOT_FOUND.code);
    const res = await call(t, {
      method: 'PUT',
      url: yeekeeAdminHref.market('YKT'),
      token: tokens.lottery,
      body: update,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'ยี่กีทดสอบ 2',
      isEnabled: false,
      shooterRewards: { enabled: true, positions: [1, 16], amount: '20.00', minStake: '10.00' },
    });
    const codes = (await call(t, { method: 'GET', url: lotteryPaths.list }))
      .json()
      .data.data.map((p: { code: string }) => p.code);
    expect(codes).not.toContain('YKT');
    const { round } = await yeekeeRoundOf(t, 'YKT20261123026');
    expect(await auditRows(t, 'yeekee.market.update', round.productId)).toHaveLength(1);
  });

  it("shows a day's rounds with money and results, and the shots with the member for the owner only", async () => {
    const code = 'YK2026112318';
    const shooters: RegisteredMember[] = await Promise.all(
      Array.from({ length: 2 }, () => registerMember(t)),
    );
    t.clock.set(new Date('2026-11-23T03:05:00.000Z'));
    await runYeekeeRoundJob(t);
    await insertShots(
      t,
      code,
      Array.from({ length: 20 }, (_, index) => ({
        memberId: (shooters[index % 2] as RegisteredMember).memberId,
        number: String(index * 4999).padStart(5, '0'),
      })),
    );
    await insertIntakeHeartbeats(t, code);
    const bettor = await fundedMember(t, await registerMember(t), '100.00');
    expect(
      (await placeBill(t, bettor, code, [{ betType: 'TWO_TOP', number: '99', amount: '30' }])).statusCode,
    ).toBe(200);
    expect(
      (await placeBill(t, bettor, code, [{ betType: 'RUN_TOP', number: '9', amount: '20' }])).statusCode,
    ).toBe(200);
    t.clock.set(new Date('2026-11-23T03:17:01.000Z'));
    await runYeekeeTick(t);

    const day = await call(t, {
      method: 'GET',
      url: `${yeekeeAdminHref.marketRounds('YK')}?date=2026-11-23`,
      token: tokens.finance,
    });
    expect(day.statusCode).toBe(200);
    // Rounds 1–17 had closed before the demo's rounds were first made (10:00 Bangkok).
    expect(day.json().data.rounds.map((r: { roundNo: number }) => r.roundNo)).toEqual(
      Array.from({ length: 71 }, (_, index) => index + 18),
    );
    const round = day.json().data.rounds.find((r: { roundCode: string }) => r.roundCode === code);
    const { yeekee } = await yeekeeRoundOf(t, code);
    const top3 = (yeekee.resultR ?? '').slice(-3);
    const paid = (top3.slice(-2) === '99' ? 2700 : 0) + (top3.includes('9') ? 64 : 0);
    expect(round).toMatchObject({
      roundNo: 18,
      phase: 'RESULTED',
      status: 'SETTLED',
      shotCount: 20,
      bettors: 1,
      bills: 2,
      stake: '50.00',
      paid: `${paid}.00`,
      profit: `${50 - paid}.00`,
      shooters: 2,
      voidReason: null,
      result: { r: yeekee.resultR },
    });
    const next = day.json().data.rounds.find((r: { roundNo: number }) => r.roundNo === 19);
    expect(next).toMatchObject({ bettors: 0, stake: '0.00', paid: null, profit: null, phase: 'BETTING' });

    const asOwner = await call(t, {
      method: 'GET',
      url: `${yeekeeAdminHref.roundShots(code)}?limit=5`,
      token: tokens.owner,
    });
    expect(asOwner.json().data).toMatchObject({ count: 20, nextAfterSeq: 5 });
    expect(asOwner.json().data.shots[0].member).toMatchObject({
      memberId: shooters[0]?.memberId,
      phone: shooters[0]?.phone,
    });
    const asLottery = await call(t, {
      method: 'GET',
      url: yeekeeAdminHref.roundShots(code),
      token: tokens.lottery,
    });
    expect(asLottery.json().data.shots).toHaveLength(20);
    expect(asLottery.json().data.nextAfterSeq).toBeNull();
    expect(asLottery.json().data.shots.every((shot: { member: unknown }) => shot.member === null)).toBe(true);
    expect(asLottery.json().data.shots[0].name).toMatch(/\*\*\*$/);
  });

  it('lets the owner mark an account HOUSE or STAFF, never one that has shot, audited', async () => {
    const url = (id: string) => `/api/admin/members/${id}/account-kind`;
    const fresh = await registerMember(t);
    const refused = await call(t, {
      method: 'PUT',
      url: url(fresh.memberId),
      token: tokens.lottery,
      body: { kind: 'HOUSE' },
    });
    expect(refused.statusCode).toBe(403);
    const set = await call(t, {
      method: 'PUT',
      url: url(fresh.memberId),
      token: tokens.owner,
      body: { kind: 'HOUSE' },
    });
    expect(set.json().data).toEqual({ id: fresh.memberId, accountKind: 'HOUSE' });
    const detail = await call(t, {
      method: 'GET',
      url: `/api/admin/members/${fresh.memberId}`,
      token: tokens.owner,
    });
    expect(detail.json().data.accountKind).toBe('HOUSE');
    expect(await auditRows(t, 'member.account-kind.set', fresh.memberId)).toHaveLength(1);
    // The database refuses the house account's shot even past the service.
    await expect(
      insertShots(t, 'YK2026112319', [{ memberId: fresh.memberId, number: '12345' }]),
    ).rejects.toThrow();

    const shooter = await registerMember(t);
    await insertShots(t, 'YK2026112319', [{ memberId: shooter.memberId, number: '54321' }]);
    const hasShots = await call(t, {
      method: 'PUT',
      url: url(shooter.memberId),
      token: tokens.owner,
      body: { kind: 'STAFF' },
    });
    expect(hasShots.statusCode).toBe(409);
    expect(hasShots.json().status.code).toBe(errorCatalogue.YEEKEE_ACCOUNT_HAS_SHOTS.code);
    const still = await call(t, {
      method: 'GET',
      url: `/api/admin/members/${shooter.memberId}`,
      token: tokens.owner,
    });
    expect(still.json().data.accountKind).toBe('MEMBER');
    const bad = await call(t, {
      method: 'PUT',
      url: url(shooter.memberId),
      token: tokens.owner,
      body: { kind: 'ADMIN' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
