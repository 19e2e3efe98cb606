import { lotteryPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { roundFixture } from '../testing-fixtures';
import { PayoutModal } from './payout-modal';

const product = (code: string, productName: string) => ({
  code,
  productName,
  group: 'FOREIGN',
  resultFormat: 'LAO',
  logoUrl: '',
  options: [
    { betType: 'TWO_TOP', priceList: [{ betName: '2 ตัวบน', payOutPrice: code === 'HANOI' ? '95' : '90' }] },
  ],
  currentRound: null,
  latestResult: null,
});

beforeEach(() => {
  useBetSlipStore.getState().reset();
  stubApi({
    [`GET ${lotteryPaths.list}`]: () =>
      okReply({
        data: [product('GLO', 'หวยรัฐบาลไทย'), product('LAO', 'หวยลาวพัฒนา'), product('HANOI', 'หวยฮานอย')],
      }),
  });
});

const cards = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'อัตราจ่าย' });
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
  return within(dialog).getAllByRole('listitem');
};

describe('PayoutModal', () => {
  it('opens on the product being bought: its rates first and marked', async () => {
    useBetSlipStore.getState().setRound('HANOI20261124');
    useBetSlipStore
      .getState()
      .setRoundInfo(
        roundFixture({ roundCode: 'HANOI20261124', productCode: 'HANOI', productName: 'หวยฮานอย' }),
      );
    renderWithApp(<PayoutModal />, { url: '/lotto/buy?round=HANOI20261124&modal=payout' });
    const [first, ...rest] = await cards();
    expect(first).toHaveTextContent('หวยฮานอย');
    expect(first).toHaveTextContent('บาทละ 95');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(rest.map((card) => card.getAttribute('aria-current'))).toEqual([null, null]);
  });

  it('keeps the catalogue order away from a buy page', async () => {
    renderWithApp(<PayoutModal />, { url: '/?modal=payout' });
    expect((await cards()).map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'หวยรัฐบาลไทย',
      'หวยลาวพัฒนา',
      'หวยฮานอย',
    ]);
  });
});
