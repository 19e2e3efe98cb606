import { formatAmount, parseAmount, type RoundDetail } from '@chokdee/contracts';
import { type BetType, betTypeDigits, mergeSlipLines, reverseNumbers, winSatang } from '@chokdee/lottery';

/** One line of the bet slip (docs/domain/member-site.md §3): amounts are 2-decimal strings, rates decimal strings. */
export type BetLine = {
  betId: string;
  betType: BetType;
  number: string;
  buyAmount: string;
  rewardPrice: string;
  payOutTotal: string;
};

/**
 * `payOutTotal = buyAmount × rewardPrice`, exact: satang × the rate as a fraction (bigint),
 * rounded half up to the satang as the server does. Never a float.
 */
export const payOutTotalOf = (buyAmount: string, rewardPrice: string): string => {
  const stake = parseAmount(buyAmount) ?? 0n;
  return formatAmount(winSatang(stake, rewardPrice, 1));
};

/** The slip total: the sum of `buyAmount` in satang, as "123.00". */
export const slipTotal = (lines: readonly Pick<BetLine, 'buyAmount'>[]): string =>
  formatAmount(lines.reduce((sum, line) => sum + (parseAmount(line.buyAmount) ?? 0n), 0n));

/** The rate a number pays in the round: its reduced rate (เลขอั้น) when listed, else the bet type's. */
export const rateFor = (round: RoundDetail | null, betType: BetType, number: string): string => {
  const reduced = round?.reducedNumbers.find((entry) => entry.betType === betType && entry.number === number);
  if (reduced) return reduced.payOutPrice;
  return round?.betTypes.find((entry) => entry.betType === betType)?.payOutPrice ?? '0';
};

export const isClosedNumber = (round: RoundDetail | null, betType: BetType, number: string): boolean =>
  round?.closedNumbers.some((entry) => entry.betType === betType && entry.number === number) ?? false;

export const isReducedNumber = (round: RoundDetail | null, betType: BetType, number: string): boolean =>
  round?.reducedNumbers.some((entry) => entry.betType === betType && entry.number === number) ?? false;

/** The numbers one entry adds: with กลับเลข every ordering of its digits (2- and 3-digit types). */
export const expandNumber = (betType: BetType, number: string, reverse: boolean): string[] =>
  reverse && betTypeDigits[betType] > 1 ? reverseNumbers(number) : [number];

/**
 * Adds lines for `numbers` at `buyAmount` (or an addition's own `amount`), merging a repeated
 * (bet type, number) into the existing line (amounts summed, `mergeSlipLines`), and recomputes each
 * merged line's `payOutTotal`.
 */
export const addToSlip = (
  lines: readonly BetLine[],
  additions: readonly { betType: BetType; number: string; amount?: string }[],
  buyAmount: string,
  round: RoundDetail | null,
  newId: () => string,
): BetLine[] => {
  const candidates = [
    ...lines.map((line) => ({ ...line, amountSatang: parseAmount(line.buyAmount) ?? 0n })),
    ...additions.map(({ betType, number, amount = buyAmount }) => ({
      betId: newId(),
      betType,
      number,
      buyAmount: amount,
      rewardPrice: rateFor(round, betType, number),
      payOutTotal: '0.00',
      amountSatang: parseAmount(amount) ?? 0n,
    })),
  ];
  return mergeSlipLines(candidates).map(({ amountSatang, ...line }) => {
    const amount = formatAmount(amountSatang);
    return { ...line, buyAmount: amount, payOutTotal: payOutTotalOf(amount, line.rewardPrice) };
  });
};

/** Sets one line's amount (or every line's when `betId` is undefined) and its payout. */
export const setSlipAmount = (lines: readonly BetLine[], buyAmount: string, betId?: string): BetLine[] =>
  lines.map((line) =>
    betId === undefined || line.betId === betId
      ? { ...line, buyAmount, payOutTotal: payOutTotalOf(buyAmount, line.rewardPrice) }
      : line,
  );

/** Re-reads every line's rate from a fresh round detail (a number may have become reduced). */
export const rerateSlip = (lines: readonly BetLine[], round: RoundDetail | null): BetLine[] =>
  lines.map((line) => {
    const rewardPrice = rateFor(round, line.betType, line.number);
    return { ...line, rewardPrice, payOutTotal: payOutTotalOf(line.buyAmount, rewardPrice) };
  });

/** True when the line's amount is outside its bet type's min / max in the round (the server would refuse it). */
export const isAmountOutOfRange = (
  round: RoundDetail | null,
  line: Pick<BetLine, 'betType' | 'buyAmount'>,
): boolean => {
  const limits = round?.betTypes.find((entry) => entry.betType === line.betType);
  const amount = parseAmount(line.buyAmount);
  if (!limits || amount === undefined) return false;
  const min = parseAmount(limits.minBet) ?? 0n;
  const max = parseAmount(limits.maxBet);
  return amount < min || (max !== undefined && amount > max);
};
