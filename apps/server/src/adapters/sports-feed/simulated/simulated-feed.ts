import type {
  FeedBody,
  FeedFixture,
  FeedMarketPrices,
  FeedMessage,
  FeedScore,
  SportsFeed,
} from '../sports-feed';
import { simulatedPrices } from './match-prices';
import {
  AFTER_MATCH_MS,
  buildMatchScript,
  type Incident,
  lastWordOf,
  MAX_MATCH_SECONDS,
  type MatchScript,
  POSTPONED_BY_MS,
  type ScriptEvent,
  SILENCE_MS,
  silenceOf,
} from './match-script';
import { randomStream } from './prng';
import { type ScenarioOverrides, type SimulatedScenario, scenarioPicker } from './scenarios';
import { ANNOUNCED_AHEAD_MS, slotOf, slotOfRef, slotStart } from './schedule';

/**
 * The embedded feed (`SPORTS_FEED=simulated`): fictional matches on a rolling schedule, every message
 * scripted in advance from the seed (match-script.ts), so what it says at time t is a function of
 * (seed, speed, scenarios, t) alone: several nodes, or one restarted, agree message for message.
 * The cursor is the real time (epoch milliseconds) up to which messages were handed out.
 */
export type SimulatedFeedOptions = {
  seed: string;
  /** How much faster than real time the in-play clock runs (1 = real time); the schedule is never sped up. */
  speed: number;
  clock: { now(): Date };
  scenarios?: ScenarioOverrides;
  /** More windows of real time in which the whole feed says nothing; what was due comes after. */
  silence?: ReadonlyArray<{ from: Date; to: Date }>;
};

/** A scripted event as tests and demos read it: prices by version only (pricing happens on delivery). */
export type ScriptedEvent = {
  sequence: number;
  sentAt: Date;
  body: Exclude<FeedBody, { type: 'PRICES' }> | { type: 'PRICES'; version: number };
};

/** One fixture's script, for tests and demos to find a match and assert on it without re-deriving it. */
export type SimulatedMatch = {
  fixtureRef: string;
  slot: number;
  scenario: SimulatedScenario | undefined;
  fixture: FeedFixture;
  rescheduled: FeedFixture | undefined;
  /** Goals each side was expected to score (the model behind the prices). */
  rates: { home: number; away: number };
  /** The scheduled kick-off as first announced: the start of the slot. */
  kickoffAt: Date;
  postponedAt: Date | undefined;
  kickedOffAt: Date;
  halfTimeAt: Date;
  secondHalfAt: Date;
  fullTimeAt: Date;
  abandonedAt: Date | undefined;
  incidents: Array<Incident & { at: Date }>;
  result: { ht: FeedScore; ft: FeedScore | undefined };
  correctedFullTime: FeedScore | undefined;
  silence: { from: Date; to: Date } | undefined;
  events: ScriptedEvent[];
};

export type SimulatedFeed = SportsFeed & {
  readonly source: 'simulated';
  readonly simulated: true;
  /** The fixture of the kick-off slot holding `time`. */
  fixtureAt(time: Date): SimulatedMatch;
  scriptOf(fixtureRef: string): SimulatedMatch | undefined;
  /** The matches in play at `time` (kicked off, not yet at full time or abandoned). */
  liveAt(time: Date): SimulatedMatch[];
};

/** A recovery answers fixtures that kicked off up to this long ago (their results may still be needed). */
const RECOVERY_BACK_MS = 6 * 3_600_000;
/** A cursor further back than this is answered as a recovery: the state, not every price since. */
const MAX_WINDOW_MS = 6 * 3_600_000;
/** A recovery reads about 85 slots (19 h back for a postponed match, 36 h ahead); ~0.3 MB each at speed 1. */
const SCRIPT_CACHE = 120;
/** Prices are built when delivered; the cache spares a recovery and the next poll pricing one version twice. */
const PRICE_CACHE = 1_000;

