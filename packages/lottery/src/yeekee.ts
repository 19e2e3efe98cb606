import { yeekeeSeedOffset } from './yeekee-seed';

/** Defaults of docs/domain/yeekee.md §3; both are operator settings. */
export const yeekeeMinShots = 20;
export const yeekeeSubtractPosition = 16;

/** `CLASSIC`: sum − the 16th shot counted back from the last. `SEEDED`: plus the committed house seed, mod 100,000. */
export type YeekeeFormula = 'CLASSIC' | 'SEEDED';

export type YeekeeOutcome =
  | { kind: 'VOID'; reason: 'TOO_FEW_SHOTS' }
  | {
      kind: 'RESULT';
      /** Sum of every shot. */
      sum: bigint;
      /** Where the subtracted shot is, counted back from the last (1 = the last shot). */
      subtractPosition: number;
      subtractedSeq: number;
      subtractedShot: string;
      /** sum − subtractedShot (the classic R, whatever the formula). */
      classicR: bigint;
      /** The R the result is read from: CLASSIC the classic R with at least 5 digits; SEEDED exactly 5 digits. */
      r: string;
      /** The last 3 digits of r. */
      top3: string;
      /** The 2 digits before top3. */
      bottom2: string;
    };

export type YeekeeOutcomeInput = {
  formula: YeekeeFormula;
  /** Every accepted shot of the round; ordered by `seq` here if they are not already. */
  shots: readonly { seq: number; number: string }[];
  minShots: number;
  /** Defaults to 16. */
  subtractPosition?: number;
  /** SEEDED: the revealed seed (64 lowercase hex characters). */
  seed?: string;
};

/** The value of exactly 5 ASCII digits, −1 for anything else (a hot loop: 100,000 shots a round). */
const fiveDigitValue = (text: string): number => {
  if (typeof text !== 'string' || text.length !== 5) return -1;
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
};
const modulus = 100_000n;

const checkCount = (name: string, value: number, min: number): void => {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer ≥ ${min}, got ${value}`);
  }
};

/** The shots in seq order: the given array when already ascending, a sorted copy otherwise; a repeated seq throws. */
const inSeqOrder = <T extends { seq: number }>(shots: readonly T[]): readonly T[] => {
  let ascending = true;
  for (let index = 1; index < shots.length; index += 1) {
    if ((shots[index] as T).seq <= (shots[index - 1] as T).seq) {
      ascending = false;
      break;
    }
  }
  if (ascending) return shots;
  const sorted = [...shots].sort((a, b) => a.seq - b.seq);
  for (let index = 1; index < sorted.length; index += 1) {
    if ((sorted[index] as T).seq === (sorted[index - 1] as T).seq) {
      throw new RangeError(`seq ${(sorted[index] as T).seq} appears twice`);
    }
  }
  return sorted;
};

/**
 * The result of a Yeekee round (docs/domain/yeekee.md §1–§2) from every accepted shot, the subtracted shot counted back
 * from the last by `seq`:
 * - CLASSIC: r = sum − the shot at `subtractPosition` from the last, written with at least 5 digits;
 * - SEEDED: r = (that classic R + `yeekeeSeedOffset(seed)`) mod 100,000, written with exactly 5 digits.
 * top3 = the last 3 digits of r, bottom2 = the 2 before them. Fewer than max(minShots, subtractPosition)
 * shots → VOID (never a throw, and no seed needed). A shot that is not 5 digits, a repeated seq, bad
 * settings or a SEEDED result without a valid seed throw a RangeError: those are broken data, not a rule.
 */
export const yeekeeOutcome = ({
  formula,
  shots,
  minShots,
  subtractPosition = yeekeeSubtractPosition,
  seed,
}: YeekeeOutcomeInput): YeekeeOutcome => {
  checkCount('minShots', minShots, 0);
  checkCount('subtractPosition', subtractPosition, 1);
  if (formula !== 'CLASSIC' && formula !== 'SEEDED')
    throw new RangeError(`unknown formula ${String(formula)}`);
  // A Number holds the sum exactly: 99,999 × 9·10¹⁰ shots stays below 2⁵³.
  let total = 0;
  for (const shot of shots) {
    const value = fiveDigitValue(shot.number);
    if (value < 0)
      throw new RangeError(`shot ${shot.seq} must be 5 digits, got ${JSON.stringify(shot.number)}`);
    total += value;
  }
  if (shots.length < Math.max(minShots, subtractPosition)) return { kind: 'VOID', reason: 'TOO_FEW_SHOTS' };
  // A void round needs no seed: only a result does.
  const offset = formula === 'SEEDED' ? yeekeeSeedOffset(seed ?? '') : 0;
  const ordered = inSeqOrder(shots);
  const subtracted = ordered[ordered.length - subtractPosition] as { seq: number; number: string };
  const sum = BigInt(total);
  const classicR = sum - BigInt(subtracted.number);
  const r =
    formula === 'SEEDED'
      ? ((classicR + BigInt(offset)) % modulus).toString().padStart(5, '0')
      : classicR.toString().padStart(5, '0');
  return {
    kind: 'RESULT',
    sum,
    subtractPosition,
    subtractedSeq: subtracted.seq,
    subtractedShot: subtracted.number,
    classicR,
    r,
    ...yeekeeFigures(r),
  };
};

/** What a written R pays on (docs/domain/yeekee.md §1): 3 top = its last 3 digits, 2 bottom = the two before. */
export const yeekeeFigures = (written: string): { top3: string; bottom2: string } => ({
  top3: written.slice(-3),
  bottom2: written.slice(-5, -3),
});

export type YeekeeShot = { number: string };

export type YeekeeDrawn = {
  /** Sum of every shot. */
  sum: bigint;
  /** The shot subtracted: the 16th counted back from the last received (position 1 = last). */
  shot16: string;
  /** sum − shot16. */
  r: bigint;
  top3: string;
  bottom2: string;
};

export type YeekeeCancelled = { cancelled: 'TOO_FEW_SHOTS' };

export type YeekeeOptions = { minShots?: number; subtractPosition?: number };

/**
 * The CLASSIC Yeekee result from the shots ordered by the server's receive time, oldest first
 * (`yeekeeOutcome` with seq = position). Fewer than `minShots` shots cancels the round.
 */
export const yeekeeResult = (
  shots: readonly YeekeeShot[],
  { minShots = yeekeeMinShots, subtractPosition = yeekeeSubtractPosition }: YeekeeOptions = {},
): YeekeeDrawn | YeekeeCancelled => {
  const outcome = yeekeeOutcome({
    formula: 'CLASSIC',
    shots: shots.map((shot, index) => ({ seq: index + 1, number: shot.number })),
    minShots,
    subtractPosition,
  });
  if (outcome.kind === 'VOID') return { cancelled: 'TOO_FEW_SHOTS' };
  const { sum, subtractedShot, classicR, top3, bottom2 } = outcome;
  return { sum, shot16: subtractedShot, r: classicR, top3, bottom2 };
};

export const isYeekeeCancelled = (result: YeekeeDrawn | YeekeeCancelled): result is YeekeeCancelled =>
  'cancelled' in result;
