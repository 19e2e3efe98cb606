import { isOutcomeOf, outcomesOf, parseMarketKey } from '@chokdee/sportsbook';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedBody, FeedMessage } from '../sports-feed';
import { simulatedCompetitions } from './clubs';
import { type SimulatedScenario, scenarioPicker, simulatedScenarios } from './scenarios';
import { SLOT_MS, slotOf, slotStart } from './schedule';
import { createSimulatedFeed, type SimulatedFeedOptions } from './simulated-feed';

const HOUR = 3_600_000;
/** A kick-off slot's start, away from any day boundary on purpose: nothing depends on the date. */
const T = slotStart(slotOf(Date.UTC(2025, 5, 14, 9, 5)));

const clockAt = (time: number) => {
  let now = time;
  return {
    clock: { now: () => new Date(now) },
    set: (next: number) => {
      now = next;
    },
  };
};

const feedAt = (time: number, options: Partial<SimulatedFeedOptions> = {}) => {
  const { clock, set } = clockAt(time);
  const feed = createSimulatedFeed({ seed: 'test-seed', speed: 60, clock, ...options });
  return { feed, set };
};

const forced = (scenario: SimulatedScenario | 'NONE', kickoffAt = T) => ({
  random: false,
  forced: [{ kickoffAt: new Date(kickoffAt), scenario }],
});

type Of<K extends FeedBody['type']> = FeedMessage & Extract<FeedBody, { type: K }>;
const ofType = <K extends FeedBody['type']>(messages: FeedMessage[], type: K): Of<K>[] =>
  messages.filter((message): message is Of<K> => message.type === type);
const keyOf = (message: FeedMessage) => `${message.fixtureRef}#${message.sequence}`;

/** Every message in (from, to] from one poll whose cursor is `from` (the cursor is epoch milliseconds). */
/** Every message from `from` to `to` as the sports module reads them: a poll each second (a poll answers a fixture's newest prices only). */
const pollBetween = async (feed: ReturnType<typeof feedAt>, from: number, to: number) => {
  const messages: FeedMessage[] = [];
  let cursor = String(from);
  for (let at = Math.min(from + 1_000, to); ; at = Math.min(at + 1_000, to)) {
    feed.set(at);
    const batch = await feed.feed.poll(cursor);
    expect(batch.healthy).toBe(true);
    messages.push(...batch.messages);
    cursor = batch.cursor;
    if (at >= to) return messages;
  }
};

