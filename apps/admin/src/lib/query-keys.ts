/** Query keys shared across features; a feature's own keys live beside its fetcher. */
export const queryKeys = {
  me: ['me'],
} as const;
