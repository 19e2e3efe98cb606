import { errorCatalogue, type RewardGrant } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { grantsTh } from '../../../messages/reward-ops';
import { fail, ok, renderAdmin, sessionHandlers, staffAccount, stubApi } from '../../../testing/render-admin';

const me = staffAccount('finance');
const MEMBER = '0190a0a0-0000-7000-8000-0000000000aa';
const grant = (overrides: Partial<RewardGrant> = {}): RewardGrant => ({
  id: 'g1',
  memberId: MEMBER,
  memberName: 'สมชาย ใจดี',
  memberPhone: '0812345678',
  amount: '1500.00',
  multiplier: '2',
  target: '3000.00',
  reason: 'ลูกค้าประจำ',
  status: 'PENDING',
  makerId: 'someone-else',
  makerName: 'finance2',
  checkerId: null,
  checkerName: null,
  rejectReason: null,
  conditionId: null,
  createdAt: '2026-11-23T03:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const settings = { approvalThreshold: '1000.00', updatedAt: null };
const page = (rows: RewardGrant[]) => ok({ data: rows, total: rows.length, pageNo: 1, pageSize: 25 });

describe('manual bonus grants', () => {
  it('grants with an Idempotency-Key and says when it waits for a second staff member', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/rewards/grants': () => page([]),
      'GET /api/admin/rewards/grants/settings': () => ok(settings),
      'POST /api/admin/rewards/grants': () => ok(grant({ makerId: me.id })),
    });
    const { user } = renderAdmin(`/marketing/reward-grants?memberId=${MEMBER}`, { signedIn: true });
    expect(await screen.findByLabelText(grantsTh.memberLabel)).toHaveValue(MEMBER);
    await user.type(screen.getByLabelText(grantsTh.amountLabel), '1500');
    await user.clear(screen.getByLabelText(grantsTh.multiplierLabel));
    await user.type(screen.getByLabelText(grantsTh.multiplierLabel), '2');
    await user.type(screen.getByLabelText(grantsTh.reasonLabel), 'ลูกค้าประจำ');
    await user.click(screen.getByRole('button', { name: grantsTh.submit }));
    expect(await screen.findByText(grantsTh.pendingSaved)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/admin/rewards/grants');
    expect(call?.body).toEqual({ memberId: MEMBER, amount: '1500', multiplier: '2', reason: 'ลูกค้าประจำ' });
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Finance reads the threshold but cannot save it.
    expect(screen.getByLabelText(grantsTh.thresholdLabel)).toBeDisabled();
  });

  it('shows a refusal beside the form (a bonus still wagered), and checks the amount before sending', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/rewards/grants': () => page([]),
      'GET /api/admin/rewards/grants/settings': () => ok(settings),
      'POST /api/admin/rewards/grants': () => fail('PROMOTION_ONE_ACTIVE'),
    });
    const { user } = renderAdmin(`/marketing/reward-grants?memberId=${MEMBER}`, { signedIn: true });
    await user.type(await screen.findByLabelText(grantsTh.amountLabel), '1.005');
    await user.type(screen.getByLabelText(grantsTh.reasonLabel), 'x');
    await user.click(screen.getByRole('button', { name: grantsTh.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(grantsTh.amountLabel)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.callsTo('POST', '/api/admin/rewards/grants')).toHaveLength(0);
    await user.clear(screen.getByLabelText(grantsTh.amountLabel));
    await user.type(screen.getByLabelText(grantsTh.amountLabel), '100');
    await user.click(screen.getByRole('button', { name: grantsTh.submit }));
    expect(await screen.findByText(errorCatalogue.PROMOTION_ONE_ACTIVE.message)).toBeInTheDocument();
  });

  it("approves another staff member's pending grant after a confirmation; the maker's own offers nothing", async () => {
    let rows = [grant(), grant({ id: 'g2', makerId: me.id, makerName: me.username })];
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/rewards/grants': () => page(rows),
      'GET /api/admin/rewards/grants/settings': () => ok(settings),
      'POST /api/admin/rewards/grants/g1/approve': () => {
        rows = [grant({ status: 'APPROVED', checkerId: me.id, checkerName: me.username, conditionId: 'c1' })];
        return ok(rows[0]);
      },
      'POST /api/admin/rewards/grants/g2/reject': () => fail('REWARD_GRANT_MAKER_CHECKER'),
    });
    const { user } = renderAdmin('/marketing/reward-grants', { signedIn: true });
    const row = await screen.findByTestId('grant-g1');
    expect(row).toHaveTextContent('฿1,500.00');
    expect(row).toHaveTextContent('฿3,000.00 (×2)');
    expect(row).toHaveTextContent(grantsTh.status.PENDING);
    expect(within(screen.getByTestId('grant-g2')).queryAllByRole('button')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: grantsTh.approve }));
    const dialog = await screen.findByRole('dialog', { name: grantsTh.approve });
    expect(dialog).toHaveTextContent('สมชาย ใจดี');
    await user.click(within(dialog).getByRole('button', { name: grantsTh.approve }));
    expect(await screen.findByText(grantsTh.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('grant-g1')).toHaveTextContent(grantsTh.status.APPROVED));
    expect(api.callsTo('POST', '/api/admin/rewards/grants/g1/approve')).toHaveLength(1);
  });
});
