/**
 * The client routes of the member app and of the back office, written down once: each app's router
 * takes its paths from here, and the server answers a page with the app's HTML and 200 only when one
 * of these matches (any other page: the same HTML with 404, so the app still shows its not-found
 * page). Patterns are React Router's: `:name` is one segment, `:name?` an optional one.
 */
export const memberAppRoutes = {
  home: '/',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  buy: '/buy',
  fishHunter: '/fish-hunter',
  inviteFriend: '/invite-friend/:slug?',
  liveCasino: '/live-casino',
  login: '/login',
  lottery: '/lottery',
  lotto: '/lotto',
  member: '/member',
  profile: '/profile',
  promotions: '/promotions',
  vip: '/vip',
  missions: '/missions',
  referralFriend: '/referral-friend',
  referralFriendHistory: '/referral-friend/history',
  referralFriendMember: '/referral-friend/member',
  referralFriendSummary: '/referral-friend/summary',
  register: '/register',
  slotGame: '/slot-game',
  slotGameProvider: '/slot-game/:slug',
  sports: '/sports',
  sportsRules: '/sports/rules',
  sportsTicket: '/sports/tickets/:ticketId',
  sportsFixture: '/sports/:fixtureId',
  authToken: '/auth/token',
  lotteryBuy: '/lottery/buy',
  lotteryCheckout: '/lottery/checkout',
  lotteryYeekee: '/lottery/yk',
  yeekeeRound: '/lottery/yk/round/:roundCode',
  yeekeeProof: '/lottery/yk/round/:roundCode/proof',
  yeekeeRules: '/lottery/yk/rules/:marketCode',
  lotteryResults: '/lottery/results',
  lottoBuy: '/lotto/buy',
  lottoCheckout: '/lotto/checkout',
  gameLauncher: '/game/launcher/:slug',
  gameEntry: '/game-entry/:slug',
  cryptoLottery: '/crypto-lottery',
  fishingHunter: '/fishing-hunter',
} as const;

/** Where the back office is served: its Vite `base`, its router's `basename`, the server's mount. */
export const ADMIN_APP_BASE = '/admin';

/** The back office's pages, relative to `ADMIN_APP_BASE` (its router adds the base). */
export const adminAppRoutes = {
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
  /** The period summary from the ledger (owner, finance). */
  summaryReport: '/reports/summary',
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
  memberRisk: '/members/:id/risk',
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
  announcements: '/marketing/announcements',
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
  sportsBoard: '/sports',
  sportsFixture: '/sports/fixtures/:id',
  sportsTicker: '/sports/tickets',
  sportsMemberRisk: '/sports/members/:id',
  sportsReport: '/sports/reports',
  games: '/games/catalogue',
  gameRounds: '/games/rounds',
  gameRound: '/games/rounds/:id',
  gameStuckRounds: '/games/stuck-rounds',
  gameGgr: '/reports/games',
} as const;

/** A path's segments: trailing slashes dropped, as the router ignores them (`/` has none). */
const segmentsOf = (path: string): string[] => path.replace(/\/+$/, '').split('/').slice(1);

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const segmentsMatch = (pattern: readonly string[], path: readonly string[]): boolean => {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  const [first, ...others] = path;
  const param = head.startsWith(':');
  if (param && head.endsWith('?') && segmentsMatch(rest, path)) return true;
  if (first === undefined || first === '') return false;
  // As React Router matches: a parameter takes any one segment, a fixed one regardless of case.
  return (param || head.toLowerCase() === decoded(first).toLowerCase()) && segmentsMatch(rest, others);
};

/** Whether a React Router pattern (`/blog/:slug`, `/invite-friend/:slug?`) matches a pathname. */
export const routeMatches = (pattern: string, pathname: string): boolean =>
  segmentsMatch(segmentsOf(pattern), segmentsOf(pathname));

const matchesAny = (routes: Record<string, string>, pathname: string) =>
  Object.values(routes).some((pattern) => routeMatches(pattern, pathname));

/** Whether the member app's router shows a page (not its not-found page) at this pathname. */
export const isMemberAppRoute = (pathname: string): boolean => matchesAny(memberAppRoutes, pathname);

/** Whether the back office's router shows a page at this pathname (relative to `ADMIN_APP_BASE`). */
export const isAdminAppRoute = (pathname: string): boolean => matchesAny(adminAppRoutes, pathname);

/** The part of a React Router route object that places it (structurally, so contracts need no router). */
export type RouteTreeNode = { path?: string; index?: boolean; children?: RouteTreeNode[] };

/**
 * Every pattern a router's route tree shows a page at, nesting resolved (a pathless layout adds
 * nothing, an index route is its parent's path, `*` — the not-found page — is left out). Each app's
 * `routes-served.test.ts` compares its router's with the table above.
 */
export const routeTreePatterns = (routes: readonly RouteTreeNode[], parent = ''): string[] =>
  routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own =
      route.path === undefined
        ? parent || '/'
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const shown = route.index === true || route.path !== undefined ? [own] : [];
    return [...shown, ...routeTreePatterns(route.children ?? [], route.path === undefined ? parent : own)];
  });
