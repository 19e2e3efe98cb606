import { adminMemberHref, errorCatalogue, IDEMPOTENCY_HEADER, yeekeeHref } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  countRows,
  fundedMember,
  ownerToken,
  placeBill,
  registerMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import {
  dailyRoundFixture,
  type Shooter,
  setAccountKind,
  shoot,
  shooter,
  type YeekeeMarketFixture,
  yeekeeMarketFixture,
  yeekeeRoundFixture,
} from '#testing/yeekee-intake-fixture';

const codeOf = (res: { json(): { status: { code: number } } }) => res.json().status.code;

describe.each(testDbKinds())('yeekee shot intake (%s)', (kind) => {
  let t: TestApp;
  let market: YeekeeMarketFixture;
  let alice: Shooter;
  let bob: Shooter;
  let roundNo = 0;
  const nextRound = (options: { openAt?: Date } = {}) => {
    roundNo += 1;
    return yeekeeRoundFixture(t, market, { roundNo, ...options });
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments', 'member-admin'] });
    market = await yeekeeMarketFixture(t, { maxShotsPerMember: 3, shotCooldownSeconds: 3 });
    alice = await shooter(t, 'สมหญิง รักดี');
    bob = await shooter(t, 'Bob Builder');
  });
  afterAll(() => t.close());

  it('gives consecutive seqs with the server receive time, and keeps the tally', async () => {
    const round = await nextRound();
    const first = await shoot(t, alice, round.roundCode, '12345');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ seq: 1, number: '12345', receivedAt: t.clock.now().toISOString() });
    const second = await shoot(t, bob, round.roundCode, '00007');
    expect(second.json().data).toMatchObject({ seq: 2, number: '00007' });

    const page = await call(t, { method: 'GET', url: yeekeeHref.shots(round.roundCode) });
    expect(page.json().data).toMatchObject({ lastSeq: 2, count: 2, sum: '12352' });
    expect(page.json().data.shots).toEqual([
      { seq: 1, number: '12345', name: 'สม***', receivedAt: t.clock.now().toISOString() },
      { seq: 2, number: '00007', name: 'Bo***', receivedAt: t.clock.now().toISOString() },
    ]);
    const mine = await call(t, { method: 'GET', url: yeekeeHref.myShots(round.roundCode), token: bob.token });
    expect(mine.json().data.shots).toEqual([
      { seq: 2, number: '00007', receivedAt: t.clock.now().toISOString() },
    ]);
    // Member ids never leave the server.
    expect(page.body).not.toContain(alice.memberId);
  });

  it('takes shots from openAt until freezeAt, to the millisecond', async () => {
    const openAt = new Date(t.clock.now().getTime() + 60_000);
    const round = await nextRound({ openAt });
    t.clock.set(new Date(openAt.getTime() - 1));
    const early = await shoot(t, alice, round.roundCode, '11111');
    expect(early.statusCode).toBe(422);
    expect(early.json().status).toEqual({
      code: errorCatalogue.YEEKEE_SHOOT_NOT_OPEN.code,
      message: errorCatalogue.YEEKEE_SHOOT_NOT_OPEN.message,
    });
    expect(early.json().data).toEqual({ retryAfterMs: 1 });

    t.clock.set(openAt);
    expect((await shoot(t, alice, round.roundCode, '11111')).json().data.seq).toBe(1);
    // After the close, shooting goes on until the freeze.
    t.clock.set(new Date(round.freezeAt.getTime() - 1));
    expect((await shoot(t, alice, round.roundCode, '22222')).json().data.seq).toBe(2);
    t.clock.set(round.freezeAt);
    const late = await shoot(t, bob, round.roundCode, '33333');
    expect(codeOf(late)).toBe(errorCatalogue.YEEKEE_SHOOT_CLOSED.code);
    expect(late.json().data).toEqual({ retryAfterMs: null });
    const [tally] = await t.database.db
      .select({ lastSeq: schema.yeekeeRounds.lastSeq })
      .from(schema.yeekeeRounds)
      .where(eq(schema.yeekeeRounds.roundId, round.roundId));
    expect(tally?.lastSeq).toBe(2);
  });

  it('takes bills from openAt until closeAt, to the millisecond', async () => {
    const openAt = new Date(t.clock.now().getTime() + 60_000);
    const round = await nextRound({ openAt });
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const bet = () =>
      placeBill(t, token, round.roundCode, [{ betType: 'TWO_TOP', number: '12', amount: '1' }]);
    t.clock.set(new Date(openAt.getTime() - 1));
    expect(codeOf(await bet())).toBe(errorCatalogue.ROUND_NOT_OPEN.code);
    t.clock.set(openAt);
    expect(codeOf(await bet())).toBe(0);
    t.clock.set(new Date(round.closeAt.getTime() - 1));
    expect(codeOf(await bet())).toBe(0);
    t.clock.set(round.closeAt);
    expect(codeOf(await bet())).toBe(errorCatalogue.ROUND_NOT_OPEN.code);
  });

  it('refuses a shot within the cooldown with the time left, and takes it when it has passed', async () => {
    const round = await nextRound();
    expect(codeOf(await shoot(t, alice, round.roundCode, '10000'))).toBe(0);
    t.clock.advance(1_000);
    const tooSoon = await shoot(t, alice, round.roundCode, '10001');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().status).toEqual({
      code: errorCatalogue.YEEKEE_SHOT_COOLDOWN.code,
      message: 'ยิงเลขถี่เกินไป กรุณารอ 2 วินาที',
    });
    expect(tooSoon.json().data).toEqual({ retryAfterMs: 2_000 });
    t.clock.advance(1_999);
    expect(codeOf(await shoot(t, alice, round.roundCode, '10001'))).toBe(
      errorCatalogue.YEEKEE_SHOT_COOLDOWN.code,
    );
    t.clock.advance(1);
    expect((await shoot(t, alice, round.roundCode, '10001')).json().data.seq).toBe(2);

    const detail = await call(t, {
      method: 'GET',
      url: yeekeeHref.round(round.roundCode),
      token: alice.token,
    });
    expect(detail.json().data).toMatchObject({
      myShotCount: 2,
      nextShotAt: new Date(t.clock.now().getTime() + 3_000).toISOString(),
      lastSeq: 2,
      sum: '20001',
      phase: 'BETTING',
    });
  });

  it('refuses shots over the per-member limit, for good', async () => {
    const round = await nextRound();
    for (const number of ['00001', '00002', '00003']) {
      expect(codeOf(await shoot(t, bob, round.roundCode, number))).toBe(0);
      t.clock.advance(3_000);
    }
    const over = await shoot(t, bob, round.roundCode, '00004');
    expect(over.statusCode).toBe(429);
    expect(over.json().status).toEqual({
      code: errorCatalogue.YEEKEE_SHOT_LIMIT.code,
      message: 'คุณยิงเลขครบ 3 ครั้งในรอบนี้แล้ว',
    });
    expect(over.json().data).toEqual({ retryAfterMs: null });
    // Another member is not held back by it.
    expect((await shoot(t, alice, round.roundCode, '00004')).json().data.seq).toBe(4);
  });

  it('refuses house and staff accounts with a clear message, and writes nothing', async () => {
    const round = await nextRound();
    for (const accountKind of ['HOUSE', 'STAFF'] as const) {
      const house = await shooter(t);
      await setAccountKind(t, house.memberId, accountKind);
      const before = await countRows(t, schema.yeekeeShots);
      const res = await shoot(t, house, round.roundCode, '55555');
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toEqual({
        code: errorCatalogue.YEEKEE_SHOOTER_NOT_ALLOWED.code,
        message: errorCatalogue.YEEKEE_SHOOTER_NOT_ALLOWED.message,
      });
      expect(await countRows(t, schema.yeekeeShots)).toBe(before);
    }
  });

  it('the database refuses a house account’s shot even when the service is bypassed', async () => {
    const round = await nextRound();
    const house = await shooter(t);
    await setAccountKind(t, house.memberId, 'HOUSE');
    await expect(
      t.database.db.insert(schema.yeekeeShots).values({
        roundId: round.roundId,
        seq: 1,
        memberId: house.memberId,
        number: '12345',
        shooterName: 'xx***',
        receivedAt: t.clock.now(),
      }),
    ).rejects.toThrow();
    // Nor can the kind be forced to something else on the shot row.
    await expect(
      t.database.db.insert(schema.yeekeeShots).values({
        roundId: round.roundId,
        seq: 1,
        memberId: house.memberId,
        memberKind: 'HOUSE',
        number: '12345',
        shooterName: 'xx***',
        receivedAt: t.clock.now(),
      }),
    ).rejects.toThrow();
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.yeekeeShots)
      .where(eq(schema.yeekeeShots.roundId, round.roundId));
    expect(row?.n).toBe(0);
  });

  it('an account turned house after the intake read it is refused by the database, and the batch still lands', async () => {
    const other = await nextRound();
    const round = await nextRound();
    const turncoat = await shooter(t);
    // The intake reads (and keeps for a few seconds) the account when a shot passes the window check:
    // a shot into a frozen round gets that far and writes nothing.
    await t.database.db
      .update(schema.yeekeeRounds)
      .set({ frozenAt: t.clock.now() })
      .where(eq(schema.yeekeeRounds.roundId, other.roundId));
    expect(codeOf(await shoot(t, turncoat, other.roundCode, '12345'))).toBe(
      errorCatalogue.YEEKEE_SHOOT_CLOSED.code,
    );
    await setAccountKind(t, turncoat.memberId, 'HOUSE');

    const [refused, accepted] = await Promise.allSettled([
      moduleApi(t, 'lottery').yeekee.intake.shoot({
        operatorId: t.operatorId,
        memberId: turncoat.memberId,
        roundCode: round.roundCode,
        number: '99999',
      }),
      moduleApi(t, 'lottery').yeekee.intake.shoot({
        operatorId: t.operatorId,
        memberId: alice.memberId,
        roundCode: round.roundCode,
        number: '00001',
      }),
    ]);
    expect(refused.status === 'rejected' && (refused.reason as { code: number }).code).toBe(
      errorCatalogue.YEEKEE_SHOOTER_NOT_ALLOWED.code,
    );
    expect(accepted.status === 'fulfilled' && accepted.value.seq).toBe(1);
  });

  it('refuses a frozen or cancelled round, an unknown round and a daily product’s round', async () => {
    const frozen = await nextRound();
    await t.database.db
      .update(schema.yeekeeRounds)
      .set({ frozenAt: t.clock.now() })
      .where(eq(schema.yeekeeRounds.roundId, frozen.roundId));
    expect(codeOf(await shoot(t, alice, frozen.roundCode, '12345'))).toBe(
      errorCatalogue.YEEKEE_SHOOT_CLOSED.code,
    );
    const cancelled = await nextRound();
    await t.database.db
      .update(schema.lotteryRounds)
      .set({ status: 'CANCELLED', cancelReason: 'test' })
      .where(eq(schema.lotteryRounds.id, cancelled.roundId));
    expect(codeOf(await shoot(t, alice, cancelled.roundCode, '12345'))).toBe(
      errorCatalogue.YEEKEE_SHOOT_CLOSED.code,
    );

    const unknown = await shoot(t, alice, 'NOPE2026112301', '12345');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe(errorCatalogue.ROUND_NOT_FOUND.code);

    await dailyRoundFixture(t, 'HANOI20991231');
    expect(codeOf(await shoot(t, alice, 'HANOI20991231', '12345'))).toBe(
      errorCatalogue.YEEKEE_NOT_A_YEEKEE_ROUND.code,
    );
    expect(
      codeOf(await call(t, { method: 'GET', url: yeekeeHref.round('HANOI20991231'), token: alice.token })),
    ).toBe(errorCatalogue.YEEKEE_NOT_A_YEEKEE_ROUND.code);
  });

  it('with an Idempotency-Key a retry answers the first shot and shoots nothing, even after the freeze', async () => {
    const round = await nextRound();
    const keyed = (number: string, key: string) =>
      call(t, {
        url: yeekeeHref.shots(round.roundCode),
        token: bob.token,
        body: { number },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    const first = await keyed('24680', 'shot-key-0001');
    expect(first.json().data).toMatchObject({ seq: 1, number: '24680' });
    t.clock.advance(1_000);
    const retry = await keyed('24680', 'shot-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(codeOf(await keyed('13579', 'shot-key-0001'))).toBe(errorCatalogue.IDEMPOTENCY_KEY_REUSED.code);
    // A refusal is not stored: the same key is tried again once the cooldown has passed.
    expect(codeOf(await keyed('13579', 'shot-key-0002'))).toBe(errorCatalogue.YEEKEE_SHOT_COOLDOWN.code);
    t.clock.advance(2_000);
    expect((await keyed('13579', 'shot-key-0002')).json().data.seq).toBe(2);
    t.clock.set(round.freezeAt);
    expect((await keyed('24680', 'shot-key-0001')).json().data).toEqual(first.json().data);
    expect(codeOf(await keyed('11111', 'shot-key-0003'))).toBe(errorCatalogue.YEEKEE_SHOOT_CLOSED.code);
    const [tally] = await t.database.db
      .select({ lastSeq: schema.yeekeeRounds.lastSeq, shotCount: schema.yeekeeRounds.shotCount })
      .from(schema.yeekeeRounds)
      .where(eq(schema.yeekeeRounds.roundId, round.roundId));
    expect(tally).toEqual({ lastSeq: 2, shotCount: 2 });
  });

  it('refuses a bad number or no login, and writes nothing', async () => {
    const round = await nextRound();
    const before = await countRows(t, schema.yeekeeShots);
    for (const number of ['1234', '123456', '12a45', ' 12345', '']) {
      const res = await shoot(t, alice, round.roundCode, number);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe(errorCatalogue.VALIDATION_FAILED.code);
    }
    const guest = await call(t, { url: yeekeeHref.shots(round.roundCode), body: { number: '12345' } });
    expect(guest.statusCode).toBe(401);
    expect(await countRows(t, schema.yeekeeShots)).toBe(before);
  });

  it('a locked member is refused as on the bill path (the lock ends their sessions)', async () => {
    const round = await nextRound();
    const member = await shooter(t);
    const locked = await call(t, {
      url: adminMemberHref.lock(member.memberId),
      token: await ownerToken(t),
      body: { reason: 'ทดสอบการระงับ' },
    });
    expect(locked.statusCode).toBe(200);
    const res = await shoot(t, member, round.roundCode, '12345');
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe(errorCatalogue.UNAUTHORIZED.code);
  });
});
