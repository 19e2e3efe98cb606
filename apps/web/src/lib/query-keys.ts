/** Query keys shared across features; a feature's own keys live beside its fetcher. */
export const queryKeys = {
  me: ['me'],
  wallet: ['wallet'],
  webConfig: ['web-config'],
  bankList: ['bank-list'],
  depositBanks: ['deposit-banks'],
  /** Prefix of every fund-history page query: `[...paymentHistory, type]`. */
  paymentHistory: ['payment-history'],
} as const;