describe('simulated feed: schedule and fixtures', () => {
  it('is a function of the seed: two feeds agree, another seed differs', async () => {
    const a = feedAt(T + 20 * 60_000);
    const b = feedAt(T + 20 * 60_000);
    // Every fixture's script (all but the prices, which are a function of what it holds), and a window.
    for (let i = -12; i < 24; i += 1) {
      const at = new Date(T + i * SLOT_MS);
      expect(JSON.stringify(b.feed.fixtureAt(at))).toBe(JSON.stringify(a.feed.fixtureAt(at)));
    }
    const window = await pollBetween(a, T + 20 * 60_000, T + 22 * 60_000);
    expect(ofType(window, 'PRICES').length).toBeGreaterThan(10);
    expect(JSON.stringify(await pollBetween(b, T + 20 * 60_000, T + 22 * 60_000))).toBe(
      JSON.stringify(window),
    );

    const other = feedAt(T, { seed: 'another-seed' });
    const differs = [0, 1, 2, 3, 4, 5].some((i) => {
      const mine = a.feed.fixtureAt(new Date(T + i * SLOT_MS));
      const theirs = other.feed.fixtureAt(new Date(T + i * SLOT_MS));
      return (
        mine.fixture.home !== theirs.fixture.home ||
        JSON.stringify(mine.incidents) !== JSON.stringify(theirs.incidents)
      );
    });
    expect(differs).toBe(true);
    expect(other.feed.fixtureAt(new Date(T)).fixtureRef).not.toBe(a.feed.fixtureAt(new Date(T)).fixtureRef);
  });

  it('has fictional, labelled fixtures every 40 minutes, and no club in two matches at once', () => {
    // Scenarios off: a postponed match, played 13 h later, may meet its clubs' next match.
    const { feed } = feedAt(T, { speed: 1, scenarios: { random: false } });
    const clubs = new Set(simulatedCompetitions.flatMap((competition) => competition.clubs));
    expect(clubs.size).toBe(24);
    const busy = new Map<string, Array<[number, number]>>();
    for (let i = 0; i < 72; i += 1) {
      const match = feed.fixtureAt(new Date(T + i * SLOT_MS));
      expect(match.kickoffAt.getTime()).toBe(T + i * SLOT_MS);
      expect(match.fixture.simulated).toBe(true);
      expect(match.fixture.competition.name.endsWith(' (จำลอง)')).toBe(true);
      expect(clubs.has(match.fixture.home) && clubs.has(match.fixture.away)).toBe(true);
      expect(match.fixture.home).not.toBe(match.fixture.away);
      for (const club of [match.fixture.home, match.fixture.away]) {
        const spans = busy.get(club) ?? [];
        const span: [number, number] = [match.kickedOffAt.getTime(), match.fullTimeAt.getTime()];
        for (const [from, to] of spans) expect(span[0] >= to || span[1] <= from).toBe(true);
        busy.set(club, [...spans, span]);
      }
    }
    expect(
      new Set(
        [...Array(3).keys()].map((i) => feed.fixtureAt(new Date(T + i * SLOT_MS)).fixture.competition.tier),
      ),
    ).toEqual(new Set(['TOP', 'LOWER']));
  });

  it('always has a match in play at speed 1, whatever the time of day (two or three, as a rule)', () => {
    const { feed } = feedAt(T, { speed: 1 });
    const counts: number[] = [];
    fc.assert(
      fc.property(fc.integer({ min: T, max: T + 3 * 24 * HOUR }), (time) => {
        const live = feed.liveAt(new Date(time));
        counts.push(live.length);
        return live.length >= 1 && live.length <= 4;
      }),
      { numRuns: 200 },
    );
    const average = counts.reduce((sum, count) => sum + count, 0) / counts.length;
    expect(average).toBeGreaterThan(2);
    expect(average).toBeLessThan(3.2);
  });

  it('recovery answers fixtures from 6 h back to 36 h ahead with their state', async () => {
    const now = T + 30 * 60_000;
    const { feed } = feedAt(now, { scenarios: { random: false } });
    const { messages, cursor } = await feed.poll(undefined);
    expect(cursor).toBe(String(now));
    const kickoffs = ofType(messages, 'FIXTURE').map((message) => message.fixture.kickoffAt.getTime());
    expect(Math.min(...kickoffs)).toBeGreaterThanOrEqual(now - 6 * HOUR);
    expect(Math.max(...kickoffs)).toBeLessThanOrEqual(now + 36 * HOUR);
    expect(Math.max(...kickoffs)).toBeGreaterThan(now + 35 * HOUR);
    // Each fixture once: facts and status; results of the matches already over; prices only while open.
    const refs = new Set(messages.map((message) => message.fixtureRef));
    expect(ofType(messages, 'STATUS')).toHaveLength(refs.size);
    const ended = ofType(messages, 'STATUS').filter((message) => message.status === 'ENDED');
    expect(ended.length).toBeGreaterThan(3);
    for (const message of ended) {
      const own = messages.filter((other) => other.fixtureRef === message.fixtureRef);
      expect(ofType(own, 'RESULT').map((result) => result.period)).toEqual(['1H', 'FT']);
      expect(ofType(own, 'PRICES')).toHaveLength(0);
    }
    expect(messages.every((message) => message.sentAt.getTime() <= now)).toBe(true);
  });
});

