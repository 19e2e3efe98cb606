import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, sportsPages } from '../config/paths';
import { setNavigator } from '../lib/navigation';
import { lobbyText } from '../messages/lobby';
import { webTh } from '../messages/th';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import {
  authTokenLoader,
  buyLoader,
  fishingHunterLoader,
  loginLoader,
  lottoListLoader,
  registerLoader,
} from './route-loaders';
import { ErrorPage, NotFoundPage } from './routes/error-page';
import { HomePage } from './routes/home-page';

const comingSoonPage = async () => ({
  Component: (await import('./routes/coming-soon-page')).ComingSoonPage,
});

const lotteryPage = (name: 'CheckoutRoute' | 'ResultsRoute') => async () => ({
  Component: (await import('./routes/lottery-pages'))[name],
});

/** The list and the buy page: chunks of their own, with no zod schema on their first load. */
const lotteryListPage = async () => ({
  Component: (await import('./routes/lottery-list-route')).LotteryListRoute,
});
const buyPage = async () => ({ Component: (await import('./routes/lottery-buy-route')).BuyRoute });

const yeekeePage =
  (name: 'YeekeeLobbyRoute' | 'YeekeeRoundRoute' | 'YeekeeProofRoute' | 'YeekeeRulesRoute') => async () => ({
    Component: (await import('./routes/yeekee-pages'))[name],
  });

const referralPage =
  (
    name:
      | 'ReferralSummaryRoute'
      | 'ReferralMembersRoute'
      | 'ReferralHistoryRoute'
      | 'ReferralIncomeRoute'
      | 'InviteFriendRoute',
  ) =>
  async () => ({
    Component: (await import('./routes/referral-pages'))[name],
  });

const gamePage =
  (name: 'LiveCasinoRoute' | 'SlotGameRoute' | 'SlotProviderRoute' | 'FishHunterRoute') => async () => ({
    Component: (await import('./routes/game-pages'))[name],
  });

/** The house sportsbook: one chunk for its pages, loaded when a `/sports` page opens. */
const sportsPage =
  (
    name:
      | 'SportsLayoutRoute'
      | 'SportsListRoute'
      | 'SportsFixtureRoute'
      | 'SportsTicketRoute'
      | 'SportsRulesRoute',
  ) =>
  async () => ({
    Component: (await import('./routes/sports-pages'))[name],
  });

const blogPage = (name: 'BlogListRoute' | 'BlogArticleRoute') => async () => ({
  Component: (await import('./routes/blog-pages'))[name],
});

/** A declared route whose content comes in a later release. */
const later = (path: string, handle: RouteHandle): RouteObject => ({ path, handle, lazy: comingSoonPage });

const Splash = () => (
  <div className="grid min-h-dvh place-items-center" role="status">
    <span className="sr-only">{webTh.loading}</span>
    <span
      aria-hidden="true"
      className="size-12 animate-spin rounded-full border-4 border-gold-300 border-t-transparent"
    />
  </div>
);