const firstAfter = <T>(items: readonly T[], time: number, timeOf: (item: T) => number): number => {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (timeOf(items[middle] as T) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
};

export const createSimulatedFeed = (options: SimulatedFeedOptions): SimulatedFeed => {
  const { seed, speed, clock } = options;
  if (!(speed > 0 && Number.isFinite(speed)))
    throw new RangeError('the simulated feed needs a speed above 0');
  const scenarioOf = scenarioPicker(seed, options.scenarios, slotOf);
  const explicitSilence = (options.silence ?? []).map((window) => ({
    from: window.from.getTime(),
    to: window.to.getTime(),
  }));
  const matchSpanMs = (MAX_MATCH_SECONDS * 1000) / speed;
  // Below speed 1 a match can outlast the usual look-back; a match in play is always recovered.
  const recoveryBackMs = Math.max(RECOVERY_BACK_MS, matchSpanMs + AFTER_MATCH_MS);

  const scripts = new Map<number, { script: MatchScript; match?: SimulatedMatch }>();
  const scriptEntry = (slot: number) => {
    let entry = scripts.get(slot);
    if (!entry) {
      entry = { script: buildMatchScript({ seed, slot, speed, scenario: scenarioOf(slot) }) };
      scripts.set(slot, entry);
      // Oldest first out: a poll only ever needs the slots around now.
      for (const old of scripts.keys()) {
        if (scripts.size <= SCRIPT_CACHE) break;
        scripts.delete(old);
      }
    }
    return entry;
  };
  const scriptFor = (slot: number) => scriptEntry(slot).script;

  const prices = new Map<string, FeedMarketPrices[]>();
  const pricesOf = (script: MatchScript, event: ScriptEvent): FeedMarketPrices[] => {
    if (event.body.type !== 'PRICES') return [];
    const key = `${script.slot}:${event.body.version}`;
    let markets = prices.get(key);
    if (!markets) {
      markets = simulatedPrices(script.rates, event.body.point);
      prices.set(key, markets);
      for (const old of prices.keys()) {
        if (prices.size <= PRICE_CACHE) break;
        prices.delete(old);
      }
    }
    return markets;
  };

  const messageOf = (script: MatchScript, event: ScriptEvent): FeedMessage => {
    const envelope = { fixtureRef: script.fixtureRef, sequence: event.sequence, sentAt: new Date(event.at) };
    if (event.body.type === 'PRICES')
      return { ...envelope, type: 'PRICES', version: event.body.version, markets: pricesOf(script, event) };
    return { ...envelope, ...event.body };
  };

  /**
   * How far the feed has spoken by `now`: `now` itself, or the start of a silence `now` falls in
   * (the earliest, when windows overlap, which keeps it from ever moving back).
   */
  const horizonAt = (now: number): number => {
    let horizon = now;
    const consider = (window: { from: number; to: number }) => {
      if (window.from <= now && now < window.to && window.from < horizon) horizon = window.from;
    };
    explicitSilence.forEach(consider);
    const earliest = slotOf(now - SILENCE_MS - (30 * 60 * 1000) / speed);
    for (let slot = earliest; slot <= slotOf(now); slot += 1)
      if (scenarioOf(slot) === 'FEED_SILENCE') consider(silenceOf(slot, speed));
    return horizon;
  };

  /** The slots that may have something to say in (from, to], without building the others. */
  const slotsSpeakingIn = (from: number, to: number): number[] => {
    const slots: number[] = [];
    const earliest = slotOf(from - POSTPONED_BY_MS - matchSpanMs) - 1;
    for (let slot = earliest; slot <= slotOf(to + ANNOUNCED_AHEAD_MS); slot += 1) {
      if (slotStart(slot) - ANNOUNCED_AHEAD_MS > to) continue;
      if (lastWordOf(slot, speed, scenarioOf(slot)) <= from) continue;
      slots.push(slot);
    }
    return slots;
  };

  const windowOf = (from: number, to: number): FeedMessage[] => {
    const messages: FeedMessage[] = [];
    let shuffle = false;
    for (const slot of slotsSpeakingIn(from, to)) {
      const script = scriptFor(slot);
      if (script.deliveries) {
        const { deliveries } = script;
        for (let i = firstAfter(deliveries, from, (d) => d.deliverAt); i < deliveries.length; i += 1) {
          const delivery = deliveries[i];
          if (!delivery || delivery.deliverAt > to) break;
          messages.push(messageOf(script, delivery.event));
          shuffle = true;
        }
        continue;
      }
      const { events } = script;
      const start = firstAfter(events, from, (event) => event.at);
      // A poll answers each fixture's newest prices in the window only: an older version would be
      // replaced by it anyway, and pricing every one of them is most of a long window's cost.
      let newestPrices = -1;
      for (let i = start; i < events.length; i += 1) {
        const event = events[i];
        if (!event || event.at > to) break;
        if (event.body.type === 'PRICES') newestPrices = i;
      }
      for (let i = start; i < events.length; i += 1) {
        const event = events[i];
        if (!event || event.at > to) break;
        if (event.body.type === 'PRICES' && i !== newestPrices) continue;
        messages.push(messageOf(script, event));
      }
    }
    if (shuffle) {
      const random = randomStream(seed, 'shuffle', from, to);
      for (let i = messages.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [messages[i], messages[j]] = [messages[j] as FeedMessage, messages[i] as FeedMessage];
      }
    }
    return messages;
  };

  /** Recovery: each fixture's facts, status, score, results and, while it is open, its bet stop and prices. */
  const snapshotAt = (at: number): FeedMessage[] => {
    const messages: FeedMessage[] = [];
    const earliest = slotOf(at - recoveryBackMs - POSTPONED_BY_MS);
    for (let slot = earliest; slot <= slotOf(at + ANNOUNCED_AHEAD_MS); slot += 1) {
      if (slotStart(slot) - ANNOUNCED_AHEAD_MS > at) continue;
      const moved = scenarioOf(slot) === 'POSTPONED' ? POSTPONED_BY_MS : 0;
      if (slotStart(slot) + moved < at - recoveryBackMs) continue;
      const script = scriptFor(slot);
      const latest = new Map<string, ScriptEvent>();
      const results: ScriptEvent[] = [];
      const end = firstAfter(script.events, at, (event) => event.at);
      for (const event of script.events.slice(0, end)) {
        const { type } = event.body;
        if (type === 'RESULT' || type === 'ROLLBACK') results.push(event);
        else latest.set(type === 'BET_START' ? 'BET_STOP' : type, event);
      }
      const status = latest.get('STATUS')?.body;
      const open = status?.type === 'STATUS' && ['SCHEDULED', 'LIVE', 'HALF_TIME'].includes(status.status);
      const picked = [
        latest.get('FIXTURE'),
        latest.get('STATUS'),
        latest.get('SCORE'),
        open && latest.get('BET_STOP')?.body.type === 'BET_STOP' ? latest.get('BET_STOP') : undefined,
        open ? latest.get('PRICES') : undefined,
        ...results,
      ];
      for (const event of picked
        .filter((entry): entry is ScriptEvent => entry !== undefined)
        .sort((a, b) => a.sequence - b.sequence))
        messages.push(messageOf(script, event));
    }
    return messages;
  };

  const matchOf = (slot: number): SimulatedMatch => {
    const entry = scriptEntry(slot);
    if (entry.match) return entry.match;
    const { script } = entry;
    const date = (time: number | undefined) => (time === undefined ? undefined : new Date(time));
    const match: SimulatedMatch = {
      fixtureRef: script.fixtureRef,
      slot,
      scenario: script.scenario,
      fixture: script.fixture,
      rescheduled: script.rescheduled,
      rates: script.rates,
      kickoffAt: new Date(slotStart(slot)),
      postponedAt: date(script.postponedAt),
      kickedOffAt: new Date(script.kickedOffAt),
      halfTimeAt: new Date(script.halfTimeAt),
      secondHalfAt: new Date(script.secondHalfAt),
      fullTimeAt: new Date(script.fullTimeAt),
      abandonedAt: date(script.abandonedAt),
      incidents: script.incidents.map((incident) => ({
        ...incident,
        at: new Date(script.kickedOffAt + (incident.second * 1000) / speed),
      })),
      result: script.result,
      correctedFullTime: script.correctedFullTime,
      silence: script.silence && { from: new Date(script.silence.from), to: new Date(script.silence.to) },
      events: script.events.map((event) => ({
        sequence: event.sequence,
        sentAt: new Date(event.at),
        body: event.body.type === 'PRICES' ? { type: 'PRICES', version: event.body.version } : event.body,
      })),
    };
    entry.match = match;
    return match;
  };

  const parseCursor = (cursor: string | undefined): number | undefined =>
    cursor !== undefined && /^\d{1,16}$/.test(cursor) ? Number(cursor) : undefined;

  return {
    source: 'simulated',
    simulated: true,
    async poll(cursor) {
      const horizon = horizonAt(clock.now().getTime());
      const from = parseCursor(cursor);
      if (from === undefined || horizon - from > MAX_WINDOW_MS)
        return { messages: snapshotAt(horizon), cursor: String(horizon), healthy: true };
      if (from >= horizon) return { messages: [], cursor: String(from), healthy: true };
      return { messages: windowOf(from, horizon), cursor: String(horizon), healthy: true };
    },
    fixtureAt: (time) => matchOf(slotOf(time.getTime())),
    scriptOf(fixtureRef) {
      const slot = slotOfRef(seed, fixtureRef);
      return slot === undefined ? undefined : matchOf(slot);
    },
    liveAt(time) {
      const at = time.getTime();
      const live: SimulatedMatch[] = [];
      for (let slot = slotOf(at - POSTPONED_BY_MS - matchSpanMs); slot <= slotOf(at) + 1; slot += 1) {
        const moved = scenarioOf(slot) === 'POSTPONED' ? POSTPONED_BY_MS : 0;
        if (slotStart(slot) + moved + matchSpanMs < at) continue;
        const { script } = scriptEntry(slot);
        if (script.kickedOffAt <= at && at < (script.abandonedAt ?? script.fullTimeAt))
          live.push(matchOf(slot));
      }
      return live;
    },
  };
};
