import { randomUUID } from 'node:crypto';
import type { FeedBody, FeedFixtureStatus, FeedMessage, FeedScore, SportsFeed } from '../sports-feed';
import {
  fixtureFacts,
  fullTimeScore,
  halfTimeScore,
  IN_PLAY_SHORTS,
  liveMarkets,
  preMatchMarkets,
  redCardsOf,
  scoreNow,
  stateTimeOf,
  statusOfShort,
} from './api-football-mapping';
import {
  type Envelope,
  envelopeSchema,
  errorsOf,
  type FixtureItem,
  fixtureItemSchema,
  itemsOf,
  type LiveOddsItem,
  liveOddsItemSchema,
  type OddsItem,
  oddsItemSchema,
} from './api-football-wire';
import { FREE_PLAN_DAILY_REQUESTS, type QuotaLedger, quotaDayOf } from './quota-ledger';

/**
 * The real feed (`SPORTS_FEED=api-football`): API-Football v3 over HTTPS, key in `x-apisports-key`
 * (docs/modules/sports-feed.md, "API-Football"). The source is asked, never pushed to: the adapter
 * calls it on its own timetable — today's and tomorrow's fixtures and prices every few hours, the
 * live endpoints every minute while a match is in play — within the plan's daily requests, and
 * between calls answers the module's polls from what it already has. It turns each answer into
 * messages only where something changed, numbered from the state itself (see `emit`), so the same
 * state seen twice, or by two nodes, is the same message.
 */
export type ApiFootballFeedOptions = {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  clock: { now(): Date };
  quota: QuotaLedger;
  /** Only these competitions (API-Football league ids); every one when absent. */
  leagues?: number[];
  /** Competitions with the TOP tier's stake limits; the others are LOWER. */
  topLeagues?: number[];
  /** The operator's margin on top of the source's prices (0.02: each 1/d is 2% more). */
  margin?: number;
  /** The bookmaker whose pre-match prices are taken (API-Football's id); the first listed when absent. */
  bookmaker?: number;
  /** The plan's requests per UTC day. */
  dailyRequests?: number;
  cadence?: { scheduleMs?: number; preMatchOddsMs?: number; liveMs?: number; retryMs?: number };
  /** Pages of `GET /odds?date=` read per date (each page a request). */
  oddsPages?: number;
  timeoutMs?: number;
};

export type ApiFootballFeed = SportsFeed & {
  readonly source: 'api-football';
  readonly simulated: false;
  /** Why the feed is unhealthy (a refused key, the quota spent, HTTP 429…); undefined while healthy. */
  problem(): string | undefined;
};

export const API_FOOTBALL_BASE_URL = 'https://v3.football.api-sports.io';
/** The English and Spanish top flights, Serie A, the Bundesliga, Ligue 1, the Champions League, Thai League 1. */
export const DEFAULT_TOP_LEAGUES = [39, 140, 135, 78, 61, 2, 296];
const DEFAULT_MARGIN = 0.02;
const DAY_MS = 86_400_000;
/** Optional calls (prices, live) may run this many requests ahead of the day's even spread. */
const BURST = 10;
const LOG_KEPT = 20_000;
/** Matches about to kick off count as in play: their first live state should not wait for the schedule. */
const KICKOFF_LEAD_MS = 5 * 60_000;
const PRE_MATCH_SHORTS = new Set(['TBD', 'NS', 'PST', 'CANC', 'AWD', 'WO']);

/**
 * Where each kind of message sits within one state time (a sequence is time × 64 + this): facts, then
 * status, score (higher with each goal or card, so two scores of one minute differ), results,
 * bet stop, prices, bet start.
 */
const SLOT = {
  FIXTURE: 0,
  STATUS: 1,
  SCORE: 2,
  ROLLBACK_1H: 35,
  RESULT_1H: 36,
  ROLLBACK_FT: 42,
  RESULT_FT: 43,
  BET_STOP: 46,
  PRICES: 48,
  BET_START: 50,
} as const;

type Tracked = {
  ref: string;
  short: string;
  kickoff: number;
  facts?: string;
  status?: string;
  statusCode?: FeedFixtureStatus;
  score?: string;
  goals: number;
  redCards: FeedScore;
  results: { '1H'?: string; FT?: string };
  pricesVersion: number;
  prices?: string;
  betStop: boolean;
  lastSequence: number;
  /** The newest message of each kind, and every result and rollback: what a recovery answers. */
  latest: Map<string, FeedMessage>;
  resultLog: FeedMessage[];
};

