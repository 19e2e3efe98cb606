import { memberAppRoutes } from '@chokdee/contracts';

/**
 * The route table: the router and every link read it. The patterns come from the contracts'
 * `memberAppRoutes`, which the server reads too (a page it does not list answers 404), so a route is
 * written down once; every one of them has its entry here.
 * Modals live in the URL as `?modal=<id>` (see `lib/modal-url.ts`); their ids are listed here too.
 */

const slugHref = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

export const paths = {
  home: { path: memberAppRoutes.home, getHref: () => '/' },
  blog: { path: memberAppRoutes.blog, getHref: () => '/blog' },
  blogArticle: { path: memberAppRoutes.blogArticle, getHref: (slug: string) => slugHref('/blog', slug) },
  buy: { path: memberAppRoutes.buy, getHref: () => '/buy' },
  fishHunter: { path: memberAppRoutes.fishHunter, getHref: () => '/fish-hunter' },
  inviteFriend: {
    path: memberAppRoutes.inviteFriend,
    getHref: (slug?: string) => (slug ? slugHref('/invite-friend', slug) : '/invite-friend'),
  },
  liveCasino: { path: memberAppRoutes.liveCasino, getHref: () => '/live-casino' },
  login: { path: memberAppRoutes.login, getHref: () => '/login' },
  lottery: { path: memberAppRoutes.lottery, getHref: () => '/lottery' },
  lotto: { path: memberAppRoutes.lotto, getHref: () => '/lotto' },
  member: { path: memberAppRoutes.member, getHref: () => '/member' },
  profile: { path: memberAppRoutes.profile, getHref: () => '/profile' },
  promotions: { path: memberAppRoutes.promotions, getHref: () => '/promotions' },
  /** Not in the contract's route list (docs/domain/member-site.md §2): the pages behind the sidebar's VIP and mission (quest) tiles. */
  vip: { path: memberAppRoutes.vip, getHref: () => '/vip' },
  missions: { path: memberAppRoutes.missions, getHref: () => '/missions' },
  referralFriend: { path: memberAppRoutes.referralFriend, getHref: () => '/referral-friend' },
  referralFriendHistory: {
    path: memberAppRoutes.referralFriendHistory,
    getHref: () => '/referral-friend/history',
  },
  referralFriendMember: {
    path: memberAppRoutes.referralFriendMember,
    getHref: () => '/referral-friend/member',
  },
  referralFriendSummary: {
    path: memberAppRoutes.referralFriendSummary,
    getHref: () => '/referral-friend/summary',
  },
  register: {
    path: memberAppRoutes.register,
    getHref: (params: { ref?: string; agref?: string } = {}) => {
      const search = new URLSearchParams();
      if (params.ref) search.set('ref', params.ref);
      if (params.agref) search.set('agref', params.agref);
      const query = search.toString();
      return query ? `/register?${query}` : '/register';
    },
  },
  slotGame: { path: memberAppRoutes.slotGame, getHref: () => '/slot-game' },
  slotGameProvider: {
    path: memberAppRoutes.slotGameProvider,
    getHref: (slug: string) => slugHref('/slot-game', slug),
  },
  sports: { path: memberAppRoutes.sports, getHref: () => '/sports' },
  authToken: { path: memberAppRoutes.authToken, getHref: () => '/auth/token' },
  lotteryBuy: { path: memberAppRoutes.lotteryBuy, getHref: () => '/lottery/buy' },
  lotteryCheckout: { path: memberAppRoutes.lotteryCheckout, getHref: () => '/lottery/checkout' },
  /** Yeekee: the markets and a day's rounds, of one market when `?market=` names it. */
  lotteryYeekee: {
    path: memberAppRoutes.lotteryYeekee,
    getHref: (marketCode?: string) =>
      marketCode ? `/lottery/yk?market=${encodeURIComponent(marketCode)}` : '/lottery/yk',
  },
  /** A Yeekee round: shooting, the live board and its bet slip (`?tab=bet`). */
  yeekeeRound: {
    path: memberAppRoutes.yeekeeRound,
    getHref: (roundCode: string, tab?: 'bet') =>
      `${slugHref('/lottery/yk/round', roundCode)}${tab ? `?tab=${tab}` : ''}`,
  },
  /** A Yeekee round's result recomputed in the browser from its published proof. */
  yeekeeProof: {
    path: memberAppRoutes.yeekeeProof,
    getHref: (roundCode: string) => `${slugHref('/lottery/yk/round', roundCode)}/proof`,
  },
  /** A Yeekee market's rules in plain Thai, with a worked example. */
  yeekeeRules: {
    path: memberAppRoutes.yeekeeRules,
    getHref: (marketCode: string) => slugHref('/lottery/yk/rules', marketCode),
  },
  /** Results of settled rounds, of one product when `?product=` names it. */
  lotteryResults: {
    path: memberAppRoutes.lotteryResults,
    getHref: (productCode?: string) =>
      productCode ? `/lottery/results?product=${encodeURIComponent(productCode)}` : '/lottery/results',
  },
  lottoBuy: { path: memberAppRoutes.lottoBuy, getHref: () => '/lotto/buy' },
  lottoCheckout: { path: memberAppRoutes.lottoCheckout, getHref: () => '/lotto/checkout' },
  gameLauncher: {
    path: memberAppRoutes.gameLauncher,
    getHref: (slug: string) => slugHref('/game/launcher', slug),
  },
  gameEntry: { path: memberAppRoutes.gameEntry, getHref: (slug: string) => slugHref('/game-entry', slug) },
  /** Linked from the sidebar although the contract declares no such route (docs/domain/member-site.md §2): a "coming soon" page. */
  cryptoLottery: { path: memberAppRoutes.cryptoLottery, getHref: () => '/crypto-lottery' },
  /** The sidebar's spelling of /fish-hunter: redirects there. */
  fishingHunter: { path: memberAppRoutes.fishingHunter, getHref: () => '/fishing-hunter' },
  /** The sportsbook's rules in plain Thai with worked examples. */
  sportsRules: { path: memberAppRoutes.sportsRules, getHref: () => '/sports/rules' },
  /** A member's sports ticket with its legs and, once settled, the working. */
  sportsTicket: {
    path: memberAppRoutes.sportsTicket,
    getHref: (ticketId: string) => `/sports/tickets/${encodeURIComponent(ticketId)}`,
  },
  /** A fixture with every market. */
  sportsFixture: {
    path: memberAppRoutes.sportsFixture,
    getHref: (fixtureId: string) => `/sports/${encodeURIComponent(fixtureId)}`,
  },
} as const satisfies Record<
  keyof typeof memberAppRoutes,
  { path: string; getHref: (...args: never[]) => string }
