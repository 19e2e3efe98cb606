import { sportsHref, sportsPaths } from '@chokdee/contracts';
import {
  decidedResult,
  fromMilli,
  grade,
  type LegResult,
  type MarketKey,
  milliOf,
  parseDecimal,
  parseMarketKey,
  resultFactor,
  returnOf,
  type Score,
} from '@chokdee/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedScenarios } from '#adapters/sports-feed/simulated/scenarios';
import { slotOf, slotStart } from '#adapters/sports-feed/simulated/schedule';
import { createSimulatedFeed, type SimulatedMatch } from '#adapters/sports-feed/simulated/simulated-feed';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  ownerToken,
  placeTicket,
  registerMember,
  runSportsDecide,
  runSportsFeed,
  runSportsSettlement,
  staffMember,
  type TestApp,
} from '#testing/index';

const SPEED = 300;

/** What a leg must have been settled as, from the match's own script (an independent reading). */
const expectedResult = (match: SimulatedMatch, market: string, outcome: string): LegResult => {
  const key = parseMarketKey(market) as MarketKey;
  if (match.scenario === 'POSTPONED') return 'VOID';
  const goalsUntil = (until: Date | undefined): Score => {
    const score = { home: 0, away: 0 };
    for (const incident of match.incidents)
      if (incident.type === 'GOAL' && (!until || incident.at < until))
        score[incident.side === 'HOME' ? 'home' : 'away'] += 1;
    return score;
  };
  if (match.scenario === 'ABANDONED') {
    const decided = decidedResult(key, outcome, goalsUntil(match.abandonedAt), {
      halfTimeScore: match.result.ht,
    });
    return decided ?? 'VOID';
  }
  const ft = match.correctedFullTime ?? match.result.ft;
  if (!ft) throw new Error(`${match.fixtureRef} has no full-time result`);
  return grade(key, outcome, { ft, ht: match.result.ht });
};

/**
 * Every scenario of the simulated feed, end to end through the book (docs/modules/sports-feed.md):
 * one fixture per scenario in consecutive kick-off slots, members betting on each before kick-off, the
 * feed polled as the job does while the test clock runs through the matches, then every ticket
 * checked against what the match's own script says it must pay.
 */