type CallOutcome =
  | { kind: 'ok'; envelope: Envelope }
  | { kind: 'skipped' }
  | { kind: 'failed'; problem: string; spent?: boolean };

export const createApiFootballFeed = (options: ApiFootballFeedOptions): ApiFootballFeed => {
  const { apiKey, clock, quota } = options;
  const baseUrl = (options.baseUrl ?? API_FOOTBALL_BASE_URL).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const margin = options.margin ?? DEFAULT_MARGIN;
  const leagues = options.leagues ? new Set(options.leagues) : undefined;
  const topLeagues = new Set(options.topLeagues ?? DEFAULT_TOP_LEAGUES);
  const dailyRequests = options.dailyRequests ?? FREE_PLAN_DAILY_REQUESTS;
  const oddsPages = options.oddsPages ?? 1;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cadence = {
    scheduleMs: options.cadence?.scheduleMs ?? 3 * 3_600_000,
    preMatchOddsMs: options.cadence?.preMatchOddsMs ?? 3 * 3_600_000,
    liveMs: options.cadence?.liveMs ?? 60_000,
    retryMs: options.cadence?.retryMs ?? 60_000,
  };
  const boot = randomUUID().slice(0, 8);

  const fixtures = new Map<string, Tracked>();
  const log: Array<{ index: number; message: FeedMessage }> = [];
  let lastIndex = 0;
  const due = { schedule: 0, odds: 0, live: 0 };
  let failure: string | undefined;
  /** After a failed call nothing is asked until then (the failed call first). */
  let retryAt = 0;
  let spentDay: string | undefined;
  let refreshing: Promise<void> | undefined;

  /**
   * Numbers a message from the time of the state it reports (Unix seconds) and its kind, so a repeat
   * is a duplicate. A number not above the fixture's last one (a correction reported at an earlier
   * state time) takes the time it was seen instead: per fixture, numbers only go up.
   */
  const emit = (
    tracked: Tracked,
    body: FeedBody,
    stateTime: number,
    slot: number,
    sentAt: number,
    now: number,
  ) => {
    let sequence = stateTime * 64 + slot;
    if (sequence <= tracked.lastSequence)
      sequence = Math.max(Math.floor(now / 1000) * 64 + slot, tracked.lastSequence + 1);
    tracked.lastSequence = sequence;
    const message: FeedMessage = {
      ...body,
      fixtureRef: tracked.ref,
      sequence,
      sentAt: new Date(Math.min(sentAt, now)),
    };
    lastIndex += 1;
    log.push({ index: lastIndex, message });
    if (log.length > LOG_KEPT) log.splice(0, log.length - LOG_KEPT);
    if (body.type === 'RESULT' || body.type === 'ROLLBACK') tracked.resultLog.push(message);
    else tracked.latest.set(body.type === 'BET_START' ? 'BET_STOP' : body.type, message);
  };

  const trackedOf = (item: FixtureItem): Tracked => {
    const ref = String(item.fixture.id);
    let tracked = fixtures.get(ref);
    if (!tracked) {
      tracked = {
        ref,
        short: item.fixture.status.short,
        kickoff: item.fixture.timestamp * 1000,
        goals: 0,
        redCards: { home: 0, away: 0 },
        results: {},
        pricesVersion: 0,
        betStop: false,
        lastSequence: 0,
        latest: new Map(),
        resultLog: [],
      };
      fixtures.set(ref, tracked);
    }
    return tracked;
  };

  const applyResult = (
    tracked: Tracked,
    period: '1H' | 'FT',
    score: FeedScore | undefined,
    stateTime: number,
    now: number,
  ) => {
    if (!score) return;
    const key = JSON.stringify(score);
    const before = tracked.results[period];
    if (before === key) return;
    tracked.results[period] = key;
    const [rollbackSlot, resultSlot] =
      period === '1H' ? [SLOT.ROLLBACK_1H, SLOT.RESULT_1H] : [SLOT.ROLLBACK_FT, SLOT.RESULT_FT];
    // A changed result is a correction: withdraw the one sent, then send the new one, both as seen now.
    const at = before === undefined ? stateTime : Math.floor(now / 1000);
    if (before !== undefined) emit(tracked, { type: 'ROLLBACK', period }, at, rollbackSlot, now, now);
    emit(tracked, { type: 'RESULT', period, score }, at, resultSlot, at * 1000, now);
  };

  const applyFixture = (item: FixtureItem, now: number) => {
    if (leagues && !leagues.has(item.league.id)) return;
    const tracked = trackedOf(item);
    const { short } = item.fixture.status;
    tracked.short = short;
    tracked.kickoff = item.fixture.timestamp * 1000;
    const stateTime = stateTimeOf(item);
    const preMatch = PRE_MATCH_SHORTS.has(short);
    const sentAt = preMatch ? now : stateTime * 1000;

    const facts = fixtureFacts(item, topLeagues);
    const factsKey = JSON.stringify(facts);
    if (factsKey !== tracked.facts) {
      tracked.facts = factsKey;
      emit(
        tracked,
        { type: 'FIXTURE', fixture: facts },
        item.fixture.timestamp - 2 * 86_400,
        SLOT.FIXTURE,
        now,
        now,
      );
    }

    const status = statusOfShort[short];
    if (status) {
      const first = item.fixture.periods?.first;
      const kickedOffAt = status === 'LIVE' && first ? new Date(first * 1000) : undefined;
      const key = `${status}|${kickedOffAt?.getTime() ?? ''}`;
      if (key !== tracked.status) {
        tracked.status = key;
        tracked.statusCode = status;
        emit(
          tracked,
          { type: 'STATUS', status, ...(kickedOffAt ? { kickedOffAt } : {}) },
          stateTime,
          SLOT.STATUS,
          sentAt,
          now,
        );
      }
    }

    const score = scoreNow(item);
    if (score && !preMatch) {
      // The schedule's answers carry no events: the red cards stay as the live answers counted them.
      const redCards = item.events ? redCardsOf(item) : tracked.redCards;
      const halfTime = halfTimeScore(item);
      const minute = item.fixture.status.elapsed ?? 0;
      const key = JSON.stringify({ score, halfTime, minute, redCards });
      if (key !== tracked.score) {
        const goals = score.home + score.away;
        const cards = redCards.home + redCards.away;
        const cause =
          goals > tracked.goals
            ? 'GOAL'
            : goals < tracked.goals
              ? 'GOAL_CANCELLED'
              : cards > tracked.redCards.home + tracked.redCards.away
                ? 'RED_CARD'
                : 'CLOCK';
        tracked.score = key;
        tracked.goals = goals;
        tracked.redCards = redCards;
        const slot = SLOT.SCORE + Math.min(goals + cards, 30);
        emit(
          tracked,
          { type: 'SCORE', score, ...(halfTime ? { halfTime } : {}), minute, redCards, cause },
          stateTime,
          slot,
          sentAt,
          now,
        );
      }
    }
    applyResult(tracked, '1H', halfTimeScore(item), stateTime, now);
    applyResult(tracked, 'FT', fullTimeScore(item), stateTime, now);
  };

  const pricesOf = (
    tracked: Tracked,
    markets: ReturnType<typeof liveMarkets>,
    update: string,
    now: number,
  ) => {
    const version = Math.floor(Date.parse(update) / 1000);
    if (!Number.isFinite(version) || version <= tracked.pricesVersion) return;
    const key = JSON.stringify(markets);
    if (key === tracked.prices) return;
    tracked.prices = key;
    tracked.pricesVersion = version;
    emit(tracked, { type: 'PRICES', version, markets }, version, SLOT.PRICES, version * 1000, now);
  };

  const applyPreMatchOdds = (item: OddsItem, now: number) => {
    const tracked = fixtures.get(String(item.fixture.id));
    if (!tracked?.facts || tracked.statusCode !== 'SCHEDULED') return;
    pricesOf(tracked, preMatchMarkets(item, margin, options.bookmaker), item.update, now);
  };

  const applyLiveOdds = (item: LiveOddsItem, now: number) => {
    const tracked = fixtures.get(String(item.fixture.id));
    if (!tracked?.facts || !(tracked.statusCode === 'LIVE' || tracked.statusCode === 'HALF_TIME')) return;
    if (item.status?.finished) return;
    const update = Math.floor(Date.parse(item.update) / 1000);
    if (!Number.isFinite(update)) return;
    const stopped = Boolean(item.status?.blocked || item.status?.stopped);
    if (stopped && !tracked.betStop) {
      tracked.betStop = true;
      emit(tracked, { type: 'BET_STOP', reason: 'OTHER' }, update, SLOT.BET_STOP, update * 1000, now);
    }
    pricesOf(tracked, liveMarkets(item, margin), item.update, now);
    if (!stopped && tracked.betStop) {
      tracked.betStop = false;
      emit(tracked, { type: 'BET_START' }, update, SLOT.BET_START, update * 1000, now);
    }
  };

  const call = async (path: string, now: number, optional: boolean): Promise<CallOutcome> => {
    const day = quotaDayOf(now);
    if (optional) {
      // Spread over the day: prices and live calls never run the day's requests out before evening.
      const elapsed = (now - Date.parse(`${day}T00:00:00Z`)) / DAY_MS;
      if ((await quota.used(day)) + 1 > dailyRequests * elapsed + BURST) return { kind: 'skipped' };
    }
    if (!(await quota.take(day, 1)))
      return {
        kind: 'failed',
        problem: `QUOTA_EXHAUSTED: the ${dailyRequests} requests of ${day} are used`,
        spent: true,
      };
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        headers: { 'x-apisports-key': apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        kind: 'failed',
        problem: `NETWORK: ${timedOut ? `no answer in ${timeoutMs} ms` : 'unreachable'}`,
      };
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      return { kind: 'failed', problem: `HTTP_${response.status}` };
    }
    const parsed = envelopeSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return { kind: 'failed', problem: 'BAD_ANSWER: not an API-Football answer' };
    const errors = errorsOf(parsed.data);
    if (errors.length > 0) {
      // A refused key or a spent plan still answers 200: never read as "no fixtures".
      const spent = errors.some((error) => /request limit/i.test(error));
      return {
        kind: 'failed',
        problem: `${spent ? 'QUOTA_EXHAUSTED' : 'REFUSED'}: ${errors.join('; ')}`,
        spent,
      };
    }
    if (response.headers.get('x-ratelimit-requests-remaining') === '0') spentDay = day;
    return { kind: 'ok', envelope: parsed.data };
  };

  const inPlay = (tracked: Tracked, now: number) =>
    IN_PLAY_SHORTS.has(tracked.short) ||
    ((tracked.short === 'NS' || tracked.short === 'TBD') &&
      tracked.kickoff <= now + KICKOFF_LEAD_MS &&
      tracked.kickoff >= now - 3 * 3_600_000);

  /** Makes the calls that are due, in order; the first failure stops the rest until its retry. */
  const refresh = async (now: number) => {
    const today = quotaDayOf(now);
    if (spentDay !== undefined && spentDay !== today) {
      spentDay = undefined;
      failure = undefined;
    }
    if (spentDay === today || now < retryAt) return;
    let called = false;
    const run = async (path: string, optional: boolean) => {
      const outcome = await call(path, now, optional);
      if (outcome.kind === 'failed') {
        failure = outcome.problem;
        retryAt = now + cadence.retryMs;
        if (outcome.spent) spentDay = today;
        return undefined;
      }
      if (outcome.kind === 'ok') called = true;
      return outcome;
    };
    const dates = [today, quotaDayOf(now + DAY_MS)];

    if (now >= due.schedule) {
      for (const date of dates) {
        const outcome = await run(`/fixtures?date=${date}`, false);
        if (!outcome) return;
        if (outcome.kind === 'ok')
          for (const item of itemsOf(outcome.envelope, fixtureItemSchema)) applyFixture(item, now);
      }
      due.schedule = now + cadence.scheduleMs;
      for (const [ref, tracked] of fixtures)
        if (tracked.kickoff < now - 2 * DAY_MS && !inPlay(tracked, now)) fixtures.delete(ref);
    }

    if (now >= due.odds) {
      let skipped = false;
      for (const date of dates) {
        for (let page = 1; page <= oddsPages && !skipped; page += 1) {
          const query = [
            `date=${date}`,
            options.bookmaker ? `bookmaker=${options.bookmaker}` : '',
            page > 1 ? `page=${page}` : '',
          ]
            .filter(Boolean)
            .join('&');
          const outcome = await run(`/odds?${query}`, true);
          if (!outcome) return;
          if (outcome.kind === 'skipped') skipped = true;
          else {
            for (const item of itemsOf(outcome.envelope, oddsItemSchema)) applyPreMatchOdds(item, now);
            if ((outcome.envelope.paging?.total ?? 1) <= page) break;
          }
        }
      }
      due.odds = now + (skipped ? cadence.liveMs * 5 : cadence.preMatchOddsMs);
    }

    const playing = [...fixtures.values()].filter((tracked) => inPlay(tracked, now));
    if (now >= due.live && playing.length > 0) {
      due.live = now + cadence.liveMs;
      const live = leagues ? `/fixtures?live=${[...leagues].join('-')}` : '/fixtures?live=all';
      const fixturesOutcome = await run(live, true);
      if (!fixturesOutcome) return;
      if (fixturesOutcome.kind === 'ok') {
        const seen = new Set<string>();
        for (const item of itemsOf(fixturesOutcome.envelope, fixtureItemSchema)) {
          seen.add(String(item.fixture.id));
          applyFixture(item, now);
        }
        const oddsOutcome = await run('/odds/live', true);
        if (!oddsOutcome) return;
        if (oddsOutcome.kind === 'ok')
          for (const item of itemsOf(oddsOutcome.envelope, liveOddsItemSchema)) applyLiveOdds(item, now);
        // A match that left the live answer has ended (or stopped): ask for it by id, not in three hours.
        const left = playing
          .filter((tracked) => IN_PLAY_SHORTS.has(tracked.short) && !seen.has(tracked.ref))
          .slice(0, 20);
        if (left.length > 0) {
          const outcome = await run(`/fixtures?ids=${left.map((tracked) => tracked.ref).join('-')}`, false);
          if (!outcome) return;
          if (outcome.kind === 'ok')
            for (const item of itemsOf(outcome.envelope, fixtureItemSchema)) applyFixture(item, now);
        }
      }
    }
    if (called) failure = undefined;
  };

  /** Recovery: each fixture's facts, status, score, results and, while it is open, its bet stop and prices. */
  const snapshot = (): FeedMessage[] =>
    [...fixtures.values()].flatMap((tracked) => {
      const open = ['SCHEDULED', 'LIVE', 'HALF_TIME'].includes(tracked.statusCode ?? '');
      const stop = tracked.latest.get('BET_STOP');
      return [
        tracked.latest.get('FIXTURE'),
        tracked.latest.get('STATUS'),
        tracked.latest.get('SCORE'),
        open && stop?.type === 'BET_STOP' ? stop : undefined,
        open ? tracked.latest.get('PRICES') : undefined,
        ...tracked.resultLog,
      ]
        .filter((message): message is FeedMessage => message !== undefined)
        .sort((a, b) => a.sequence - b.sequence);
    });

  const cursorIndex = (cursor: string | undefined): number | undefined => {
    const match = cursor === undefined ? null : /^([0-9a-f]{8}):(\d+)$/.exec(cursor);
    if (!match || match[1] !== boot) return undefined;
    const index = Number(match[2]);
    const oldest = log[0]?.index ?? lastIndex + 1;
    return index >= oldest - 1 && index <= lastIndex ? index : undefined;
  };

  return {
    source: 'api-football',
    simulated: false,
    async poll(cursor) {
      const now = clock.now().getTime();
      refreshing ??= refresh(now)
        .catch((error: unknown) => {
          failure = `ERROR: ${error instanceof Error ? error.message : String(error)}`;
        })
        .finally(() => {
          refreshing = undefined;
        });
      await refreshing;
      const end = `${boot}:${lastIndex}`;
      if (failure !== undefined || spentDay === quotaDayOf(now))
        return { messages: [], cursor: cursor ?? `${boot}:0`, healthy: false };
      const from = cursorIndex(cursor);
      if (from === undefined) return { messages: snapshot(), cursor: end, healthy: true };
      const start = log.findIndex((entry) => entry.index > from);
      return {
        messages: start < 0 ? [] : log.slice(start).map((entry) => entry.message),
        cursor: end,
        healthy: true,
      };
    },
    problem() {
      if (failure !== undefined) return failure;
      const today = quotaDayOf(clock.now().getTime());
      return spentDay === today
        ? `QUOTA_EXHAUSTED: the source reports no requests left for ${today}`
        : undefined;
    },
  };
};
