import { type AdminRoundDetail, errorCatalogue, type StaffRoleName } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import {
  fail,
  ok,
  renderAdmin,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';
import {
  gloProduct,
  hanoiProduct,
  ME_ID,
  OTHER_STAFF,
  ROUND_CODE,
  resultedRound,
  roundDetail,
  roundPageReads,
} from '../testing/fixtures';

/** Stub handlers answering each "METHOD /path" with its data. */
const answer = (reads: Record<string, unknown>): StubHandlers =>
  Object.fromEntries(Object.entries(reads).map(([key, data]) => [key, () => ok(data)]));

const roundPath = `/api/admin/lottery/rounds/${ROUND_CODE}`;

/** The round page as `role` sees it, with `handlers` for the calls it makes. */
const openRound = async (
  role: StaffRoleName,
  round: AdminRoundDetail,
  handlers: StubHandlers = {},
  products = [hanoiProduct()],
) => {
  const api = stubApi({ ...sessionHandlers(role), ...answer(roundPageReads(round, products)), ...handlers });
  const view = renderAdmin(`/lottery/rounds/${round.roundCode}`, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: `${round.productName} งวด ${round.roundCode}` });
  return { ...view, api };
};

/** Types a HANOI result into the form's two boxes. */
const typeHanoi = async (user: UserEvent, form: HTMLElement, special: string, first: string) => {
  await user.type(within(form).getByLabelText('รางวัลพิเศษ'), special);
  await user.type(within(form).getByLabelText('รางวัลที่ 1'), first);
};

const roundAnswer = (status: string, extra: object = {}) =>
  ok({ roundCode: ROUND_CODE, status, result: null, derived: null, ...extra });

describe('round page: header, money and settlement', () => {
  it('shows the status in Thai, the P&L with a loss in red, and the settlement', async () => {
    await openRound(
      'support',
      roundDetail({
        status: 'SETTLED',
        result: { special: '45123', first: '00099' },
        derived: { top3: '123', top2: '23', bottom2: '99' },
        enteredBy: OTHER_STAFF,
        enteredAt: '2026-11-23T11:40:00.000Z',
        confirmedBy: { id: 'c1', username: 'owner' },
        confirmedAt: '2026-11-23T11:45:00.000Z',
        settledAt: '2026-11-23T11:45:02.000Z',
        money: {
          bills: 3,
          pendingBills: 0,
          stake: '450.00',
          win: '9000.00',
          refunded: '0.00',
          profit: '-8550.00',
        },
      }),
    );
    expect(screen.getAllByText('จ่ายรางวัลแล้ว').length).toBeGreaterThan(0);
    const money = screen.getByTestId('round-money');
    expect(money).toHaveTextContent('฿9,000.00');
    const loss = within(money).getByText('-฿8,550.00');
    expect(loss).toHaveClass('text-red-600');
    expect(screen.getByTestId('round-settlement')).toHaveTextContent(lotteryTh.settledDone);
    expect(screen.getByTestId('round-facts')).toHaveTextContent('lottery2');
    expect(screen.getByTestId('entered-result')).toHaveTextContent('45123');
    expect(screen.getByTestId('entered-result')).toHaveTextContent('2 ตัวล่าง 99');
  });
});

