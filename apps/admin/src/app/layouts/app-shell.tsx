import type { StaffAccount } from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { allows } from '../../config/access';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/session/api/logout';
import { useMe } from '../../lib/api/get-me';
import { apiMessage } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import { navigateTo } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { sessionTimeLeft, useHasLiveSession, useSessionStore } from '../../lib/session-store';
import { adminTh, roleLabel } from '../../messages/th';
import { uiTh } from '../../messages/ui';
import { type AdminPage, navFor } from '../pages';
import { ForbiddenPage } from '../routes/status-pages';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Ends the session when its 12 hours are up, even if no call is made to find out. */
const useSessionTimer = () => {
  const expiresAt = useSessionStore((state) => state.expiresAt);
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    const left = sessionTimeLeft({ token, expiresAt });
    if (left === undefined) return;
    const end = () => {
      useSessionStore.getState().expire();
      queryClient.clear();
      navigateTo(paths.login, { replace: true });
    };
    if (left <= 0) {
      end();
      return;
    }
    // setTimeout fires at once past 2^31-1 ms; a session that long (never, at 12 h) needs no timer.
    if (left > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(end, left);
    return () => clearTimeout(timer);
  }, [token, expiresAt]);
};

const MENU_ID = 'main-menu';

const Sidebar = ({ account }: { account: StaffAccount }) => (
  <nav id={MENU_ID} aria-label={adminTh.mainMenu} className="flex flex-col gap-5">
    {navFor(account.role).map((group) => (
      <div key={group.id} className="flex flex-col items-stretch gap-1">
        <p className="px-3 text-xs font-semibold tracking-wide text-brand-100/70 uppercase">{group.label}</p>
        <ul className="flex flex-col gap-1">
          {group.pages.map((page) => (
            <li key={page.path}>
              <NavLink
                to={page.path}
                end
                className={({ isActive }) =>
                  cx(
                    'block rounded-md px-3 py-2 text-sm font-medium',
                    isActive ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10',
                  )
                }
              >
                {page.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    ))}
  </nav>
);

const Header = ({
  account,
  menuOpen,
  onMenu,
}: {
  account: StaffAccount;
  menuOpen: boolean;
  onMenu: () => void;
}) => {
  const logout = useLogout();
  return (
    <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 lg:px-6">
      <div className="flex items-center gap-3 lg:hidden">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={onMenu}
        >
          {uiTh.menu}
        </Button>
        <p className="font-bold text-brand-900">{adminTh.appName}</p>
      </div>
      <div className="ml-auto flex items-center gap-4">
        <p className="text-right text-sm leading-tight">
          <span className="sr-only">{adminTh.signedInAs} </span>
          <span className="block font-semibold" data-testid="staff-name">
            {account.username}
          </span>
          <span className="block text-slate-500" data-testid="staff-role">
            {roleLabel[account.role]}
          </span>
        </p>
        <Button variant="secondary" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
          {adminTh.logout}
        </Button>
      </div>
    </header>
  );
};

/** The page the router is showing, from its route's handle. */
const useCurrentPage = (): AdminPage | undefined => {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const page = (match.handle as { page?: AdminPage } | undefined)?.page;
    if (page) return page;
  }
  return undefined;
};

/**
 * Every page after login: sidebar (filtered by role), header (who, role, logout), and the page — or
 * "no permission" when the role may not open it. Without a live session it sends to the login page
 * and back here afterwards.
 */
export const AppShell = () => {
  const live = useHasLiveSession();
  const location = useLocation();
  const me = useMe();
  const page = useCurrentPage();
  useSessionTimer();
  // Below the desktop breakpoint the menu is a drawer behind the header's menu button, so a page
  // starts at the top of a tablet's screen; moving to another page closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    document.title = page ? `${page.title} · ${adminTh.appName}` : adminTh.appName;
  }, [page]);

  if (!live) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!me.data) {
    return me.isError ? (
      <div className="p-6">
        <Alert>{apiMessage(me.error)}</Alert>
      </div>
    ) : (
      <Spinner />
    );
  }
  const account = me.data;
  // The site requires TOTP and this account has none: its account page is the only page that works.
  if (account.totpSetupRequired && location.pathname !== paths.account)
    return <Navigate to={paths.account} replace />;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      {menuOpen && (
        <button
          type="button"
          aria-label={uiTh.closeMenu}
          className="fixed inset-0 z-20 bg-slate-900/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <aside
        data-testid="side-menu"
        className={cx(
          'fixed inset-y-0 left-0 z-30 w-64 overflow-y-auto bg-brand-900 px-3 py-5 shadow-xl',
          'lg:static lg:block lg:w-auto lg:min-h-dvh lg:shadow-none',
          menuOpen ? 'block' : 'hidden',
        )}
      >
        <p className="mb-5 px-3 text-lg font-bold text-white">{adminTh.appName}</p>
        <Sidebar account={account} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <Header account={account} menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
        <main className="flex-1 p-4 lg:p-6">
          {page && !allows(account.role, page.roles) ? <ForbiddenPage /> : <Outlet />}
        </main>
      </div>
    </div>
  );
};
