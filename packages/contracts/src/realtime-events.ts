/**
 * Socket.IO event names. Push is a hint: every event is also recoverable by a REST read. A member's
 * socket (auth: `{ token }` = the access token) is in room `member:{memberId}`.
 *
 * Kept free of zod so the member app can import the names without loading the payload schemas
 * (they live in realtime.ts) on its first page.
 */
export const realtimeEvents = {
  walletUpdated: 'wallet.updated',
  depositCredited: 'deposit.credited',
  withdrawalUpdated: 'withdrawal.updated',
  billSettled: 'bill.settled',
  /** The member's wagering condition moved (turnover counted, converted, forfeited, closed): refetch `promotions/me`. */
  promotionUpdated: 'promotion.updated',
  /** A mission's progress or state moved (or a claim paid): refetch `GET /api/v2/missions`. */
  missionUpdated: 'mission.updated',
  /** The member reached a higher VIP level (payload `vipUpgradedEventSchema`): a toast, refetch `GET /api/v2/vip`. */
  vipUpgraded: 'vip.upgraded',
} as const;