describe('round page: exposure board', () => {
  it('highlights near-cap rows, shows the worst case per bet type, and filters by bet type', async () => {
    const { api, user } = await openRound('support', roundDetail());
    const hot = await screen.findByTestId('exposure-TWO_TOP-23');
    expect(hot).toHaveAttribute('data-near-cap', 'true');
    expect(hot).toHaveClass('bg-red-50');
    expect(within(hot).getByText(lotteryTh.nearCap)).toBeInTheDocument();
    expect(hot).toHaveTextContent('90.0%');
    expect(hot).toHaveTextContent(lotteryTh.ruleKind.REDUCED);
    const cold = screen.getByTestId('exposure-THREE_TOP-123');
    expect(cold).not.toHaveAttribute('data-near-cap');
    expect(within(cold).queryByText(lotteryTh.nearCap)).not.toBeInTheDocument();
    expect(screen.getByTestId('worst-case')).toHaveTextContent('2 ตัวบน');
    expect(screen.getByTestId('worst-case')).toHaveTextContent('฿9,000.00');
    expect(screen.getByText(/อัปเดตอัตโนมัติทุก 5 วินาที/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(lotteryTh.betTypeFilter), 'TWO_TOP');
    await waitFor(() =>
      expect(api.callsTo('GET', `${roundPath}/exposure`).at(-1)?.query.get('betType')).toBe('TWO_TOP'),
    );
  });

  it('reads the board again every few seconds while the round is open', async () => {
    const { api } = await openRound('support', roundDetail());
    await screen.findByTestId('exposure-TWO_TOP-23');
    const first = api.callsTo('GET', `${roundPath}/exposure`).length;
    await waitFor(() => expect(api.callsTo('GET', `${roundPath}/exposure`).length).toBeGreaterThan(first), {
      timeout: 7000,
    });
  });
});

describe('round page: a Yeekee round', () => {
  it('needs no result entry once closed, and links to its shots', async () => {
    const yeekee = roundDetail({
      roundCode: 'YK2026112401',
      productCode: 'YK',
      productName: 'จับยี่กี',
      status: 'CLOSED',
      resultFormat: 'YEEKEE',
    });
    await openRound('lottery', yeekee);
    expect(await screen.findByText(lotteryTh.yeekeeNoEntry)).toBeInTheDocument();
    expect(screen.queryByLabelText('รางวัลพิเศษ')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: lotteryTh.yeekeeShots })).toHaveAttribute(
      'href',
      '/admin/lottery/yeekee/YK/rounds/YK2026112401',
    );
  });

  it('has no shots link on a round of a drawn lottery', async () => {
    await openRound('lottery', roundDetail());
    expect(screen.queryByRole('link', { name: lotteryTh.yeekeeShots })).not.toBeInTheDocument();
  });
});

