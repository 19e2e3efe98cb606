/** The VIP feature's query keys; `all` is what a `vip.upgraded` push invalidates. */
export const vipKeys = {
  all: ['vip'],
  me: ['vip', 'me'],
} as const;
