import { compare, floor, mul, ONE, type Rational, rational } from './rational';

/**
 * The stake limits of docs/domain/sportsbook.md, "Limits": a maximum per bet by competition tier,
 * scaled by the member's stake factor and halved for live bets; and at most twice that on one
 * selection per member within 24 hours. The server reads the amounts already staked; the rule is here.
 */
export type CompetitionTier = 'TOP' | 'LOWER';

export const stakeLimitDefaults = {
  maxStakeSatang: { TOP: 5_000_000n, LOWER: 1_000_000n } satisfies Record<CompetitionTier, bigint>,
  /** A live bet may stake this share of the pre-match maximum. */
  liveShare: rational(1n, 2n),
  /** Per member and selection within 24 h: this many maximum bets. */
  selectionDayMultiple: 2n,
  /** The member's stake factor is kept within these bounds (0.01…10). */
  minStakeFactor: rational(1n, 100n),
  maxStakeFactor: rational(10n),
} as const;

/** A stake factor within its bounds; a factor outside them is a staff mistake, refused where it is set. */
export const isValidStakeFactor = (factor: Rational): boolean =>
  compare(factor, stakeLimitDefaults.minStakeFactor) >= 0 &&
  compare(factor, stakeLimitDefaults.maxStakeFactor) <= 0;

/** The most one bet may stake, in satang (cut to the satang). */
export const maxStakeFor = (
  tier: CompetitionTier,
  options: { stakeFactor?: Rational; live?: boolean } = {},
): bigint => {
  const factor = options.stakeFactor ?? ONE;
  const share = options.live ? stakeLimitDefaults.liveShare : ONE;
  return floor(mul(mul(rational(stakeLimitDefaults.maxStakeSatang[tier]), factor), share));
};

export type StakeLimitProblem = 'STAKE_OVER_MAX' | 'SELECTION_DAY_OVER_MAX';

/**
 * Why a stake is over the limits, or undefined. `stakedOnSelection24h`: what the member staked on the
 * same selection (fixture, market, outcome) in the last 24 hours, before this bet.
 */
export const stakeLimitProblem = (input: {
  stakeSatang: bigint;
  tier: CompetitionTier;
  stakeFactor?: Rational;
  live?: boolean;
  stakedOnSelection24h: bigint;
}): StakeLimitProblem | undefined => {
  const max = maxStakeFor(input.tier, input);
  if (input.stakeSatang > max) return 'STAKE_OVER_MAX';
  if (input.stakedOnSelection24h + input.stakeSatang > max * stakeLimitDefaults.selectionDayMultiple)
    return 'SELECTION_DAY_OVER_MAX';
  return undefined;
};
