/** The referral feature's query keys; `all` is the prefix a claim invalidates. */
export const referralKeys = {
  all: ['referral'],
  summary: ['referral', 'summary'],
  members: ['referral', 'members'],
  history: ['referral', 'history'],
  income: (by: 'DAY' | 'MONTH') => ['referral', 'income', by] as const,
  invite: (slug: string) => ['invite', slug] as const,
} as const;
