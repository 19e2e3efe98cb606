import { type AdminWithdrawal, errorCatalogue, staffTh, type WithdrawalContext } from '@chokdee/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exportsTh } from '../../../messages/exports';
import { payoutsTh } from '../../../messages/payouts';
import { adminTh, withdrawalStatusLabel } from '../../../messages/th';
import { withdrawalFlagLabel, withdrawalsTh } from '../../../messages/withdrawals';
import { captureDownloads, stubCsvFiles } from '../../../testing/downloads';
import {
  fail,
  ok,
  renderAdmin,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';
import { subscribeWithdrawalPush } from '../api/withdrawal-push';
import { adminWithdrawal } from '../testing/fixtures';

const withdrawal = adminWithdrawal;

const context = (overrides: Partial<WithdrawalContext> = {}): WithdrawalContext => ({
  withdrawalId: withdrawal().id,
  memberId: 'm1',
  deposits: { count: 2, amount: '300.00' },
  withdrawals: { count: 1, amount: '100.00' },
  pendingWithdrawals: { count: 1, amount: '1200.50' },
  stakes: { count: 9, amount: '450.00' },
  wins: { count: 1, amount: '12000.00' },
  largestRecentWin: '12000.00',
  flags: ['ABOVE_DEPOSITS', 'AFTER_BIG_WIN'],
  ...overrides,
});

// The staff socket at its module edge: the test plays the server's withdrawal events.
vi.mock('../api/withdrawal-push', () => ({ subscribeWithdrawalPush: vi.fn(() => () => undefined) }));

const page = (rows: AdminWithdrawal[]) => ok({ data: rows, total: rows.length, pageNo: 1, pageSize: 25 });
const action = (name: string) => `POST /api/admin/withdrawals/${withdrawal().id}/${name}`;

/** The queue as finance sees it, with `handlers` for the action calls. */
const openQueue = async (handlers: StubHandlers, rows = [withdrawal()]) => {
  const api = stubApi({
    ...sessionHandlers('finance'),
    'GET /api/admin/withdrawals': () => page(rows),
    [`GET /api/admin/withdrawals/${withdrawal().id}/context`]: () => ok(context()),
    ...handlers,
  });
  const view = renderAdmin('/finance/withdrawals', { signedIn: true });
  const row = await screen.findByTestId(`withdrawal-${rows[0]?.paymentRef}`);
  return { ...view, api, row };
};

describe('withdrawal queue', () => {
  it("shows the account holder's name and the member's money with the withdrawal's flags", async () => {
    const { row } = await openQueue({});
    expect(row).toHaveTextContent('นาย สมชาย ใจดี');
    const cell = await within(row).findByTestId('withdrawal-context-WABC12345');
    expect(cell).toHaveTextContent(`${withdrawalsTh.deposits}฿300.00 (2)`);
    expect(cell).toHaveTextContent(`${withdrawalsTh.wins}฿12,000.00 (1)`);
    expect(cell).toHaveTextContent(withdrawalFlagLabel.ABOVE_DEPOSITS);
    expect(cell).toHaveTextContent(withdrawalFlagLabel.AFTER_BIG_WIN);
  });

  it('refetches the queue when the staff socket says a withdrawal arrived, without a reload', async () => {
    let onPush: () => void = () => undefined;
    vi.mocked(subscribeWithdrawalPush).mockImplementation((_token, onChange) => {
      onPush = onChange;
      return () => undefined;
    });
    let rows = [withdrawal()];
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/withdrawals': () => page(rows),
      [`GET /api/admin/withdrawals/${withdrawal().id}/context`]: () => ok(context({ flags: [] })),
      'GET /api/admin/withdrawals/w2/context': () => ok(context({ withdrawalId: 'w2', flags: [] })),
    });
    renderAdmin('/finance/withdrawals', { signedIn: true });
    await screen.findByTestId('withdrawal-WABC12345');
    const before = api.callsTo('GET', '/api/admin/withdrawals').length;
    rows = [withdrawal({ id: 'w2', paymentRef: 'WNEW00001' }), ...rows];
    act(() => onPush());
    expect(await screen.findByTestId('withdrawal-WNEW00001')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/withdrawals').length).toBeGreaterThan(before);
  });

  it('lists pending withdrawals with member, bank account, amount in baht and Thai status', async () => {
    const { api, row } = await openQueue({});
    expect(row).toHaveTextContent('สมชาย ใจดี');
    expect(row).toHaveTextContent('0812345678');
    expect(row).toHaveTextContent('กสิกรไทย');
    expect(row).toHaveTextContent('฿1,200.50');
    expect(row).toHaveTextContent('รอตรวจสอบ');
    const first = api.callsTo('GET', '/api/admin/withdrawals')[0];
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      status: 'PENDING',
      pageNo: '1',
      pageSize: '25',
    });
  });

  it('filters by status with the tabs; "all" sends no status', async () => {
    const { api, user } = await openQueue({});
    await user.click(screen.getByRole('tab', { name: 'โอนแล้ว' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/withdrawals').at(-1)?.query.get('status')).toBe('PAID'),
    );
    await user.click(screen.getByRole('tab', { name: adminTh.all }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/withdrawals').at(-1)?.query.has('status')).toBe(false),
    );
  });

  it('exports the chosen status as a CSV file (every row, the server’s file name)', async () => {
    const saved = captureDownloads();
    const { user } = await openQueue({});
    const files = stubCsvFiles((url) => `withdrawals-${url.searchParams.get('status')}.csv`);
    await user.click(screen.getByRole('tab', { name: 'โอนแล้ว' }));
    await user.click(screen.getByRole('button', { name: exportsTh.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files[0]?.url.pathname).toBe('/api/admin/withdrawals');
    expect(Object.fromEntries(files[0]?.url.searchParams ?? [])).toEqual({ status: 'PAID', format: 'csv' });
    expect(files[0]?.headers.get('authorization')).toBe('Bearer test-token');
    expect(saved[0]?.name).toBe('withdrawals-PAID.csv');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('approves after a confirmation, then refreshes the list', async () => {
    const { api, user, row } = await openQueue({ [action('approve')]: () => ok({ status: 'APPROVED' }) });
    await user.click(within(row).getByRole('button', { name: adminTh.approve }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.approveTitle });
    expect(dialog).toHaveTextContent('WABC12345');
    expect(dialog).toHaveTextContent('฿1,200.50');
    const listCalls = api.callsTo('GET', '/api/admin/withdrawals').length;
    await user.click(within(dialog).getByRole('button', { name: adminTh.approve }));
    expect(await screen.findByText(adminTh.approved)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/withdrawals/${withdrawal().id}/approve`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/withdrawals').length).toBeGreaterThan(listCalls),
    );
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { api, user, row } = await openQueue({});
    await user.click(within(row).getByRole('button', { name: adminTh.approve }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: adminTh.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('marks paid only with a bank reference, sent trimmed', async () => {
    const { api, user, row } = await openQueue({ [action('paid')]: () => ok({ status: 'PAID' }) });
    await user.click(within(row).getByRole('button', { name: adminTh.markPaid }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.markPaidTitle });
    await user.click(within(dialog).getByRole('button', { name: adminTh.markPaid }));
    expect(await within(dialog).findByText(staffTh.bankRefRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/withdrawals/${withdrawal().id}/paid`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(adminTh.bankRef), '  KB-998877 ');
    await user.click(within(dialog).getByRole('button', { name: adminTh.markPaid }));
    expect(await screen.findByText(adminTh.markedPaid)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/withdrawals/${withdrawal().id}/paid`)[0]?.body).toEqual({
      bankRef: 'KB-998877',
    });
  });

  it('rejects with a reason', async () => {
    const { api, user, row } = await openQueue({ [action('reject')]: () => ok({ status: 'REJECTED' }) });
    await user.click(within(row).getByRole('button', { name: adminTh.reject }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.rejectTitle });
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ชื่อบัญชีไม่ตรงกับสมาชิก');
    await user.click(within(dialog).getByRole('button', { name: adminTh.reject }));
    expect(await screen.findByText(adminTh.rejected)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/withdrawals/${withdrawal().id}/reject`)[0]?.body).toEqual({
      reason: 'ชื่อบัญชีไม่ตรงกับสมาชิก',
    });
  });

  it('shows the refusal from the envelope in Thai inside the dialog (another staff member acted first)', async () => {
    const { user, row } = await openQueue({ [action('approve')]: () => fail('INVALID_STATE') });
    await user.click(within(row).getByRole('button', { name: adminTh.approve }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: adminTh.approve }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorCatalogue.INVALID_STATE.message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers only the actions each status allows: nothing while SENDING, send again when FAILED', async () => {
    const rows = (['PENDING', 'APPROVED', 'SENDING', 'FAILED', 'ON_HOLD', 'PAID', 'REJECTED'] as const).map(
      (status, index) =>
        withdrawal({
          id: `0190a0a0-0000-7000-8000-00000000000${index}`,
          paymentRef: `W${status}`,
          status,
          bankRef: status === 'PAID' ? 'KB1' : null,
        }),
    );
    await openQueue({}, rows);
    const buttons = (status: string) =>
      within(screen.getByTestId(`withdrawal-W${status}`))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('PENDING')).toEqual([adminTh.approve, adminTh.markPaid, adminTh.reject]);
    expect(buttons('APPROVED')).toEqual([payoutsTh.send, adminTh.markPaid, adminTh.reject]);
    expect(buttons('SENDING')).toEqual([]);
    expect(buttons('FAILED')).toEqual([payoutsTh.retry, adminTh.markPaid, adminTh.reject]);
    expect(buttons('ON_HOLD')).toEqual([adminTh.reject]);
    expect(buttons('PAID')).toEqual([]);
    expect(buttons('REJECTED')).toEqual([]);
    expect(screen.getByTestId('withdrawal-WPAID')).toHaveTextContent('อ้างอิง KB1');
  });

  it('shows the automatic states: sending, failed with its reason, waiting with its reason, the transfer id and the auto mark', async () => {
    const rows = [
      withdrawal({
        id: 'w-sending',
        paymentRef: 'WSEND',
        status: 'SENDING',
        transferId: 'trsf_test_5xyz',
        autoApproved: true,
      }),
      withdrawal({
        id: 'w-failed',
        paymentRef: 'WFAIL',
        status: 'FAILED',
        transferId: 'trsf_test_6abc',
        failureReason: 'ยอดเงินในบัญชีผู้ให้บริการไม่พอ',
        autoApproved: false,
      }),
      withdrawal({
        id: 'w-waiting',
        paymentRef: 'WWAIT',
        status: 'APPROVED',
        transferId: null,
        waitReason: 'เกินเพดานโอนอัตโนมัติของวันนี้',
        autoApproved: true,
      }),
    ];
    const { row } = await openQueue(
      {
        'GET /api/admin/withdrawals/w-failed/context': () =>
          ok(context({ withdrawalId: 'w-failed', flags: [] })),
        'GET /api/admin/withdrawals/w-waiting/context': () =>
          ok(context({ withdrawalId: 'w-waiting', flags: [] })),
      },
      rows,
    );
    expect(row).toHaveTextContent(withdrawalStatusLabel.SENDING);
    expect(within(row).getByTestId('withdrawal-transfer-id')).toHaveTextContent('trsf_test_5xyz');
    expect(within(row).getByTestId('withdrawal-auto')).toHaveTextContent(withdrawalsTh.autoMark);

    const failed = screen.getByTestId('withdrawal-WFAIL');
    expect(failed).toHaveTextContent(withdrawalStatusLabel.FAILED);
    expect(within(failed).getByTestId('withdrawal-failure')).toHaveTextContent('ยอดเงินในบัญชีผู้ให้บริการไม่พอ');
    expect(within(failed).getByTestId('withdrawal-transfer-id')).toHaveTextContent('trsf_test_6abc');
    expect(within(failed).queryByTestId('withdrawal-auto')).toBeNull();

    const waiting = screen.getByTestId('withdrawal-WWAIT');
    expect(within(waiting).getByTestId('withdrawal-wait')).toHaveTextContent('เกินเพดานโอนอัตโนมัติของวันนี้');
    expect(waiting).toHaveTextContent(withdrawalsTh.noTransfer);
    expect(within(waiting).getByTestId('withdrawal-auto')).toBeInTheDocument();
  });

  it('sends a failed withdrawal again after a confirmation (a new transfer), and shows a refusal in the dialog', async () => {
    let refuse = true;
    const failed = withdrawal({ status: 'FAILED', failureReason: 'บัญชีผู้รับไม่ถูกต้อง' });
    const { api, user, row } = await openQueue(
      {
        [action('retry')]: () =>
          refuse
            ? { status: 409, body: { status: { code: 1799, message: 'ปิดการโอนอัตโนมัติอยู่' }, data: null } }
            : ok({ status: 'SENDING' }),
      },
      [failed],
    );
    await user.click(within(row).getByRole('button', { name: payoutsTh.retry }));
    const dialog = await screen.findByRole('dialog', { name: payoutsTh.retryTitle });
    expect(dialog).toHaveTextContent('฿1,200.50');
    expect(dialog).toHaveTextContent('1234567890');
    await user.click(within(dialog).getByRole('button', { name: payoutsTh.retry }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ปิดการโอนอัตโนมัติอยู่');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: payoutsTh.retry }));
    expect(await screen.findByText(payoutsTh.retried)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/withdrawals/${withdrawal().id}/retry`)).toHaveLength(2);
    expect(api.callsTo('POST', `/api/admin/withdrawals/${withdrawal().id}/retry`)[1]?.body).toEqual({});
  });

  it("opens a withdrawal's page from its reference", async () => {
    const { user, row, path } = await openQueue({
      [`GET /api/admin/withdrawals/${withdrawal().id}`]: () =>
        ok({ withdrawal: withdrawal(), transfers: [], timeline: [], recipient: null }),
    });
    await user.click(within(row).getByRole('link', { name: 'WABC12345' }));
    await waitFor(() => expect(path()).toBe(`/finance/withdrawals/${withdrawal().id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการถอน WABC12345' })).toBeInTheDocument();
  });
});
