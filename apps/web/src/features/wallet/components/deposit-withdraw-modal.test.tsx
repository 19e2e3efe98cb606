import { apiPaths, errorCatalogue, paymentPaths, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { usePromotionNotice } from '../stores/promotion-notice-store';
import { DepositWithdrawModal } from './deposit-withdraw-modal';

const webConfig = {
  operatorKey: 'demo',
  siteName: 'โชคดี',
  minimumDeposit: '100.00',
  maximumDeposit: '50000.00',
  minWithdraw: '300.00',
  maxWithdraw: '20000.00',
  lineId: '@chokdee',
  lineUrl: 'https://line.me/R/ti/p/@chokdee',
  telegramId: '@chokdee_support',
  telegramUrl: 'https://t.me/chokdee_support',
  banners: [],
};

const banks = [
  {
    id: 'b1',
    type: 'BANK',
    logoUrl: '/static/banks/KBANK.svg',
    bankName: 'ธนาคารกสิกรไทย',
    bankCode: 'KBANK',
    accountName: 'บจก. โชคดี',
    accountNumber: '123-4-56789-0',
    promptPayId: null,
  },
  {
    id: 'p1',
    type: 'PROMPTPAY',
    logoUrl: '/static/banks/PROMPTPAY.svg',
    bankName: 'พร้อมเพย์',
    bankCode: 'PROMPTPAY',
    accountName: 'บจก. โชคดี',
    accountNumber: '0812345678',
    promptPayId: '0812345678',
  },
];

/** A level-1 member: the level's ฿20,000 binds below the site's ฿100,000; ฿30,000 left today. */
const withdrawLimits = {
  min: '300.00',
  siteMax: '100000.00',
  maxPerRequest: '20000.00',
  level: { name: 'สมาชิก', maxPerRequest: '20000.00', maxPerDay: '50000.00' },
  leftToday: '30000.00',
  maxNow: '20000.00',
  cash: '1250.50',
  withdrawAll: '1250.50',
  refusal: null,
  bankAccount: { bankCode: 'KBANK', bankName: 'ธนาคารกสิกรไทย', accountNumber: 'xxxxxx7890' },
  autoApprove: { upTo: '5000.00', waitReason: null },
};

const handlers = (overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) => ({
  [`GET ${apiPaths.webConfig}`]: () => okReply(webConfig),
  [`GET ${apiPaths.balance}`]: () => okReply({ balance: '1250.50', lockedBalance: '0.00' }),
  [`GET ${paymentPaths.depositBankList}`]: () => okReply(banks),
  [`GET ${paymentPaths.withdrawLimits}`]: () => okReply(withdrawLimits),
  ...overrides,
});

describe('deposit tab', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

  it('tells a member who owes money after a correction what they owe', async () => {
    stubApi(
      handlers({
        [`GET ${apiPaths.balance}`]: () =>
          okReply({ balance: '0.00', lockedBalance: '70000.00', receivable: '69023.00' }),
      }),
    );
    renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    expect(await screen.findByTestId('receivable-notice')).toHaveTextContent('฿69,023.00');
  });

  it('shows no debt notice when the member owes nothing', async () => {
    stubApi(
      handlers({
        [`GET ${apiPaths.balance}`]: () =>
          okReply({ balance: '10.00', lockedBalance: '0.00', receivable: '0.00' }),
      }),
    );
    renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    await waitFor(() => expect(screen.getByTestId('modal-balance')).toHaveTextContent('฿10.00'));
    expect(screen.queryByTestId('receivable-notice')).toBeNull();
  });

  it('lists the deposit accounts and copies an account number', async () => {
    stubApi(handlers());
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=deposit' });
    const account = await screen.findByTestId('deposit-account');
    expect(within(account).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(account).getByText('บจก. โชคดี')).toBeInTheDocument();
    expect(within(account).getByText('123-4-56789-0')).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(account).getByRole('button', { name: 'คัดลอกเลขบัญชี ธนาคารกสิกรไทย' }));
    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(await screen.findByText(th.copied)).toBeInTheDocument();
  });

  it('only logs a failed bank list (no error toast)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(handlers({ [`GET ${paymentPaths.depositBankList}`]: () => errorReply('NOT_FOUND') }));
    renderWithApp(<DepositWithdrawModal />, { url: '/?modal=deposit' });
    expect(await screen.findByText('โหลดบัญชีฝากเงินไม่สำเร็จ')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText(errorCatalogue.NOT_FOUND.message)).toBeNull();
  });

  it('creates a PromptPay intent with an Idempotency-Key and shows the QR, exact amount and countdown', async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const api = stubApi(
      handlers({
        [`POST ${paymentPaths.depositIntent}`]: () =>
          okReply({
            intentId: 'i1',
            payAmount: '500.37',
            promptPayPayload: '00020101021229370016A000000677010111011300668123456785802TH530376454065',
            promptPayId: '0812345678',
            accountName: 'บจก. โชคดี',
            expiresAt,
          }),
      }),
    );
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=deposit' });
    expect(await screen.findByText('ฝากขั้นต่ำ ฿100.00 · สูงสุด ฿50,000.00 ต่อรายการ')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ยอดเงินฝาก (บาท)' }), '500');
    await user.click(screen.getByRole('button', { name: 'สร้าง QR สำหรับฝากเงิน' }));

    const qr = await screen.findByTestId('promptpay-qr');
    expect(within(qr).getByTestId('pay-amount')).toHaveTextContent('฿500.37');
    expect(await within(qr).findByTitle('QR พร้อมเพย์สำหรับโอน ฿500.37')).toBeInTheDocument();
    expect(within(qr).getByRole('timer')).toHaveTextContent(/QR หมดอายุใน 1[45]:\d\d/);
    const [call] = api.callsTo('POST', paymentPaths.depositIntent);
    expect(call?.body).toEqual({ amount: '500' });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('withdraw tab', () => {
  beforeEach(() => {
    useAuthStore.getState().setAccessToken('token-1');
    usePromotionNotice.setState({ notice: null });
  });

  it('shows the limits that bind, the bank account and the review rule; the ± helper never goes below 0', async () => {
    stubApi(handlers());
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    const limits = await screen.findByTestId('withdraw-limits');
    expect(limits).toHaveTextContent('ถอนขั้นต่ำ ฿300.00 · สูงสุด ฿20,000.00 ต่อรายการ');
    expect(limits).toHaveTextContent('ระดับ สมาชิก ถอนได้รวม ฿50,000.00 ต่อวัน · วันนี้ถอนได้อีก ฿30,000.00');
    expect(limits).toHaveTextContent('ถอนได้ตอนนี้สูงสุด ฿1,250.50');
    expect(screen.getByTestId('withdraw-account')).toHaveTextContent('โอนเข้าบัญชี ธนาคารกสิกรไทย xxxxxx7890');
    expect(screen.getByTestId('withdraw-review')).toHaveTextContent(
      'ถอนไม่เกิน ฿5,000.00 อนุมัติอัตโนมัติ ยอดที่มากกว่านี้รอเจ้าหน้าที่ตรวจสอบก่อนโอน',
    );
    const input = screen.getByRole('textbox', { name: 'ยอดเงินที่ต้องการถอน (บาท)' });
    await user.click(screen.getByRole('button', { name: 'ลด 100 บาท' }));
    expect(input).toHaveValue('0.00');
    await user.clear(input);
    await user.type(input, '150.5');
    await user.click(screen.getByRole('button', { name: 'เพิ่ม 100 บาท' }));
    expect(input).toHaveValue('250.50');
    await user.click(screen.getByRole('button', { name: 'ลด 100 บาท' }));
    await user.click(screen.getByRole('button', { name: 'ลด 100 บาท' }));
    await user.click(screen.getByRole('button', { name: 'ลด 100 บาท' }));
    expect(input).toHaveValue('0.00');
    await user.click(screen.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(input).toHaveValue('1250.50');
  });

  it('"all" fills the server’s most-now (the level’s ฿20,000), not the cash', async () => {
    stubApi(
      handlers({
        [`GET ${paymentPaths.withdrawLimits}`]: () =>
          okReply({ ...withdrawLimits, cash: '25285.00', withdrawAll: '20000.00' }),
      }),
    );
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    await user.click(await screen.findByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(screen.getByRole('textbox', { name: 'ยอดเงินที่ต้องการถอน (บาท)' })).toHaveValue('20000.00');
  });

  it.each([
    ['RULE_OFF', 'ทุกรายการถอนรอเจ้าหน้าที่ตรวจสอบก่อนโอน'],
    ['MEMBER_TOO_NEW', 'บัญชีสมาชิกใหม่ รายการถอนรอเจ้าหน้าที่ตรวจสอบก่อนโอน'],
    ['DAILY_COUNT_USED', 'วันนี้ใช้สิทธิ์อนุมัติถอนอัตโนมัติครบแล้ว รายการถอนรอเจ้าหน้าที่ตรวจสอบก่อนโอน'],
  ])('says every request waits for staff when the rule does not apply (%s)', async (waitReason, text) => {
    stubApi(
      handlers({
        [`GET ${paymentPaths.withdrawLimits}`]: () =>
          okReply({ ...withdrawLimits, autoApprove: { upTo: null, waitReason } }),
      }),
    );
    renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    expect(await screen.findByTestId('withdraw-review')).toHaveTextContent(text);
  });

  it('with nothing withdrawable now: "all" is off and the server’s reason shows', async () => {
    const message = 'ระดับ สมาชิก ถอนได้รวมไม่เกิน 50,000 บาทต่อวัน วันนี้ถอนได้อีก 0 บาท';
    stubApi(
      handlers({
        [`GET ${paymentPaths.withdrawLimits}`]: () =>
          okReply({
            ...withdrawLimits,
            leftToday: '0.00',
            maxNow: '0.00',
            withdrawAll: '0.00',
            refusal: { code: errorCatalogue.VIP_WITHDRAW_DAY_LIMIT.code, message },
          }),
      }),
    );
    renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    expect(await screen.findByTestId('withdraw-refusal')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'ถอนทั้งหมด' })).toBeDisabled();
    expect(screen.getByTestId('withdraw-limits')).not.toHaveTextContent('ถอนได้ตอนนี้');
  });

  it('asks for an amount before calling the server', async () => {
    const api = stubApi(handlers());
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    await user.click(await screen.findByRole('button', { name: 'ยืนยันการถอนเงิน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณากรอกจำนวนเงิน');
    expect(api.callsTo('POST', paymentPaths.withdraw)).toHaveLength(0);
  });

  it('withdraws with an Idempotency-Key: toast, form cleared, balance refreshed; a new attempt gets a new key', async () => {
    let balance = '1250.50';
    const api = stubApi(
      handlers({
        [`GET ${apiPaths.balance}`]: () => okReply({ balance, lockedBalance: '0.00' }),
        [`POST ${paymentPaths.withdraw}`]: () => {
          balance = '750.50';
          return okReply(
            { withdrawalId: 'w1', paymentRef: 'W1', amount: '500.00', status: 'PENDING' },
            th.withdrawCreated,
          );
        },
      }),
    );
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    const input = await screen.findByRole('textbox', { name: 'ยอดเงินที่ต้องการถอน (บาท)' });
    await waitFor(() => expect(screen.getByTestId('modal-balance')).toHaveTextContent('฿1,250.50'));
    await user.type(input, '500');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }));

    expect(await screen.findByText(th.withdrawCreated)).toBeInTheDocument();
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('modal-balance')).toHaveTextContent('฿750.50'));
    const [first] = api.callsTo('POST', paymentPaths.withdraw);
    expect(first?.body).toEqual({ amount: '500' });
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await user.type(input, '500');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }));
    await waitFor(() => expect(api.callsTo('POST', paymentPaths.withdraw)).toHaveLength(2));
    expect(api.callsTo('POST', paymentPaths.withdraw)[1]?.headers['idempotency-key']).not.toBe(
      first?.headers['idempotency-key'],
    );
  });

  it('a withdrawal the auto-approve rule approves at once says it is being transferred, not reviewed', async () => {
    let status = 'APPROVED';
    stubApi(
      handlers({
        [`POST ${paymentPaths.withdraw}`]: () =>
          okReply({ withdrawalId: 'w2', paymentRef: 'W2', amount: '300.00', status }, th.withdrawCreated),
      }),
    );
    const { user } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    const input = await screen.findByRole('textbox', { name: 'ยอดเงินที่ต้องการถอน (บาท)' });
    await user.type(input, '300');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }));
    expect(await screen.findByText('อนุมัติรายการถอนแล้ว กำลังโอนเข้าบัญชีของคุณ')).toBeInTheDocument();
    expect(screen.queryByText(th.withdrawCreated)).toBeNull();
    expect(input).toHaveValue('');

    // Over the rule's limit: it waits for staff, and the catalogue's message says so.
    status = 'PENDING';
    await user.type(input, '6000');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }));
    expect(await screen.findByText(th.withdrawCreated)).toBeInTheDocument();
  });

  it('on an active promotion: toasts the message, clears the form, closes the modal and shows the notice', async () => {
    stubApi(
      handlers({
        [`POST ${paymentPaths.withdraw}`]: () =>
          errorReply('WITHDRAW_PROMOTION_ACTIVE', {
            isTrigger: true,
            promotionName: 'โบนัสสมาชิกใหม่ 100%',
            currentTurnover: '250.00',
            turnoverTarget: '1000.00',
          }),
      }),
    );
    const { user, currentSearch } = renderWithApp(<DepositWithdrawModal />, { url: '/?modal=withdraw' });
    await user.type(await screen.findByRole('textbox', { name: 'ยอดเงินที่ต้องการถอน (บาท)' }), '500');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }));

    expect(await screen.findByText(errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.message)).toBeInTheDocument();
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(usePromotionNotice.getState().notice).toEqual({
      isTrigger: true,
      promotionName: 'โบนัสสมาชิกใหม่ 100%',
      currentTurnover: '250.00',
      turnoverTarget: '1000.00',
    });
  });
});
