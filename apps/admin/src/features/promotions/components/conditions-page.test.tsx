import { defaultCategoryWeights, errorCatalogue, promotionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionsTh as th } from '../../../messages/promotions';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const condition = {
  conditionId: 'c1',
  source: 'PROMOTION',
  promotionName: 'ฝากแรกของวัน รับโบนัส 10%',
  bonus: '100.00',
  currentTurnover: '1375.00',
  turnoverTarget: '5500.00',
  maxStake: '500.00',
  categoryWeights: defaultCategoryWeights,
  startedAt: '2026-11-24T02:00:00.000Z',
  memberId: '0190a0a0-0000-7000-8000-0000000000b1',
  loginName: '0812345678',
  status: 'OPEN',
  closedAt: null,
  closeReason: null,
};
const page = (data: unknown[]) => ({ data, total: data.length, pageNo: 1, pageSize: 25 });
const cancelPath = `${promotionPaths.adminConditions}/c1/cancel`;

describe('wagering conditions in the back office', () => {
  it('lists open conditions with their progress; filters by member from the URL and by status', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      [`GET ${promotionPaths.adminConditions}`]: ({ query }) =>
        ok(page(query.get('status') === 'COMPLETED' ? [] : [condition])),
    });
    const { user } = renderAdmin(`/promotions/conditions?memberId=${condition.memberId}`, { signedIn: true });
    const row = await screen.findByTestId('condition-row');
    expect(row).toHaveTextContent('฿1,375.00 / ฿5,500.00');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(row).getByRole('link', { name: '0812345678' })).toHaveAttribute(
      'href',
      `/admin/members/${condition.memberId}`,
    );
    // Support reads, but cancelling spends the house's money: owner and finance only.
    expect(within(row).queryByRole('button', { name: /ยกเลิกเงื่อนไข/ })).toBeNull();
    const [first] = api.callsTo('GET', promotionPaths.adminConditions);
    expect(first?.query.get('memberId')).toBe(condition.memberId);
    expect(first?.query.get('status')).toBe('OPEN');

    await user.click(screen.getByRole('tab', { name: th.statuses.COMPLETED }));
    await waitFor(() => expect(screen.queryByTestId('condition-row')).toBeNull());
    expect(api.callsTo('GET', promotionPaths.adminConditions).at(-1)?.query.get('status')).toBe('COMPLETED');
  });

  it('finance cancels with a reason the member will read; too short a reason is refused first', async () => {
    let cancelled = false;
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${promotionPaths.adminConditions}`]: () =>
        ok(
          page(
            cancelled
              ? [{ ...condition, status: 'CANCELLED', closeReason: 'ผิดเงื่อนไข ใช้หลายบัญชี' }]
              : [condition],
          ),
        ),
      [`POST ${cancelPath}`]: () => {
        cancelled = true;
        return ok(null);
      },
    });
    const { user } = renderAdmin('/promotions/conditions', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: `${th.cancel} 0812345678` }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกเงื่อนไขของ 0812345678?' });
    await user.type(within(dialog).getByLabelText(th.cancelReason), 'ab');
    await user.click(within(dialog).getByRole('button', { name: th.cancel }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(api.callsTo('POST', cancelPath)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(th.cancelReason));
    await user.type(within(dialog).getByLabelText(th.cancelReason), 'ผิดเงื่อนไข ใช้หลายบัญชี');
    await user.click(within(dialog).getByRole('button', { name: th.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', cancelPath)[0]?.body).toEqual({ reason: 'ผิดเงื่อนไข ใช้หลายบัญชี' });
    expect(await screen.findByText(th.cancelled)).toBeInTheDocument();
  });

  it('a refusal (already closed) stays in the dialog', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      [`GET ${promotionPaths.adminConditions}`]: () => ok(page([condition])),
      [`POST ${cancelPath}`]: () => fail('CONDITION_NOT_OPEN'),
    });
    const { user } = renderAdmin('/promotions/conditions', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: `${th.cancel} 0812345678` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(th.cancelReason), 'ทดสอบการยกเลิก');
    await user.click(within(dialog).getByRole('button', { name: th.cancel }));
    expect(await within(dialog).findByText(errorCatalogue.CONDITION_NOT_OPEN.message)).toBeInTheDocument();
  });
});
