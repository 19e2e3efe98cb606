import { formatAmount } from '@chokdee/contracts';

/**
 * Satang as the providers' wires write money: a JSON number of baht with two places at most. Exact,
 * because `formatAmount` writes the decimal text and a number parses it to the nearest double, which
 * prints back as the same text for any balance below 2^53 satang.
 */
export const bahtNumber = (satang: bigint): number => Number(formatAmount(satang));
