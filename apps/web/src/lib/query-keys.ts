/** Query keys shared across features; a feature's own keys live beside its fetcher. */
export const queryKeys = {
  me: ['me'],
  wallet: ['wallet'],
  webConfig: ['web-config'],
  bankList: ['bank-list'],
} as const;
