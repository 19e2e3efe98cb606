import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useLotteryRealtime } from '../../features/lottery/hooks/use-lottery-realtime';
import { usePromotionRealtime } from '../../features/promotions/hooks/use-promotion-realtime';
import { useVipRealtime } from '../../features/vip/hooks/use-vip-realtime';
import { useWallet } from '../../features/wallet/api/get-balance';
import { useWalletRealtime } from '../../features/wallet/hooks/use-wallet-realtime';
import { usePromotionNotice } from '../../features/wallet/stores/promotion-notice-store';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { cx } from '../../lib/cx';
import { whenIdle } from '../../lib/when-idle';
import { webTh } from '../../messages/th';
import { ModalOutlet } from '../modals';
import { useRouteHandle } from '../route-handle';
import { Footer } from './bottom-bars';
import { GameCategoryMenu } from './game-category-menu';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';

/**
 * Spec §7: web config and bank list load at start; the wallet and the member once logged in.
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

/** Loaded only when a withdrawal is refused under an active promotion. */
const PromotionNotice = lazy(() =>
  import('../promotion-notice').then((module) => ({ default: module.PromotionNotice })),
);

const useDocumentTitle = (title: string | undefined, siteName: string) => {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : `${siteName} ${webTh.siteTagline}`;
  }, [title, siteName]);
};

/** The default layout: header, sidebar, page, bottom bars and whichever modal the URL names. */
export const RootLayout = () => {
  const isMember = useIsMember();
  const handle = useRouteHandle();
  const isSidebarOpen = useSidebarStore((state) => state.isOpen);
  const { data: config } = useWebConfig();
  useStartupLoads(isMember);
  useWalletRealtime();
  useLotteryRealtime();
  usePromotionRealtime();
  useVipRealtime();
  const hasPromotionNotice = usePromotionNotice((state) => state.notice !== null);
  useDocumentTitle(handle.title, config?.siteName ?? webTh.siteName);

  return (
    <div className="min-h-dvh">
      <Header />
      <Sidebar />
      <main
        className={cx(
          'pt-[62px] transition-[padding]',
          handle.hideFooter ? 'pb-4' : 'pb-24',
          isSidebarOpen && 'md:pl-64',
        )}
      >
        <div className="mx-auto w-full max-w-5xl px-3 py-4 md:px-6">
          {handle.categoryMenu && <GameCategoryMenu />}
          <Outlet />
        </div>
      </main>
      {!handle.hideFooter && <Footer isMember={isMember} lotterySection={Boolean(handle.lotteryFooter)} />}
      <ModalOutlet />
      {hasPromotionNotice && (
        <Suspense fallback={null}>
          <PromotionNotice />
        </Suspense>
      )}
    </div>
  );
};
