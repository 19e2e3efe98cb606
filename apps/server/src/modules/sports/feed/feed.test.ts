import { errorCatalogue, sportsHref, sportsPaths } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#platform/db/rows';
import {
  balanceOf,
  boardPrices,
  buildTestApp,
  call,
  checkLedger,
  createScriptedFeed,
  fundedMember,
  ownerToken,
  placeTicket,
  registerMember,
  runSportsDecide,
  runSportsFeed,
  runSportsSettlement,
  type ScriptedFeed,
  type TestApp,
} from '#testing/index';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

/** The board's prices with over/under 2.5 at these. */
const overUnderPrices = (version: number, over: string, under: string) =>
  boardPrices(version, {
    'FT.OU:2.5': [
      { outcome: 'OVER', odds: over },
      { outcome: 'UNDER', odds: under },
    ],
  });

describe('the sportsbook on a feed', () => {
  let t: TestApp;
  let feed: ScriptedFeed;
  let serial = 0;
  beforeAll(async () => {
    const clockHolder: { now(): Date } = { now: () => new Date() };
    feed = createScriptedFeed({ now: () => clockHolder.now() });
    t = await buildTestApp({
      modules: ['sports', 'payments'],
      seedDemo: ['payments'],
      deps: { sportsFeed: feed },
    });
    clockHolder.now = () => t.clock.now();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fed fixture with prices, kicking off in an hour; answers its id and ref. */
  const fedFixture = async (facts: Parameters<ScriptedFeed['fixture']>[1] = {}) => {
    serial += 1;
    const ref = `fx-${serial}`;
    const home = `ช้างเผือก ${serial}`;
    feed.fixture(ref, { home, ...facts });
    feed.send(ref, boardPrices(1));
    await runSportsFeed(t);
    const today = await call(t, { method: 'GET', url: `${sportsPaths.fixtures}?day=today` });
    const tomorrow = await call(t, { method: 'GET', url: `${sportsPaths.fixtures}?day=tomorrow` });
    const found = [...today.json().data, ...tomorrow.json().data].find(
      (fixture: { home: string }) => fixture.home === home,
    );
    if (!found) throw new Error('fixture not on the board');
    return { id: found.id as string, ref };
  };
  const member = async (amount = '1000.00') => fundedMember(t, await registerMember(t), amount);
  /** A single's ticket as placed (the test fails on a refusal). */
  const single = async (
    token: string,
    fixtureId: string,
    market: string,
    outcome: string,
    odds: string,
    stake: string,
  ) => {
    const placed = (
      await placeTicket(t, token, { stake, legs: [{ fixtureId, market, outcome, odds }] })
    ).json();
    expect(placed.status.message).toBe('สำเร็จ');
    return placed.data;
  };
  /** A fed fixture just kicked off, a member with 100 baht, and the over 2.5 leg at its board price. */
  const liveFixture = async () => {
    const { id, ref } = await fedFixture();
    const token = await member('100.00');
    t.clock.advance(3_600_000);
    feed.send(ref, { type: 'STATUS', status: 'LIVE', kickedOffAt: t.clock.now() }, boardPrices(5));
    await runSportsFeed(t);
    return { id, ref, token, leg: { fixtureId: id, market: 'FT.OU:2.5', outcome: 'OVER', odds: '1.92' } };
  };

  const ticket = async (token: string, id: string) =>
    (await call(t, { method: 'GET', url: sportsHref.ticket(id), token })).json().data;

  it('puts the feed fixture on the board with its main lines, skipping duplicates and stale prices', async () => {
    const { id, ref } = await fedFixture();
    const sent = feed.send(ref, overUnderPrices(3, '2.00', '1.85'));
    feed.send(ref, overUnderPrices(2, '1.50', '2.50'));
    feed.resend(sent);
    await runSportsFeed(t);
    const board = await call(t, { method: 'GET', url: sportsHref.fixture(id) });
    const fixture = board.json().data;
    expect(fixture).toMatchObject({ simulated: true, status: 'SCHEDULED', away: 'พยัคฆ์ร้าย' });
    const ou = fixture.markets.find((market: { key: string }) => market.key === 'FT.OU:2.5');
    expect(ou).toMatchObject({ status: 'OPEN', main: true, line: '2.5' });
    expect(ou.prices).toEqual([
      { outcome: 'OVER', odds: '2.00' },
      { outcome: 'UNDER', odds: '1.85' },
    ]);
    const list = await call(t, { method: 'GET', url: `${sportsPaths.fixtures}?day=today` });
    const row = list.json().data.find((entry: { id: string }) => entry.id === id);
    expect(row.markets.map((market: { key: string }) => market.key).sort()).toEqual([
      '1H.OU:1',
      'FT.1X2',
      'FT.AH:-0.5',
      'FT.OU:2.5',
    ]);
  });

  it('suspends every fed market when the feed is silent for 20 s, and reopens when it speaks', async () => {
    const { id } = await fedFixture();
    const token = await member();
    const leg = { fixtureId: id, market: 'FT.OU:2.5', outcome: 'OVER', odds: '1.92' };
    t.clock.advance(21_000);
    const held = await call(t, { method: 'GET', url: sportsHref.fixture(id) });
    expect(
      held.json().data.markets.every((market: { status: string }) => market.status === 'SUSPENDED'),
    ).toBe(true);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(
      code('SPORTS_MARKET_CLOSED'),
    );
    feed.setHealthy(false);
    await runSportsFeed(t);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(
      code('SPORTS_MARKET_CLOSED'),
    );
    feed.setHealthy(true);
    await runSportsFeed(t);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(0);
  });

  it('refuses bets during a bet stop and takes them after the bet start', async () => {
    const { id, ref } = await fedFixture();
    const token = await member();
    const leg = { fixtureId: id, market: 'FT.1X2', outcome: 'DRAW', odds: '3.30' };
    feed.send(ref, { type: 'BET_STOP', reason: 'OTHER' });
    await runSportsFeed(t);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(
      code('SPORTS_MARKET_CLOSED'),
    );
    feed.send(ref, { type: 'BET_START' });
    await runSportsFeed(t);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(0);
  });

  it('a live bet waits its delay: accepted when nothing happened, rejected with the stake back after a goal', async () => {
    const { ref, token, leg } = await liveFixture();
    const placed = (await placeTicket(t, token, { stake: '10', legs: [leg] })).json();
    expect(placed.status.code).toBe(0);
    const first = placed.data;
    expect(first.status).toBe('PENDING');
    expect(first.legs[0].scoreAtPlacement).toEqual({ home: 0, away: 0 });
    t.clock.advance(5_000);
    feed.send(ref, boardPrices(6));
    await runSportsFeed(t);
    await runSportsDecide(t);
    expect((await ticket(token, first.id)).status).toBe('OPEN');

    const second = (await placeTicket(t, token, { stake: '10', legs: [leg] })).json().data;
    expect(await balanceOf(t, token)).toMatchObject({ balance: '80.00' });
    t.clock.advance(2_000);
    feed.send(
      ref,
      {
        type: 'SCORE',
        score: { home: 1, away: 0 },
        minute: 12,
        redCards: { home: 0, away: 0 },
        cause: 'GOAL',
      },
      boardPrices(7),
    );
    await runSportsFeed(t);
    t.clock.advance(3_000);
    feed.send(ref, boardPrices(8));
    await runSportsFeed(t);
    await runSportsDecide(t);
    const rejected = await ticket(token, second.id);
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'มีการทำประตูระหว่างรอยืนยัน' });
    expect(await balanceOf(t, token)).toMatchObject({ balance: '90.00' });
  });

  it('a live bet accepted at a better price counts its stake once in the market’s exposure', async () => {
    const { id, ref, token, leg } = await liveFixture();
    const placed = (await placeTicket(t, token, { stake: '10', legs: [leg], acceptPolicy: 'BETTER' })).json();
    expect(placed.data.status).toBe('PENDING');
    // The price improves during the delay: the ticket is taken at 2.05.
    t.clock.advance(5_000);
    feed.send(ref, overUnderPrices(6, '2.05', '1.80'));
    await runSportsFeed(t);
    await runSportsDecide(t);
    const accepted = await ticket(token, placed.data.id);
    expect(accepted).toMatchObject({ status: 'OPEN', maxPayout: '20.50' });
    expect(accepted.legs[0].odds).toBe('2.05');
    const desk = await call(t, {
      method: 'GET',
      url: `/api/admin/sports/fixtures/${id}`,
      token: await ownerToken(t),
    });
    const market = desk.json().data.markets.find((row: { key: string }) => row.key === 'FT.OU:2.5');
    expect(market).toMatchObject({ stake: '10.00', tickets: 1 });
  });

  it('settles first-half markets at half time and the rest at the full-time result', async () => {
    const { id, ref } = await fedFixture();
    const token = await member('100.00');
    const half = await single(token, id, '1H.OU:1', 'OVER', '1.90', '10');
    const full = await single(token, id, 'FT.1X2', 'HOME', '2.10', '10');
    t.clock.advance(3_600_000);
    feed.send(ref, { type: 'STATUS', status: 'LIVE', kickedOffAt: t.clock.now() });
    t.clock.advance(45 * 60_000);
    feed.send(
      ref,
      {
        type: 'SCORE',
        score: { home: 2, away: 0 },
        halfTime: { home: 2, away: 0 },
        minute: 45,
        redCards: { home: 0, away: 0 },
        cause: 'CLOCK',
      },
      { type: 'STATUS', status: 'HALF_TIME' },
      { type: 'RESULT', period: '1H', score: { home: 2, away: 0 } },
    );
    await runSportsFeed(t);
    await runSportsSettlement(t);
    expect(await ticket(token, half.id)).toMatchObject({ status: 'SETTLED', payout: '19.00' });
    expect((await ticket(token, full.id)).status).toBe('OPEN');
    feed.send(
      ref,
      { type: 'STATUS', status: 'ENDED' },
      { type: 'RESULT', period: 'FT', score: { home: 2, away: 1 } },
    );
    await runSportsFeed(t);
    await runSportsSettlement(t);
    expect(await ticket(token, full.id)).toMatchObject({
      status: 'SETTLED',
      payout: '21.00',
      resultSource: 'scripted',
    });
    expect(await balanceOf(t, token)).toMatchObject({ balance: '120.00' });
    // Settling again moves nothing.
    await runSportsSettlement(t);
    expect(await balanceOf(t, token)).toMatchObject({ balance: '120.00' });
  });

  it('a correction after settlement posts each difference; what cash cannot cover becomes a receivable', async () => {
    const { id, ref } = await fedFixture();
    const token = await member('100.00');
    const placed = await single(token, id, 'FT.1X2', 'HOME', '2.10', '100');
    t.clock.advance(3 * 3_600_000);
    feed.send(
      ref,
      { type: 'RESULT', period: '1H', score: { home: 1, away: 0 } },
      { type: 'RESULT', period: 'FT', score: { home: 2, away: 1 } },
    );
    await runSportsFeed(t);
    await runSportsSettlement(t);
    expect(await balanceOf(t, token)).toMatchObject({ balance: '210.00' });
    // The member spends some of it, then the result is corrected to a draw.
    const { id: other } = await fedFixture();
    await placeTicket(t, token, {
      stake: '150',
      legs: [{ fixtureId: other, market: 'FT.1X2', outcome: 'DRAW', odds: '3.30' }],
    });
    feed.send(
      ref,
      { type: 'ROLLBACK', period: 'FT' },
      { type: 'RESULT', period: 'FT', score: { home: 1, away: 1 } },
    );
    await runSportsFeed(t);
    await runSportsSettlement(t);
    expect(await ticket(token, placed.id)).toMatchObject({ status: 'SETTLED', payout: '0.00' });
    const wallet = (await call(t, { method: 'GET', url: '/api/v2/user/balance', token })).json().data;
    expect(wallet).toMatchObject({ cash: '0.00', receivable: '150.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('voids a match postponed past 12 hours and refunds its tickets', async () => {
    const { id, ref } = await fedFixture();
    const token = await member('100.00');
    await placeTicket(t, token, {
      stake: '40',
      legs: [{ fixtureId: id, market: 'FT.AH:-0.5', outcome: 'AWAY', odds: '1.92' }],
    });
    feed.send(ref, { type: 'STATUS', status: 'POSTPONED' });
    await runSportsFeed(t);
    t.clock.advance(14 * 3_600_000);
    feed.send(ref, boardPrices(2));
    await runSportsFeed(t);
    await runSportsSettlement(t);
    const mine = await call(t, { method: 'GET', url: `${sportsPaths.tickets}?status=SETTLED`, token });
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0]).toMatchObject({ payout: '40.00', status: 'SETTLED' });
    expect(mine.json().data[0].legs[0]).toMatchObject({
      result: 'VOID',
      voidReason: 'การแข่งขันเลื่อนเกินเวลาที่กำหนด',
    });
    expect(await balanceOf(t, token)).toMatchObject({ balance: '100.00' });
  });

  it('an abandoned match keeps what was decided (over 2.5 after 3 goals) and voids the rest', async () => {
    const { id, ref } = await fedFixture();
    const token = await member('100.00');
    const over = await single(token, id, 'FT.OU:2.5', 'OVER', '1.92', '10');
    const home = await single(token, id, 'FT.1X2', 'HOME', '2.10', '10');
    t.clock.advance(3_600_000);
    feed.send(ref, { type: 'STATUS', status: 'LIVE', kickedOffAt: t.clock.now() });
    t.clock.advance(60 * 60_000);
    feed.send(
      ref,
      {
        type: 'SCORE',
        score: { home: 2, away: 1 },
        halfTime: { home: 1, away: 1 },
        minute: 60,
        redCards: { home: 0, away: 0 },
        cause: 'GOAL',
      },
      { type: 'STATUS', status: 'ABANDONED' },
    );
    await runSportsFeed(t);
    await runSportsSettlement(t);
    expect(await ticket(token, over.id)).toMatchObject({ payout: '19.20' });
    expect((await ticket(token, home.id)).legs[0]).toMatchObject({ result: 'VOID' });
    expect(await ticket(token, home.id)).toMatchObject({ payout: '10.00' });
  });

  it('voids pre-match bets taken after an early real kick-off', async () => {
    const { id, ref } = await fedFixture();
    const token = await member('100.00');
    t.clock.advance(50 * 60_000);
    await runSportsFeed(t);
    // The real kick-off was 10 minutes before the scheduled time; the feed tells it late.
    const before = await single(token, id, 'FT.1X2', 'DRAW', '3.30', '10');
    feed.send(ref, {
      type: 'STATUS',
      status: 'LIVE',
      kickedOffAt: new Date(t.clock.now().getTime() - 60_000),
    });
    await runSportsFeed(t);
    t.clock.advance(3 * 3_600_000);
    feed.send(
      ref,
      { type: 'RESULT', period: '1H', score: { home: 0, away: 0 } },
      { type: 'RESULT', period: 'FT', score: { home: 0, away: 0 } },
    );
    await runSportsFeed(t);
    await runSportsSettlement(t);
    const read = await ticket(token, before.id);
    expect(read.legs[0]).toMatchObject({ result: 'VOID', voidReason: 'แทงหลังเวลาเริ่มแข่งจริง (เริ่มก่อนกำหนด)' });
    expect(read.payout).toBe('10.00');
  });

  it('keeps the feed’s record as evidence, dropping prices once past the revision window and its margin', async () => {
    const { ref } = await fedFixture();
    const count = async (type: string) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from sports_feed_messages where fixture_ref = ${ref} and type = ${type}`,
        ),
      )[0]?.n;
    expect(await count('PRICES')).toBe(1);
    t.clock.advance(15 * 86_400_000);
    await runSportsSettlement(t);
    expect(await count('PRICES')).toBe(0);
    expect(await count('FIXTURE')).toBe(1);
  });
});
