import { type AdjustmentRequestItem, errorCatalogue, staffTh } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adjustmentsTh } from '../../../messages/adjustments';
import { adminTh } from '../../../messages/th';
import { fail, ok, renderAdmin, sessionHandlers, staffAccount, stubApi } from '../../../testing/render-admin';

const me = staffAccount('finance');
const item = (overrides: Partial<AdjustmentRequestItem> = {}): AdjustmentRequestItem => ({
  id: 'r1',
  memberId: 'm1',
  memberName: 'สมชาย ใจดี',
  memberPhone: '0812345678',
  memberBalance: '1250.50',
  direction: 'CREDIT',
  amount: '6000.00',
  reason: 'ชดเชยระบบขัดข้อง',
  status: 'PENDING',
  makerId: 'someone-else',
  makerName: 'finance2',
  checkerId: null,
  checkerName: null,
  rejectReason: null,
  adjustmentId: null,
  createdAt: '2026-11-23T03:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const settings = { approvalThreshold: '5000.00', dailyCapPerStaff: '50000.00', updatedAt: null };
const page = (rows: AdjustmentRequestItem[]) =>
  ok({ data: rows, total: rows.length, pageNo: 1, pageSize: 25 });

describe('adjustments awaiting approval', () => {
  it("approves another staff member's adjustment after a confirmation; the maker's own offers nothing", async () => {
    let rows = [item(), item({ id: 'r2', makerId: me.id, makerName: me.username })];
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/adjustments': () => page(rows),
      'GET /api/admin/adjustments/settings': () => ok(settings),
      'POST /api/admin/adjustments/r1/approve': () => {
        rows = rows.filter((row) => row.id !== 'r1');
        return ok(item({ status: 'APPROVED', checkerId: me.id, adjustmentId: 'a1' }));
      },
    });
    const { user } = renderAdmin('/finance/adjustments', { signedIn: true });
    const row = await screen.findByTestId('adjustment-r1');
    expect(row).toHaveTextContent('฿6,000.00');
    expect(row).toHaveTextContent('finance2');
    expect(within(screen.getByTestId('adjustment-r2')).queryAllByRole('button')).toHaveLength(0);
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/adjustments')[0]?.query ?? [])).toMatchObject({
      status: 'PENDING',
    });
    await user.click(within(row).getByRole('button', { name: adjustmentsTh.approve }));
    const dialog = await screen.findByRole('dialog', { name: adjustmentsTh.approve });
    // The checker sees who the money is for and what they hold now before approving.
    expect(dialog).toHaveTextContent('สมชาย ใจดี (0812345678)');
    expect(dialog).toHaveTextContent('฿1,250.50');
    await user.click(within(dialog).getByRole('button', { name: adjustmentsTh.approve }));
    expect(await screen.findByText(adjustmentsTh.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('adjustment-r1')).not.toBeInTheDocument());
    // Finance reads the rules but cannot save them.
    expect(screen.getByLabelText(adjustmentsTh.approvalThreshold)).toBeDisabled();
  });

  it('rejects with a reason, and shows the server refusal in the dialog', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/adjustments': () => page([item()]),
      'GET /api/admin/adjustments/settings': () => ok(settings),
      'POST /api/admin/adjustments/r1/reject': () => fail('ADJUSTMENT_MAKER_CHECKER'),
    });
    const { user } = renderAdmin('/finance/adjustments', { signedIn: true });
    const row = await screen.findByTestId('adjustment-r1');
    await user.click(within(row).getByRole('button', { name: adjustmentsTh.reject }));
    const dialog = await screen.findByRole('dialog', { name: adjustmentsTh.reject });
    await user.click(within(dialog).getByRole('button', { name: adjustmentsTh.reject }));
    expect(await within(dialog).findByText(staffTh.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/adjustments/r1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(adjustmentsTh.rejectReason), 'ยอดไม่ถูก');
    await user.click(within(dialog).getByRole('button', { name: adjustmentsTh.reject }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorCatalogue.ADJUSTMENT_MAKER_CHECKER.message,
    );
    expect(api.callsTo('POST', '/api/admin/adjustments/r1/reject')[0]?.body).toEqual({ reason: 'ยอดไม่ถูก' });
  });

  it('the owner saves the threshold and the daily cap', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/adjustments': () => page([]),
      'GET /api/admin/adjustments/settings': () => ok(settings),
      'PUT /api/admin/adjustments/settings': () =>
        ok({
          approvalThreshold: '2000.00',
          dailyCapPerStaff: '50000.00',
          updatedAt: '2026-11-23T04:00:00.000Z',
        }),
    });
    const { user } = renderAdmin('/finance/adjustments', { signedIn: true });
    const threshold = await screen.findByLabelText(adjustmentsTh.approvalThreshold);
    await user.clear(threshold);
    await user.type(threshold, '2000');
    await user.click(screen.getByRole('button', { name: adjustmentsTh.save }));
    expect(await screen.findByText(adjustmentsTh.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/adjustments/settings')[0]?.body).toEqual({
      approvalThreshold: '2000',
      dailyCapPerStaff: '50000.00',
    });
    expect(screen.getByRole('heading', { level: 1, name: adminTh.pageAdjustments })).toBeInTheDocument();
  });
});
