/** Defaults of domain.md §4; both are operator settings. */
export const yeekeeMinShots = 20;
export const yeekeeSubtractPosition = 16;

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

const shotPattern = /^[0-9]{5}$/;

/**
 * Yeekee result (domain.md §4) from the shots ordered by the server's receive time, oldest first.
 * R = sum − the shot at `subtractPosition` counted back from the last; written with at least 5 digits,
 * top3 = its last 3 digits, bottom2 = the two before them. Fewer than `minShots` shots cancels the round.
 */
export const yeekeeResult = (
  shots: readonly YeekeeShot[],
  { minShots = yeekeeMinShots, subtractPosition = yeekeeSubtractPosition }: YeekeeOptions = {},
): YeekeeDrawn | YeekeeCancelled => {
  for (const [index, shot] of shots.entries()) {
    if (!shotPattern.test(shot.number)) {
      throw new RangeError(`shot ${index + 1} must be 5 digits, got ${JSON.stringify(shot.number)}`);
    }
  }
  if (shots.length < Math.max(minShots, subtractPosition)) return { cancelled: 'TOO_FEW_SHOTS' };
  const sum = shots.reduce((total, shot) => total + BigInt(shot.number), 0n);
  const shot16 = shots[shots.length - subtractPosition]?.number ?? '';
  const r = sum - BigInt(shot16);
  const written = r.toString().padStart(5, '0');
  return { sum, shot16, r, top3: written.slice(-3), bottom2: written.slice(-5, -3) };
};

export const isYeekeeCancelled = (result: YeekeeDrawn | YeekeeCancelled): result is YeekeeCancelled =>
  'cancelled' in result;
