/**
 * Where the back office lives and its fixed pages. Paths are relative to `basename`: the router
 * adds `/admin`, so links are written as `/finance/withdrawals`. The pages themselves, with their
 * roles and menu entries, are listed once in `app/pages.ts`.
 */
export const basename = '/admin';

export const paths = {
  home: '/',
  login: '/login',
  account: '/account',
  withdrawals: '/finance/withdrawals',
  withdrawal: '/finance/withdrawals/:id',
  payoutAccount: '/finance/payout-account',
  payoutReconciliation: '/finance/payout-reconciliation',
  receivables: '/finance/receivables',
  statementLines: '/finance/statement-lines',
  staff: '/staff',
  auditLog: '/staff/audit-log',
  reports: '/reports',
  deposits: '/finance/deposits',
  depositAccounts: '/finance/deposit-accounts',
  feedSecret: '/finance/feed-secret',
  autoApprove: '/finance/auto-approve',
  adjustments: '/finance/adjustments',
  webConfig: '/settings/web-config',
  banks: '/settings/banks',
  otpLimits: '/settings/otp-limits',
  members: '/members',
  member: '/members/:id',
  lotteryProducts: '/lottery/products',
  lotteryRounds: '/lottery/rounds',
  lotteryRound: '/lottery/rounds/:roundCode',
  yeekeeMarkets: '/lottery/yeekee',
  yeekeeMarketRounds: '/lottery/yeekee/:code',
  yeekeeRoundShots: '/lottery/yeekee/:code/rounds/:roundCode',
  promotions: '/promotions',
  promotionNew: '/promotions/new',
  promotionEdit: '/promotions/:id/edit',
  promotionConditions: '/promotions/conditions',
  promotionCost: '/reports/promotions',
  couponCampaigns: '/marketing/coupons',
  missionTemplates: '/marketing/missions',
  missionCompletions: '/marketing/missions/completions',
  blogArticles: '/marketing/blog',
  vipLevels: '/marketing/vip',
  vipMembers: '/marketing/vip/members',
  cashbackSettings: '/marketing/cashback/settings',
  cashbackRuns: '/marketing/cashback/runs',
  agents: '/marketing/agents',
  agentReport: '/marketing/agents/:id',
  rewardGrants: '/marketing/reward-grants',
  rewardCosts: '/reports/rewards',
  referralSettings: '/marketing/referral/settings',
  referralReport: '/reports/referral',
  gameProviders: '/games/providers',
  games: '/games/catalogue',
  gameRounds: '/games/rounds',
  gameRound: '/games/rounds/:id',
  gameStuckRounds: '/games/stuck-rounds',
  gameGgr: '/reports/games',
} as const;

/** The provider game rounds search, of one member. */
export const memberGameRoundsHref = (memberId: string) =>
  `${paths.gameRounds}?memberId=${encodeURIComponent(memberId)}`;
/** One provider game round with its transactions. */
export const gameRoundHref = (id: string) => paths.gameRound.replace(':id', encodeURIComponent(id));

/** One agent's members and commission. */
export const agentReportHref = (id: string) => paths.agentReport.replace(':id', encodeURIComponent(id));

/** A promotion's edit page. */
export const promotionEditHref = (id: string) => paths.promotionEdit.replace(':id', encodeURIComponent(id));
/** The wagering conditions, of one member when `memberId` is given. */
export const promotionConditionsHref = (memberId?: string) =>
  memberId
    ? `${paths.promotionConditions}?memberId=${encodeURIComponent(memberId)}`
    : paths.promotionConditions;

/** One withdrawal with its transfers and timeline. */
export const withdrawalHref = (id: string) => paths.withdrawal.replace(':id', encodeURIComponent(id));
