import { lotteryHref, lotteryPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { useNumberSetsStore } from '../stores/number-sets-store';
import { roundFixture } from '../testing-fixtures';
import { BuyPage } from './buy-page';

const ROUND = 'LAO20261123';
const URL = `/lotto/buy?round=${ROUND}`;
const store = () => useBetSlipStore.getState();

/** A token shaped like the server's (the app reads the member id from its `sub`, never trusts it). */
const tokenFor = (memberId: string) =>
  `e30.${btoa(JSON.stringify({ sub: memberId })).replace(/=+$/, '')}.sig`;

const historyItem = (billNo: string, name: string, status: 0 | 1) => ({
  billNo,
  name,
  roundCode: name === 'หวยลาวพัฒนา' ? 'LAO20261120' : 'HANOI20261120',
  roundName: `${name} 20/11/69`,
  totalOrderAmount: '30.00',
  totalWinAmount: '0.00',
  createdDate: '2026-11-20T10:00:00.000Z',
  status,
});

const pastBill = {
  billNo: 'B0100',
  roundCode: 'LAO20261120',
  roundName: 'หวยลาวพัฒนา 20/11/69',
  name: 'หวยลาวพัฒนา',
  status: 1,
  createdDate: '2026-11-20T10:00:00.000Z',
  totalOrderAmount: '30.00',
  totalWinAmount: '0.00',
  lines: [
    {
      betType: 'TWO_TOP',
      betName: '2 ตัวบน',
      number: '47',
      amount: '10.00',
      rewardPrice: '90',
      payOutTotal: '900.00',
      winAmount: '0.00',
    },
    {
      betType: 'THREE_TOP',
      betName: '3 ตัวบน',
      number: '147',
      amount: '20.00',
      rewardPrice: '800',
      payOutTotal: '16000.00',
      winAmount: '0.00',
    },
  ],
};

const slipOf = () =>
  store().betList.map(({ betType, number, buyAmount }) => `${betType} ${number} ${buyAmount}`);

beforeEach(() => {
  store().reset();
  useNumberSetsStore.setState({ byMember: {} });
  useAuthStore.getState().setAccessToken(tokenFor('member-a'));
});

describe('BuyPage', () => {
  it('quick amount buttons set the default amount of the next numbers', async () => {
    stubApi({ [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()) });
    const { user } = renderWithApp(<BuyPage />, { url: URL });
    const quick = await screen.findByRole('group', { name: 'ราคาด่วน' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5', '10', '20', '50', '100']);

    await user.click(within(quick).getByRole('button', { name: '20' }));
    expect(within(quick).getByRole('button', { name: '20' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'ราคาเริ่มต้น' })).toHaveValue('20.00');
    await user.click(screen.getByRole('tab', { name: /2 ตัวบน/ }));
    await user.type(screen.getByLabelText('เลขที่กำลังกด'), '12');
    expect(slipOf()).toEqual(['TWO_TOP 12 20.00']);
  });

  it('โพยเก่า lists the member’s recent bills of this product and loads one’s numbers into the slip', async () => {
    const api = stubApi({
      [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()),
      [`GET ${lotteryPaths.orderHistory}`]: (call) =>
        okReply({
          data:
            new URLSearchParams(call.search).get('status') === '1'
              ? [historyItem('B0100', 'หวยลาวพัฒนา', 1), historyItem('B0101', 'หวยฮานอย', 1)]
              : [historyItem('B0102', 'หวยลาวพัฒนา', 0)],
          total: 2,
        }),
      [`GET ${lotteryHref.bill('B0100')}`]: () => okReply(pastBill),
    });
    const { user } = renderWithApp(<BuyPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'โพยเก่า' }));
    const dialog = await screen.findByRole('dialog', { name: 'โพยเก่า' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(dialog).toHaveTextContent('B0100');
    expect(dialog).toHaveTextContent('B0102');
    expect(dialog).not.toHaveTextContent('B0101');

    await user.click(within(dialog).getByRole('button', { name: 'ใช้เลขจากโพย B0100' }));
    await waitFor(() => expect(slipOf()).toEqual(['TWO_TOP 47 10.00', 'THREE_TOP 147 20.00']));
    expect(await screen.findByText('เพิ่ม 2 รายการจากโพย B0100')).toBeInTheDocument();
    expect(api.callsTo('GET', lotteryHref.bill('B0100'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'โพยเก่า' })).toBeNull());
  });

  it('saves the slip as a named number set of this member and loads it back later', async () => {
    stubApi({ [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()) });
    const { user } = renderWithApp(<BuyPage />, { url: URL });
    await screen.findByRole('group', { name: 'ราคาด่วน' });
    store().setBetType('TWO_TOP');
    store().addLines([
      { betType: 'TWO_TOP', number: '12', amount: '10.00' },
      { betType: 'TWO_TOP', number: '21', amount: '5.00' },
    ]);

    await user.click(screen.getByRole('button', { name: 'ชุดเลข' }));
    let dialog = await screen.findByRole('dialog', { name: 'ชุดเลข' });
    await user.type(within(dialog).getByLabelText('ชื่อชุดเลข'), 'เลขวันเกิด');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกชุดเลขนี้' }));
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('เลขวันเกิด');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('2 รายการ');
    await user.keyboard('{Escape}');

    store().clearList();
    await user.click(screen.getByRole('button', { name: 'ชุดเลข' }));
    dialog = await screen.findByRole('dialog', { name: 'ชุดเลข' });
    await user.click(within(dialog).getByRole('button', { name: 'ใช้ชุดเลข เลขวันเกิด' }));
    expect(slipOf()).toEqual(['TWO_TOP 12 10.00', 'TWO_TOP 21 5.00']);

    // Another member on the same phone does not see it.
    useAuthStore.getState().setAccessToken(tokenFor('member-b'));
    await user.click(screen.getByRole('button', { name: 'ชุดเลข' }));
    dialog = await screen.findByRole('dialog', { name: 'ชุดเลข' });
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    expect(dialog).toHaveTextContent('ยังไม่มีชุดเลขที่บันทึกไว้');
  });
});