describe('simulated feed: messages', () => {
  it('numbers each fixture’s events in time order, and its half and full time follow the in-play clock', () => {
    const slow = feedAt(T, { speed: 1 }).feed;
    const fast = feedAt(T, { speed: 10 }).feed;
    for (let i = 0; i < 12; i += 1) {
      const match = slow.fixtureAt(new Date(T + i * SLOT_MS));
      match.events.forEach((event, index) => {
        expect(event.sequence).toBe(index + 1);
        const before = match.events[index - 1];
        if (before) expect(event.sentAt.getTime()).toBeGreaterThanOrEqual(before.sentAt.getTime());
      });
      const versions = match.events.flatMap((event) =>
        event.body.type === 'PRICES' ? [event.body.version] : [],
      );
      expect(versions).toEqual(versions.map((_, index) => index + 1));

      const quick = fast.fixtureAt(new Date(T + i * SLOT_MS));
      expect(quick.incidents.map(({ type, side, minute }) => [type, side, minute])).toEqual(
        match.incidents.map(({ type, side, minute }) => [type, side, minute]),
      );
      const since = (at: Date, of: typeof match) => at.getTime() - of.kickedOffAt.getTime();
      expect(since(match.halfTimeAt, match)).toBe(10 * since(quick.halfTimeAt, quick));
      expect(since(match.fullTimeAt, match)).toBe(10 * since(quick.fullTimeAt, quick));
      expect(since(match.halfTimeAt, match)).toBeGreaterThanOrEqual(46 * 60_000);
    }
  });

  it('quotes only valid markets and prices, FT and 1H until half time, main handicap near even', async () => {
    const feed = feedAt(T - 5 * 60_000, { scenarios: forced('NONE') });
    const match = feed.feed.fixtureAt(new Date(T));
    const messages = await pollBetween(feed, T - 6 * 60_000, match.fullTimeAt.getTime() + 60_000);
    const own = messages.filter((message) => message.fixtureRef === match.fixtureRef);
    const prices = ofType(messages, 'PRICES');
    expect(prices.length).toBeGreaterThan(30);
    for (const message of prices)
      for (const market of message.markets) {
        const key = parseMarketKey(market.key);
        expect(key, market.key).toBeDefined();
        if (!key) continue;
        expect(market.prices.length).toBeGreaterThanOrEqual(2);
        expect(market.prices.length).toBeLessThanOrEqual(outcomesOf(key).length);
        for (const price of market.prices) {
          expect(isOutcomeOf(key, price.outcome), `${market.key} ${price.outcome}`).toBe(true);
          expect(price.odds).toMatch(/^\d+\.\d{3}$/);
          expect(Number(price.odds)).toBeGreaterThan(1);
          expect(Number(price.odds)).toBeLessThanOrEqual(1000);
        }
      }
    const ownPrices = ofType(own, 'PRICES');
    const periodsOf = (message: Of<'PRICES'>) =>
      new Set(message.markets.map((market) => market.key.slice(0, 2)));
    const halfTime = match.halfTimeAt.getTime();
    for (const message of ownPrices) {
      expect(message.sentAt.getTime()).toBeLessThan(match.fullTimeAt.getTime());
      expect(periodsOf(message).has('1H')).toBe(message.sentAt.getTime() < halfTime);
      expect(periodsOf(message).has('FT')).toBe(true);
      const types = message.markets
        .filter((market) => market.key.startsWith('FT.'))
        .map((m) => m.key.slice(3, 5));
      expect(types.filter((type) => type === 'AH').length).toBeLessThanOrEqual(3);
      expect(types.filter((type) => type === 'OU').length).toBeLessThanOrEqual(3);
    }
    // Pre-match, the middle of the three handicap lines is the one nearest even money.
    for (const message of ownPrices.filter((m) => m.sentAt.getTime() < T)) {
      const handicaps = message.markets.filter((market) => market.key.startsWith('FT.AH:'));
      expect(handicaps).toHaveLength(3);
      const main = handicaps[1]?.prices.map((price) => Number(price.odds)) ?? [];
      for (const odds of main) {
        expect(odds).toBeGreaterThan(1.6);
        expect(odds).toBeLessThan(2.4);
      }
      const margin = main.reduce((sum, odds) => sum + 1 / odds, 0) - 1;
      expect(margin).toBeGreaterThan(0.03);
      expect(margin).toBeLessThan(0.06);
    }
  });

  it('plays a match out: live, goals behind bet stops, half time with the 1H result, full time', async () => {
    const feed = feedAt(T, { scenarios: { random: false } });
    let match = feed.feed.fixtureAt(new Date(T));
    for (let i = 1; !match.incidents.some((incident) => incident.type === 'GOAL'); i += 1)
      match = feed.feed.fixtureAt(new Date(T + i * SLOT_MS));
    const kickoff = match.kickedOffAt.getTime();
    const messages = (await pollBetween(feed, kickoff - 1, match.fullTimeAt.getTime() + 60_000)).filter(
      (message) => message.fixtureRef === match.fixtureRef,
    );
    const statuses = ofType(messages, 'STATUS').map((message) => message.status);
    expect(statuses).toEqual(['LIVE', 'HALF_TIME', 'LIVE', 'ENDED']);
    expect(ofType(messages, 'STATUS')[0]?.kickedOffAt?.getTime()).toBe(kickoff);
    const results = ofType(messages, 'RESULT');
    expect(results.map((result) => [result.period, result.score])).toEqual([
      ['1H', match.result.ht],
      ['FT', match.result.ft],
    ]);
    expect(results.every((result) => result.outcomes === undefined)).toBe(true);
    for (const goal of ofType(messages, 'SCORE').filter((message) => message.cause === 'GOAL')) {
      const before = messages.filter((m) => m.sequence < goal.sequence);
      const after = messages.filter((m) => m.sequence > goal.sequence);
      expect(ofType(before, 'BET_STOP').at(-1)?.reason).toBe('DANGER');
      expect(after[0]?.type === 'BET_STOP' && after[0].reason === 'GOAL').toBe(true);
      const start = ofType(after, 'BET_START')[0];
      expect(start).toBeDefined();
      const reopened = (start?.sentAt.getTime() ?? 0) - goal.sentAt.getTime();
      expect(reopened).toBeCloseTo((30 * 1000) / 60, -1);
      expect(after.find((m) => m.sequence === (start?.sequence ?? 0) - 1)?.type).toBe('PRICES');
    }
    const last = ofType(messages, 'SCORE').at(-1);
    expect(last?.score).toEqual(match.result.ft);
    expect(last?.halfTime).toEqual(match.result.ht);
  });

  it('answers the same messages whatever the poll windows (the union of polls is one big poll)', async () => {
    const start = T - 30_000;
    const end = T + 3 * 60_000;
    const options = { scenarios: forced('DUPLICATES') };
    const stepped = feedAt(start, options);
    const random = fc.sample(fc.integer({ min: 100, max: 6_000 }), { seed: 7, numRuns: 400 });
    const small: FeedMessage[] = [];
    let cursor = String(start);
    let now = start;
    for (const step of random) {
      now = Math.min(end, now + step);
      stepped.set(now);
      const batch = await stepped.feed.poll(cursor);
      small.push(...batch.messages);
      cursor = batch.cursor;
      if (now === end) break;
    }
    expect(now).toBe(end);
    // The big poll last, on the same feed: its prices come from the cache the small polls filled.
    const big = await pollBetween(stepped, start, end);
    const unique = (messages: FeedMessage[]) =>
      new Map(messages.map((message) => [keyOf(message), JSON.stringify(message)]));
    expect(unique(small)).toEqual(unique(big));
    expect(small.length).toBeGreaterThan(unique(small).size);
  });
});