describe('round page: actions by role and state', () => {
  it('hides every action from a role that may only read', async () => {
    await openRound('support', roundDetail());
    await screen.findByTestId('exposure-TWO_TOP-23');
    expect(screen.queryByTestId('round-actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: lotteryTh.closeEarly })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: lotteryTh.numberRules })).not.toBeInTheDocument();
  });

  it('offers close early and cancel on an open round; close asks first, then posts', async () => {
    const { api, user } = await openRound('lottery', roundDetail(), {
      [`POST ${roundPath}/close`]: () => roundAnswer('CLOSED'),
    });
    const actions = await screen.findByTestId('round-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([lotteryTh.closeEarly, lotteryTh.cancelRound]);
    await user.click(within(actions).getByRole('button', { name: lotteryTh.closeEarly }));
    const dialog = await screen.findByRole('dialog', { name: lotteryTh.closeEarlyTitle });
    expect(dialog).toHaveTextContent(ROUND_CODE);
    expect(api.callsTo('POST', `${roundPath}/close`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.closeEarly }));
    expect(await screen.findByText(lotteryTh.closed)).toBeInTheDocument();
    expect(api.callsTo('POST', `${roundPath}/close`)).toHaveLength(1);
  });

  it('cancels a round only with a reason', async () => {
    const { api, user } = await openRound('owner', roundDetail(), {
      [`POST ${roundPath}/cancel`]: () => roundAnswer('CANCELLED'),
    });
    await user.click(await screen.findByRole('button', { name: lotteryTh.cancelRound }));
    const dialog = await screen.findByRole('dialog', { name: lotteryTh.cancelRoundTitle });
    expect(dialog).toHaveTextContent('3 ใบ');
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.cancelRound }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลที่ยกเลิกงวด')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ผลไม่ออกตามกำหนด');
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.cancelRound }));
    expect(await screen.findByText(lotteryTh.cancelled)).toBeInTheDocument();
    expect(api.callsTo('POST', `${roundPath}/cancel`)[0]?.body).toEqual({ reason: 'ผลไม่ออกตามกำหนด' });
  });

  it('adds a reduced-rate number and removes a closed one while the round is open', async () => {
    const closed07 = {
      betType: 'TWO_TOP',
      number: '07',
      kind: 'CLOSED',
      payOutPrice: null,
      normalPayOutPrice: '90',
    };
    const reduced45 = {
      betType: 'TWO_BOTTOM',
      number: '45',
      kind: 'REDUCED',
      payOutPrice: '45',
      normalPayOutPrice: '90',
    };
    let rules: object[] = [closed07];
    const answer = () => ok({ roundCode: ROUND_CODE, status: 'OPEN', rules });
    const { api, user } = await openRound('lottery', roundDetail(), {
      [`GET ${roundPath}/numbers`]: answer,
      [`PUT ${roundPath}/numbers/TWO_BOTTOM/45`]: () => {
        rules = [closed07, reduced45];
        return answer();
      },
      [`DELETE ${roundPath}/numbers/TWO_TOP/07`]: () => {
        rules = [reduced45];
        return answer();
      },
    });
    const form = await screen.findByRole('form', { name: lotteryTh.numberRules });
    await user.selectOptions(within(form).getByLabelText(lotteryTh.colBetType), 'TWO_BOTTOM');
    await user.type(within(form).getByLabelText(lotteryTh.number), '4');
    await user.selectOptions(within(form).getByLabelText(lotteryTh.kind), 'REDUCED');
    await user.click(within(form).getByRole('button', { name: lotteryTh.addRule }));
    expect(await within(form).findByText('เลขต้องเป็นตัวเลข 2 หลัก')).toBeInTheDocument();
    expect(within(form).getByText(lotteryTh.reducedRateRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(lotteryTh.number), '5');
    await user.type(within(form).getByLabelText(lotteryTh.reducedRate), '45');
    await user.click(within(form).getByRole('button', { name: lotteryTh.addRule }));
    expect(await screen.findByText('บันทึกเลขอั้น 45 แล้ว')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${roundPath}/numbers/TWO_BOTTOM/45`)[0]?.body).toEqual({
      kind: 'REDUCED',
      reducedRate: '45',
    });
    expect(await screen.findByTestId('rule-TWO_BOTTOM-45')).toHaveTextContent('45 (อัตราปกติ 90)');

    await user.click(screen.getByRole('button', { name: 'ยกเลิกเลขปิด 2 ตัวบน 07' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${roundPath}/numbers/TWO_TOP/07`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('rule-TWO_TOP-07')).not.toBeInTheDocument());
  });

  it('closes many numbers at once from a template or a pasted list, in one call', async () => {
    let rules: object[] = [];
    const answer = () => ok({ roundCode: ROUND_CODE, status: 'OPEN', rules });
    const { api, user } = await openRound('lottery', roundDetail(), {
      [`GET ${roundPath}/numbers`]: answer,
      [`PUT ${roundPath}/numbers`]: (call) => {
        const body = call.body as { numbers: string[] };
        rules = body.numbers.map((number) => ({
          betType: 'TWO_TOP',
          number,
          kind: 'CLOSED',
          payOutPrice: null,
          normalPayOutPrice: '90',
        }));
        return answer();
      },
    });
    const form = await screen.findByRole('form', { name: lotteryTh.bulkTitle });
    await user.selectOptions(within(form).getByLabelText(lotteryTh.colBetType), 'TWO_TOP');
    await user.selectOptions(within(form).getByLabelText(lotteryTh.bulkDigit), '7');
    await user.click(within(form).getByRole('button', { name: `${lotteryTh.bulkDoors} 7` }));
    // The 19 doors of 7: every 2-digit number with a 7 in it.
    expect(within(form).getByTestId('bulk-count')).toHaveTextContent('19 เลข');
    await user.click(within(form).getByRole('button', { name: lotteryTh.bulkDoubles }));
    expect(within(form).getByTestId('bulk-count')).toHaveTextContent('10 เลข');
    const box = within(form).getByLabelText(lotteryTh.bulkNumbers);
    await user.clear(box);
    await user.type(box, '12, 34 12{Enter}56');
    expect(within(form).getByTestId('bulk-count')).toHaveTextContent('3 เลข');
    await user.click(within(form).getByRole('button', { name: lotteryTh.bulkApply }));
    await waitFor(() => expect(api.callsTo('PUT', `${roundPath}/numbers`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${roundPath}/numbers`)[0]?.body).toEqual({
      betType: 'TWO_TOP',
      numbers: ['12', '34', '56'],
      kind: 'CLOSED',
    });
    expect(await screen.findByTestId('rule-TWO_TOP-56')).toBeInTheDocument();
  });

  it('shows the closed and reduced numbers without changes once the round is closed', async () => {
    await openRound('lottery', roundDetail({ status: 'CLOSED' }));
    expect(await screen.findByText(adminTh.empty)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: lotteryTh.numberRules })).not.toBeInTheDocument();
  });
});

describe('result entry (maker)', () => {
  it.each([
    {
      format: 'HANOI' as const,
      product: hanoiProduct(),
      empty: 'รางวัลพิเศษต้องเป็นตัวเลข 5 หลัก',
      fill: { รางวัลพิเศษ: ' 45123 ', 'รางวัลที่ 1': '00099' },
      body: { special: '45123', first: '00099' },
    },
    {
      format: 'GLO' as const,
      product: gloProduct(),
      empty: 'รางวัลที่ 1 ต้องเป็นตัวเลข 6 หลัก',
      fill: {
        'รางวัลที่ 1': '123456',
        'เลขหน้า 3 ตัว ชุดที่ 1': '111',
        'เลขหน้า 3 ตัว ชุดที่ 2': '222',
        'เลขท้าย 3 ตัว ชุดที่ 1': '333',
        'เลขท้าย 3 ตัว ชุดที่ 2': '444',
        'เลขท้าย 2 ตัว': '55',
      },
      body: { first: '123456', front3: ['111', '222'], back3: ['333', '444'], back2: '55' },
    },
    {
      format: 'STOCK' as const,
      product: hanoiProduct({ code: 'NIKKEI_AM', resultFormat: 'STOCK' }),
      empty: 'ราคาปิดต้องเป็นตัวเลขทศนิยม 2 ตำแหน่ง เช่น 21,792.10 หรือ 21792.10',
      // As the exchange publishes it, with a thousands separator: sent without it.
      fill: { ราคาปิด: '21,791.23', ค่าเปลี่ยนแปลง: '-1,412.99' },
      body: { close: '21791.23', change: '-1412.99' },
    },
    {
      format: 'LAO' as const,
      product: hanoiProduct({ code: 'LAO', resultFormat: 'LAO' }),
      empty: 'เลขที่ออกต้องเป็นตัวเลข 4 ถึง 6 หลัก',
      fill: { เลขที่ออก: '2512' },
      body: { number: '2512' },
    },
    {
      format: 'TOP_BOTTOM' as const,
      product: hanoiProduct({ code: 'PRIVATE', resultFormat: 'TOP_BOTTOM' }),
      empty: '3 ตัวบนต้องเป็นตัวเลข 3 หลัก',
      fill: { '3 ตัวบน': '123', '2 ตัวล่าง': '9' },
      body: null,
    },
  ])('$format: checks each field as the server does and sends the result trimmed', async (c) => {
    const round = roundDetail({ status: 'CLOSED', productCode: c.product.code, resultFormat: c.format });
    const { api, user } = await openRound(
      'lottery',
      round,
      { [`POST ${roundPath}/result`]: () => roundAnswer('RESULTED') },
      [c.product],
    );
    const form = await screen.findByRole('form', { name: lotteryTh.enterResult });
    await user.click(within(form).getByRole('button', { name: lotteryTh.enterResult }));
    expect(await within(form).findByText(c.empty)).toBeInTheDocument();
    for (const [label, value] of Object.entries(c.fill))
      await user.type(within(form).getByLabelText(label), value);
    await user.click(within(form).getByRole('button', { name: lotteryTh.enterResult }));
    if (c.body === null) {
      // 2 ตัวล่าง "9" is one digit: refused before anything is sent.
      expect(await within(form).findByText('2 ตัวล่างต้องเป็นตัวเลข 2 หลัก')).toBeInTheDocument();
      expect(api.callsTo('POST', `${roundPath}/result`)).toHaveLength(0);
      return;
    }
    expect(await screen.findByText(lotteryTh.resultEntered)).toBeInTheDocument();
    expect(api.callsTo('POST', `${roundPath}/result`)[0]?.body).toEqual(c.body);
  });

  it('shows the server refusal in Thai inside the form', async () => {
    const { user } = await openRound('lottery', roundDetail({ status: 'CLOSED' }), {
      [`POST ${roundPath}/result`]: () => fail('ROUND_STATE_INVALID'),
    });
    const form = await screen.findByRole('form', { name: lotteryTh.enterResult });
    await typeHanoi(user, form, '45123', '00099');
    await user.click(within(form).getByRole('button', { name: lotteryTh.enterResult }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      errorCatalogue.ROUND_STATE_INVALID.message,
    );
  });
});

describe('maker-checker confirm', () => {
  it('the maker sees that another staff member must confirm, and no confirm button', async () => {
    await openRound('lottery', resultedRound({ id: ME_ID, username: 'lottery1' }));
    expect(await screen.findByText(/ต้องให้เจ้าหน้าที่อีกคนยืนยัน/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: lotteryTh.confirmResult })).not.toBeInTheDocument();
    expect(screen.getByTestId('entered-result')).toHaveTextContent('45123');
    // The maker may still void it.
    expect(screen.getByRole('button', { name: lotteryTh.voidResult })).toBeInTheDocument();
  });

  it('the checker types blind: no entered number on the page; a mismatch names the field after submitting', async () => {
    const { api, user } = await openRound('owner', resultedRound(), {
      [`POST ${roundPath}/result/confirm`]: (call) =>
        (call.body as { result: { first: string } }).result.first === '00099'
          ? roundAnswer('SETTLED', { settlement: { billsSettled: 3, winningBills: 1, totalWin: '9000.00' } })
          : fail('RESULT_MISMATCH', { fields: ['first'] }),
    });
    const form = await screen.findByRole('form', { name: lotteryTh.officialResult });
    // The maker's numbers are nowhere on the checker's page, and nothing tells a match while typing.
    expect(screen.queryByTestId('entered-result')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('45123');
    expect(document.body).not.toHaveTextContent('00099');
    await typeHanoi(user, form, '45123', '00098');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: lotteryTh.confirmResult }));
    const mismatch = await within(form).findByTestId('result-mismatch');
    expect(mismatch).toHaveTextContent('รางวัลที่ 1 ไม่ตรงกับที่ผู้บันทึกกรอก');
    expect(mismatch).not.toHaveTextContent('รางวัลพิเศษ');
    expect(within(form).getByLabelText('รางวัลที่ 1')).toHaveAccessibleDescription(lotteryTh.fieldDiffers);
    expect(api.callsTo('POST', `${roundPath}/result/confirm`)[0]?.body).toEqual({
      result: { special: '45123', first: '00098' },
    });
    expect(document.body).not.toHaveTextContent('00099');

    await user.clear(within(form).getByLabelText('รางวัลที่ 1'));
    await user.type(within(form).getByLabelText('รางวัลที่ 1'), '00099');
    await user.click(within(form).getByRole('button', { name: lotteryTh.confirmResult }));
    expect(
      await screen.findByText('ยืนยันผลแล้ว จ่ายรางวัล 3 โพย ถูกรางวัล 1 โพย รวม ฿9,000.00'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${roundPath}/result/confirm`)).toHaveLength(2);
  });

  it('shows the maker-checker refusal from the server in Thai', async () => {
    const { user } = await openRound('lottery', resultedRound(), {
      [`POST ${roundPath}/result/confirm`]: () => fail('RESULT_MAKER_CHECKER'),
    });
    const form = await screen.findByRole('form', { name: lotteryTh.officialResult });
    await typeHanoi(user, form, '45123', '00099');
    await user.click(within(form).getByRole('button', { name: lotteryTh.confirmResult }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      errorCatalogue.RESULT_MAKER_CHECKER.message,
    );
  });

  it('a read-only role sees the entered result but no checker form', async () => {
    await openRound('finance', resultedRound());
    expect(await screen.findByTestId('entered-result')).toHaveTextContent('45123');
    expect(screen.queryByRole('form', { name: lotteryTh.officialResult })).not.toBeInTheDocument();
    expect(screen.getByText(lotteryTh.waitingChecker)).toBeInTheDocument();
  });
});

