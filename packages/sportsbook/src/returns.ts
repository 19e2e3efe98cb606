import type { LegResult } from './grade';
import { add, compare, floor, HALF, mul, ONE, type Rational, rational, ZERO } from './rational';

/**
 * What one baht on a selection is worth after its result (docs/domain/sportsbook.md, "Returns"): a win
 * its decimal odds d, a half win half at d and half back ((1 + d) / 2), a push or void the baht back, a
 * half loss half back, a loss nothing. A half loss is never multiplied by the price.
 */
export const resultFactor = (result: LegResult, decimal: Rational): Rational => {
  switch (result) {
    case 'WIN':
      return decimal;
    case 'HALF_WIN':
      return mul(add(ONE, decimal), HALF);
    case 'PUSH':
    case 'VOID':
      return ONE;
    case 'HALF_LOSE':
      return HALF;
    case 'LOSE':
      return ZERO;
  }
};

/** Stake × factor, cut to the satang: the one rounding of a ticket, at its end. */
export const returnOf = (stakeSatang: bigint, factor: Rational): bigint =>
  floor(mul(rational(stakeSatang), factor));

export type Leg = { decimal: Rational; result?: LegResult };

export type TicketState =
  /** A leg is still to be graded and none has lost. */
  | { state: 'OPEN' }
  /** Every leg graded (or a leg lost): `payout` is what the ticket returns, `factor` its product. */
  | { state: 'SETTLED'; factor: Rational; payout: bigint; won: boolean; refunded: boolean };

/**
 * A ticket (a single, or a parlay of its legs) from its legs' results so far. A parlay is lost as soon
 * as one leg loses (settled then, not at its last match); otherwise it pays stake × the product of the
 * factors once every leg is graded, each void or pushed leg counting 1, so all-void returns the stake.
 */
export const ticketState = (stakeSatang: bigint, legs: readonly Leg[]): TicketState => {
  if (legs.some((leg) => leg.result === 'LOSE'))
    return { state: 'SETTLED', factor: ZERO, payout: 0n, won: false, refunded: false };
  if (legs.some((leg) => leg.result === undefined)) return { state: 'OPEN' };
  const factor = legs.reduce(
    (product, leg) => mul(product, resultFactor(leg.result as LegResult, leg.decimal)),
    ONE,
  );
  const refunded = legs.every((leg) => leg.result === 'VOID' || leg.result === 'PUSH');
  return {
    state: 'SETTLED',
    factor,
    payout: returnOf(stakeSatang, factor),
    won: compare(factor, ONE) > 0,
    refunded,
  };
};

/** The combined decimal odds of a ticket's legs (a single's own odds). */
export const combinedOdds = (legs: readonly Pick<Leg, 'decimal'>[]): Rational =>
  legs.reduce((product, leg) => mul(product, leg.decimal), ONE);

/** The most a ticket can return: every leg won. */
export const maxReturn = (stakeSatang: bigint, legs: readonly Pick<Leg, 'decimal'>[]): bigint =>
  returnOf(stakeSatang, combinedOdds(legs));
