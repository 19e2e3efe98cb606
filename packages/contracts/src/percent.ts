/**
 * Percent settings (cashback, referral income, VIP benefits) travel as decimal strings 0–100 with at
 * most two places ("0.5", "12.25"); the server computes with basis points and floors to the satang.
 */
const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "5.25" → 525 basis points; undefined for anything else (a sign, a third decimal, above 100). */
export const percentToBasisPoints = (input: string): number | undefined => {
  const match = PERCENT_PATTERN.exec(input.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const points = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return points <= 10_000 ? points : undefined;
};

/** Basis points as the shortest percent string (525 → "5.25", 500 → "5", 50 → "0.5"). */
export const basisPointsToPercent = (points: number): string => {
  const whole = Math.trunc(points / 100);
  const fraction = String(points % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};
