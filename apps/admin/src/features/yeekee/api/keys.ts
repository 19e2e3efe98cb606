/** Query keys of the Yeekee pages; saving a market invalidates `markets` (and its rounds' names). */
export const yeekeeKeys = {
  all: ['yeekee'] as const,
  markets: ['yeekee', 'markets'] as const,
  /** `date` undefined: the market's current business date, as the server decides it. */
  marketRounds: (code: string, date: string | undefined) =>
    ['yeekee', 'market', code, 'rounds', date ?? 'current'] as const,
  roundShots: (roundCode: string) => ['yeekee', 'round', roundCode, 'shots'] as const,
};
