/**
 * The route table: the router and every link read it, so a path is written down once.
 * Modals live in the URL as `?modal=<id>` (see `lib/modal-url.ts`); their ids are listed here too.
 */

const slugHref = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => slugHref('/blog', slug) },
  buy: { path: '/buy', getHref: () => '/buy' },
  fishHunter: { path: '/fish-hunter', getHref: () => '/fish-hunter' },
  inviteFriend: {
    path: '/invite-friend/:slug?',
    getHref: (slug?: string) => (slug ? slugHref('/invite-friend', slug) : '/invite-friend'),
  },
  liveCasino: { path: '/live-casino', getHref: () => '/live-casino' },
  login: { path: '/login', getHref: () => '/login' },
  lottery: { path: '/lottery', getHref: () => '/lottery' },
  lotto: { path: '/lotto', getHref: () => '/lotto' },
  member: { path: '/member', getHref: () => '/member' },
  profile: { path: '/profile', getHref: () => '/profile' },
  promotions: { path: '/promotions', getHref: () => '/promotions' },
  /** Not in the spec's route list: the pages behind the sidebar's VIP and mission (quest) tiles. */
  vip: { path: '/vip', getHref: () => '/vip' },
  missions: { path: '/missions', getHref: () => '/missions' },
  referralFriend: { path: '/referral-friend', getHref: () => '/referral-friend' },
  referralFriendHistory: { path: '/referral-friend/history', getHref: () => '/referral-friend/history' },
  referralFriendMember: { path: '/referral-friend/member', getHref: () => '/referral-friend/member' },
  referralFriendSummary: { path: '/referral-friend/summary', getHref: () => '/referral-friend/summary' },
  register: {
    path: '/register',
    getHref: (params: { ref?: string; agref?: string } = {}) => {
      const search = new URLSearchParams();
      if (params.ref) search.set('ref', params.ref);
      if (params.agref) search.set('agref', params.agref);
      const query = search.toString();
      return query ? `/register?${query}` : '/register';
    },
  },
  slotGame: { path: '/slot-game', getHref: () => '/slot-game' },
  slotGameProvider: { path: '/slot-game/:slug', getHref: (slug: string) => slugHref('/slot-game', slug) },
  sports: { path: '/sports', getHref: () => '/sports' },
  authToken: { path: '/auth/token', getHref: () => '/auth/token' },
  lotteryBuy: { path: '/lottery/buy', getHref: () => '/lottery/buy' },
  lotteryCheckout: { path: '/lottery/checkout', getHref: () => '/lottery/checkout' },
  /** Yeekee: the markets and a day's rounds, of one market when `?market=` names it. */
  lotteryYeekee: {
    path: '/lottery/yk',
    getHref: (marketCode?: string) =>
      marketCode ? `/lottery/yk?market=${encodeURIComponent(marketCode)}` : '/lottery/yk',
  },
  /** A Yeekee round: shooting, the live board and its bet slip (`?tab=bet`). */
  yeekeeRound: {
    path: '/lottery/yk/round/:roundCode',
    getHref: (roundCode: string, tab?: 'bet') =>
      `${slugHref('/lottery/yk/round', roundCode)}${tab ? `?tab=${tab}` : ''}`,
  },
  /** A Yeekee round's result recomputed in the browser from its published proof. */
  yeekeeProof: {
    path: '/lottery/yk/round/:roundCode/proof',
    getHref: (roundCode: string) => `${slugHref('/lottery/yk/round', roundCode)}/proof`,
  },
  /** A Yeekee market's rules in plain Thai, with a worked example. */
  yeekeeRules: {
    path: '/lottery/yk/rules/:marketCode',
    getHref: (marketCode: string) => slugHref('/lottery/yk/rules', marketCode),
  },
  /** Results of settled rounds, of one product when `?product=` names it (issue 10 §3.1). */
  lotteryResults: {
    path: '/lottery/results',
    getHref: (productCode?: string) =>
      productCode ? `/lottery/results?product=${encodeURIComponent(productCode)}` : '/lottery/results',
  },
  lottoBuy: { path: '/lotto/buy', getHref: () => '/lotto/buy' },
  lottoCheckout: { path: '/lotto/checkout', getHref: () => '/lotto/checkout' },
  gameLauncher: { path: '/game/launcher/:slug', getHref: (slug: string) => slugHref('/game/launcher', slug) },
  gameEntry: { path: '/game-entry/:slug', getHref: (slug: string) => slugHref('/game-entry', slug) },
  /** Linked from the sidebar although the spec declares no such route: a "coming soon" page. */
  cryptoLottery: { path: '/crypto-lottery', getHref: () => '/crypto-lottery' },
  /** The sidebar's spelling of /fish-hunter: redirects there. */
  fishingHunter: { path: '/fishing-hunter', getHref: () => '/fishing-hunter' },
} as const;

export type PathName = keyof typeof paths;

/** Every modal the site opens, by the id that appears in `?modal=`. */
export const modalIds = {
  login: 'login',
  register: 'register',
  resetPassword: 'reset-password',
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
  modalIds.contact,
  modalIds.social,
  modalIds.payout,
]);

/** The query parameter that carries the open modal. */
export const MODAL_PARAM = 'modal';
