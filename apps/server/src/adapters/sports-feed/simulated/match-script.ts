import type { FeedBody, FeedFixture, FeedScore } from '../sports-feed';
import { SIMULATED_COUNTRY } from './clubs';
import type { PricingPoint } from './match-prices';
import { intBetween, poissonDraw, randomStream, unitOf } from './prng';
import type { SimulatedScenario } from './scenarios';
import { ANNOUNCED_AHEAD_MS, fixtureRefOf, pairingOf, slotStart } from './schedule';

/**
 * One fixture's whole life, written in advance from the seed: announcement, pre-match prices, kick-off,
 * goals and cards, half time, full time, and its scenario if it has one. Every event has its time and
 * sequence number before anyone polls, so a poll only reads a window of it and two nodes (or a
 * restart) read the same thing. The in-play clock runs `speed` times real time; the schedule does not.
 */

type PlainBody = Exclude<FeedBody, { type: 'PRICES' }>;
/** A scripted event's body; PRICES are priced only when a poll delivers them (`point` says where the match stands). */
export type ScriptBody = PlainBody | { type: 'PRICES'; version: number; point: PricingPoint };
export type ScriptEvent = { sequence: number; at: number; body: ScriptBody };
/** When a poll hands an event out: once at its time, and a late copy for the DUPLICATES scenario. */
export type Delivery = { deliverAt: number; event: ScriptEvent };

export type Incident = {
  type: 'GOAL' | 'RED_CARD' | 'VAR_GOAL';
  side: 'HOME' | 'AWAY';
  /** Match seconds since kick-off, the half-time break included. */
  second: number;
  minute: number;
};

export type MatchScript = {
  slot: number;
  fixtureRef: string;
  scenario: SimulatedScenario | undefined;
  /** The facts as first announced (the scheduled kick-off is the slot's start). */
  fixture: FeedFixture;
  /** POSTPONED: the facts announced after the postponement, with the new kick-off. */
  rescheduled: FeedFixture | undefined;
  rates: { home: number; away: number };
  postponedAt: number | undefined;
  kickedOffAt: number;
  halfTimeAt: number;
  secondHalfAt: number;
  /** The end of normal time; for an abandoned match, the time it would have ended. */
  fullTimeAt: number;
  abandonedAt: number | undefined;
  incidents: Incident[];
  /** The results sent (none for FT when abandoned), and the correction of RESULT_CORRECTED. */
  result: { ht: FeedScore; ft: FeedScore | undefined };
  correctedFullTime: FeedScore | undefined;
  silence: { from: number; to: number } | undefined;
  /** In sequence order (which is time order). */
  events: ScriptEvent[];
  /** DUPLICATES only, in delivery order: each event once at its time, some again three seconds later. */
  deliveries: Delivery[] | undefined;
};

export const HALF_SECONDS = 45 * 60;
export const BREAK_SECONDS = 15 * 60;
/** The longest a match runs in match seconds: two halves, the break and the most stoppage drawn. */
export const MAX_MATCH_SECONDS = 2 * HALF_SECONDS + BREAK_SECONDS + 4 * 60 + 6 * 60;
/** Real time after full time that the script still speaks (the RESULT_CORRECTED correction). */
export const AFTER_MATCH_MS = 7 * 60_000 + 3_000;
export const POSTPONED_BY_MS = 13 * 3_600_000;

const MINUTE_MS = 60_000;
/** How long the FEED_SILENCE scenario keeps the whole feed quiet (real time). */
export const SILENCE_MS = 3 * MINUTE_MS;
const PRE_MATCH_EVERY_MS = 5 * MINUTE_MS;
/** Stoppage and incidents are kept this far apart (match seconds) so bet stops never overlap. */
const INCIDENT_GAP = 150;
const RED_CARD_CHANCE = 0.1;
const FIRST_HALF_GOALS = 0.45;
const DUPLICATE_SHARE = 0.25;
const DUPLICATE_DELAY_MS = 3_000;

const rankOf: Record<FeedBody['type'], number> = {
  FIXTURE: 0,
  STATUS: 1,
  SCORE: 2,
  RESULT: 3,
  ROLLBACK: 3,
  MARKET_VOID: 4,
  BET_STOP: 5,
  PRICES: 6,
  BET_START: 7,
};

