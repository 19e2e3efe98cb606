import type { BetTypeCode } from '@chokdee/contracts';

/** Query keys of the lottery pages; every round action invalidates `all` (round, board, calendar). */
export const lotteryKeys = {
  all: ['lottery'] as const,
  products: ['lottery', 'products'] as const,
  rounds: ['lottery', 'rounds'] as const,
  round: (roundCode: string) => ['lottery', 'round', roundCode] as const,
  exposure: (roundCode: string, betType: BetTypeCode | undefined) =>
    ['lottery', 'round', roundCode, 'exposure', betType ?? 'ALL'] as const,
  numbers: (roundCode: string) => ['lottery', 'round', roundCode, 'numbers'] as const,
  bills: (roundCode: string) => ['lottery', 'round', roundCode, 'bills'] as const,
  preview: (roundCode: string) => ['lottery', 'round', roundCode, 'preview'] as const,
};
