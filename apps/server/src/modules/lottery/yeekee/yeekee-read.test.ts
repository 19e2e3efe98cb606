import { errorCatalogue, yeekeeHref, yeekeePaths } from '@chokdee/contracts';
import { yeekeeSeedCommitment } from '@chokdee/lottery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { buildTestApp, call, type TestApp } from '#testing/index';
import {
  type Shooter,
  shoot,
  shooter,
  type YeekeeMarketFixture,
  type YeekeeRoundFixture,
  yeekeeMarketFixture,
  yeekeeRoundFixture,
} from '#testing/yeekee-intake-fixture';

const get = (t: TestApp, url: string, token?: string) =>
  call(t, { method: 'GET', url, ...(token ? { token } : {}) });

describe('yeekee member reads', () => {
  let t: TestApp;
  let market: YeekeeMarketFixture;
  let alice: Shooter;
  /** Round 1 ended and resulted, round 2 open now, round 3 later in the day. */
  let rounds: YeekeeRoundFixture[];

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['lottery', 'payments'] });
    market = await yeekeeMarketFixture(t, { formula: 'SEEDED', shotCooldownSeconds: 0 });
    alice = await shooter(t, 'อลิซ ใจดี');
    const now = t.clock.now().getTime();
    // The test clock is 10:00 Bangkok on 2026-11-23, the business date of rounds closing until 05:59 next morning.
    rounds = [
      await yeekeeRoundFixture(t, market, { roundNo: 1, openAt: new Date(now - 20 * 60_000) }),
      await yeekeeRoundFixture(t, market, { roundNo: 2, openAt: new Date(now - 5 * 60_000) }),
      await yeekeeRoundFixture(t, market, { roundNo: 3, openAt: new Date(now + 10 * 60_000) }),
    ];
    const [first] = rounds;
    await t.database.db
      .update(schema.yeekeeRounds)
      .set({ frozenAt: first?.freezeAt, resultR: '54036' })
      .where(eq(schema.yeekeeRounds.roundId, first?.roundId ?? ''));
    await t.database.db
      .update(schema.lotteryRounds)
      .set({ status: 'RESULTED' })
      .where(eq(schema.lotteryRounds.id, first?.roundId ?? ''));
  });
  afterAll(() => t.close());

  it('lists the markets with their rules, to guests too', async () => {
    const res = await get(t, yeekeePaths.markets);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toContainEqual({
      code: market.code,
      name: expect.any(String),
      roundsPerDay: 88,
      roundMinutes: 15,
      firstCloseTime: '06:00',
      shootWindowSeconds: 120,
      minShots: 20,
      maxShotsPerMember: 100,
      shotCooldownSeconds: 0,
      formula: 'SEEDED',
      subtractPosition: 16,
      shooterRewards: { enabled: false, positions: [], amount: '0.00', minStake: '0.00' },
    });
  });

  it("lists a market's rounds of the current business date with their phase and published result", async () => {
    const res = await get(t, yeekeeHref.marketRounds(market.code));
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject({
      marketCode: market.code,
      businessDate: '2026-11-23',
      serverTime: t.clock.now().toISOString(),
    });
    expect(list.rounds.map((round: { phase: string }) => round.phase)).toEqual([
      'RESULTED',
      'BETTING',
      'SCHEDULED',
    ]);
    expect(list.rounds[0]).toMatchObject({
      roundNo: 1,
      roundCode: rounds[0]?.roundCode,
      roundName: expect.stringContaining('รอบที่ 1 23/11/69'),
      result: { r: '54036', top3: '036', bottom2: '54' },
      voidReason: null,
    });
    expect(list.rounds[1]).toMatchObject({
      openAt: rounds[1]?.openAt.toISOString(),
      closeAt: rounds[1]?.closeAt.toISOString(),
      freezeAt: rounds[1]?.freezeAt.toISOString(),
      result: null,
    });
    expect(
      (await get(t, `${yeekeeHref.marketRounds(market.code)}?date=2026-11-22`)).json().data.rounds,
    ).toEqual([]);
    const unknown = await get(t, yeekeeHref.marketRounds('NOPE'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.code).toBe(errorCatalogue.YEEKEE_MARKET_NOT_FOUND.code);
    expect((await get(t, `${yeekeeHref.marketRounds(market.code)}?date=23-11-2026`)).statusCode).toBe(400);
  });

  it("a round's detail carries the window, tally, seed commitment (never the seed) and the member's count", async () => {
    const round = rounds[1] as YeekeeRoundFixture;
    expect((await get(t, yeekeeHref.round(round.roundCode))).statusCode).toBe(401);
    const before = (await get(t, yeekeeHref.round(round.roundCode), alice.token)).json().data;
    expect(before).toMatchObject({ myShotCount: 0, nextShotAt: null, lastSeq: 0, sum: '0', shotCount: 0 });

    await shoot(t, alice, round.roundCode, '12345');
    await shoot(t, alice, round.roundCode, '00005');
    const res = await get(t, yeekeeHref.round(round.roundCode), alice.token);
    const [row] = await t.database.db
      .select({ seed: schema.yeekeeRounds.seed })
      .from(schema.yeekeeRounds)
      .where(eq(schema.yeekeeRounds.roundId, round.roundId));
    expect(res.json().data).toMatchObject({
      roundCode: round.roundCode,
      marketCode: market.code,
      phase: 'BETTING',
      formula: 'SEEDED',
      minShots: 20,
      maxShotsPerMember: 100,
      shotCooldownSeconds: 0,
      subtractPosition: 16,
      sum: '12350',
      lastSeq: 2,
      shotCount: 2,
      seedCommitment: yeekeeSeedCommitment(row?.seed ?? '', round.roundCode),
      myShotCount: 2,
      nextShotAt: null,
    });
    expect(res.body).not.toContain(row?.seed);

    const later = rounds[2] as YeekeeRoundFixture;
    expect((await get(t, yeekeeHref.round(later.roundCode), alice.token)).json().data).toMatchObject({
      phase: 'SCHEDULED',
      nextShotAt: later.openAt.toISOString(),
    });
  });

  it('pages the board by seq: after a seq oldest first, or the newest', async () => {
    const round = await yeekeeRoundFixture(t, market, { roundNo: 4 });
    for (let i = 1; i <= 7; i += 1) await shoot(t, alice, round.roundCode, String(i).padStart(5, '0'));
    const seqs = async (query: string) =>
      (await get(t, `${yeekeeHref.shots(round.roundCode)}${query}`))
        .json()
        .data.shots.map((shot: { seq: number }) => shot.seq);
    expect(await seqs('?afterSeq=2&limit=3')).toEqual([3, 4, 5]);
    expect(await seqs('?afterSeq=5')).toEqual([6, 7]);
    expect(await seqs('?afterSeq=7')).toEqual([]);
    expect(await seqs('?limit=3')).toEqual([5, 6, 7]);
    expect(await seqs('')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await get(t, `${yeekeeHref.shots(round.roundCode)}?limit=501`)).statusCode).toBe(400);
    expect((await get(t, `${yeekeeHref.shots(round.roundCode)}?afterSeq=-1`)).statusCode).toBe(400);

    const mine = await get(t, yeekeeHref.myShots(round.roundCode), (await shooter(t)).token);
    expect(mine.json().data).toEqual({ roundCode: round.roundCode, shots: [] });
  });
});
