import type { ReconciliationIssue, ReconciliationReport, StaffRoleName } from '@chokdee/contracts';
import { payoutTh } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reconciliationKindLabel, payoutsTh as th } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, type StubHandlers, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { subscribeReconciliationPush } from '../api/reconciliation-push';

vi.mock('../api/reconciliation-push', () => ({ subscribeReconciliationPush: vi.fn(() => () => undefined) }));

const REPORT = '/api/admin/finance/payout-reconciliation';

const issue = (overrides: Partial<ReconciliationIssue> = {}): ReconciliationIssue => ({
  id: 'i1',
  kind: 'PROVIDER_PAID_NOT_PAID',
  withdrawalId: '0190a0a0-0000-7000-8000-0000000000d1',
  paymentRef: 'WREC00001',
  providerTransferId: 'trsf_test_77',
  detail: 'ผู้ให้บริการโอน ฿300.00 แล้ว แต่รายการถอนยังอยู่ในสถานะกำลังโอน',
  foundAt: '2026-11-24T03:10:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  note: null,
  ...overrides,
});

const report = (issues: ReconciliationIssue[]): ReconciliationReport => ({
  issues,
  total: issues.length,
  pageNo: 1,
  pageSize: 25,
  runs: [
    {
      id: 'r2',
      startedAt: '2026-11-24T03:10:00.000Z',
      finishedAt: '2026-11-24T03:10:02.000Z',
      windowFrom: '2026-11-22T03:10:00.000Z',
      windowTo: '2026-11-24T03:10:00.000Z',
      providerTransfers: 42,
      issuesFound: 1,
      error: null,
    },
    {
      id: 'r1',
      startedAt: '2026-11-24T03:00:00.000Z',
      finishedAt: '2026-11-24T03:00:05.000Z',
      windowFrom: '2026-11-22T03:00:00.000Z',
      windowTo: '2026-11-24T03:00:00.000Z',
      providerTransfers: 0,
      issuesFound: 0,
      error: 'ติดต่อผู้ให้บริการโอนเงินไม่ได้',
    },
  ],
});

/** The report as `role` sees it: `open` findings, and `resolved` ones under their tab. */
const openReport = async (role: StaffRoleName, handlers: StubHandlers = {}) => {
  let open = [issue(), issue({ id: 'i2', kind: 'UNKNOWN_TRANSFER', withdrawalId: null, paymentRef: null })];
  const resolved = [
    issue({
      id: 'i0',
      kind: 'STUCK',
      resolvedAt: '2026-11-24T02:00:00.000Z',
      resolvedBy: 'finance1',
      note: 'โทรถามผู้ให้บริการแล้ว โอนสำเร็จ',
    }),
  ];
  const api = stubApi({
    ...sessionHandlers(role),
    [`GET ${REPORT}`]: (call) => ok(report(call.query.get('status') === 'RESOLVED' ? resolved : open)),
    [`POST ${REPORT}/i1/resolve`]: () => {
      open = open.filter((row) => row.id !== 'i1');
      return ok(null);
    },
    ...handlers,
  });
  const view = renderAdmin('/finance/payout-reconciliation', { signedIn: true });
  await screen.findByTestId('finding-i1');
  return { ...view, api };
};

