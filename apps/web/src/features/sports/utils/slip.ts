import {
  bahtText,
  errorMessage,
  formatAmount,
  parseAmount,
  type SportsAcceptPolicy,
  type SportsFixture,
  type SportsMarket,
  type SportsOddsFormat,
  type SportsRules,
  type SportsTicketInput,
} from '@chokdee/contracts';
import {
  combinedOdds,
  compare,
  div,
  floor,
  formatOdds,
  inFormat,
  isRedWater,
  maxReturn,
  parseDecimal,
  type Rational,
  rational,
  riskForTyped,
  ticketLimits,
} from '@chokdee/sportsbook';
import { sportsText } from '../../../messages/sports';
import { priceOf } from './markets';
import { shownFormat } from './prices';

/** บอลเต็ง (one leg) or บอลสเต็ป (2–12 legs, one per fixture). */
export type SlipMode = 'SINGLE' | 'PARLAY';

/** A selection on the slip, with what the slip shows of its fixture. */
export type SlipLeg = {
  fixtureId: string;
  home: string;
  away: string;
  competition: string;
  /** The market key (`FT.AH:-0.25`). */
  market: string;
  type: SportsMarket['type'];
  period: SportsMarket['period'];
  outcome: string;
  /** The decimal price now (the API's string): what is sent as the price the member saw. */
  odds: string;
  /** The price before the last change a push brought, until the member sends or picks again. */
  changedFrom: string | null;
  /** The market is not taking bets (suspended, closed) or the price is no longer quoted. */
  suspended: boolean;
  /** Picked while the match was in play: a live bet (รอยืนยัน before it is accepted). */
  live: boolean;
  /** The fixture's live delay in seconds (how long a live bet waits). */
  liveDelaySeconds: number;
};

export const sameSelection = (a: SlipLeg, b: Pick<SlipLeg, 'fixtureId' | 'market' | 'outcome'>): boolean =>
  a.fixtureId === b.fixtureId && a.market === b.market && a.outcome === b.outcome;

/**
 * What picking a price does: the same price again takes it off; a single holds one leg (a new pick
 * replaces it); a parlay adds, replaces its leg of the same fixture (two prices of one match never
 * combine) and takes no more than `maxLegs`.
 */
export type PickResult = 'added' | 'replaced' | 'removed' | 'full';

export const pickLeg = (
  legs: readonly SlipLeg[],
  leg: SlipLeg,
  mode: SlipMode,
  maxLegs: number,
): { legs: SlipLeg[]; result: PickResult; replaced?: SlipLeg } => {
  if (legs.some((current) => sameSelection(current, leg)))
    return { legs: legs.filter((current) => !sameSelection(current, leg)), result: 'removed' };
  if (mode === 'SINGLE') {
    const [previous] = legs;
    return previous
      ? { legs: [leg], result: 'replaced', replaced: previous }
      : { legs: [leg], result: 'added' };
  }
  const index = legs.findIndex((current) => current.fixtureId === leg.fixtureId);
  if (index >= 0) {
    const next = [...legs];
    const replaced = next[index];
    next[index] = leg;
    return { legs: next, result: 'replaced', replaced };
  }
  if (legs.length >= maxLegs) return { legs: [...legs], result: 'full' };
  return { legs: [...legs, leg], result: 'added' };
};

/**
 * A leg brought up to a fixture as read or pushed: its price now, or suspended when its market no
 * longer takes bets. `complete`: the fixture carries every market (a push, the fixture page), so a
 * market missing from it is gone; a list's fixture carries only the main ones and says nothing of the rest.
 */
export const syncLeg = (
  leg: SlipLeg,
  fixture: SportsFixture,
  { complete }: { complete: boolean },
): SlipLeg => {
  if (leg.fixtureId !== fixture.id) return leg;
  const market = fixture.markets.find((candidate) => candidate.key === leg.market);
  if (!market && !complete) return leg;
  const price = priceOf(market, leg.outcome);
  const suspended = market?.status !== 'OPEN' || price === undefined;
  const odds = price?.odds ?? leg.odds;
  const moved = odds !== leg.odds;
  if (!moved && suspended === leg.suspended) return leg;
  return { ...leg, suspended, odds, changedFrom: moved ? (leg.changedFrom ?? leg.odds) : leg.changedFrom };
};

/** A leg repriced by the server's answer (SPORTS_ODDS_CHANGED carries the price now). */
export const repriced = (leg: SlipLeg, odds: string): SlipLeg =>
  odds === leg.odds ? leg : { ...leg, odds, changedFrom: leg.changedFrom ?? leg.odds };

/** The rules numbers the slip checks with: `GET /rules` once read, the book's defaults before. */
export type SlipLimits = {
  minStakeSatang: bigint;
  maxLegs: number;
  maxCombinedOdds: Rational;
  maxPayoutSatang: bigint;
};

export const limitsOf = (rules: SportsRules | undefined): SlipLimits => ({
  minStakeSatang: (rules && parseAmount(rules.minStake)) ?? ticketLimits.minStakeSatang,
  maxLegs: rules?.maxLegs ?? ticketLimits.maxParlayLegs,
  maxCombinedOdds: (rules && parseDecimal(rules.maxCombinedOdds)) ?? ticketLimits.maxCombinedOdds,
  maxPayoutSatang: (rules && parseAmount(rules.maxPayout)) ?? ticketLimits.maxPayoutSatang,
});

