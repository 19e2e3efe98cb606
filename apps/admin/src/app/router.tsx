import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { basename, paths } from '../config/paths';
import { LoginPage } from '../features/session/components/login-page';
import { setNavigator } from '../lib/navigation';
import { AppShell } from './layouts/app-shell';
import { adminPages } from './pages';
import { ErrorPage, NotFoundPage } from './routes/status-pages';

/** The login page, and every page of `pages.ts` inside the shell (which checks session and role). */
export const adminRoutes: RouteObject[] = [
  { path: paths.login, Component: LoginPage, errorElement: <ErrorPage /> },
  {
    path: paths.home,
    Component: AppShell,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      ...adminPages.map(
        (page): RouteObject => ({
          ...(page.path === paths.home ? { index: true } : { path: page.path }),
          handle: { page },
          errorElement: <ErrorPage />,
          lazy: async () => ({ Component: await page.load() }),
        }),
      ),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createAdminRouter = () => {
  const router = createBrowserRouter(adminRoutes, { basename });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
};
