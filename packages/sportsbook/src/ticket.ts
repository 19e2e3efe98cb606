import type { Rational } from './rational';
import { compare, rational } from './rational';
import { combinedOdds, maxReturn } from './returns';

/** The book's defaults (docs/domain/sportsbook.md, "Limits"); a competition tier or a member may narrow them. */
export const ticketLimits = {
  minStakeSatang: 1_000n,
  minLegs: 1,
  maxParlayLegs: 12,
  maxCombinedOdds: rational(1000n),
  maxPayoutSatang: 100_000_000n,
} as const;

export type TicketLeg = { fixtureId: string; decimal: Rational };

/** Why a ticket cannot be placed, as the server names the error (its Thai message lives in contracts). */
export type TicketProblem =
  | 'STAKE_TOO_SMALL'
  | 'NO_LEGS'
  | 'TOO_MANY_LEGS'
  | 'ONE_LEG_PER_FIXTURE'
  | 'COMBINED_ODDS_TOO_HIGH'
  | 'PAYOUT_OVER_CAP';

/**
 * The shape rules of a ticket that need nothing but the ticket: at least the minimum stake; one leg is
 * a single, 2–12 a parlay with one leg per fixture (two prices of one match are not independent); a
 * parlay's combined odds at most 1,000; and the most it can pay within the cap (`alreadyPayable`: what
 * identical open parlays of the member could pay already, since they count together).
 */
export const ticketProblem = (
  stakeSatang: bigint,
  legs: readonly TicketLeg[],
  options: { maxPayoutSatang?: bigint; alreadyPayable?: bigint } = {},
): TicketProblem | undefined => {
  if (stakeSatang < ticketLimits.minStakeSatang) return 'STAKE_TOO_SMALL';
  if (legs.length < ticketLimits.minLegs) return 'NO_LEGS';
  if (legs.length > ticketLimits.maxParlayLegs) return 'TOO_MANY_LEGS';
  if (new Set(legs.map((leg) => leg.fixtureId)).size !== legs.length) return 'ONE_LEG_PER_FIXTURE';
  if (legs.length > 1 && compare(combinedOdds(legs), ticketLimits.maxCombinedOdds) > 0)
    return 'COMBINED_ODDS_TOO_HIGH';
  const cap = options.maxPayoutSatang ?? ticketLimits.maxPayoutSatang;
  if (maxReturn(stakeSatang, legs) + (options.alreadyPayable ?? 0n) > cap) return 'PAYOUT_OVER_CAP';
  return undefined;
};
