import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/feedback/network-status';
import { useLotteryRealtime } from '../../features/lottery/hooks/use-lottery-realtime';
import { usePromotionRealtime } from '../../features/promotions/hooks/use-promotion-realtime';
import { useVipRealtime } from '../../features/vip/hooks/use-vip-realtime';
import { useWallet } from '../../features/wallet/api/get-balance';
import { useWalletRealtime } from '../../features/wallet/hooks/use-wallet-realtime';
import { usePromotionNotice } from '../../features/wallet/stores/promotion-notice-store';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { cx } from '../../lib/cx';
import { useModal } from '../../lib/modal-url';
import { useIdle, whenIdle } from '../../lib/when-idle';
import { useDocumentTitle } from '../document-title';
import { useRouteHandle } from '../route-handle';
import { GameCategoryMenu } from './game-category-menu';
import { Header } from './header';
import { useSidebarStore } from './sidebar-store';

/**
 * docs/domain/member-site.md §7: web config and bank list load at start; the wallet and the member once logged in.
 * The bank list and member reads validate with zod, so their code is fetched once the browser is idle
 * after the first paint instead of weighing on it.
 */
const useStartupLoads = (isMember: boolean) => {
  const queryClient = useQueryClient();
  useWebConfig();
  useWallet();
  useEffect(
    () =>
      whenIdle(() => {
        void import('../../features/auth/api/get-bank-list').then(({ getBankListQueryOptions }) =>
          queryClient.prefetchQuery(getBankListQueryOptions()),
        );
      }),
    [queryClient],
  );
  useEffect(() => {
    if (!isMember) return;
    return whenIdle(() => {
      void import('../../features/account/api/get-me').then(({ getMeQueryOptions }) =>
        queryClient.prefetchQuery(getMeQueryOptions()),
      );
    });
  }, [isMember, queryClient]);
};

/**
 * The parts of the shell a first screen does not need, fetched after the first render so the entry
 * script holds React, the router, the header and the page: the sidebar (closed on a phone), the fixed
 * bottom bars (fixed, so their arrival moves nothing) and the modal host (only when the URL names a modal).
 */
const Sidebar = lazy(() => import('./sidebar').then((module) => ({ default: module.Sidebar })));
const Footer = lazy(() => import('./bottom-bars').then((module) => ({ default: module.Footer })));
const ModalOutlet = lazy(() => import('../modals').then((module) => ({ default: module.ModalOutlet })));

/** Loaded only when a withdrawal is refused under an active promotion. */
const PromotionNotice = lazy(() =>
  import('../promotion-notice').then((module) => ({ default: module.PromotionNotice })),
);

/** The default layout: header, sidebar, page, bottom bars and whichever modal the URL names. */
export const RootLayout = () => {
  const isMember = useIsMember();
  const handle = useRouteHandle();
  const isSidebarOpen = useSidebarStore((state) => state.isOpen);
  useStartupLoads(isMember);
  useWalletRealtime();
  useLotteryRealtime();
  usePromotionRealtime();
  useVipRealtime();
  const isIdle = useIdle();
  const hasModal = useModal().currentModal !== null;
  const hasPromotionNotice = usePromotionNotice((state) => state.notice !== null);
  useDocumentTitle();

  return (
    <div className="min-h-dvh">
      <Header />
      {(isIdle || isSidebarOpen) && (
        <Suspense fallback={null}>
          <Sidebar />
        </Suspense>
      )}
      <main
        className={cx(
          'pt-[62px] transition-[padding]',
          handle.hideFooter ? 'pb-4' : 'pb-24',
          isSidebarOpen && 'md:pl-64',
        )}
      >
        {/* In the flow under the fixed header: offline, the page moves down rather than under it. */}
        <OfflineBanner className="sticky top-[62px] z-20" />
        <div className="mx-auto w-full max-w-5xl px-3 py-4 md:px-6">
          {handle.categoryMenu && <GameCategoryMenu />}
          <Outlet />
        </div>
      </main>
      {isIdle && !handle.hideFooter && (
        <Suspense fallback={null}>
          <Footer isMember={isMember} lotterySection={Boolean(handle.lotteryFooter)} />
        </Suspense>
      )}
      {hasModal && (
        <Suspense fallback={null}>
          <ModalOutlet />
        </Suspense>
      )}
      {hasPromotionNotice && (
        <Suspense fallback={null}>
          <PromotionNotice />
        </Suspense>
      )}
    </div>
  );
};
