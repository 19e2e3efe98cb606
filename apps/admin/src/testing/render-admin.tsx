import { type ErrorName, errorCatalogue, type StaffAccount, type StaffRoleName } from '@chokdee/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { adminRoutes } from '../app/router';
import { basename } from '../config/paths';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';

export type StubReply = { status?: number; body: unknown };
export type StubCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};
export type StubHandlers = Record<string, (call: StubCall) => StubReply>;

/** A success envelope. */
export const ok = (data: unknown): StubReply => ({ body: { status: { code: 0, message: 'สำเร็จ' }, data } });

/** A failure envelope as the server sends it for a catalogue entry. */
export const fail = (name: ErrorName, data: unknown = null): StubReply => {
  const entry = errorCatalogue[name];
  return { status: entry.http, body: { status: { code: entry.code, message: entry.message }, data } };
};

/**
 * Answers the API at the network edge (the `fetch` the API client calls). Keys are "METHOD /path";
 * an unknown path answers the envelope's 404 so a wrong URL shows in the test.
 */
export const stubApi = (handlers: StubHandlers) => {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: StubCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      const reply = handler ? handler(call) : fail('NOT_FOUND');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
};

export const staffAccount = (role: StaffRoleName, overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id: '0190a0a0-0000-7000-8000-00000000000a',
  username: `${role}1`,
  role,
  totpEnabled: false,
  disabled: false,
  lastLoginAt: '2026-11-23T02:00:00.000Z',
  createdAt: '2026-11-01T02:00:00.000Z',
  ...overrides,
});

/** `GET /api/admin/me` and `POST /api/admin/logout` for a staff member with `role`. */
export const sessionHandlers = (
  role: StaffRoleName,
  overrides: Partial<StaffAccount> = {},
): StubHandlers => ({
  'GET /api/admin/me': () => ok(staffAccount(role, overrides)),
  'POST /api/admin/logout': () => ok(null),
});

/**
 * The whole back office (real routes, shell and providers) at `url` under /admin; `signedIn` holds a
 * session (token `test-token`, ending in `expiresInMs`) first; the role comes from the stubbed `me`.
 */
export const renderAdmin = (
  url: string,
  { signedIn = false, expiresInMs = 3_600_000 }: { signedIn?: boolean; expiresInMs?: number } = {},
) => {
  toast.dismiss();
  if (signedIn) {
    useSessionStore.getState().signIn('test-token', new Date(Date.now() + expiresInMs).toISOString());
  } else {
    useSessionStore.setState({ token: null, expiresAt: null, expired: false });
  }
  const queryClient = createQueryClient();
  const router = createMemoryRouter(adminRoutes, { initialEntries: [`${basename}${url}`], basename });
  setNavigator((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The current page's path inside the back office (without `/admin`). */
  const path = () => router.state.location.pathname.slice(basename.length) || '/';
  return { ...view, router, user, queryClient, path };
};
