import type { AdminDeposit } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exportsTh } from '../../../messages/exports';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh, statementLineStatusLabel } from '../../../messages/th';
import { captureDownloads, stubCsvFiles } from '../../../testing/downloads';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const deposit = (overrides: Partial<AdminDeposit> = {}): AdminDeposit => ({
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  status: 'CREDITED',
  amount: '500.00',
  paymentRef: 'DABC12345',
  bankRef: 'KB-0001',
  transferredAt: '2026-11-23T03:00:00.000Z',
  creditedAt: '2026-11-23T03:00:02.000Z',
  promptPay: true,
  statementLine: {
    toAccountNumber: '1234567890',
    fromBankCode: 'SCB',
    fromAccountNumber: 'xxx-x-x1234-x',
    fromName: 'สมชาย ใจดี',
  },
  member: { id: 'm1', phone: '0812345678', name: 'สมชาย ใจดี' },
  dismissReason: null,
  ...overrides,
});

const lastQuery = (api: ReturnType<typeof stubApi>) =>
  Object.fromEntries(api.callsTo('GET', '/api/admin/finance/deposits').at(-1)?.query ?? []);

describe('deposits export', () => {
  it('exports with the filters of the page: status, text and Bangkok days', async () => {
    const saved = captureDownloads();
    stubApi({
      ...sessionHandlers('support'),
      'GET /api/admin/finance/deposits': () => ok({ data: [deposit()], total: 1, pageNo: 1, pageSize: 25 }),
    });
    const files = stubCsvFiles(() => 'deposits-CREDITED.csv');
    const { user } = renderAdmin('/finance/deposits', { signedIn: true });
    await screen.findByTestId('deposit-KB-0001');
    await user.click(screen.getByRole('tab', { name: statementLineStatusLabel.CREDITED }));
    await user.type(screen.getByLabelText(th.searchLabel), 'สมชาย');
    await user.type(screen.getByLabelText(th.transferredFrom), '2026-11-01');
    await user.click(screen.getByRole('button', { name: adminTh.search }));
    await user.click(screen.getByRole('button', { name: exportsTh.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files[0]?.url.pathname).toBe('/api/admin/finance/deposits');
    expect(Object.fromEntries(files[0]?.url.searchParams ?? [])).toEqual({
      q: 'สมชาย',
      from: '2026-10-31T17:00:00.000Z',
      status: 'CREDITED',
      format: 'csv',
    });
    expect(saved[0]?.name).toBe('deposits-CREDITED.csv');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});

describe('deposits list', () => {
  it('lists every transfer with its deposit and filters by status, text and Bangkok days', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      'GET /api/admin/finance/deposits': () =>
        ok({
          data: [
            deposit(),
            deposit({
              id: '0190a0a0-0000-7000-8000-0000000000e2',
              status: 'UNMATCHED',
              paymentRef: null,
              bankRef: 'KB-0002',
              creditedAt: null,
              promptPay: false,
              member: null,
            }),
          ],
          total: 2,
          pageNo: 1,
          pageSize: 25,
        }),
    });
    const { user } = renderAdmin('/finance/deposits', { signedIn: true });
    const credited = await screen.findByTestId('deposit-KB-0001');
    expect(credited).toHaveTextContent('DABC12345');
    expect(credited).toHaveTextContent('฿500.00');
    expect(credited).toHaveTextContent('เติมเงินแล้ว');
    expect(credited).toHaveTextContent(th.promptPay);
    expect(screen.getByTestId('deposit-KB-0002')).toHaveTextContent(th.noMember);
    expect(lastQuery(api)).toEqual({ pageNo: '1', pageSize: '25' });

    await user.click(screen.getByRole('tab', { name: 'ยังไม่จับคู่' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'UNMATCHED' }));

    await user.type(screen.getByLabelText(th.searchLabel), ' 0812345678 ');
    await user.type(screen.getByLabelText(th.transferredFrom), '2026-11-01');
    await user.type(screen.getByLabelText(th.transferredTo), '2026-11-23');
    await user.click(screen.getByRole('button', { name: adminTh.search }));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        status: 'UNMATCHED',
        q: '0812345678',
        from: '2026-10-31T17:00:00.000Z',
        to: '2026-11-23T17:00:00.000Z',
        pageNo: '1',
        pageSize: '25',
      }),
    );
  });
});