describe('simulated feed: scenarios', () => {
  const scriptWith = (scenario: SimulatedScenario) =>
    feedAt(T, { scenarios: forced(scenario) }).feed.fixtureAt(new Date(T));
  const bodies = (scenario: SimulatedScenario) => scriptWith(scenario).events.map((event) => event.body);

  it('has a name for each, and leaves about one fixture in ten to one of them by default', () => {
    expect(simulatedScenarios).toHaveLength(8);
    const pick = scenarioPicker('test-seed', undefined, slotOf);
    const picked = [...Array(3000).keys()].map((i) => pick(slotOf(T) + i));
    const share = picked.filter(Boolean).length / picked.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    expect(new Set(picked)).toEqual(new Set([undefined, ...simulatedScenarios]));
    expect(
      feedAt(T, { scenarios: { random: false } }).feed.fixtureAt(new Date(T + 3 * SLOT_MS)).scenario,
    ).toBe(undefined);
  });

  it('POSTPONED: status before kick-off, then the fixture 13 h later, played then', () => {
    const match = scriptWith('POSTPONED');
    const postponed = match.events.find((e) => e.body.type === 'STATUS' && e.body.status === 'POSTPONED');
    expect(postponed?.sentAt.getTime()).toBeLessThan(T);
    const fixtures = match.events.flatMap((e) => (e.body.type === 'FIXTURE' ? [e] : []));
    expect(fixtures).toHaveLength(2);
    const moved = fixtures[1]?.body.type === 'FIXTURE' ? fixtures[1].body.fixture.kickoffAt.getTime() : 0;
    expect(moved).toBe(T + 13 * HOUR);
    expect(fixtures[1]?.sequence).toBeGreaterThan(postponed?.sequence ?? Number.POSITIVE_INFINITY);
    expect(match.kickedOffAt.getTime()).toBe(T + 13 * HOUR);
    const prices = match.events.filter((e) => e.body.type === 'PRICES');
    expect(
      prices.some((e) => e.sentAt.getTime() > (postponed?.sentAt.getTime() ?? 0) && e.sentAt.getTime() < T),
    ).toBe(true);
  });

  it('ABANDONED: three goals, then ABANDONED at 60 minutes, no full-time result', () => {
    const match = scriptWith('ABANDONED');
    const events = match.events.map((event) => event.body);
    const abandoned = events.findIndex((body) => body.type === 'STATUS' && body.status === 'ABANDONED');
    expect(abandoned).toBeGreaterThan(0);
    const goals = events.slice(0, abandoned).filter((body) => body.type === 'SCORE' && body.cause === 'GOAL');
    expect(goals).toHaveLength(3);
    expect((match.abandonedAt?.getTime() ?? 0) - match.secondHalfAt.getTime()).toBe((15 * 60 * 1000) / 60);
    expect(
      events.filter((body) => body.type === 'RESULT').map((body) => body.type === 'RESULT' && body.period),
    ).toEqual(['1H']);
    expect(events.slice(abandoned + 1).every((body) => body.type === 'BET_STOP')).toBe(true);
  });

  it('VAR_GOAL_CANCELLED: a goal, BET_STOP VAR, then the score taken back', () => {
    const events = bodies('VAR_GOAL_CANCELLED');
    const cancelled = events.findIndex((body) => body.type === 'SCORE' && body.cause === 'GOAL_CANCELLED');
    expect(cancelled).toBeGreaterThan(0);
    const before = events.slice(0, cancelled);
    const varStop = before.findLastIndex((body) => body.type === 'BET_STOP');
    expect(before[varStop]).toEqual({ type: 'BET_STOP', reason: 'VAR' });
    const scores = before.filter((body) => body.type === 'SCORE');
    const [previous, now] = [scores.at(-1), events[cancelled]];
    if (previous?.type !== 'SCORE' || now?.type !== 'SCORE') throw new Error('no scores');
    expect(previous.score.home + previous.score.away - 1).toBe(now.score.home + now.score.away);
  });

  it('RESULT_CORRECTED: RESULT FT, ROLLBACK FT, then a different RESULT FT minutes later', () => {
    const match = scriptWith('RESULT_CORRECTED');
    const tail = match.events.filter((e) => e.body.type === 'RESULT' || e.body.type === 'ROLLBACK');
    expect(tail.map((e) => (e.body.type === 'RESULT' ? `RESULT ${e.body.period}` : `ROLLBACK`))).toEqual([
      'RESULT 1H',
      'RESULT FT',
      'ROLLBACK',
      'RESULT FT',
    ]);
    const [, first, rollback, second] = tail;
    if (first?.body.type !== 'RESULT' || second?.body.type !== 'RESULT') throw new Error('no results');
    expect(second.body.score).not.toEqual(first.body.score);
    expect(second.body.score).toEqual(match.correctedFullTime);
    expect((rollback?.sentAt.getTime() ?? 0) - first.sentAt.getTime()).toBe(4 * 60_000);
    expect(second.sentAt.getTime() - first.sentAt.getTime()).toBe(7 * 60_000);
    expect(match.result.ht.home).toBeLessThanOrEqual(second.body.score.home);
    expect(match.result.ht.away).toBeLessThanOrEqual(second.body.score.away);
  });

  it('FEED_SILENCE: healthy polls with nothing for three minutes, then what was due', async () => {
    const feed = feedAt(T, { scenarios: forced('FEED_SILENCE') });
    const silence = feed.feed.fixtureAt(new Date(T)).silence;
    if (!silence) throw new Error('no silence');
    const from = silence.from.getTime();
    const before = await pollBetween(feed, from - 5_000, from + 1_000);
    feed.set(from + 90_000);
    const quiet = await feed.feed.poll(String(from));
    expect(quiet).toEqual({ messages: [], cursor: String(from), healthy: true });
    // Then what was due (the last seconds of the backlog are enough to show it).
    const to = silence.to.getTime();
    feed.set(to + 1_000);
    const after = await feed.feed.poll(String(to - 10_000));
    expect(after.messages.some((m) => m.sentAt.getTime() > to - 10_000 && m.sentAt.getTime() < to)).toBe(
      true,
    );
    expect(before.every((message) => message.sentAt.getTime() <= from)).toBe(true);
    // Explicit windows work the same way.
    const explicit = feedAt(T, {
      scenarios: { random: false },
      silence: [{ from: new Date(T + 60_000), to: new Date(T + 120_000) }],
    });
    explicit.set(T + 90_000);
    expect((await explicit.feed.poll(String(T))).cursor).toBe(String(T + 60_000));
  });

  it('DUPLICATES: some messages come twice and batches are shuffled', async () => {
    const feed = feedAt(T, { scenarios: forced('DUPLICATES') });
    const match = feed.feed.fixtureAt(new Date(T));
    const messages = (await pollBetween(feed, T - 1, match.fullTimeAt.getTime() + 10_000)).filter(
      (message) => message.fixtureRef === match.fixtureRef,
    );
    const keys = messages.map(keyOf);
    expect(new Set(keys).size).toBeLessThan(keys.length);
    const sequences = messages.map((message) => message.sequence);
    expect(sequences).not.toEqual([...sequences].sort((a, b) => a - b));
  });

  it('EARLY_KICKOFF: LIVE five minutes before the scheduled time, the fixture unchanged', async () => {
    const match = scriptWith('EARLY_KICKOFF');
    const live = match.events.find((e) => e.body.type === 'STATUS' && e.body.status === 'LIVE');
    expect(live?.sentAt.getTime()).toBe(T - 5 * 60_000);
    expect(live?.body.type === 'STATUS' && live.body.kickedOffAt?.getTime()).toBe(T - 5 * 60_000);
    expect(match.events.filter((e) => e.body.type === 'FIXTURE')).toHaveLength(1);
    expect(match.fixture.kickoffAt.getTime()).toBe(T);
    const lastPreMatch = match.events.filter(
      (e) => e.body.type === 'PRICES' && e.sentAt.getTime() < T - 5 * 60_000,
    );
    expect(lastPreMatch.length).toBeGreaterThan(400);
  });

  it('PRICE_ERROR: one version prices FT.1X2 HOME at ten times fair, the next corrects it', async () => {
    const feed = feedAt(T, { scenarios: forced('PRICE_ERROR') });
    const match = feed.feed.fixtureAt(new Date(T));
    // The bad version is the pre-match one due half an hour before kick-off: poll the minutes around it.
    const due = match.events.find((e) => e.body.type === 'PRICES' && e.sentAt.getTime() > T - 35 * 60_000);
    const from = (due?.sentAt.getTime() ?? T) - 1;
    const messages = ofType(await pollBetween(feed, from, from + 2 * 60_000), 'PRICES').filter(
      (message) => message.fixtureRef === match.fixtureRef,
    );
    const home = (message: Of<'PRICES'> | undefined) =>
      Number(
        message?.markets.find((market) => market.key === 'FT.1X2')?.prices.find((p) => p.outcome === 'HOME')
          ?.odds,
      );
    const wrong = messages.findIndex((message, index) => home(message) > 5 * home(messages[index + 1]));
    expect(wrong).toBeGreaterThanOrEqual(0);
    const [bad, fixed] = [messages[wrong], messages[wrong + 1]];
    expect(fixed?.version).toBe((bad?.version ?? 0) + 1);
    expect((fixed?.sentAt.getTime() ?? 0) - (bad?.sentAt.getTime() ?? 0)).toBe(60_000);
    expect(home(bad) / home(fixed)).toBeGreaterThan(9);
    expect(home(bad) / home(fixed)).toBeLessThan(12);
  });
});
