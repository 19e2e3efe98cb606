import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { MenuIcon } from '../../components/ui/icons';
import { modalIds, paths } from '../../config/paths';
import { BalanceWidget } from '../../features/wallet/components/balance-widget';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';
import { SIDEBAR_ID, useSidebarStore } from './sidebar-store';

/** Member-only, and it reads the member with zod: loaded once someone logs in. */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
/** The open promotion's turnover bar under the balance: member-only, reads with zod, so lazy too. */
const BalanceProgress = lazy(() =>
  import('../../features/promotions/components/balance-progress').then((module) => ({
    default: module.BalanceProgress,
  })),
);

export const Logo = () => {
  const { data } = useWebConfig();
  return (
    <Link
      to={paths.home.getHref()}
      className="flex min-w-0 items-center gap-2"
      aria-label={data?.siteName ?? webTh.siteName}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-gold-200 to-gold-500 text-lg font-extrabold text-brand-950 shadow-inner"
      >
        ด
      </span>
      <span className="hidden truncate whitespace-nowrap bg-gradient-to-r from-gold-100 to-gold-400 bg-clip-text text-lg font-extrabold text-transparent min-[430px]:inline md:text-xl">
        {data?.siteName ?? webTh.siteName}
      </span>
    </Link>
  );
};

/** The 62 px page header: menu toggle, logo, and the balance (member) or login / register (guest). */
export const Header = () => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const { isOpen, toggle } = useSidebarStore();
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-[62px] items-center gap-2 border-b border-gold-400/20 bg-brand-900/95 px-3 backdrop-blur md:px-5">
      <button
        type="button"
        aria-label={isOpen ? webTh.closeSidebar : webTh.openSidebar}
        aria-expanded={isOpen}
        aria-controls={SIDEBAR_ID}
        onClick={toggle}
        className="grid size-10 place-items-center rounded-lg text-gold-200 hover:bg-white/10"
      >
        <MenuIcon />
      </button>
      <Logo />
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {isMember ? (
          <>
            <BalanceWidget
              progress={
                <Suspense fallback={null}>
                  <BalanceProgress />
                </Suspense>
              }
            />
            <Suspense fallback={<span className="size-10" />}>
              <UserMenu />
            </Suspense>
          </>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={() => openModal(modalIds.login)}>
              {webTh.login}
            </Button>
            <Button size="sm" onClick={() => openModal(modalIds.register)}>
              {webTh.register}
            </Button>
          </>
        )}
      </div>
    </header>
  );
};
