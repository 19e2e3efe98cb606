import type {
  AdminWithdrawal,
  AdminWithdrawalDetail,
  PayoutTransfer,
  StaffRoleName,
  WithdrawalStatus,
} from '@chokdee/contracts';
import { payoutFailureReasons, staffTh } from '@chokdee/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payoutsTh, recipientStateLabel, transferStateLabel } from '../../../messages/payouts';
import { adminTh, withdrawalStatusLabel } from '../../../messages/th';
import { ok, renderAdmin, type StubHandlers, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { subscribeWithdrawalPush } from '../api/withdrawal-push';
import { adminWithdrawal } from '../testing/fixtures';

const ID = '0190a0a0-0000-7000-8000-0000000000d1';
const base = `/api/admin/withdrawals/${ID}`;
const STAFF_ID = '01a24db2-0000-7000-8000-0000000000f1';

// The staff socket at its module edge: the test plays the server's withdrawal events.
vi.mock('../api/withdrawal-push', () => ({ subscribeWithdrawalPush: vi.fn(() => () => undefined) }));

const withdrawal = (overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal =>
  adminWithdrawal({
    id: ID,
    paymentRef: 'WDETAIL01',
    amount: '300.00',
    status: 'FAILED',
    transferId: 'trsf_test_2',
    failureReason: 'ยอดเงินในบัญชีผู้ให้บริการไม่พอ',
    waitReason: null,
    autoApproved: true,
    createdAt: '2026-11-24T03:00:00.000Z',
    ...overrides,
  });

const transfer = (overrides: Partial<PayoutTransfer> = {}): PayoutTransfer => ({
  id: 't1',
  attempt: 1,
  providerTransferId: 'trsf_test_1',
  state: 'FAILED',
  amount: '300.00',
  automatic: true,
  requestedBy: null,
  requestedByName: null,
  failureCode: 'insufficient_balance',
  failureReason: 'ยอดเงินในบัญชีผู้ให้บริการไม่พอ',
  createdAt: '2026-11-24T03:00:01.000Z',
  sentAt: '2026-11-24T03:00:02.000Z',
  settledAt: '2026-11-24T03:00:03.000Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawalDetail => ({
  withdrawal: withdrawal(overrides),
  transfers: [
    transfer(),
    transfer({
      id: 't2',
      attempt: 2,
      providerTransferId: 'trsf_test_2',
      automatic: false,
      requestedBy: STAFF_ID,
      requestedByName: 'finance1',
      failureCode: 'transfer_failed',
      failureReason: 'ธนาคารปลายทางปฏิเสธการโอน',
    }),
  ],
  timeline: [
    { at: '2026-11-24T03:00:00.000Z', kind: 'requested', text: 'สมาชิกแจ้งถอน', staffName: null },
    { at: '2026-11-24T03:00:00.500Z', kind: 'approved', text: 'อนุมัติอัตโนมัติตามกฎ', staffName: null },
    { at: '2026-11-24T03:05:00.000Z', kind: 'retry', text: 'พนักงานสั่งโอนอีกครั้ง', staffName: 'finance1' },
  ],
  recipient: {
    state: 'VERIFIED',
    providerRecipientId: 'recp_test_9',
    bankCode: 'KBANK',
    accountNumber: '1234567890',
    failureReason: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    verifiedAt: '2026-11-20T03:00:01.000Z',
    updatedAt: '2026-11-20T03:00:01.000Z',
  },
});

/** The withdrawal's page as `role` sees it, the withdrawal in `status`. */
const openWithdrawal = async (
  role: StaffRoleName,
  handlers: StubHandlers = {},
  overrides: Partial<AdminWithdrawal> = {},
) => {
  const api = stubApi({
    ...sessionHandlers(role),
    [`GET ${base}`]: () => ok(detail(overrides)),
    ...handlers,
  });
  const view = renderAdmin(`/finance/withdrawals/${ID}`, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'รายการถอน WDETAIL01' });
  return { ...view, api };
};

const headerButtons = () =>
  within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe("a withdrawal's page", () => {
  it('shows the withdrawal, each transfer (attempt, provider id, state, who asked, failure), the Thai timeline and the recipient', async () => {
    await openWithdrawal('finance');
    const summary = screen.getByRole('region', { name: payoutsTh.summary });
    expect(within(summary).getByTestId('withdrawal-status')).toHaveTextContent(withdrawalStatusLabel.FAILED);
    expect(summary).toHaveTextContent('฿300.00');
    expect(summary).toHaveTextContent('trsf_test_2');
    expect(summary).toHaveTextContent('ยอดเงินในบัญชีผู้ให้บริการไม่พอ');
    expect(summary).toHaveTextContent(payoutsTh.autoApproved);

    const first = screen.getByTestId('transfer-1');
    expect(first).toHaveTextContent('trsf_test_1');
    expect(first).toHaveTextContent(transferStateLabel.FAILED);
    expect(first).toHaveTextContent(payoutsTh.auto);
    expect(first).toHaveTextContent('insufficient_balance');
    const second = screen.getByTestId('transfer-2');
    // Who sent it by their name, never their account's id.
    expect(second).toHaveTextContent('พนักงาน finance1');
    expect(second).not.toHaveTextContent(STAFF_ID);
    expect(second).toHaveTextContent('ธนาคารปลายทางปฏิเสธการโอน');

    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'สมาชิกแจ้งถอน',
      'อนุมัติอัตโนมัติตามกฎ',
      'พนักงานสั่งโอนอีกครั้ง',
    ]);
    expect(entries[2]).toHaveTextContent('โดย finance1');

    const recipient = screen.getByRole('region', { name: payoutsTh.recipientTitle });
    expect(recipient).toHaveTextContent(recipientStateLabel.VERIFIED);
    expect(recipient).toHaveTextContent('recp_test_9');
  });

  it('reads a failure kept only as the provider code (or a code stored as the reason) in Thai, the code labelled', async () => {
    stubApi({
      ...sessionHandlers('finance'),
      [`GET ${base}`]: () => ({
        ...ok({
          ...detail({ failureReason: 'transfer_failed' }),
          transfers: [transfer({ failureCode: 'transfer_failed', failureReason: null })],
        }),
      }),
    });
    renderAdmin(`/finance/withdrawals/${ID}`, { signedIn: true });
    const failed = await screen.findByTestId('transfer-1');
    expect(failed).toHaveTextContent(payoutFailureReasons.transfer_failed);
    expect(failed).toHaveTextContent('รหัสจากผู้ให้บริการ: transfer_failed');
    const summary = screen.getByRole('region', { name: payoutsTh.summary });
    expect(summary).toHaveTextContent(payoutFailureReasons.transfer_failed);
    expect(summary).not.toHaveTextContent('transfer_failed');
  });

  it.each<[WithdrawalStatus, string[]]>([
    ['FAILED', [payoutsTh.retry, adminTh.markPaid, adminTh.reject]],
    ['APPROVED', [payoutsTh.send, adminTh.markPaid, adminTh.reject]],
    ['PENDING', [adminTh.approve, adminTh.markPaid, adminTh.reject]],
    ['SENDING', []],
    ['PAID', []],
  ])('a %s withdrawal offers finance exactly its actions', async (status, actions) => {
    await openWithdrawal('finance', {}, { status });
    expect(headerButtons()).toEqual([...actions, adminTh.refresh]);
    if (status === 'SENDING') expect(screen.getByText(payoutsTh.sendingHint)).toBeInTheDocument();
  });

  it('is not open to support (the server admits owner and finance only)', async () => {
    const api = stubApi({ ...sessionHandlers('support'), [`GET ${base}`]: () => ok(detail()) });
    renderAdmin(`/finance/withdrawals/${ID}`, { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(api.callsTo('GET', base)).toHaveLength(0);
  });

  it('marks a failed withdrawal paid by hand only after a confirmation with the bank reference, then refetches', async () => {
    const { api, user } = await openWithdrawal('finance', {
      [`POST ${base}/paid`]: () => ok({ status: 'PAID' }),
    });
    await user.click(screen.getByRole('button', { name: adminTh.markPaid }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.markPaidTitle });
    expect(dialog).toHaveTextContent('ตรวจให้แน่ใจว่าไม่ได้โอนซ้ำ');
    await user.click(within(dialog).getByRole('button', { name: adminTh.markPaid }));
    expect(await within(dialog).findByText(staffTh.bankRefRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/paid`)).toHaveLength(0);

    const reads = api.callsTo('GET', base).length;
    await user.type(within(dialog).getByLabelText(adminTh.bankRef), 'KB-55');
    await user.click(within(dialog).getByRole('button', { name: adminTh.markPaid }));
    expect(await screen.findByText(adminTh.markedPaid)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/paid`)[0]?.body).toEqual({ bankRef: 'KB-55' });
    await waitFor(() => expect(api.callsTo('GET', base).length).toBeGreaterThan(reads));
  });

  it('rejects with a reason', async () => {
    const { api, user } = await openWithdrawal('owner', {
      [`POST ${base}/reject`]: () => ok({ status: 'REJECTED' }),
    });
    await user.click(screen.getByRole('button', { name: adminTh.reject }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.rejectTitle });
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'บัญชีปลายทางปิดแล้ว');
    await user.click(within(dialog).getByRole('button', { name: adminTh.reject }));
    expect(await screen.findByText(adminTh.rejected)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/reject`)[0]?.body).toEqual({ reason: 'บัญชีปลายทางปิดแล้ว' });
  });

  it('follows a pushed change: SENDING becomes PAID without a reload', async () => {
    let onPush: () => void = () => undefined;
    vi.mocked(subscribeWithdrawalPush).mockImplementation((_token, onChange) => {
      onPush = onChange;
      return () => undefined;
    });
    let status: WithdrawalStatus = 'SENDING';
    stubApi({
      ...sessionHandlers('finance'),
      [`GET ${base}`]: () => ok(detail({ status, failureReason: null })),
    });
    renderAdmin(`/finance/withdrawals/${ID}`, { signedIn: true });
    const badge = await screen.findByTestId('withdrawal-status');
    expect(badge).toHaveTextContent(withdrawalStatusLabel.SENDING);
    status = 'PAID';
    act(() => onPush());
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-status')).toHaveTextContent(withdrawalStatusLabel.PAID),
    );
  });
});
