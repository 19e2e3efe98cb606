import {
  type CashbackCredit,
  type CashbackMe,
  cashbackPaths,
  IDEMPOTENCY_HEADER,
  type WageringCategory,
  wageringCategories,
} from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { cashbackText } from '../../../messages/cashback';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { CashbackModal } from './cashback-modal';

const rules = {
  period: 'WEEKLY' as const,
  percents: Object.fromEntries(wageringCategories.map((category) => [category, '5'])) as Record<
    WageringCategory,
    string
  >,
  minimumLoss: '100.00',
  cap: '5000.00',
  turnoverMultiplier: '0',
  claimDays: 7,
};

const credit = (overrides: Partial<CashbackCredit>): CashbackCredit => ({
  id: '01a20cce-0000-7000-8000-000000000001',
  period: '2026-W47',
  category: 'LOTTERY',
  stake: '1000.00',
  win: '0.00',
  wagered: '0.00',
  netLoss: '1000.00',
  percent: '5',
  amount: '50.00',
  belowMinimum: false,
  capped: false,
  status: 'CLAIMABLE',
  createdAt: '2026-11-23T03:00:00.000Z',
  claimableUntil: '2026-11-30T03:00:00.000Z',
  claimedAt: null,
  paidAs: null,
  ...overrides,
});

const me = (overrides: Partial<CashbackMe> = {}): CashbackMe => ({
  enabled: true,
  rules,
  current: {
    period: '2026-W48',
    endsAt: '2026-11-29T17:00:00.000Z',
    figures: [
      {
        category: 'LOTTERY',
        stake: '80.00',
        win: '0.00',
        wagered: '0.00',
        netLoss: '80.00',
        percent: '5',
        amount: '0.00',
        belowMinimum: true,
        capped: false,
      },
    ],
    netLoss: '80.00',
    amount: '0.00',
  },
  claimable: { amount: '50.00', count: 1, paidAs: 'CASH' },
  credits: [
    credit({}),
    credit({
      id: '01a20cce-0000-7000-8000-000000000002',
      period: '2026-W46',
      netLoss: '99.99',
      amount: '0.00',
      belowMinimum: true,
      status: 'BELOW_MINIMUM',
      claimableUntil: null,
    }),
  ],
  ...overrides,
});

const open = async () => {
  const rendered = renderWithApp(<CashbackModal />, { url: '/?modal=cashback' });
  const dialog = await screen.findByRole('dialog', { name: cashbackText.title });
  return { ...rendered, dialog };
};

describe('CashbackModal', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));
  afterEach(() => useAuthStore.getState().clear());

  it('shows the running figure, what was credited with its expiry, why a 0 is 0, and the rules', async () => {
    stubApi({ [`GET ${cashbackPaths.me}`]: () => okReply(me()) });
    const { dialog } = await open();
    expect(await within(dialog).findByTestId('cashback-claimable')).toHaveTextContent('฿50.00');
    expect(within(dialog).getByTestId('cashback-running')).toHaveTextContent('0.00');
    expect(dialog).toHaveTextContent('ยังไม่ถึงยอดเสียขั้นต่ำ 100.00 บาท');
    expect(dialog).toHaveTextContent(/รับได้ถึง/);
    expect(dialog).toHaveTextContent('ยอดเสียสุทธิ 99.99 บาท ต่ำกว่าขั้นต่ำ 100.00 บาท จึงได้คืน 0 บาท');
    expect(dialog).toHaveTextContent(cashbackText.ruleCovering);
    expect(dialog).toHaveTextContent(cashbackText.ruleWagering);
    expect(dialog).toHaveTextContent('ได้คืนสูงสุด 5,000.00 บาท ต่อประเภทเกมต่องวด');
    expect(dialog).toHaveTextContent('หวย 5%');
  });

  it('claims with an Idempotency-Key and refetches; a claim refused for an open bonus is said plainly', async () => {
    let claimed = false;
    const api = stubApi({
      [`GET ${cashbackPaths.me}`]: () =>
        okReply(
          claimed
            ? me({
                claimable: { amount: '0.00', count: 0, paidAs: 'CASH' },
                credits: [
                  credit({ status: 'CLAIMED', claimedAt: '2026-11-23T04:00:00.000Z', paidAs: 'CASH' }),
                ],
              })
            : me(),
        ),
      [`POST ${cashbackPaths.claim}`]: () => {
        claimed = true;
        return okReply({ amount: '50.00', count: 1, paidAs: 'CASH' });
      },
    });
    const { user, dialog } = await open();
    await user.click(await within(dialog).findByRole('button', { name: cashbackText.claim }));
    expect(await screen.findByText('รับคืนยอดเสีย ฿50.00 แล้ว')).toBeInTheDocument();
    const [call] = api.callsTo('POST', cashbackPaths.claim);
    expect(call?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/.{8,}/);
    await waitFor(() => expect(within(dialog).getByTestId('cashback-claimable')).toHaveTextContent('฿0.00'));
    expect(within(dialog).getByRole('button', { name: cashbackText.nothingToClaim })).toBeDisabled();
    expect(dialog).toHaveTextContent(cashbackText.status.CLAIMED);
  });

  it('says why a bonus claim is refused while another bonus is being wagered', async () => {
    stubApi({
      [`GET ${cashbackPaths.me}`]: () =>
        okReply(
          me({
            rules: { ...rules, turnoverMultiplier: '1' },
            claimable: { amount: '50.00', count: 1, paidAs: 'BONUS' },
          }),
        ),
      [`POST ${cashbackPaths.claim}`]: () => errorReply('PROMOTION_ONE_ACTIVE'),
    });
    const { user, dialog } = await open();
    expect(
      await within(dialog).findByText(/รับเป็นโบนัส ต้องทำเทิร์นโอเวอร์ 1 เท่า/, { selector: 'p' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: cashbackText.claim }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cashbackText.oneBonusAtATime);
  });

  it('says the programme is off', async () => {
    stubApi({
      [`GET ${cashbackPaths.me}`]: () =>
        okReply(
          me({
            enabled: false,
            rules: null,
            current: null,
            credits: [],
            claimable: { amount: '0.00', count: 0, paidAs: 'CASH' },
          }),
        ),
    });
    const { dialog } = await open();
    expect(await within(dialog).findByText(cashbackText.off)).toBeInTheDocument();
  });
});