describe('the simulated feed’s scenarios, end to end', () => {
  let t: TestApp;
  let feed: ReturnType<typeof createSimulatedFeed>;
  let first: number;
  beforeAll(async () => {
    const clock = { now: () => new Date('2026-11-23T03:00:00.000Z') };
    const start = clock.now().getTime();
    // Far enough ahead that every scenario starts while the test watches (a postponement is told 3 h before).
    first = slotOf(start + 4 * 3_600_000) + 1;
    feed = createSimulatedFeed({
      seed: 'scenario-suite',
      speed: SPEED,
      clock: { now: () => clock.now() },
      scenarios: {
        random: false,
        forced: simulatedScenarios.map((scenario, i) => ({
          kickoffAt: new Date(slotStart(first + i)),
          scenario,
        })),
      },
    });
    t = await buildTestApp({
      modules: ['sports', 'payments'],
      seedDemo: ['payments'],
      deps: { sportsFeed: feed },
    });
    clock.now = () => t.clock.now();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const runJobs = async () => {
    await runSportsFeed(t);
    await runSportsDecide(t);
    await runSportsSettlement(t);
  };

  it('settles every scenario’s tickets as the match’s script says, with the ledger balanced', async () => {
    await runJobs();
    const matches = simulatedScenarios.map((_, i) => feed.fixtureAt(new Date(slotStart(first + i))));
    const owner = await ownerToken(t);
    const trader = (await staffMember(t, 'trader')).token;
    const idOf = new Map<string, string>();
    for (const match of matches) {
      const day = await call(t, { method: 'GET', url: `${sportsPaths.fixtures}?day=today` });
      const next = await call(t, { method: 'GET', url: `${sportsPaths.fixtures}?day=tomorrow` });
      const found = [...day.json().data, ...next.json().data].find(
        (row: { home: string; kickoffAt: string }) =>
          row.home === match.fixture.home && row.kickoffAt === match.kickoffAt.toISOString(),
      );
      expect(found, match.fixtureRef).toBeDefined();
      idOf.set(match.fixtureRef, found.id);
    }
    // Each member bets on one scenario's 1X2 and main total before kick-off.
    const bets: Array<{ token: string; ticketId: string; match: SimulatedMatch }> = [];
    for (const match of matches) {
      const id = idOf.get(match.fixtureRef) as string;
      const board = (await call(t, { method: 'GET', url: sportsHref.fixture(id) })).json().data;
      const token = await fundedMember(t, await registerMember(t), '1000.00');
      for (const market of board.markets.filter(
        (row: { key: string; main: boolean; status: string }) =>
          row.status === 'OPEN' && (row.key === 'FT.1X2' || (row.main && row.key.startsWith('FT.OU'))),
      )) {
        const price = market.prices[0];
        const placed = await placeTicket(t, token, {
          stake: '100',
          legs: [{ fixtureId: id, market: market.key, outcome: price.outcome, odds: price.odds }],
          acceptPolicy: 'ANY',
        });
        expect(placed.json().status.message, `${match.scenario} ${market.key}`).toBe('สำเร็จ');
        bets.push({ token, ticketId: placed.json().data.id, match });
      }
    }
    expect(bets.length).toBeGreaterThanOrEqual(2 * matches.length - 2);

    // The clock runs through the eight matches (and the postponed one's new date), the jobs polling as
    // on a node: 10 s steps while a match is on, longer ones between.
    const priceError = matches.find((match) => match.scenario === 'PRICE_ERROR') as SimulatedMatch;
    const errorAt = priceError.kickoffAt.getTime() - 30 * 60_000 + 5_000;
    let errorTicket: { token: string; id: string } | undefined;
    // The postponed match is void once 12 h passed its scheduled time without a kick-off.
    const postponed = matches.find((match) => match.scenario === 'POSTPONED') as SimulatedMatch;
    const end = Math.max(
      slotStart(first + matches.length),
      postponed.kickoffAt.getTime() + 12 * 3_600_000 + 60_000,
    );
    // The moments the clock must stop at (kick-offs, the bad price), and the windows of 5 s steps
    // (a match in play, 5 s) and of 2 min steps (the minutes after it, when results and corrections come).
    const stops = [errorAt, ...matches.map((match) => match.kickedOffAt.getTime() - 30_000)];
    while (t.clock.now().getTime() < end) {
      const now = t.clock.now().getTime();
      const live = matches.some(
        (match) => now >= match.kickedOffAt.getTime() - 30_000 && now <= match.fullTimeAt.getTime(),
      );
      const after = matches.some(
        (match) => now > match.fullTimeAt.getTime() && now <= match.fullTimeAt.getTime() + 10 * 60_000,
      );
      const nextStop = Math.min(...stops.filter((at) => at > now), end);
      const step = Math.min(live ? 5_000 : after ? 2 * 60_000 : Number.POSITIVE_INFINITY, nextStop - now);
      t.clock.advance(Math.max(step, 1_000));
      await runJobs();
      if (!errorTicket && t.clock.now().getTime() >= errorAt && t.clock.now().getTime() < errorAt + 50_000) {
        // The 10× price is on the board: a member takes it; staff void it by the obvious-error rule.
        const id = idOf.get(priceError.fixtureRef) as string;
        const board = (await call(t, { method: 'GET', url: sportsHref.fixture(id) })).json().data;
        const home = board.markets
          .find((row: { key: string }) => row.key === 'FT.1X2')
          .prices.find((price: { outcome: string }) => price.outcome === 'HOME');
        const token = await fundedMember(t, await registerMember(t), '100.00');
        const placed = await placeTicket(t, token, {
          stake: '10',
          legs: [{ fixtureId: id, market: 'FT.1X2', outcome: 'HOME', odds: home.odds }],
        });
        expect(placed.json().status.code).toBe(0);
        errorTicket = { token, id: placed.json().data.id };
        const milli = milliOf(parseDecimal(home.odds) ?? fromMilli(1001)) ?? 0;
        const reference = ((milli - 1000) / 10 / 1000 + 1).toFixed(2);
        const asked = await call(t, {
          url: `/api/admin/sports/tickets/${errorTicket.id}/void`,
          token: trader,
          body: { kind: 'PRICE', referenceOdds: reference, reason: 'ราคา 1X2 ผิด 10 เท่า' },
        });
        expect(asked.json().status.message).toBe('สำเร็จ');
        const confirmed = await call(t, {
          url: `/api/admin/sports/tickets/${errorTicket.id}/void/confirm`,
          token: owner,
        });
        expect(confirmed.json().status.code).toBe(0);
      }
    }

    for (const bet of bets) {
      const ticket = (
        await call(t, { method: 'GET', url: sportsHref.ticket(bet.ticketId), token: bet.token })
      ).json().data;
      const [leg] = ticket.legs;
      const expected = expectedResult(bet.match, leg.market, leg.outcome);
      expect({
        scenario: bet.match.scenario,
        market: leg.market,
        status: ticket.status,
        result: leg.result,
      }).toEqual({
        scenario: bet.match.scenario,
        market: leg.market,
        status: 'SETTLED',
        result: expected,
      });
      const payout = returnOf(10_000n, resultFactor(expected, parseDecimal(leg.odds) ?? fromMilli(1000)));
      expect(ticket.payout, `${bet.match.scenario} ${leg.market}`).toBe((Number(payout) / 100).toFixed(2));
    }
    expect(errorTicket).toBeDefined();
    const voided = (
      await call(t, {
        method: 'GET',
        url: sportsHref.ticket(errorTicket?.id as string),
        token: errorTicket?.token,
      })
    ).json().data;
    expect(voided).toMatchObject({ status: 'SETTLED', payout: '10.00' });
    expect(voided.legs[0].voidReason).toBe('ราคาผิดพลาดชัดเจน');
    expect((await checkLedger(t)).ok).toBe(true);
  }, 240_000);
});