describe('payout reconciliation report', () => {
  it('refetches the report when the job pushes a new finding', async () => {
    const { api } = await openReport('finance');
    const reads = () => api.callsTo('GET', REPORT).length;
    const before = reads();
    const onFinding = vi.mocked(subscribeReconciliationPush).mock.calls.at(-1)?.[1];
    expect(onFinding).toBeTypeOf('function');
    onFinding?.();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('lists open findings with Thai kinds, a link to the withdrawal, the provider transfer id, and the last runs', async () => {
    const { api } = await openReport('finance');
    const row = screen.getByTestId('finding-i1');
    expect(row).toHaveTextContent(reconciliationKindLabel.PROVIDER_PAID_NOT_PAID);
    expect(row).toHaveTextContent('trsf_test_77');
    expect(row).toHaveTextContent('ยังอยู่ในสถานะกำลังโอน');
    expect(within(row).getByRole('link', { name: 'WREC00001' })).toHaveAttribute(
      'href',
      '/admin/finance/withdrawals/0190a0a0-0000-7000-8000-0000000000d1',
    );
    const unknown = screen.getByTestId('finding-i2');
    expect(unknown).toHaveTextContent(reconciliationKindLabel.UNKNOWN_TRANSFER);
    expect(unknown).toHaveTextContent(th.noWithdrawal);
    expect(Object.fromEntries(api.callsTo('GET', REPORT)[0]?.query ?? [])).toEqual({
      status: 'OPEN',
      pageNo: '1',
      pageSize: '25',
    });

    expect(screen.getByTestId('run-r2')).toHaveTextContent('42');
    expect(screen.getByTestId('run-r2')).toHaveTextContent(th.runOk);
    expect(screen.getByTestId('run-r1')).toHaveTextContent('ติดต่อผู้ให้บริการโอนเงินไม่ได้');
  });

  it('resolves a finding only with a note, then it leaves the open list', async () => {
    const { api, user } = await openReport('finance');
    await user.click(within(screen.getByTestId('finding-i1')).getByRole('button', { name: th.resolve }));
    const dialog = await screen.findByRole('dialog', { name: th.resolveTitle });
    expect(dialog).toHaveTextContent(reconciliationKindLabel.PROVIDER_PAID_NOT_PAID);
    await user.click(within(dialog).getByRole('button', { name: th.resolve }));
    expect(await within(dialog).findByText(payoutTh.noteRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', `${REPORT}/i1/resolve`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(th.note), ' ตรวจกับผู้ให้บริการแล้ว ปรับสถานะเป็นโอนแล้ว ');
    await user.click(within(dialog).getByRole('button', { name: th.resolve }));
    expect(await screen.findByText(th.resolvedToast)).toBeInTheDocument();
    expect(api.callsTo('POST', `${REPORT}/i1/resolve`)[0]?.body).toEqual({
      note: 'ตรวจกับผู้ให้บริการแล้ว ปรับสถานะเป็นโอนแล้ว',
    });
    await waitFor(() => expect(screen.queryByTestId('finding-i1')).toBeNull());
    expect(screen.getByTestId('finding-i2')).toBeInTheDocument();
  });

  it('shows resolved findings with who closed them and the note', async () => {
    const { api, user } = await openReport('finance');
    await user.click(screen.getByRole('tab', { name: th.resolved }));
    const row = await screen.findByTestId('finding-i0');
    expect(row).toHaveTextContent(reconciliationKindLabel.STUCK);
    expect(row).toHaveTextContent('ปิดโดย finance1');
    expect(row).toHaveTextContent('โทรถามผู้ให้บริการแล้ว โอนสำเร็จ');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(api.callsTo('GET', REPORT).at(-1)?.query.get('status')).toBe('RESOLVED');
  });

  it('reconciles now and says what the run found', async () => {
    const { api, user } = await openReport('owner', {
      [`POST ${REPORT}/run`]: () =>
        ok({
          id: 'r3',
          startedAt: '2026-11-24T03:20:00.000Z',
          finishedAt: '2026-11-24T03:20:01.000Z',
          windowFrom: '2026-11-22T03:20:00.000Z',
          windowTo: '2026-11-24T03:20:00.000Z',
          providerTransfers: 12,
          issuesFound: 0,
          error: null,
        }),
    });
    const reads = api.callsTo('GET', REPORT).length;
    await user.click(screen.getByRole('button', { name: th.runNow }));
    expect(await screen.findByText('กระทบยอดแล้ว: ตรวจ 12 รายการโอน พบ 0 รายการผิดปกติ')).toBeInTheDocument();
    expect(api.callsTo('POST', `${REPORT}/run`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', REPORT).length).toBeGreaterThan(reads));
    expect(
      screen.getByRole('heading', { level: 1, name: adminTh.pagePayoutReconciliation }),
    ).toBeInTheDocument();
  });

  it('is not open to support (the server admits owner and finance only)', async () => {
    const api = stubApi({ ...sessionHandlers('support'), [`GET ${REPORT}`]: () => ok(report([issue()])) });
    renderAdmin('/finance/payout-reconciliation', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(api.callsTo('GET', REPORT)).toHaveLength(0);
  });
});
