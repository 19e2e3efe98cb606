import { type ErrorName, errorCatalogue } from '@chokdee/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { useAuthStore } from '../lib/auth-store';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';

export type StubReply = { status?: number; body: unknown };
export type StubCall = { method: string; path: string; search: string; headers: Headers; body: unknown };

export const ok = (data: unknown): StubReply => ({ body: { status: { code: 0, message: 'สำเร็จ' }, data } });

export const fail = (name: ErrorName): StubReply => {
  const entry = errorCatalogue[name];
  return { status: entry.http, body: { status: { code: entry.code, message: entry.message }, data: null } };
};

export const demoWebConfig = {
  operatorKey: 'demo',
  siteName: 'โชคดีเดโม',
  minimumDeposit: '100.00',
  maximumDeposit: '50000.00',
  minWithdraw: '300.00',
  maxWithdraw: '50000.00',
  lineId: '@chokdee',
  lineUrl: 'https://line.me/R/ti/p/@chokdee',
  telegramId: '@chokdee',
  telegramUrl: 'https://t.me/chokdee',
  banners: [],
};

/**
 * Answers the shell's calls at the network boundary (the `fetch` the API client calls). Keys are
 * "METHOD /path"; an unknown path answers the envelope's 404 so a wrong URL shows in the test.
 */
export const stubFetch = (handlers: Record<string, (call: StubCall) => StubReply>) => {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: StubCall = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? handler(call) : fail('NOT_FOUND');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
};

/** The calls every page makes at start, with a wallet of ฿1,250.50 for a member. */
export const shellHandlers = (): Record<string, (call: StubCall) => StubReply> => ({
  'GET /api/v2/config/web': () => ok(demoWebConfig),
  'GET /api/v2/config/bank-list': () => ok([]),
  'GET /api/v2/user/balance': () => ok({ balance: '1250.50', lockedBalance: '300.00' }),
  'GET /api/user/me': () =>
    ok({
      id: 'm1',
      loginName: '0812345678',
      name: 'สมชาย ใจดี',
      mobileNo: '0812345678',
      gender: null,
      email: null,
      referralCode: 'ABC123',
      bankAccount: {
        bankCompanyId: 1,
        bankCode: 'KBANK',
        bankName: 'กสิกรไทย',
        accountNumber: '1234567890',
        accountName: 'สมชาย ใจดี',
      },
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
  'POST /api/logout': () => ok(null),
  // A member with no promotion: the header's progress bar and the home banners read these.
  'GET /api/v2/promotions/me': () => ok({ selected: null, active: null, history: [] }),
  'GET /api/v2/promotions/banners': () => ok({ data: [] }),
  'GET /api/v2/announcements': () => ok({ announcements: [] }),
});

/** Renders the whole app (real routes, layout and providers) at `url`; `asMember` logs in first. */
export const renderApp = (url = '/', { asMember = false }: { asMember?: boolean } = {}) => {
  toast.dismiss();
  if (asMember) useAuthStore.getState().setAccessToken('test-token');
  else useAuthStore.getState().clear();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  setNavigator((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
};
