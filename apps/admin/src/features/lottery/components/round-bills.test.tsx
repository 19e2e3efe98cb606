import { type AdminRoundDetail, errorCatalogue, type StaffRoleName } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryBillsTh, lotteryTh } from '../../../messages/lottery';
import {
  fail,
  ok,
  renderAdmin,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';
import {
  correctionPreview,
  ME_ID,
  OTHER_STAFF,
  ROUND_CODE,
  resultedRound,
  roundBill,
  roundDetail,
  roundPageReads,
} from '../testing/fixtures';

const roundPath = `/api/admin/lottery/rounds/${ROUND_CODE}`;
const billsPath = `${roundPath}/bills`;
const previewPath = `${roundPath}/result/preview`;

const answer = (reads: Record<string, unknown>): StubHandlers =>
  Object.fromEntries(Object.entries(reads).map(([key, data]) => [key, () => ok(data)]));

const open = async (
  role: StaffRoleName,
  round: AdminRoundDetail,
  handlers: StubHandlers = {},
  query = '',
) => {
  const api = stubApi({ ...sessionHandlers(role), ...answer(roundPageReads(round)), ...handlers });
  const view = renderAdmin(`/lottery/rounds/${round.roundCode}${query}`, { signedIn: true });
  // An open dialog hides the page behind it from the accessibility tree.
  await screen.findByRole('heading', {
    level: 1,
    name: `${round.productName} งวด ${round.roundCode}`,
    hidden: true,
  });
  return { ...view, api };
};

const billsPage = (bills = [roundBill()]) =>
  ok({ data: bills, total: bills.length, pageNo: 1, pageSize: 25 });

describe("round page: the round's bills", () => {
  it('lists the bills, finds who is behind a number, and opens a bill with its lines and rates', async () => {
    const { api, user } = await open('finance', roundDetail(), { [`GET ${billsPath}`]: () => billsPage() });
    const row = await screen.findByTestId('round-bill-B23456789A');
    expect(row).toHaveTextContent('สมชาย ใจดี');
    expect(row).toHaveTextContent('081-xxx-5678');
    expect(row).toHaveTextContent('2 ตัวล่าง 99 · 3 ตัวบน 123');
    expect(row).toHaveTextContent('฿15.00');

    const box = screen.getByLabelText(lotteryBillsTh.numberFilter);
    await user.type(box, '9a');
    await user.click(screen.getByRole('button', { name: lotteryBillsTh.search }));
    expect(await screen.findByText('เลขที่ค้นหาต้องเป็นตัวเลข 1-3 หลัก')).toBeInTheDocument();
    expect(api.callsTo('GET', billsPath).some((call) => call.query.has('number'))).toBe(false);

    await user.clear(box);
    await user.type(box, '99');
    await user.click(screen.getByRole('button', { name: lotteryBillsTh.search }));
    await waitFor(() => expect(api.callsTo('GET', billsPath).at(-1)?.query.get('number')).toBe('99'));

    await user.click(screen.getByRole('button', { name: 'ดูโพย B23456789A' }));
    const dialog = await screen.findByRole('dialog', { name: 'โพย B23456789A' });
    expect(await within(dialog).findByTestId('bill-line-0')).toHaveTextContent('2 ตัวล่าง99฿10.0090รอผล');
    expect(within(dialog).getByTestId('bill-line-0')).toHaveClass('bg-amber-50');
    expect(within(dialog).getByTestId('bill-line-1')).toHaveTextContent('3 ตัวบน123฿5.00800');
    expect(within(dialog).getByRole('link', { name: 'หน้าสมาชิก สมชาย ใจดี' })).toHaveAttribute(
      'href',
      '/admin/members/0190a0a0-0000-7000-8000-0000000000c1',
    );
    expect(api.callsTo('GET', billsPath).at(-1)?.query.get('billNo')).toBe('B23456789A');
    await user.click(within(dialog).getByRole('button', { name: lotteryBillsTh.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a bill named in the address (the member page links there) with its wins', async () => {
    const won = roundBill({
      status: 'SETTLED',
      win: '900.00',
      lines: [
        {
          lineIndex: 0,
          betType: 'TWO_BOTTOM',
          number: '99',
          stake: '10.00',
          rate: '90',
          outcome: 'WIN',
          win: '900.00',
        },
        {
          lineIndex: 1,
          betType: 'THREE_TOP',
          number: '123',
          stake: '5.00',
          rate: '800',
          outcome: 'LOSE',
          win: '0.00',
        },
      ],
    });
    await open(
      'lottery',
      roundDetail({ status: 'SETTLED' }),
      { [`GET ${billsPath}`]: () => billsPage([won]) },
      '?bill=B23456789A',
    );
    const dialog = await screen.findByRole('dialog', { name: 'โพย B23456789A' });
    expect(await within(dialog).findByTestId('bill-line-0')).toHaveTextContent('ถูกรางวัล฿900.00');
    expect(within(dialog).getByTestId('bill-line-1')).toHaveTextContent('ไม่ถูก');
    expect(within(dialog).getByTestId('bill-totals')).toHaveTextContent(
      'ยอดแทงรวม ฿15.00 · ถูกรางวัลรวม ฿900.00',
    );
  });

  it('the winners tab asks for the winners only', async () => {
    const { api, user } = await open('owner', roundDetail({ status: 'SETTLED' }), {
      [`GET ${billsPath}`]: () => billsPage(),
    });
    await screen.findByTestId('round-bill-B23456789A');
    await user.click(screen.getByRole('tab', { name: lotteryBillsTh.tabWinners }));
    await waitFor(() => expect(api.callsTo('GET', billsPath).at(-1)?.query.get('winners')).toBe('true'));
    expect(screen.getByText(lotteryBillsTh.winnersHint)).toBeInTheDocument();
  });

  it('is not shown to support, who may not read bills', async () => {
    const { api } = await open('support', roundDetail());
    await screen.findByTestId('round-money');
    expect(screen.queryByRole('region', { name: lotteryBillsTh.section })).not.toBeInTheDocument();
    expect(api.callsTo('GET', billsPath)).toHaveLength(0);
  });
});

describe('payout preview before the confirm', () => {
  it('the maker sees what the entered result would pay', async () => {
    await open('lottery', resultedRound({ id: ME_ID, username: 'lottery1' }));
    const preview = await screen.findByTestId('payout-preview');
    expect(await within(preview).findByTestId('preview-THREE_TOP')).toHaveTextContent('3 ตัวบน11฿4,000.00');
    expect(within(preview).getByTestId('preview-total')).toHaveTextContent('รวม 2 โพย 2 คน32฿5,350.00');
  });

  it('the checker types blind: no preview is asked for or shown, even once the typing is right', async () => {
    const { api, user } = await open('lottery', resultedRound(OTHER_STAFF));
    const form = await screen.findByRole('form', { name: lotteryTh.officialResult });
    await user.type(within(form).getByLabelText('รางวัลพิเศษ'), '45123');
    await user.type(within(form).getByLabelText('รางวัลที่ 1'), '00099');
    // What the result would pay hints at what was entered: only the maker sees it before confirming.
    expect(screen.queryByTestId('payout-preview')).not.toBeInTheDocument();
    expect(api.callsTo('GET', previewPath)).toHaveLength(0);
    expect(within(form).getByRole('button', { name: lotteryTh.confirmResult })).toBeEnabled();
  });

  it('shows the refusal in Thai when the preview cannot be made', async () => {
    await open('lottery', resultedRound({ id: ME_ID, username: 'lottery1' }), {
      [`GET ${previewPath}`]: () => fail('ROUND_STATE_INVALID'),
    });
    const preview = await screen.findByTestId('payout-preview');
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      errorCatalogue.ROUND_STATE_INVALID.message,
    );
  });
});

describe('claw-back preview before a correction', () => {
  it('shows per bet type what stops winning, the net, and who would owe more than they hold', async () => {
    const settled = roundDetail({
      status: 'SETTLED',
      result: { special: '45123', first: '00099' },
      derived: { top3: '123', top2: '23', bottom2: '99' },
      enteredBy: OTHER_STAFF,
      confirmedBy: { id: ME_ID, username: 'owner1' },
    });
    const { api, user } = await open('owner', settled, {
      [`POST ${roundPath}/result/correct/preview`]: () => ok(correctionPreview()),
    });
    const form = await screen.findByRole('form', { name: lotteryTh.correctTitle });
    await user.type(within(form).getByLabelText('รางวัลพิเศษ'), '45124');
    await user.type(within(form).getByLabelText('รางวัลที่ 1'), '00099');
    await user.type(within(form).getByLabelText(lotteryTh.correctReason), 'พิมพ์ผิด');
    await user.click(within(form).getByRole('button', { name: lotteryTh.correctSubmit }));
    const dialog = await screen.findByRole('dialog', { name: lotteryTh.correctConfirmTitle });
    const preview = within(dialog).getByTestId('correction-preview');
    expect(await within(preview).findByTestId('correction-THREE_TOP')).toHaveTextContent(
      '1 รายการ · ฿4,000.00',
    );
    expect(within(preview).getByTestId('correction-net')).toHaveTextContent('-฿4,000.00');
    expect(within(preview).getByTestId('correction-owing')).toHaveTextContent(
      'สมชาย ใจดี 081-xxx-5678฿4,000.00฿2,800.00฿1,200.00',
    );
    expect(api.callsTo('POST', `${roundPath}/result/correct/preview`)[0]?.body).toEqual({
      result: { special: '45124', first: '00099' },
    });
    expect(api.callsTo('POST', `${roundPath}/result/correct`)).toHaveLength(0);
  });
});
