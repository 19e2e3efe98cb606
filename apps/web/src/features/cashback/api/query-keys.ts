/** The cashback feature's query keys. */
export const cashbackKeys = { me: ['cashback', 'me'] } as const;
