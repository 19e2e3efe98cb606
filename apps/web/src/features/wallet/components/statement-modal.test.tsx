import { type StatementLine, signedBaht, statementPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { StatementModal } from './statement-modal';

const line = (id: number, fields: Partial<StatementLine> = {}): StatementLine => ({
  id: String(id),
  kind: 'DEPOSIT',
  amount: '500.00',
  bonusAmount: '0.00',
  balanceAfter: '500.00',
  at: '2025-11-23T09:05:00.000Z',
  ref: null,
  ...fields,
});

describe('StatementModal', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

  it('lists each movement with its Thai label, signed amount, Buddhist-era time and the balance after it', async () => {
    stubApi({
      [`GET ${statementPaths.statement}`]: () =>
        okReply({
          data: [
            line(9, { kind: 'WIN', amount: '8000.00', balanceAfter: '8050.00', ref: 'B123456789' }),
            line(8, {
              kind: 'BET',
              amount: '-70.00',
              bonusAmount: '-20.00',
              balanceAfter: '50.00',
              ref: 'B987654321',
            }),
            line(7, { kind: 'GAME', amount: '-2.50', balanceAfter: '120.00', ref: 'ไก่ชน' }),
            line(6, { kind: 'DEPOSIT', amount: '122.50', balanceAfter: '122.50' }),
          ],
          nextCursor: null,
        }),
    });
    renderWithApp(<StatementModal />, { url: '/?modal=payment-history' });
    const dialog = await screen.findByRole('dialog', { name: 'ประวัติการเงิน' });
    await waitFor(() => expect(within(dialog).getAllByTestId('statement-line')).toHaveLength(4));
    const [win, bet, game, deposit] = within(dialog).getAllByTestId('statement-line') as HTMLElement[];
    expect(win).toHaveTextContent('ถูกรางวัล · B123456789');
    expect(win).toHaveTextContent('+฿8,000.00');
    expect(win).toHaveTextContent('คงเหลือ ฿8,050.00');
    expect(win).toHaveTextContent('23 พ.ย. 2568 16:05');
    expect(bet).toHaveTextContent('แทงหวย · B987654321');
    expect(bet).toHaveTextContent('-฿70.00');
    expect(bet).toHaveTextContent('โบนัส -฿20.00');
    expect(bet).toHaveTextContent('คงเหลือ ฿50.00');
    expect(game).toHaveTextContent('เล่นเกม · ไก่ชน');
    expect(game).toHaveTextContent('-฿2.50');
    expect(deposit).toHaveTextContent('ฝากเงิน');
    expect(deposit).toHaveTextContent('+฿122.50');
    expect(deposit).not.toHaveTextContent('โบนัส');
  });

  it('pages with the server’s cursor and filters by kind', async () => {
    const api = stubApi({
      [`GET ${statementPaths.statement}`]: (call) => {
        const query = new URLSearchParams(call.search);
        if (query.get('kind') === 'DEPOSIT') return okReply({ data: [line(3)], nextCursor: null });
        return query.get('cursor') === '40'
          ? okReply({ data: [line(39, { kind: 'BET', amount: '-1.00' })], nextCursor: null })
          : okReply({ data: Array.from({ length: 25 }, (_, n) => line(64 - n)), nextCursor: '40' });
      },
    });
    const { user } = renderWithApp(<StatementModal />, { url: '/?modal=payment-history' });
    const dialog = await screen.findByRole('dialog', { name: 'ประวัติการเงิน' });
    await waitFor(() => expect(within(dialog).getAllByTestId('statement-line')).toHaveLength(25));
    await user.click(within(dialog).getByRole('button', { name: 'โหลดเพิ่มเติม' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('statement-line')).toHaveLength(26));
    expect(within(dialog).queryByRole('button', { name: 'โหลดเพิ่มเติม' })).toBeNull();
    expect(api.callsTo('GET', statementPaths.statement).map((c) => c.search)).toEqual(['', '?cursor=40']);

    const filters = within(dialog).getByRole('group', { name: 'ประเภทรายการ' });
    await user.click(within(filters).getByRole('button', { name: 'ฝากเงิน' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('statement-line')).toHaveLength(1));
    expect(within(filters).getByRole('button', { name: 'ฝากเงิน' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET', statementPaths.statement).at(-1)?.search).toBe('?kind=DEPOSIT');
  });

  it('leads to the fund history for deposit and withdrawal states', async () => {
    stubApi({ [`GET ${statementPaths.statement}`]: () => okReply({ data: [], nextCursor: null }) });
    const { user, currentSearch } = renderWithApp(<StatementModal />, { url: '/?modal=payment-history' });
    const dialog = await screen.findByRole('dialog', { name: 'ประวัติการเงิน' });
    expect(await within(dialog).findByText('ยังไม่มีรายการ')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ประวัติฝาก-ถอน' }));
    expect(currentSearch()).toBe('?modal=fund-history');
  });

  it('only logs a failed fetch (no error toast)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ [`GET ${statementPaths.statement}`]: () => errorReply('UNAUTHORIZED', null, 'ไม่ได้รับอนุญาต') });
    renderWithApp(<StatementModal />, { url: '/?modal=payment-history' });
    expect(await screen.findByText('โหลดรายการไม่สำเร็จ')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('ไม่ได้รับอนุญาต')).toBeNull();
  });
});

describe('signedBaht', () => {
  it('always says which way the money went', () => {
    expect(signedBaht('-90.00')).toBe('-฿90.00');
    expect(signedBaht('1250.50')).toBe('+฿1,250.50');
    expect(signedBaht('0.00')).toBe('฿0.00');
  });
});