>;

export type PathName = keyof typeof paths;

/** The house sportsbook's pages under `/sports` (docs/modules/sports-web.md), by their short names. */
export const sportsPages = {
  fixture: paths.sportsFixture,
  ticket: paths.sportsTicket,
  rules: paths.sportsRules,
} as const;

/** The order-history modal's tab to open first (`?modal=order-history&historyTab=sports`). */
export const ORDER_HISTORY_TAB_PARAM = 'historyTab';

/** Every modal the site opens, by the id that appears in `?modal=`. */
export const modalIds = {
  login: 'login',
  register: 'register',
  resetPassword: 'reset-password',
  /** The member's own reset: phone → OTP → new password. */
  forgotPassword: 'forgot-password',
  deposit: 'deposit',
  withdraw: 'withdraw',
  account: 'account',
  profile: 'profile',
  social: 'social',
  paymentHistory: 'payment-history',
  coupon: 'coupon',
  joinPromotion: 'join-promotion',
  cashback: 'cashback',
  contact: 'contact',
  changePassword: 'change-password',
  orderHistory: 'order-history',
  fundHistory: 'fund-history',
  payout: 'payout',
} as const;

export type ModalId = (typeof modalIds)[keyof typeof modalIds];

const modalIdSet: ReadonlySet<string> = new Set(Object.values(modalIds));

export const isModalId = (value: string | null | undefined): value is ModalId =>
  value != null && modalIdSet.has(value);

/** Modals a guest may open; every other modal needs a logged-in member. */
export const guestModalIds: ReadonlySet<ModalId> = new Set<ModalId>([
  modalIds.login,
  modalIds.register,
  modalIds.resetPassword,
  modalIds.forgotPassword,
  modalIds.contact,
  modalIds.social,
  modalIds.payout,
]);

/** The query parameter that carries the open modal. */
export const MODAL_PARAM = 'modal';
