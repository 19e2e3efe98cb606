import { blogPaths } from '@chokdee/contracts';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { demoWebConfig, ok, renderApp, shellHandlers, stubFetch } from '../testing/render-app';
import type { RouteHandle } from './route-handle';
import { appRoutes } from './router';

const site = demoWebConfig.siteName;

/** Every route that renders a page, with the title it inherits from its parents (the deepest wins). */
const pageRoutes = (routes: RouteObject[], parent = '', inherited?: string) =>
  routes.flatMap((route): Array<{ path: string; title?: string }> => {
    const path = route.index ? parent || '/' : [parent, route.path].filter(Boolean).join('/');
    const title = (route.handle as RouteHandle | undefined)?.title ?? inherited;
    // A layout (a route with children) frames pages; the pages are what a tab shows.
    const isPage = Boolean(route.Component || route.lazy || route.element) && !route.children;
    const own = isPage ? [{ path, title }] : [];
    return [...own, ...pageRoutes(route.children ?? [], route.path === '/' ? '' : path, title)];
  });

describe('the document title', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('every page of the route table has a title, but home (the site’s claim) and 404 (its own)', () => {
    const untitled = pageRoutes(appRoutes)
      .filter((route) => !route.title)
      .map((route) => route.path);
    expect(untitled.sort()).toEqual(['*', '/']);
  });

  it('names a static page by its route and the site', async () => {
    stubFetch(shellHandlers());
    renderApp('/promotions');
    await waitFor(() => expect(document.title).toBe(`โปรโมชั่น | ${site}`));
  });

  it('names an article by its title, and an unknown page as missing', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${blogPaths.list}/how-to-play`]: () =>
        ok({
          slug: 'how-to-play',
          title: 'วิธีแทงหวย',
          excerpt: 'ง่าย ๆ',
          coverUrl: null,
          publishedAt: '2026-11-01T03:00:00.000Z',
          bodyHtml: '<p>อ่านเลย</p>',
        }),
    });
    const { router } = renderApp('/blog/how-to-play');
    await waitFor(() => expect(document.title).toBe(`บทความ: วิธีแทงหวย | ${site}`), { timeout: 5000 });
    await router.navigate('/no-such-page');
    await waitFor(() => expect(document.title).toBe(`ไม่พบหน้าที่คุณต้องการ | ${site}`));
    // Back on a page without a title of its own: the article's is gone with it.
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe(`${site} หวยออนไลน์ ฝาก-ถอนออโต้ 30 วินาที`));
  });

  it('names the open modal while it is open', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/promotions?modal=login');
    await waitFor(() => expect(document.title).toBe(`เข้าสู่ระบบ | ${site}`));
    await router.navigate('/promotions');
    await waitFor(() => expect(document.title).toBe(`โปรโมชั่น | ${site}`));
  });
});
