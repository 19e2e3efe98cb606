import type { StaffRoleName } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yeekeeTh } from '../../../messages/yeekee';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { shotPage } from '../testing/fixtures';

const shotsPath = '/api/admin/lottery/yeekee/rounds/YK2026112401/shots';

/** Three shots in pages of two, the member filled only for the owner as the server does. */
const openShots = async (role: StaffRoleName) => {
  const withMember = role === 'owner';
  const api = stubApi({
    ...sessionHandlers(role),
    [`GET ${shotsPath}`]: ({ query }) =>
      query.get('afterSeq') === '2'
        ? ok(shotPage([3], { count: 3, nextAfterSeq: null, withMember }))
        : ok(shotPage([1, 2], { count: 3, nextAfterSeq: 2, withMember })),
  });
  const view = renderAdmin('/lottery/yeekee/YK/rounds/YK2026112401', { signedIn: true });
  await screen.findByTestId('shot-1');
  return { ...view, api };
};

describe("a Yeekee round's shots", () => {
  it('lists the shots from the first in pages, with the masked name and the receive time to the ms', async () => {
    const { api, user } = await openShots('lottery');
    expect(Object.fromEntries(api.callsTo('GET', shotsPath)[0]?.query ?? [])).toEqual({
      afterSeq: '0',
      limit: '500',
    });
    const first = screen.getByTestId('shot-1');
    expect(first).toHaveTextContent('10001');
    expect(first).toHaveTextContent('สม***');
    // 22:59:01.001 UTC is 05:59:01.001 in Bangkok.
    expect(first).toHaveTextContent('05:59:01.001');
    expect(screen.getByTestId('shots-shown')).toHaveTextContent('แสดง 2 จาก 3 เลข');
    expect(screen.getByText(yeekeeTh.memberHidden)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: yeekeeTh.colMember })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: yeekeeTh.loadMore }));
    expect(await screen.findByTestId('shot-3')).toHaveTextContent('10003');
    expect(api.callsTo('GET', shotsPath)[1]?.query.get('afterSeq')).toBe('2');
    expect(screen.getByTestId('shots-shown')).toHaveTextContent('แสดง 3 จาก 3 เลข');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: yeekeeTh.loadMore })).not.toBeInTheDocument(),
    );
  });

  it('shows the owner the member behind each shot, linked to their page', async () => {
    await openShots('owner');
    expect(screen.getByRole('columnheader', { name: yeekeeTh.colMember })).toBeInTheDocument();
    expect(screen.queryByText(yeekeeTh.memberHidden)).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('shot-2')).getByRole('link', { name: 'สมชาย ใจดี (0812345678)' }),
    ).toHaveAttribute('href', '/admin/members/0190a0a0-0000-7000-8000-000000000002');
  });
});
