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
  results: (productCode: string | undefined) => ['lotto-results', productCode ?? ''] as const,
} as const;
