import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeedBody, FeedMessage } from '../sports-feed';
import { createApiFootballFeed } from './api-football-feed';
import { liveSelection, preMatchSelection, statusOfShort, withMargin } from './api-football-mapping';
import { createMemoryQuotaLedger, type QuotaLedger } from './quota-ledger';

const recorded = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'recorded', `${name}.json`), 'utf8');

type Answer = { status: number; body: string };
const ok = (name: string): Answer => ({ status: 200, body: recorded(name) });

/**
 * A stand-in for v3.football.api-sports.io on a free port, answering the recorded bodies by what was
 * asked (path and the query's first parameter), and keeping every request it saw.
 */
const startRecordedApi = async () => {
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  let answers: Record<string, Answer> = {};
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url: `${url.pathname}${url.search}`, headers: req.headers });
    const [first] = [...url.searchParams.keys()];
    const route = first
      ? `${url.pathname}?${first}=${first === 'live' ? '*' : url.searchParams.get(first)}`
      : url.pathname;
    const answer = answers[route] ?? { status: 404, body: '{"message":"not recorded"}' };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer(next: Record<string, Answer>) {
      answers = { ...answers, ...next };
    },
    reset() {
      answers = {};
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
type RecordedApi = Awaited<ReturnType<typeof startRecordedApi>>;

const NOON = Date.parse('2025-05-10T12:00:00Z');
const LEAGUES = [39, 296, 98, 140, 45];
const recordedDay: Record<string, Answer> = {
  '/fixtures?date=2025-05-10': ok('fixtures-2025-05-10'),
  '/fixtures?date=2025-05-11': ok('fixtures-2025-05-11'),
  '/odds?date=2025-05-10': ok('odds-2025-05-10'),
  '/odds?date=2025-05-11': ok('odds-2025-05-11'),
  '/fixtures?live=*': ok('fixtures-live'),
  '/odds/live': ok('odds-live'),
};

type Of<K extends FeedBody['type']> = FeedMessage & Extract<FeedBody, { type: K }>;
const ofType = <K extends FeedBody['type']>(messages: FeedMessage[], type: K, ref?: string): Of<K>[] =>
  messages.filter(
    (message): message is Of<K> => message.type === type && (ref === undefined || message.fixtureRef === ref),
  );
const pricesOf = (message: Of<'PRICES'> | undefined) =>
  Object.fromEntries(
    (message?.markets ?? []).map((market) => [
      market.key,
      Object.fromEntries(market.prices.map((price) => [price.outcome, price.odds])),
    ]),
  );

describe('API-Football adapter against recorded answers over HTTP', () => {
  let api: RecordedApi;
  let now = NOON;
  const clock = { now: () => new Date(now) };
  const feedWith = (quota: QuotaLedger = createMemoryQuotaLedger()) =>
    createApiFootballFeed({
      apiKey: 'test-key',
      baseUrl: api.baseUrl,
      clock,
      quota,
      leagues: LEAGUES,
      margin: 0.02,
    });

  beforeAll(async () => {
    api = await startRecordedApi();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    api.answer(recordedDay);
    now = NOON;
  });

  it('maps fixtures, statuses and scores, sending the key in x-apisports-key', async () => {
    const feed = feedWith();
    expect(feed.source).toBe('api-football');
    expect(feed.simulated).toBe(false);
    const { messages, healthy } = await feed.poll(undefined);
    expect(healthy).toBe(true);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/fixtures?date=2025-05-10',
      '/fixtures?date=2025-05-11',
      '/odds?date=2025-05-10',
      '/odds?date=2025-05-11',
      '/fixtures?live=39-296-98-140-45',
      '/odds/live',
    ]);
    expect(api.requests.every((request) => request.headers['x-apisports-key'] === 'test-key')).toBe(true);

    const fixtures = ofType(messages, 'FIXTURE');
    // The friendly's league is not among `leagues`.
    expect(fixtures.map((message) => message.fixtureRef).sort()).toEqual([
      '1340001',
      '1340002',
      '1340003',
      '1340004',
      '1340005',
      '1340006',
      '1340007',
      '1340101',
    ]);
    const brentford = fixtures.find((message) => message.fixtureRef === '1340001');
    expect(brentford?.fixture).toEqual({
      competition: { ref: '39', name: 'Premier League', tier: 'TOP', country: 'England' },
      home: 'Brentford',
      away: 'Fulham',
      kickoffAt: new Date('2025-05-10T14:00:00Z'),
      neutralVenue: false,
      venueCountry: 'England',
      simulated: false,
    });
    expect(fixtures.find((message) => message.fixtureRef === '1340002')?.fixture.competition.tier).toBe(
      'LOWER',
    );

    const statusOf = (ref: string) => ofType(messages, 'STATUS', ref).at(-1);
    expect(statusOf('1340001')?.status).toBe('SCHEDULED');
    expect(statusOf('1340002')?.status).toBe('ENDED');
    expect(statusOf('1340003')).toMatchObject({
      status: 'LIVE',
      kickedOffAt: new Date('2025-05-10T10:45:00Z'),
    });
    expect(statusOf('1340004')?.status).toBe('POSTPONED');
    expect(statusOf('1340005')?.status).toBe('ENDED');
    expect(statusOf('1340006')?.status).toBe('CANCELLED');
    expect(statusOf('1340007')?.status).toBe('ABANDONED');

    expect(ofType(messages, 'SCORE', '1340003').at(-1)).toMatchObject({
      score: { home: 1, away: 1 },
      halfTime: { home: 0, away: 1 },
      minute: 60,
      redCards: { home: 0, away: 0 },
    });
    const results = (ref: string) =>
      ofType(messages, 'RESULT', ref).map((m) => [m.period, m.score, m.outcomes]);
    expect(results('1340002')).toEqual([
      ['1H', { home: 1, away: 0 }, undefined],
      ['FT', { home: 2, away: 1 }, undefined],
    ]);
    // After extra time our FT is normal time's score (1-1), not the goals (2-1).
    expect(results('1340005')).toEqual([
      ['1H', { home: 0, away: 0 }, undefined],
      ['FT', { home: 1, away: 1 }, undefined],
    ]);
    expect(results('1340003')).toEqual([['1H', { home: 0, away: 1 }, undefined]]);
    expect(results('1340007')).toEqual([['1H', { home: 1, away: 0 }, undefined]]);
    expect(results('1340006')).toEqual([]);
    expect(ofType(messages, 'SCORE', '1340006')).toEqual([]);

    for (const ref of new Set(messages.map((message) => message.fixtureRef))) {
      const sequences = messages
        .filter((message) => message.fixtureRef === ref)
        .map((message) => message.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(sequences.length);
    }
  });

  it('maps the bookmaker’s bets to our keys with the operator’s margin on top, skipping the rest', async () => {
    const feed = feedWith();
    const { messages } = await feed.poll(undefined);
    const [preMatch, ...more] = ofType(messages, 'PRICES', '1340001');
    expect(more).toEqual([]);
    expect(preMatch?.version).toBe(Date.parse('2025-05-10T08:00:04Z') / 1000);
    // 1.95 / 1.02 = 1.911… → water 0.91; red water rounds toward the book (2.20 / 1.02 → −0.87).
    expect(pricesOf(preMatch)).toEqual({
      '1H.1X2': { HOME: '2.690', DRAW: '2.050', AWAY: '3.820' },
      '1H.AH:0': { HOME: '1.710', AWAY: '2.000' },
      '1H.CS': { '0-0': '3.030', '1-0': '4.110' },
      '1H.OE': { ODD: '2.000', EVEN: '1.680' },
      '1H.OU:1': { OVER: '1.960', UNDER: '1.760' },
      'FT.1X2': { HOME: '2.050', DRAW: '3.330', AWAY: '3.430' },
      'FT.AH:-0.25': { HOME: '1.910', AWAY: '1.860' },
      'FT.AH:-0.5': { HOME: '2.149', AWAY: '1.640' },
      'FT.AH:0': { HOME: '1.660', AWAY: '2.098' },
      'FT.CS': { '0-0': '10.780', '1-0': '7.840', '2-1': '9.310' },
      'FT.OE': { ODD: '1.860', EVEN: '1.860' },
      'FT.OU:2': { OVER: '1.530', UNDER: '2.298' },
      'FT.OU:2.5': { OVER: '1.910', UNDER: '1.810' },
      'FT.OU:3.5': { OVER: '3.325', UNDER: '1.270' },
    });
    // The live match's pre-match prices are not taken, nor an unknown fixture's.
    expect(
      ofType(messages, 'PRICES')
        .map((message) => message.fixtureRef)
        .sort(),
    ).toEqual(['1340001', '1340003']);

    const live = ofType(messages, 'PRICES', '1340003').at(-1);
    expect(live?.version).toBe(Date.parse('2025-05-10T12:00:05Z') / 1000);
    // The away side's own +0.25 is our −0.25; `main` picks among identical values; a suspended 1X2 is
    // half a market, so none.
    expect(pricesOf(live)).toEqual({
      'FT.AH:-0.25': { HOME: '1.880', AWAY: '1.830' },
      'FT.AH:-0.5': { HOME: '2.449', AWAY: '1.470' },
      'FT.CS': { '1-1': '4.110', '1-2': '10.780', '2-1': '9.310' },
      'FT.OU:2.5': { OVER: '1.760', UNDER: '1.960' },
    });
  });

  it('answers nothing new between calls and for a repeated state, and numbers a state the same after a restart', async () => {
    const feed = feedWith();
    const first = await feed.poll(undefined);
    api.requests.length = 0;

    now = NOON + 30_000;
    const between = await feed.poll(first.cursor);
    expect(between).toEqual({ messages: [], cursor: first.cursor, healthy: true });
    expect(api.requests).toEqual([]);

    now = NOON + 61_000;
    const repeated = await feed.poll(between.cursor);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/fixtures?live=39-296-98-140-45',
      '/odds/live',
    ]);
    expect(repeated.messages).toEqual([]);

    const restarted = feedWith();
    now = NOON;
    const again = await restarted.poll(undefined);
    const numbered = (messages: FeedMessage[]) =>
      Object.fromEntries(
        messages.map((message) => [`${message.fixtureRef} ${message.type}`, message.sequence]),
      );
    expect(numbered(again.messages)).toEqual(numbered(first.messages));
    expect(again.cursor).not.toBe(first.cursor);
  });

  it('follows the live match: a goal and a red card, a bet stop, then full time from the fixture by id', async () => {
    const feed = feedWith();
    const first = await feed.poll(undefined);
    const before = ofType(first.messages, 'SCORE', '1340003').at(-1);

    api.answer({ '/fixtures?live=*': ok('fixtures-live-later'), '/odds/live': ok('odds-live-later') });
    now = Date.parse('2025-05-10T12:04:02Z');
    const later = await feed.poll(first.cursor);
    expect(later.messages.map((message) => message.type)).toEqual(['SCORE', 'BET_STOP', 'PRICES']);
    const [score, stop, prices] = later.messages;
    expect(score).toMatchObject({ type: 'SCORE', score: { home: 2, away: 1 }, minute: 64, cause: 'GOAL' });
    expect(score).toMatchObject({ redCards: { home: 0, away: 1 } });
    expect(score?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(stop).toMatchObject({ type: 'BET_STOP', reason: 'OTHER' });
    expect(prices?.type === 'PRICES' && prices.version).toBe(Date.parse('2025-05-10T12:04:02Z') / 1000);
    expect((stop?.sequence ?? 0) < (prices?.sequence ?? 0)).toBe(true);

    api.answer({
      '/fixtures?live=*': ok('fixtures-live-none'),
      '/odds/live': ok('odds-live-none'),
      '/fixtures?ids=1340003': ok('fixtures-ids-1340003'),
    });
    now = Date.parse('2025-05-10T12:40:00Z');
    api.requests.length = 0;
    const ended = await feed.poll(later.cursor);
    expect(api.requests.map((request) => request.url)).toContain('/fixtures?ids=1340003');
    expect(ended.messages.map((message) => message.type)).toEqual(['STATUS', 'SCORE', 'RESULT']);
    expect(ended.messages[0]).toMatchObject({ status: 'ENDED' });
    expect(ended.messages[2]).toMatchObject({ period: 'FT', score: { home: 2, away: 1 } });

    // Recovery answers the state, with its numbers: the live match ended, and its results.
    const recovery = await feed.poll(undefined);
    const own = recovery.messages.filter((message) => message.fixtureRef === '1340003');
    expect(own.map((message) => message.type)).toEqual(['FIXTURE', 'RESULT', 'STATUS', 'SCORE', 'RESULT']);
  });

  it('treats a refused key (HTTP 200 with errors) as unhealthy, never as a day without fixtures', async () => {
    api.answer({ '/fixtures?date=2025-05-10': ok('refused-key') });
    const feed = feedWith();
    const batch = await feed.poll(undefined);
    expect(batch.healthy).toBe(false);
    expect(batch.messages).toEqual([]);
    expect(feed.problem()).toMatch(/^REFUSED: token: Error\/Missing application key/);
    expect(feed.problem()).not.toContain('test-key');
    // Retried after a minute, and healthy again once the key is accepted.
    api.answer(recordedDay);
    now = NOON + 30_000;
    expect((await feed.poll(batch.cursor)).healthy).toBe(false);
    now = NOON + 61_000;
    const recovered = await feed.poll(batch.cursor);
    expect(recovered.healthy).toBe(true);
    expect(ofType(recovered.messages, 'FIXTURE').length).toBeGreaterThan(0);
    expect(feed.problem()).toBeUndefined();
  });

  it('is unhealthy with no messages on HTTP 429, a server error or no answer', async () => {
    for (const status of [429, 503]) {
      api.answer({ '/odds?date=2025-05-10': { status, body: '{"message":"Too many requests"}' } });
      const feed = feedWith();
      const batch = await feed.poll(undefined);
      expect(batch).toMatchObject({ messages: [], healthy: false });
      expect(feed.problem()).toBe(`HTTP_${status}`);
    }
    const nowhere = createApiFootballFeed({
      apiKey: 'test-key',
      baseUrl: 'http://127.0.0.1:9',
      clock,
      quota: createMemoryQuotaLedger(),
    });
    expect(await nowhere.poll(undefined)).toMatchObject({ messages: [], healthy: false });
    expect(nowhere.problem()).toBe('NETWORK: unreachable');
  });

  it('stops at the quota, says so, and calls again the next UTC day', async () => {
    const quota = createMemoryQuotaLedger(3);
    const feed = feedWith(quota);
    const batch = await feed.poll(undefined);
    expect(batch).toMatchObject({ messages: [], healthy: false });
    expect(api.requests).toHaveLength(3);
    expect(await quota.used('2025-05-10')).toBe(3);
    expect(feed.problem()).toMatch(/^QUOTA_EXHAUSTED/);
    now = NOON + 3_600_000;
    expect(await feed.poll(batch.cursor)).toMatchObject({ messages: [], healthy: false });
    expect(api.requests).toHaveLength(3);

    now = Date.parse('2025-05-11T00:30:00Z');
    api.answer({ '/fixtures?date=2025-05-12': ok('odds-2025-05-11') });
    const nextDay = await feed.poll(batch.cursor);
    expect(nextDay.healthy).toBe(false);
    expect(api.requests.length).toBeGreaterThan(3);

    // The source's own "request limit" answer (HTTP 200) stops the day the same way.
    api.answer({ '/fixtures?date=2025-05-10': ok('request-limit') });
    now = NOON;
    const spent = feedWith();
    expect(await spent.poll(undefined)).toMatchObject({ messages: [], healthy: false });
    expect(spent.problem()).toMatch(/^QUOTA_EXHAUSTED: requests: You have reached the request limit/);
  });

  it('spreads optional calls over the day: live calls wait when the day’s share is used', async () => {
    const quota = createMemoryQuotaLedger();
    await quota.take('2025-05-10', 58);
    const feed = feedWith(quota);
    const batch = await feed.poll(undefined);
    // 58 + 2 schedule calls reach noon's share (50 + 10): prices and live wait, the feed stays healthy.
    expect(batch.healthy).toBe(true);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/fixtures?date=2025-05-10',
      '/fixtures?date=2025-05-11',
    ]);
  });
});