/** Odds as a plain number in a Thai sentence: "1,000", "12.5". */
export const oddsNumberText = (odds: Rational): string => {
  const [whole = '0', fraction = ''] = formatOdds(odds, 'EU').split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return trimmed ? `${grouped}.${trimmed}` : grouped;
};

export type SlipSummary = {
  /** ยอดแทง: what the member typed, in satang (undefined while empty or not an amount). */
  typedSatang?: bigint;
  /** ยอดเสี่ยง: what is deducted and sent as `stake`. */
  riskSatang?: bigint;
  /** The most the ticket can pay, stake included (every leg won), cut to the satang. */
  maxPayoutSatang?: bigint;
  /** The product of the legs' decimal odds (a single's own). */
  combined?: Rational;
  /** A single at red water: the typed amount is the amount to win, the risk is typed × |m|. */
  redWater: boolean;
  /** The format the slip shows its prices in (sent as the ticket's `oddsFormat`). */
  format: SportsOddsFormat;
  /** Why the slip cannot be sent, in the server's Thai words; undefined when nothing is wrong yet. */
  problem?: string;
  /** Everything is in place to confirm. */
  ready: boolean;
};

/**
 * The numbers the slip shows before confirming and the local checks of docs/domain/sportsbook.md §5
 * with the rules' numbers (the server checks them again, with the member's limits and the prices now).
 */
export const slipSummary = ({
  mode,
  legs,
  typedStake,
  chosenFormat,
  limits,
}: {
  mode: SlipMode;
  legs: readonly SlipLeg[];
  typedStake: string;
  chosenFormat: SportsOddsFormat;
  limits: SlipLimits;
}): SlipSummary => {
  const first = legs[0];
  const format = mode === 'SINGLE' && first ? shownFormat(first.type, chosenFormat) : 'EU';
  const base: SlipSummary = { redWater: false, format, ready: false };
  if (!first) return base;
  const decimals = legs.map((leg) => parseDecimal(leg.odds));
  if (decimals.some((decimal) => decimal === undefined)) return base;
  const priced = decimals.map((decimal) => ({ decimal: decimal as Rational }));
  const combined = combinedOdds(priced);
  const firstDecimal = priced[0]?.decimal ?? combined;
  const redWater = mode === 'SINGLE' && format === 'MY' && isRedWater(firstDecimal);
  const shown: SlipSummary = { ...base, combined, redWater };

  const problem = (text: string): SlipSummary => ({ ...shown, problem: text });
  if (mode === 'PARLAY' && legs.length < 2) return problem(sportsText.parlayNeedsTwo);
  if (mode === 'PARLAY' && legs.length > limits.maxLegs)
    return problem(errorMessage('SPORTS_TOO_MANY_LEGS', { max: limits.maxLegs }));
  const repeated = legs.findIndex(
    (leg, index) => legs.findIndex((other) => other.fixtureId === leg.fixtureId) !== index,
  );
  if (repeated >= 0) return problem(errorMessage('SPORTS_ONE_LEG_PER_FIXTURE', { leg: repeated + 1 }));
  if (legs.some((leg) => leg.suspended)) return problem(sportsText.legSuspended);
  if (mode === 'PARLAY' && compare(combined, limits.maxCombinedOdds) > 0)
    return problem(
      errorMessage('SPORTS_COMBINED_ODDS_TOO_HIGH', { max: oddsNumberText(limits.maxCombinedOdds) }),
    );

  if (typedStake.trim() === '') return shown;
  const typedSatang = parseAmount(typedStake);
  if (typedSatang === undefined || typedSatang <= 0n) return problem(sportsText.stakeInvalid);
  const riskSatang = redWater ? riskForTyped(typedSatang, firstDecimal) : typedSatang;
  const maxPayoutSatang = maxReturn(riskSatang, priced);
  const counted: SlipSummary = { ...shown, typedSatang, riskSatang, maxPayoutSatang };
  if (riskSatang < limits.minStakeSatang)
    return {
      ...counted,
      problem: errorMessage('SPORTS_STAKE_TOO_SMALL', { min: bahtText(limits.minStakeSatang) }),
    };
  if (maxPayoutSatang > limits.maxPayoutSatang) {
    const maxRisk = floor(div(rational(limits.maxPayoutSatang), combined));
    // At red water the member types the amount to win: the most they may type is the risk ÷ |m|.
    const maxTyped = redWater ? floor(div(rational(maxRisk), absMalay(firstDecimal))) : maxRisk;
    return {
      ...counted,
      problem: errorMessage('SPORTS_PAYOUT_OVER_CAP', {
        max: bahtText(limits.maxPayoutSatang),
        stake: bahtText(maxTyped),
      }),
    };
  }
  return { ...counted, ready: true };
};

/** |m|: the Malay water without its sign. */
const absMalay = (decimal: Rational): Rational => {
  const water = inFormat(decimal, 'MY');
  return water.num < 0n ? rational(-water.num, water.den) : water;
};

/** The request of a confirmed slip: the risk as `stake`, each leg with the decimal price the member saw. */
export const ticketBody = (
  legs: readonly SlipLeg[],
  summary: SlipSummary,
  acceptPolicy: SportsAcceptPolicy,
): SportsTicketInput => ({
  stake: formatAmount(summary.riskSatang ?? 0n),
  legs: legs.map((leg) => ({
    fixtureId: leg.fixtureId,
    market: leg.market,
    outcome: leg.outcome,
    odds: leg.odds,
  })),
  acceptPolicy,
  oddsFormat: summary.format,
});
