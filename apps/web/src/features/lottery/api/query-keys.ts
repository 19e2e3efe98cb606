/** This feature's query keys. */
export const lotteryKeys = {
  list: ['lotto-list'],
  round: (roundCode: string) => ['lotto-round', roundCode] as const,
  /** Prefix of every order-history page query: `[...orderHistory, status]`. */
  orderHistory: ['order-history'],
  bill: (billNo: string) => ['order-bill', billNo] as const,
} as const;

/** Query keys of the results reads (apart from `lotteryKeys`, which the slip's pages extend). */
export const lotteryResultKeys = {
  /** Prefix of every results query. */
  all: ['lotto-results'],
  results: (productCode: string | undefined) => ['lotto-results', productCode ?? ''] as const,
} as const;

/** Query keys of the Yeekee reads (markets, a market's day, a round and its board, the proof). */
export const yeekeeKeys = {
  markets: ['yeekee-markets'],
  /** Prefix of every day list of every market. */
  allRounds: ['yeekee-rounds'],
  rounds: (marketCode: string, date: string | undefined) =>
    ['yeekee-rounds', marketCode, date ?? ''] as const,
  round: (roundCode: string) => ['yeekee-round', roundCode] as const,
  myShots: (roundCode: string) => ['yeekee-my-shots', roundCode] as const,
  proof: (roundCode: string) => ['yeekee-proof', roundCode] as const,
} as const;
