import { type ErrorName, errorCatalogue } from '@chokdee/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

type StubReply = { status?: number; body: unknown };
type StubCall = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
};
type StubHandler = (call: StubCall) => StubReply;

/** A success envelope. */
export const okReply = (data: unknown, message = 'สำเร็จ'): StubReply => ({
  body: { status: { code: 0, message }, data },
});

/** A failure envelope as the server sends it for a catalogue entry. */
export const errorReply = (name: ErrorName, data: unknown = null, message?: string): StubReply => {
  const entry = errorCatalogue[name];
  return {
    status: entry.http,
    body: { status: { code: entry.code, message: message ?? entry.message }, data },
  };
};

/**
 * Stubs `fetch` at the network boundary: `handlers` are keyed "METHOD /path". Every request is
 * recorded; an unknown path answers 404 in the envelope, so a wrong URL fails the test visibly.
 */
export const stubApi = (handlers: Record<string, StubHandler>) => {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: StubCall = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? handler(call) : errorReply('NOT_FOUND');
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

/** Renders `ui` inside the app's providers at `url`, with the toaster, and reports the current URL. */
export const renderWithApp = (ui: ReactElement, { url = '/' }: { url?: string } = {}) => {
  // Sonner keeps toasts in module state and replays active ones to a new Toaster: start clean.
  toast.dismiss();
  const queryClient = createQueryClient();
  const location = { pathname: '', search: '' };
  const LocationProbe = () => {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return null;
  };
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    ...view,
    user,
    queryClient,
    currentSearch: () => location.search,
    currentPath: () => location.pathname,
  };
};
