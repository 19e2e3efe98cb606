import type { AdminMemberRow } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exportsTh } from '../../../messages/exports';
import { membersTh } from '../../../messages/members';
import { adminTh } from '../../../messages/th';
import { captureDownloads, stubCsvFiles } from '../../../testing/downloads';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const row = (overrides: Partial<AdminMemberRow> = {}): AdminMemberRow => ({
  id: '0190a0a0-0000-7000-8000-0000000000m1',
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  bank: { code: 'KBANK', name: 'กสิกรไทย', accountNumber: '1234567890' },
  balance: '1250.50',
  status: 'ACTIVE',
  createdAt: '2026-11-01T03:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

const page = (rows: AdminMemberRow[], total = rows.length) =>
  ok({ data: rows, total, pageNo: 1, pageSize: 25 });

const queryOf = (call: { query: URLSearchParams } | undefined) => Object.fromEntries(call?.query ?? []);

describe('members export', () => {
  it('exports what the search found, for finance', async () => {
    const saved = captureDownloads();
    const api = stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/members': () => page([row()]) });
    const files = stubCsvFiles(() => 'members.csv');
    const { user } = renderAdmin('/members?q=0812', { signedIn: true });
    await screen.findByTestId('member-0812345678');
    await user.click(screen.getByRole('button', { name: exportsTh.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files[0]?.url.pathname).toBe('/api/admin/members');
    expect(Object.fromEntries(files[0]?.url.searchParams ?? [])).toEqual({ q: '0812', format: 'csv' });
    expect(saved[0]?.name).toBe('members.csv');
    expect(await screen.findByText('ดาวน์โหลด members.csv แล้ว')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/members')).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows support no export button', async () => {
    stubApi({ ...sessionHandlers('support'), 'GET /api/admin/members': () => page([row()]) });
    renderAdmin('/members', { signedIn: true });
    await screen.findByTestId('member-0812345678');
    expect(screen.queryByRole('button', { name: exportsTh.exportCsv })).toBeNull();
  });
});

describe('members search', () => {
  it('lists members newest first with phone, name, bank, balance, status and last login', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      'GET /api/admin/members': () =>
        page([row(), row({ id: 'm2', phone: '0899999999', status: 'LOCKED', bank: null })]),
    });
    renderAdmin('/members', { signedIn: true });
    const first = await screen.findByTestId('member-0812345678');
    expect(first).toHaveTextContent('สมชาย ใจดี');
    expect(first).toHaveTextContent('กสิกรไทย');
    expect(first).toHaveTextContent('1234567890');
    expect(first).toHaveTextContent('฿1,250.50');
    expect(first).toHaveTextContent('ใช้งานปกติ');
    expect(first).toHaveTextContent(membersTh.never);
    const locked = screen.getByTestId('member-0899999999');
    expect(locked).toHaveTextContent('ถูกระงับ');
    expect(locked).toHaveTextContent(membersTh.noBank);
    expect(queryOf(api.callsTo('GET', '/api/admin/members')[0])).toEqual({ pageNo: '1', pageSize: '25' });
  });

  it('sends what staff typed as q (trimmed), from page 1; a row opens the member page', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/members': (call) => page(call.query.get('q') ? [row()] : [], 60),
    });
    const { user, path } = renderAdmin('/members?page=2', { signedIn: true });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/members')).toHaveLength(1));
    expect(queryOf(api.callsTo('GET', '/api/admin/members')[0])).toMatchObject({ pageNo: '2' });

    await user.type(screen.getByRole('searchbox', { name: membersTh.searchLabel }), '  081-234  {Enter}');
    const found = await screen.findByTestId('member-0812345678');
    expect(queryOf(api.callsTo('GET', '/api/admin/members').at(-1))).toEqual({
      q: '081-234',
      pageNo: '1',
      pageSize: '25',
    });
    expect(path()).toBe('/members');

    await user.click(within(found).getByRole('link', { name: '0812345678' }));
    await waitFor(() => expect(path()).toBe(`/members/${row().id}`));
  });

  it('searches with the button too, and pages within the search', async () => {
    const api = stubApi({
      ...sessionHandlers('lottery'),
      'GET /api/admin/members': () => page([row()], 60),
    });
    const { user } = renderAdmin('/members', { signedIn: true });
    await screen.findByTestId('member-0812345678');
    await user.type(screen.getByRole('searchbox'), 'สมชาย');
    await user.click(screen.getByRole('button', { name: adminTh.search }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/members').at(-1)?.query.get('q')).toBe('สมชาย'),
    );
    await user.click(screen.getByRole('button', { name: adminTh.nextPage }));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', '/api/admin/members').at(-1))).toMatchObject({
        q: 'สมชาย',
        pageNo: '2',
      }),
    );
  });
});
