import { lotteryHref, lotteryPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { roundFixture } from '../testing-fixtures';
import { CheckoutPage } from './checkout-page';

const ROUND = 'LAO20261123';
const store = () => useBetSlipStore.getState();

const round = roundFixture({
  closedNumbers: [{ betType: 'TWO_TOP', number: '13' }],
  reducedNumbers: [{ betType: 'TWO_TOP', number: '12', payOutPrice: '45' }],
});

const bill = {
  billNo: 'B0001',
  roundCode: ROUND,
  roundName: 'หวยลาวพัฒนา 23/11/69',
  name: 'หวยลาวพัฒนา',
  status: 0,
  createdDate: '2026-11-23T10:00:00.000Z',
  totalOrderAmount: '2.00',
  totalWinAmount: null,
  lines: [],
};

/** A slip built before the round's detail listed 12 as reduced (rates are re-read at checkout). */
const buildSlip = (numbers: string[]) => {
  store().reset();
  store().setRound(ROUND);
  store().setRoundInfo(roundFixture());
  store().setBetType('TWO_TOP');
  store().addNumbers(numbers);
};

beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

describe('CheckoutPage', () => {
  it('marks closed and reduced-rate numbers from the round detail and blocks confirm while a closed one stays', async () => {
    stubApi({ [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(round) });
    buildSlip(['12', '13', '14']);
    const { user } = renderWithApp(<CheckoutPage />, { url: '/lotto/checkout' });
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(3));
    const [reduced, closed, plain] = screen.getAllByTestId('slip-line') as HTMLElement[];
    await waitFor(() => expect(reduced).toHaveTextContent('เลขอั้น จ่าย 45'));
    expect(reduced).toHaveAttribute('data-reduced', 'true');
    expect(reduced).toHaveTextContent('฿45.00');
    expect(closed).toHaveAttribute('data-closed', 'true');
    expect(closed).toHaveTextContent('ปิดรับเลขนี้');
    expect(plain).not.toHaveAttribute('data-closed');
    expect(screen.getByText('มีเลขที่ปิดรับ กรุณาลบออกก่อนยืนยัน')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยืนยันแทงหวย' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'ลบ 2 ตัวบน 13' }));
    expect(screen.getByRole('button', { name: 'ยืนยันแทงหวย' })).toBeEnabled();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('฿2.00');
  });

  it('highlights the line the server refuses, keeps one Idempotency-Key across retries, then resets and opens history', async () => {
    let attempt = 0;
    const api = stubApi({
      [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()),
      [`POST ${lotteryPaths.placeBill}`]: () => {
        attempt += 1;
        if (attempt === 1)
          return errorReply('EXPOSURE_CAP_REACHED', { lineIndex: 1, field: 'number' }, 'เลข 15 เต็มแล้ว');
        if (attempt === 2) return errorReply('INSUFFICIENT_BALANCE');
        return okReply(bill);
      },
      [`GET ${lotteryPaths.orderHistory}`]: () => okReply({ data: [], total: 0 }),
    });
    buildSlip(['14', '15']);
    const { user, currentSearch } = renderWithApp(<CheckoutPage />, { url: '/lotto/checkout' });
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'ยืนยันแทงหวย' }));
    const confirm = screen.getByRole('alertdialog', { name: 'ยืนยันการแทง' });
    expect(confirm).toHaveTextContent('ยืนยันแทง 2 รายการ รวม ฿2.00');
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('slip-line')[1]).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByTestId('slip-line')[1]).toHaveTextContent('รายการนี้ไม่ผ่าน');
    expect(api.callsTo('POST', lotteryPaths.placeBill)[0]?.body).toEqual({
      roundCode: ROUND,
      lines: [
        { betType: 'TWO_TOP', number: '14', amount: '1.00' },
        { betType: 'TWO_TOP', number: '15', amount: '1.00' },
      ],
    });

    // The member drops the full number: a changed slip is a new attempt with a new key.
    await user.click(screen.getByRole('button', { name: 'ลบ 2 ตัวบน 15' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await waitFor(() => expect(api.callsTo('POST', lotteryPaths.placeBill)).toHaveLength(2));
    // Retrying the same slip (after a deposit, say) reuses the key, so a lost answer cannot bill twice.
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทงหวย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await waitFor(() => expect(api.callsTo('POST', lotteryPaths.placeBill)).toHaveLength(3));
    const keys = api.callsTo('POST', lotteryPaths.placeBill).map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);

    expect(await screen.findByText('แทงหวยสำเร็จ โพยเลขที่ B0001')).toBeInTheDocument();
    await waitFor(() => expect(currentSearch()).toBe('?modal=order-history'));
    expect(store()).toMatchObject({ betList: [], betRoundCode: null, isConfirmOpen: false });
  });

  it('from a Yeekee round page (?yeekee=1), edits on its bet tab and comes back to the round after the bill', async () => {
    stubApi({
      [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()),
      [`POST ${lotteryPaths.placeBill}`]: () => okReply(bill),
      [`GET ${lotteryPaths.orderHistory}`]: () => okReply({ data: [], total: 0 }),
    });
    buildSlip(['14']);
    const { user, currentSearch, currentPath } = renderWithApp(<CheckoutPage />, {
      url: '/lottery/checkout?yeekee=1',
    });
    expect(await screen.findByRole('link', { name: 'กลับไปแก้ไขโพย' })).toHaveAttribute(
      'href',
      `/lottery/yk/round/${ROUND}?tab=bet`,
    );
    await user.click(screen.getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await waitFor(() => expect(currentPath()).toBe(`/lottery/yk/round/${ROUND}`));
    expect(currentSearch()).toBe('?modal=order-history');
  });

  it('opens at its top', async () => {
    stubApi({ [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()) });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    buildSlip(['14']);
    renderWithApp(<CheckoutPage />, { url: '/lotto/checkout' });
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });

  it('offers the deposit modal when the balance is not enough', async () => {
    const api = stubApi({
      [`GET ${lotteryHref.round(ROUND)}`]: () => okReply(roundFixture()),
      [`POST ${lotteryPaths.placeBill}`]: () => errorReply('INSUFFICIENT_BALANCE'),
    });
    buildSlip(['14']);
    const { user, currentSearch } = renderWithApp(<CheckoutPage />, { url: '/lotto/checkout' });
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันแทงหวย' }));
    await waitFor(() => expect(api.callsTo('POST', lotteryPaths.placeBill)).toHaveLength(1));
    expect(await screen.findByText('ยอดเงินคงเหลือไม่เพียงพอ')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'ฝากเงิน' }));
    await waitFor(() => expect(currentSearch()).toBe('?modal=deposit'));
    // The slip is kept for after the deposit.
    expect(store().betList).toHaveLength(1);
  });
});