describe('API-Football mapping', () => {
  it('maps every status API-Football documents', () => {
    expect(statusOfShort).toEqual({
      TBD: 'SCHEDULED',
      NS: 'SCHEDULED',
      '1H': 'LIVE',
      HT: 'HALF_TIME',
      '2H': 'LIVE',
      LIVE: 'LIVE',
      ET: 'ENDED',
      BT: 'ENDED',
      P: 'ENDED',
      FT: 'ENDED',
      AET: 'ENDED',
      PEN: 'ENDED',
      SUSP: 'INTERRUPTED',
      INT: 'INTERRUPTED',
      PST: 'POSTPONED',
      CANC: 'CANCELLED',
      ABD: 'ABANDONED',
      AWD: 'CANCELLED',
      WO: 'CANCELLED',
    });
  });

  it('reads lines as quarter goals, from the home side', () => {
    const ah = { period: 'FT', type: 'AH' } as const;
    expect(preMatchSelection(ah, 'Home -0.25')).toEqual({ key: { ...ah, quarters: -1 }, outcome: 'HOME' });
    expect(preMatchSelection(ah, 'Away -0.25')).toEqual({ key: { ...ah, quarters: -1 }, outcome: 'AWAY' });
    expect(preMatchSelection(ah, 'Home +1.5')).toEqual({ key: { ...ah, quarters: 6 }, outcome: 'HOME' });
    expect(preMatchSelection(ah, 'Home -0.3')).toBeUndefined();
    expect(liveSelection(ah, 'Away', '0.25')).toEqual({ key: { ...ah, quarters: -1 }, outcome: 'AWAY' });
    expect(liveSelection(ah, 'Away', '0')).toEqual({ key: { ...ah, quarters: 0 }, outcome: 'AWAY' });
    const ou = { period: '1H', type: 'OU' } as const;
    expect(preMatchSelection(ou, 'Over 1.75')).toEqual({ key: { ...ou, quarters: 7 }, outcome: 'OVER' });
    expect(preMatchSelection({ period: '1H', type: 'CS' }, '2:2')?.outcome).toBe('2-2');
    expect(preMatchSelection({ period: '1H', type: 'CS' }, '3:0')).toBeUndefined();
  });

  it('adds the margin toward the book and keeps prices on the grid', () => {
    expect(withMargin('2.00', 'AH', 0)).toBe('2.000');
    expect(withMargin('2.00', 'AH', 0.04)).toBe('1.920');
    expect(withMargin('1.01', '1X2', 0.02)).toBeUndefined();
    expect(withMargin('abc', '1X2', 0.02)).toBeUndefined();
  });
});