/** A SCORE before its numbers are known: the sweep in time order fills them in. */
type ScoreDraft = {
  type: 'SCORE';
  cause: 'GOAL' | 'GOAL_CANCELLED' | 'RED_CARD' | 'CLOCK';
  minute: number;
  change?: { side: 'HOME' | 'AWAY'; goals: number; redCards: number };
  /** Overrides the running score (a corrected result). */
  set?: FeedScore;
};
type PricesDraft = { type: 'PRICES'; point: Omit<PricingPoint, 'score' | 'redCards'> };
type Draft = {
  at: number;
  rank: number;
  order: number;
  /** Match seconds, for in-play drafts: the half-time score shows on every SCORE after the half. */
  second?: number;
  body: Exclude<PlainBody, { type: 'SCORE' }> | ScoreDraft | PricesDraft;
};

export type ScriptOptions = {
  seed: string;
  slot: number;
  speed: number;
  scenario: SimulatedScenario | undefined;
};

const modulo = (value: number, by: number) => ((value % by) + by) % by;

export const buildMatchScript = ({ seed, slot, speed, scenario }: ScriptOptions): MatchScript => {
  const random = randomStream(seed, 'match', slot);
  const pairing = pairingOf(seed, slot);
  const fixtureRef = fixtureRefOf(seed, slot);
  const scheduledAt = slotStart(slot);
  const fixtureFacts = (kickoffAt: number): FeedFixture => ({
    competition: {
      ref: pairing.competition.ref,
      name: pairing.competition.name,
      tier: pairing.competition.tier,
      country: SIMULATED_COUNTRY,
    },
    home: pairing.home,
    away: pairing.away,
    kickoffAt: new Date(kickoffAt),
    neutralVenue: false,
    venueCountry: SIMULATED_COUNTRY,
    simulated: true,
  });

  // The match in match seconds.
  const firstHalfEnd = HALF_SECONDS + intBetween(1, 4, random) * 60;
  const secondHalfStart = firstHalfEnd + BREAK_SECONDS;
  const fullTime = secondHalfStart + HALF_SECONDS + intBetween(2, 6, random) * 60;
  const minuteAt = (second: number) =>
    second < firstHalfEnd
      ? Math.floor(second / 60)
      : second < secondHalfStart
        ? 45
        : 45 + Math.floor((second - secondHalfStart) / 60);
  const windowOf = (half: 1 | 2, margin: number): [number, number] =>
    half === 1 ? [60, firstHalfEnd - margin] : [secondHalfStart + 60, fullTime - margin];

  let incidents: Incident[] = [];
  const draw = (type: Incident['type'], side: Incident['side'], half: 1 | 2) => {
    const [from, to] = windowOf(half, type === 'VAR_GOAL' ? 120 : 60);
    const second = Math.round(from + random() * (to - from));
    incidents.push({ type, side, second, minute: 0 });
  };
  for (const side of ['HOME', 'AWAY'] as const) {
    const rate = side === 'HOME' ? pairing.rates.home : pairing.rates.away;
    for (const half of [1, 2] as const) {
      const share = half === 1 ? FIRST_HALF_GOALS : 1 - FIRST_HALF_GOALS;
      const goals = poissonDraw(rate * share, random);
      for (let i = 0; i < goals; i += 1) draw('GOAL', side, half);
    }
    const card = random();
    const cardHalf = random() < 0.5 ? 1 : 2;
    if (card < RED_CARD_CHANCE) draw('RED_CARD', side, cardHalf);
  }
  const sideOf = () => (random() < 0.5 ? 'HOME' : 'AWAY');
  if (scenario === 'VAR_GOAL_CANCELLED') draw('VAR_GOAL', sideOf(), random() < 0.5 ? 1 : 2);
  let abandonSecond: number | undefined;
  if (scenario === 'ABANDONED') {
    incidents = [12 * 60, 33 * 60, secondHalfStart + 6 * 60].map((second) => ({
      type: 'GOAL',
      side: sideOf(),
      second,
      minute: 0,
    }));
    abandonSecond = secondHalfStart + 15 * 60;
  }
  // Keep incidents apart; one pushed out of its half is dropped.
  incidents.sort((a, b) => a.second - b.second);
  const spaced: Incident[] = [];
  for (const incident of incidents) {
    const last = spaced.at(-1);
    const second =
      last && incident.second < last.second + INCIDENT_GAP ? last.second + INCIDENT_GAP : incident.second;
    const half = incident.second < firstHalfEnd ? 1 : 2;
    const [, end] = windowOf(half, incident.type === 'VAR_GOAL' ? 120 : 60);
    if (second > end) continue;
    spaced.push({ ...incident, second, minute: minuteAt(second) });
  }
  incidents = spaced;

  const goalsBy = (until: number): FeedScore => {
    const score = { home: 0, away: 0 };
    for (const incident of incidents)
      if (incident.type === 'GOAL' && incident.second < until) {
        if (incident.side === 'HOME') score.home += 1;
        else score.away += 1;
      }
    return score;
  };
  const halfTimeScore = goalsBy(firstHalfEnd);
  const fullTimeScore = abandonSecond === undefined ? goalsBy(fullTime + 1) : undefined;
  let correctedFullTime: FeedScore | undefined;
  let correctionCause: 'GOAL' | 'GOAL_CANCELLED' = 'GOAL';
  if (scenario === 'RESULT_CORRECTED' && fullTimeScore) {
    // The correction takes back the last second-half goal (so the half-time score stays possible), or
    // credits a goal the home side never had.
    const last = incidents.filter((i) => i.type === 'GOAL' && i.second >= secondHalfStart).at(-1);
    if (last) {
      correctionCause = 'GOAL_CANCELLED';
      correctedFullTime = {
        home: fullTimeScore.home - (last.side === 'HOME' ? 1 : 0),
        away: fullTimeScore.away - (last.side === 'AWAY' ? 1 : 0),
      };
    } else correctedFullTime = { home: fullTimeScore.home + 1, away: fullTimeScore.away };
  }

  // Real times.
  const announcedAt = scheduledAt - ANNOUNCED_AHEAD_MS;
  const postponedAt = scenario === 'POSTPONED' ? scheduledAt - 3 * 3_600_000 : undefined;
  const kickedOffAt =
    scenario === 'POSTPONED'
      ? scheduledAt + POSTPONED_BY_MS
      : scenario === 'EARLY_KICKOFF'
        ? scheduledAt - 5 * MINUTE_MS
        : scheduledAt;
  const atSecond = (second: number) => kickedOffAt + (second * 1000) / speed;
  const fullTimeAt = atSecond(fullTime);

  const drafts: Draft[] = [];
  const add = (at: number, body: Draft['body'], second?: number) =>
    drafts.push({ at, rank: rankOf[body.type], order: drafts.length, second, body });
  const addInPlay = (second: number, body: Draft['body']) => add(atSecond(second), body, second);

  // Before the match: announcement, then prices every five minutes, each fixture at its own offset in
  // the five minutes so the feed as a whole speaks every few seconds.
  const driftPhase = unitOf(seed, 'drift', slot) * 2 * Math.PI;
  const offset = modulo(slot * 13, 60) * 5_000;
  const errorAt = scenario === 'PRICE_ERROR' ? scheduledAt - 30 * MINUTE_MS : undefined;
  const preMatchPrices = (from: number, until: number) => {
    for (let at = from; at < until; at += PRE_MATCH_EVERY_MS) {
      const step = Math.floor((at - announcedAt) / PRE_MATCH_EVERY_MS);
      const point = { drift: 0.03 * Math.sin(step / 9 + driftPhase), firstHalfLeft: 1, secondHalfLeft: 1 };
      const priceError = errorAt !== undefined && at <= errorAt && errorAt < at + PRE_MATCH_EVERY_MS;
      add(at, { type: 'PRICES', point: { ...point, priceError } });
      if (priceError && at + MINUTE_MS < until) add(at + MINUTE_MS, { type: 'PRICES', point });
    }
  };
  const fixture = fixtureFacts(scheduledAt);
  add(announcedAt, { type: 'FIXTURE', fixture });
  add(announcedAt, { type: 'STATUS', status: 'SCHEDULED' });
  let rescheduled: FeedFixture | undefined;
  if (postponedAt !== undefined) {
    preMatchPrices(announcedAt + offset, postponedAt);
    add(postponedAt, { type: 'STATUS', status: 'POSTPONED' });
    rescheduled = fixtureFacts(kickedOffAt);
    add(postponedAt + 2 * MINUTE_MS, { type: 'FIXTURE', fixture: rescheduled });
    add(postponedAt + 2 * MINUTE_MS, { type: 'STATUS', status: 'SCHEDULED' });
    preMatchPrices(postponedAt + 2 * MINUTE_MS + offset, kickedOffAt);
  } else preMatchPrices(announcedAt + offset, kickedOffAt);

  // In play.
  const kickedOff = new Date(kickedOffAt);
  const endOfPlay = abandonSecond ?? fullTime;
  addInPlay(0, { type: 'STATUS', status: 'LIVE', kickedOffAt: kickedOff });
  addInPlay(0, { type: 'SCORE', cause: 'CLOCK', minute: 0 });
  const stops: Array<[number, number]> = [];
  for (const incident of incidents) {
    const { second, side, minute } = incident;
    const danger = second - intBetween(4, 10, random);
    if (incident.type === 'RED_CARD') {
      stops.push([second, second + 20]);
      addInPlay(second, { type: 'BET_STOP', reason: 'CARD' });
      addInPlay(second + 1, {
        type: 'SCORE',
        cause: 'RED_CARD',
        minute,
        change: { side, goals: 0, redCards: 1 },
      });
      continue;
    }
    const goal: ScoreDraft = {
      type: 'SCORE',
      cause: 'GOAL',
      minute,
      change: { side, goals: 1, redCards: 0 },
    };
    addInPlay(danger, { type: 'BET_STOP', reason: 'DANGER' });
    addInPlay(second, goal);
    addInPlay(second + 1, { type: 'BET_STOP', reason: 'GOAL' });
    if (incident.type === 'GOAL') {
      stops.push([danger, second + 30]);
      continue;
    }
    stops.push([danger, second + 80]);
    addInPlay(second + 20, { type: 'BET_STOP', reason: 'VAR' });
    addInPlay(second + 60, {
      type: 'SCORE',
      cause: 'GOAL_CANCELLED',
      minute: minuteAt(second + 60),
      change: { side, goals: -1, redCards: 0 },
    });
  }
  for (const [, until] of stops) {
    if (until >= endOfPlay) continue;
    const firstHalfLeft = until < firstHalfEnd ? (firstHalfEnd - until) / firstHalfEnd : undefined;
    const secondHalfLeft = until < secondHalfStart ? 1 : (fullTime - until) / (fullTime - secondHalfStart);
    addInPlay(until, { type: 'PRICES', point: { drift: 0, firstHalfLeft, secondHalfLeft } });
    addInPlay(until, { type: 'BET_START' });
  }
  const stopped = (second: number) => stops.some(([from, until]) => second >= from && second <= until);
  // At most one PRICES every ten match seconds, and at most one every two real seconds at high speed.
  const tick = Math.max(10, Math.ceil(2 * speed));
  for (let second = 0; second < Math.min(firstHalfEnd, endOfPlay); second += tick)
    if (!stopped(second))
      addInPlay(second, {
        type: 'PRICES',
        point: { drift: 0, firstHalfLeft: (firstHalfEnd - second) / firstHalfEnd, secondHalfLeft: 1 },
      });
  for (let second = secondHalfStart; second < endOfPlay; second += tick)
    if (!stopped(second))
      addInPlay(second, {
        type: 'PRICES',
        point: {
          drift: 0,
          firstHalfLeft: undefined,
          secondHalfLeft: (fullTime - second) / (fullTime - secondHalfStart),
        },
      });
  for (let second = 60; second < endOfPlay; second += 60)
    if (second < firstHalfEnd || second > secondHalfStart)
      addInPlay(second, { type: 'SCORE', cause: 'CLOCK', minute: minuteAt(second) });

  if (firstHalfEnd < endOfPlay) {
    addInPlay(firstHalfEnd, { type: 'STATUS', status: 'HALF_TIME' });
    addInPlay(firstHalfEnd, { type: 'SCORE', cause: 'CLOCK', minute: 45 });
    addInPlay(firstHalfEnd, { type: 'RESULT', period: '1H', score: halfTimeScore });
    addInPlay(firstHalfEnd, {
      type: 'PRICES',
      point: { drift: 0, firstHalfLeft: undefined, secondHalfLeft: 1 },
    });
    addInPlay(secondHalfStart, { type: 'STATUS', status: 'LIVE', kickedOffAt: kickedOff });
    addInPlay(secondHalfStart, { type: 'SCORE', cause: 'CLOCK', minute: 45 });
  }
  let abandonedAt: number | undefined;
  if (abandonSecond !== undefined) {
    abandonedAt = atSecond(abandonSecond);
    addInPlay(abandonSecond, { type: 'STATUS', status: 'ABANDONED' });
    addInPlay(abandonSecond, { type: 'BET_STOP', reason: 'OTHER' });
  } else if (fullTimeScore) {
    addInPlay(fullTime, { type: 'STATUS', status: 'ENDED' });
    addInPlay(fullTime, { type: 'SCORE', cause: 'CLOCK', minute: minuteAt(fullTime) });
    addInPlay(fullTime, { type: 'RESULT', period: 'FT', score: fullTimeScore });
    if (correctedFullTime) {
      add(fullTimeAt + 4 * MINUTE_MS, { type: 'ROLLBACK', period: 'FT' });
      add(fullTimeAt + 7 * MINUTE_MS, {
        type: 'SCORE',
        cause: correctionCause,
        minute: minuteAt(fullTime),
        set: correctedFullTime,
      });
      add(fullTimeAt + 7 * MINUTE_MS, { type: 'RESULT', period: 'FT', score: correctedFullTime });
    }
  }

  // Sequence numbers in time order; the sweep fills in each SCORE and PRICES from the score so far.
  drafts.sort((a, b) => a.at - b.at || a.rank - b.rank || a.order - b.order);
  // Replaced, never changed, on each SCORE: every PRICES point until the next one shares them.
  let score: FeedScore = { home: 0, away: 0 };
  let redCards: FeedScore = { home: 0, away: 0 };
  let version = 0;
  const events: ScriptEvent[] = drafts.map((draft, index) => {
    const at = Math.round(draft.at);
    const sequence = index + 1;
    const { body } = draft;
    if (body.type === 'SCORE') {
      if (body.change) {
        const key = body.change.side === 'HOME' ? 'home' : 'away';
        score = { ...score, [key]: score[key] + body.change.goals };
        redCards = { ...redCards, [key]: redCards[key] + body.change.redCards };
      }
      if (body.set) score = { ...body.set };
      const afterHalf = draft.second === undefined || draft.second >= firstHalfEnd;
      return {
        sequence,
        at,
        body: {
          type: 'SCORE',
          score: { ...score },
          ...(afterHalf ? { halfTime: { ...halfTimeScore } } : {}),
          minute: body.minute,
          redCards: { ...redCards },
          cause: body.cause,
        },
      };
    }
    if (body.type === 'PRICES') {
      version += 1;
      return {
        sequence,
        at,
        body: {
          type: 'PRICES',
          version,
          point: { ...body.point, score, redCards },
        },
      };
    }
    return { sequence, at, body };
  });

  let deliveries: Delivery[] | undefined;
  if (scenario === 'DUPLICATES') {
    deliveries = events.map((event) => ({ deliverAt: event.at, event }));
    for (const event of events)
      if (unitOf(seed, 'duplicate', slot, event.sequence) < DUPLICATE_SHARE)
        deliveries.push({ deliverAt: event.at + DUPLICATE_DELAY_MS, event });
    deliveries.sort((a, b) => a.deliverAt - b.deliverAt || a.event.sequence - b.event.sequence);
  }
  const silenceFrom = atSecond(30 * 60);
  return {
    slot,
    fixtureRef,
    scenario,
    fixture,
    rescheduled,
    rates: pairing.rates,
    postponedAt,
    kickedOffAt,
    halfTimeAt: atSecond(firstHalfEnd),
    secondHalfAt: atSecond(secondHalfStart),
    fullTimeAt,
    abandonedAt,
    incidents,
    result: { ht: halfTimeScore, ft: fullTimeScore },
    correctedFullTime,
    silence:
      scenario === 'FEED_SILENCE'
        ? { from: Math.round(silenceFrom), to: Math.round(silenceFrom) + SILENCE_MS }
        : undefined,
    events,
    deliveries,
  };
};

/** The latest real time a slot's script can speak: what a poll uses to skip slots without building them. */
export const lastWordOf = (slot: number, speed: number, scenario: SimulatedScenario | undefined): number =>
  slotStart(slot) +
  (scenario === 'POSTPONED' ? POSTPONED_BY_MS : 0) +
  (MAX_MATCH_SECONDS * 1000) / speed +
  AFTER_MATCH_MS;

/** The start of a FEED_SILENCE slot's silence, without building its script. */
export const silenceOf = (slot: number, speed: number): { from: number; to: number } => {
  const from = Math.round(slotStart(slot) + (30 * 60 * 1000) / speed);
  return { from, to: from + SILENCE_MS };
};