describe("owner's correction", () => {
  const settled = () =>
    roundDetail({
      status: 'SETTLED',
      result: { special: '45123', first: '00099' },
      derived: { top3: '123', top2: '23', bottom2: '99' },
      enteredBy: OTHER_STAFF,
      confirmedBy: { id: ME_ID, username: 'owner1' },
      settledAt: '2026-11-23T11:45:02.000Z',
    });

  it('is not offered to lottery staff', async () => {
    await openRound('lottery', settled());
    await screen.findByTestId('entered-result');
    expect(screen.queryByRole('form', { name: lotteryTh.correctTitle })).not.toBeInTheDocument();
  });

  it('sends the corrected result with a reason after a confirmation and shows what it moved', async () => {
    const { api, user } = await openRound('owner', settled(), {
      [`POST ${roundPath}/result/correct`]: () =>
        roundAnswer('SETTLED', {
          correction: {
            billsChanged: 2,
            membersCredited: 1,
            membersDebited: 1,
            creditedTotal: '900.00',
            debitedTotal: '9000.00',
            shortfallTotal: '1200.00',
          },
        }),
    });
    const form = await screen.findByRole('form', { name: lotteryTh.correctTitle });
    await typeHanoi(user, form, '45124', '00099');
    await user.click(within(form).getByRole('button', { name: lotteryTh.correctSubmit }));
    expect(await within(form).findByText('กรุณาระบุเหตุผลที่แก้ไขผล')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(lotteryTh.correctReason), 'พิมพ์รางวัลพิเศษผิด');
    await user.click(within(form).getByRole('button', { name: lotteryTh.correctSubmit }));
    const dialog = await screen.findByRole('dialog', { name: lotteryTh.correctConfirmTitle });
    expect(dialog).toHaveTextContent('รางวัลพิเศษ 45124');
    expect(api.callsTo('POST', `${roundPath}/result/correct`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.correctSubmit }));
    const outcome = await screen.findByTestId('correction-outcome');
    expect(api.callsTo('POST', `${roundPath}/result/correct`)[0]?.body).toEqual({
      result: { special: '45124', first: '00099' },
      reason: 'พิมพ์รางวัลพิเศษผิด',
    });
    expect(outcome).toHaveTextContent('2 ใบ');
    expect(outcome).toHaveTextContent('฿9,000.00');
    expect(outcome).toHaveTextContent('฿1,200.00');
    expect(outcome).toHaveTextContent(lotteryTh.shortfallHint);
  });

  it('shows RESULT_UNCHANGED in the confirmation', async () => {
    const { user } = await openRound('owner', settled(), {
      [`POST ${roundPath}/result/correct`]: () => fail('RESULT_UNCHANGED'),
    });
    const form = await screen.findByRole('form', { name: lotteryTh.correctTitle });
    await typeHanoi(user, form, '45123', '00099');
    await user.type(within(form).getByLabelText(lotteryTh.correctReason), 'ตรวจซ้ำ');
    await user.click(within(form).getByRole('button', { name: lotteryTh.correctSubmit }));
    const dialog = await screen.findByRole('dialog', { name: lotteryTh.correctConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.correctSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorCatalogue.RESULT_UNCHANGED.message,
    );
  });
});

describe('round page: before settlement', () => {
  it('shows the stake with "not resulted yet" instead of profit, and an early close beside the scheduled one', async () => {
    await openRound('support', roundDetail({ status: 'CLOSED', closedEarlyAt: '2026-11-23T10:40:00.000Z' }));
    const money = screen.getByTestId('round-money');
    expect(money).toHaveTextContent('฿450.00');
    expect(within(money).getByTestId('profit-pending')).toHaveTextContent('ยังไม่ออกผล');
    const early = within(screen.getByTestId('round-facts')).getByTestId('closed-early');
    expect(early).toHaveTextContent(/ปิดก่อนเวลา 23\/11\/69 17:40/);
    expect(early.querySelector('s')).toHaveTextContent(/23\/11\/69 18:10/);
  });
});
