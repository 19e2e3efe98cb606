import type { StaffAccount } from '@chokdee/contracts';
import { useEffect } from 'react';
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

const Sidebar = ({ account }: { account: StaffAccount }) => (
  <nav aria-label={adminTh.mainMenu} className="flex flex-wrap gap-x-6 gap-y-2 lg:flex-col lg:gap-5">
    {navFor(account.role).map((group) => (
      <div key={group.id} className="flex flex-wrap items-center gap-1 lg:flex-col lg:items-stretch">
        <p className="px-3 text-xs font-semibold tracking-wide text-brand-100/70 uppercase">{group.label}</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
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

const Header = ({ account }: { account: StaffAccount }) => {
  const logout = useLogout();
  return (
    <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 lg:px-6">
      <p className="font-bold text-brand-900 lg:hidden">{adminTh.appName}</p>
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
      <aside className="bg-brand-900 px-3 py-3 lg:min-h-dvh lg:py-5">
        <p className="mb-5 hidden px-3 text-lg font-bold text-white lg:block">{adminTh.appName}</p>
        <Sidebar account={account} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <Header account={account} />
        <main className="flex-1 p-4 lg:p-6">
          {page && !allows(account.role, page.roles) ? <ForbiddenPage /> : <Outlet />}
        </main>
      </div>
    </div>
  );
};
