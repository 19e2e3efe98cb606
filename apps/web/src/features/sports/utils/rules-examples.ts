import {
  decimalFromFormat,
  formatOdds,
  grade,
  type LegResult,
  lineDisplay,
  type MarketKey,
  parseDecimal,
  parseMarketKey,
  type Rational,
  resultFactor,
  returnOf,
  riskForTyped,
  type Score,
  thaiHandicapName,
  ticketState,
} from '@chokdee/sportsbook';

/**
 * The worked examples of the rules page (docs/domain/sportsbook.md §2–§4), computed with the engine
 * that settles tickets rather than typed in, so the page can never say something the book does not do.
 */

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`rules example: ${what}`);
  return value;
};

const keyOf = (text: string): MarketKey => must(parseMarketKey(text), text);
const NIL: Score = { home: 0, away: 0 };

/** The giving team's margins the table shows: lost by one or more, drawn, won by 1, 2, 3 or more. */
export const HANDICAP_MARGINS = [-1, 0, 1, 2, 3] as const;

/** The quarter-line table for the team giving 0 to 2 goals, graded at each margin. */
export const handicapTable = (): Array<{
  quarters: number;
  line: string;
  name: string;
  results: Array<Exclude<LegResult, 'VOID'>>;
}> =>
  [0, -1, -2, -3, -4, -5, -6, -7, -8].map((quarters) => ({
    quarters,
    line: lineDisplay(quarters),
    name: thaiHandicapName(quarters) ?? '',
    results: HANDICAP_MARGINS.map((margin) =>
      grade({ period: 'FT', type: 'AH', quarters }, 'HOME', {
        ft: margin >= 0 ? { home: margin, away: 0 } : { home: 0, away: -margin },
        ht: NIL,
      }),
    ),
  }));

/** The same price in every format: MY +0.80 = HK 0.80 = ID −1.25 = EU 1.80; MY −0.80 = EU 2.25. */
export const formatsExample = () => {
  const black = must(decimalFromFormat('0.80', 'MY'), 'MY 0.80');
  const red = must(decimalFromFormat('-0.80', 'MY'), 'MY -0.80');
  return {
    my: formatOdds(black, 'MY'),
    hk: formatOdds(black, 'HK'),
    id: formatOdds(black, 'ID'),
    eu: formatOdds(black, 'EU'),
    myRed: formatOdds(red, 'MY'),
    euRed: formatOdds(red, 'EU'),
  };
};

const TYPED_SATANG = 10_000n;
const OUTCOMES = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE'] as const;

/** 100 typed at a Malay price: what is deducted and what each result returns on it. */
const waterExample = (water: string) => {
  const decimal = must(decimalFromFormat(water, 'MY'), water);
  const riskSatang = riskForTyped(TYPED_SATANG, decimal);
  return {
    price: formatOdds(decimal, 'MY'),
    abs: formatOdds(decimal, 'MY').replace(/^-/, ''),
    typedSatang: TYPED_SATANG,
    riskSatang,
    returns: OUTCOMES.map((result) => ({
      result,
      satang: returnOf(riskSatang, resultFactor(result, decimal)),
    })),
  };
};

/** Red water: 100 at −0.80 → 80 deducted; win 180, half win 130, push 80, half lose 40, lose 0. */
export const redWaterExample = () => waterExample('-0.80');
/** Black water: 100 at +0.90 → 100 deducted; win 190, push 100. */
export const blackWaterExample = () => waterExample('0.90');

const PARLAY_LEGS = [
  { market: 'FT.1X2', outcome: 'HOME', odds: '1.95', ft: { home: 1, away: 0 } },
  { market: 'FT.AH:-0.25', outcome: 'HOME', odds: '1.90', ft: { home: 1, away: 1 } },
  { market: 'FT.OU:2.75', outcome: 'OVER', odds: '2.00', ft: { home: 2, away: 1 } },
] as const;

/**
 * The parlay of docs/domain/sportsbook.md §4: 100 baht on 1X2 1.95 (won), home −0.25 at 1.90 drawn (half
 * lost, ½) and over 2.75 at 2.00 with three goals (half won, 1.5) → 146.25 baht.
 */
export const parlayExample = () => {
  const stakeSatang = 10_000n;
  const legs = PARLAY_LEGS.map((leg) => {
    const decimal: Rational = must(parseDecimal(leg.odds), leg.odds);
    const result = grade(keyOf(leg.market), leg.outcome, { ft: leg.ft, ht: NIL });
    return { decimal, result, odds: formatOdds(decimal, 'EU'), factor: resultFactor(result, decimal) };
  });
  const state = ticketState(stakeSatang, legs);
  return { stakeSatang, legs, payoutSatang: state.state === 'SETTLED' ? state.payout : 0n };
};