/**
 * Every route of docs/domain/member-site.md §2. Pages load lazily; the layout, the home page, the error page and redirects are
 * in the first chunk.
 */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Splash />,
    children: [
      {
        index: true,
        handle: { categoryMenu: true } satisfies RouteHandle,
        // In the first chunk: a lazy home page is one more round trip before the largest paint.
        Component: HomePage,
      },
      {
        path: paths.blog.path,
        handle: { title: webTh.blog } satisfies RouteHandle,
        lazy: blogPage('BlogListRoute'),
      },
      {
        path: paths.blogArticle.path,
        handle: { title: webTh.blog } satisfies RouteHandle,
        lazy: blogPage('BlogArticleRoute'),
      },
      {
        // Buying starts at the product list; an open round's card leads to its buy page.
        path: paths.buy.path,
        handle: { title: webTh.pageBuy, lotteryFooter: true } satisfies RouteHandle,
        loader: lottoListLoader,
        lazy: lotteryListPage,
      },
      {
        path: paths.fishHunter.path,
        handle: { title: webTh.fishing } satisfies RouteHandle,
        lazy: gamePage('FishHunterRoute'),
      },
      {
        path: paths.inviteFriend.path,
        handle: { title: webTh.pageInviteFriend } satisfies RouteHandle,
        lazy: referralPage('InviteFriendRoute'),
      },
      {
        path: paths.liveCasino.path,
        handle: { title: webTh.liveCasino, categoryMenu: true } satisfies RouteHandle,
        lazy: gamePage('LiveCasinoRoute'),
      },
      { path: paths.login.path, loader: loginLoader },
      {
        path: paths.lottery.path,
        handle: { title: webTh.onlineLottery, lotteryFooter: true } satisfies RouteHandle,
        loader: lottoListLoader,
        lazy: lotteryListPage,
      },
      {
        path: paths.lotto.path,
        handle: { title: webTh.pageLotto, lotteryFooter: true } satisfies RouteHandle,
        loader: lottoListLoader,
        lazy: lotteryListPage,
      },
      {
        path: paths.member.path,
        handle: { title: webTh.pageMember, memberOnly: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/member-page')).MemberPage }),
      },
      {
        path: paths.profile.path,
        handle: { title: webTh.profile } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/profile-page')).ProfilePage }),
      },
      {
        path: paths.promotions.path,
        handle: { title: webTh.promotions } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/promotions-page')).PromotionsRoute }),
      },
      {
        path: paths.referralFriend.path,
        handle: { title: webTh.referral, memberOnly: true } satisfies RouteHandle,
        children: [
          { index: true, lazy: referralPage('ReferralSummaryRoute') },
          {
            path: paths.referralFriendHistory.path,
            handle: { title: webTh.pageReferralHistory } satisfies RouteHandle,
            lazy: referralPage('ReferralHistoryRoute'),
          },
          {
            path: paths.referralFriendMember.path,
            handle: { title: webTh.pageReferralMembers } satisfies RouteHandle,
            lazy: referralPage('ReferralMembersRoute'),
          },
          {
            path: paths.referralFriendSummary.path,
            handle: { title: webTh.pageReferralSummary } satisfies RouteHandle,
            lazy: referralPage('ReferralIncomeRoute'),
          },
        ],
      },
      { path: paths.register.path, loader: registerLoader },
      {
        path: paths.missions.path,
        handle: { title: webTh.mission, memberOnly: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/missions-page')).MissionsRoute }),
      },
      {
        path: paths.vip.path,
        handle: { title: webTh.vip, memberOnly: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/vip-page')).VipRoute }),
      },
      {
        path: paths.slotGame.path,
        handle: { title: webTh.slots, categoryMenu: true } satisfies RouteHandle,
        lazy: gamePage('SlotGameRoute'),
      },
      {
        path: paths.slotGameProvider.path,
        handle: { title: webTh.slots, categoryMenu: true } satisfies RouteHandle,
        lazy: gamePage('SlotProviderRoute'),
      },
      {
        // The sports pages share a layout: the sports room's pushes and the slip.
        path: paths.sports.path,
        lazy: sportsPage('SportsLayoutRoute'),
        children: [
          {
            index: true,
            handle: { title: webTh.sports, categoryMenu: true } satisfies RouteHandle,
            lazy: sportsPage('SportsListRoute'),
          },
          {
            path: sportsPages.rules.path,
            handle: { title: webTh.pageSportsRules } satisfies RouteHandle,
            lazy: sportsPage('SportsRulesRoute'),
          },
          {
            path: sportsPages.ticket.path,
            handle: { title: webTh.pageSportsTicket, memberOnly: true } satisfies RouteHandle,
            lazy: sportsPage('SportsTicketRoute'),
          },
          {
            path: sportsPages.fixture.path,
            handle: { title: webTh.pageSportsFixture } satisfies RouteHandle,
            lazy: sportsPage('SportsFixtureRoute'),
          },
        ],
      },
      { path: paths.authToken.path, loader: authTokenLoader },
      {
        path: paths.lotteryBuy.path,
        handle: { title: webTh.pageLotteryBuy, memberOnly: true, lotteryFooter: true } satisfies RouteHandle,
        loader: buyLoader,
        lazy: buyPage,
      },
      {
        path: paths.lotteryCheckout.path,
        handle: { title: webTh.pageCheckout, memberOnly: true, lotteryFooter: true } satisfies RouteHandle,
        lazy: lotteryPage('CheckoutRoute'),
      },
      {
        path: paths.lotteryYeekee.path,
        handle: { title: webTh.pageYeekee, lotteryFooter: true } satisfies RouteHandle,
        lazy: yeekeePage('YeekeeLobbyRoute'),
      },
      {
        path: paths.yeekeeRound.path,
        handle: { title: webTh.pageYeekee, memberOnly: true, lotteryFooter: true } satisfies RouteHandle,
        lazy: yeekeePage('YeekeeRoundRoute'),
      },
      {
        path: paths.yeekeeProof.path,
        handle: { title: webTh.pageYeekeeProof, lotteryFooter: true } satisfies RouteHandle,
        lazy: yeekeePage('YeekeeProofRoute'),
      },
      {
        path: paths.yeekeeRules.path,
        handle: { title: webTh.pageYeekeeRules, lotteryFooter: true } satisfies RouteHandle,
        lazy: yeekeePage('YeekeeRulesRoute'),
      },
      {
        path: paths.lotteryResults.path,
        handle: { title: lobbyText.results, lotteryFooter: true } satisfies RouteHandle,
        lazy: lotteryPage('ResultsRoute'),
      },
      {
        path: paths.lottoBuy.path,
        handle: {
          title: webTh.pageLotteryBuy,
          memberOnly: true,
          hideFooter: true,
          lotteryFooter: true,
        } satisfies RouteHandle,
        loader: buyLoader,
        lazy: buyPage,
      },
      {
        path: paths.lottoCheckout.path,
        handle: {
          title: webTh.pageCheckout,
          memberOnly: true,
          hideFooter: true,
          lotteryFooter: true,
        } satisfies RouteHandle,
        lazy: lotteryPage('CheckoutRoute'),
      },
      later(paths.cryptoLottery.path, { title: webTh.cryptoLottery }),
      { path: paths.fishingHunter.path, loader: fishingHunterLoader },
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    // The game-loader layout: no header menus or footer, the game takes the screen.
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Splash />,
    lazy: async () => ({ Component: (await import('./routes/game-loader')).GameLoaderLayout }),
    children: [
      {
        path: paths.gameLauncher.path,
        handle: { title: webTh.pageGame } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/game-loader')).GameLauncherRoute }),
      },
      {
        path: paths.gameEntry.path,
        handle: { title: webTh.pageGame } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/game-loader')).GameEntryRoute }),
      },
    ],
  },
];

export const createAppRouter = () => {
  const router = createBrowserRouter(appRoutes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
};
