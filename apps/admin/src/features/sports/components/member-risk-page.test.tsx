import type { SportsMemberRisk } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportsDeskTh as th } from '../../../messages/sports';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { MEMBER_ID } from '../testing/fixtures';

const card = (overrides: Partial<SportsMemberRisk> = {}): SportsMemberRisk => ({
  memberId: MEMBER_ID,
  stakeFactor: '1',
  tier: 'ทั่วไป',
  netWin7d: '25000.00',
  netWin30d: '-4000.00',
  openStake: '3000.00',
  changes: [],
  ...overrides,
});

const riskPath = `/api/admin/sports/members/${MEMBER_ID}/risk`;

describe('member risk card', () => {
  it('shows the member’s figures and changes the stake factor with a reason', async () => {
    // The server answers the changed card, and reads it so afterwards.
    let current = card();
    const api = stubApi({
      ...sessionHandlers('trader'),
      [`GET ${riskPath}`]: () => ok(current),
      [`PUT ${riskPath}`]: () => {
        current = card({
          stakeFactor: '0.5',
          changes: [
            { stakeFactor: '0.5', reason: 'แทงตามราคาเปิด', by: 'trader1', at: '2026-12-08T10:00:00.000Z' },
          ],
        });
        return ok(current);
      },
    });
    const { user } = renderAdmin(`/sports/members/${MEMBER_ID}`, { signedIn: true });
    expect(await screen.findByTestId('risk-net-7d')).toHaveTextContent('฿25,000.00');
    expect(within(screen.getByTestId('risk-net-30d')).getByText('-฿4,000.00')).toHaveClass('text-red-600');
    expect(screen.getByTestId('risk-open-stake')).toHaveTextContent('฿3,000.00');
    expect(screen.getByTestId('risk-factor')).toHaveTextContent('× 1');
    expect(screen.getByTestId('risk-tier')).toHaveTextContent('ทั่วไป');

    const factor = screen.getByLabelText(th.stakeFactor);
    await user.clear(factor);
    await user.type(factor, '0.5');
    await user.click(screen.getByTestId('risk-submit'));
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(api.callsTo('PUT', riskPath)).toHaveLength(0);

    await user.type(screen.getByLabelText(th.reason), 'แทงตามราคาเปิด');
    await user.click(screen.getByTestId('risk-submit'));
    await waitFor(() =>
      expect(api.callsTo('PUT', riskPath)[0]?.body).toEqual({ stakeFactor: '0.5', reason: 'แทงตามราคาเปิด' }),
    );
    const history = screen.getByRole('table', { name: th.changesTable });
    expect(await within(history).findByText('แทงตามราคาเปิด')).toBeInTheDocument();
    expect(history).toHaveTextContent('× 0.5');
    expect(screen.getByTestId('risk-factor')).toHaveTextContent('× 0.5');
    expect(screen.getByLabelText(th.reason)).toHaveValue('');
  });
});
