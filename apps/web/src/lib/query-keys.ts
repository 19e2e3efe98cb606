/** Query keys shared across features; a feature's own keys live beside its fetcher. */
export const queryKeys = {
  me: ['me'],
  wallet: ['wallet'],
  webConfig: ['web-config'],
  bankList: ['bank-list'],
  depositBanks: ['deposit-banks'],
  /** Prefix of every fund-history page query: `[...paymentHistory, type]`. */
  paymentHistory: ['payment-history'],
  /** The withdraw tab's limits; the wallet's pushes re-read them while the tab is open. */
  withdrawLimits: ['withdraw-limits'],
  /** Prefix of every statement page query: `[...statement, filter]`. */
  statement: ['statement'],
} as const;
