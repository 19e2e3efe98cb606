import { type BetType, isValidBetNumber } from './bet-types';
import type { DerivedResult } from './derive-result';

const sortDigits = (number: string): string => [...number].sort().join('');

const countEqual = (number: string, prizes: readonly string[] | undefined): number =>
  prizes ? prizes.filter((prize) => prize === number).length : 0;

/**
 * How many prizes a line wins (docs/domain/lottery.md §2): 0 for a loser, 1 for most winners, and 2 when a
 * THREE_FRONT/THREE_BACK number equals both prize numbers. The win is stake × rate × hits.
 * A number with the wrong digit count for its bet type never wins.
 */
export const judgeLine = (betType: BetType, number: string, derived: DerivedResult): number => {
  if (!isValidBetNumber(betType, number)) return 0;
  switch (betType) {
    case 'THREE_TOP':
      return number === derived.top3 ? 1 : 0;
    case 'THREE_TOD':
      return sortDigits(number) === sortDigits(derived.top3) ? 1 : 0;
    case 'THREE_FRONT':
      return countEqual(number, derived.front3);
    case 'THREE_BACK':
      return countEqual(number, derived.back3);
    case 'TWO_TOP':
      return number === derived.top2 ? 1 : 0;
    case 'TWO_BOTTOM':
      return number === derived.bottom2 ? 1 : 0;
    case 'RUN_TOP':
      return derived.top3.includes(number) ? 1 : 0;
    case 'RUN_BOTTOM':
      return derived.bottom2.includes(number) ? 1 : 0;
  }
};
