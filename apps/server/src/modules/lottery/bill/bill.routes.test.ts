import {
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  lotteryHref,
  lotteryPaths,
  realtimeEvents,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  fundedMember,
  loginToken,
  moneyPost,
  placeBill,
  registerMember,
  restrictNumber,
  runRoundJob,
  type TestApp,
  testDbKinds,
  transfersOf,
} from '#testing/index';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok: Hanoi's round of the day is open until 18:10. */
const ROUND = 'HANOI20261123';
const TOMORROW = 'HANOI20261124';

describe.each(testDbKinds())('lottery bills (%s)', (kind) => {
  let t: TestApp;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['lottery', 'payments'] });
    await runRoundJob(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const rowCounts = async () => ({
    bills: await countRows(t, schema.lotteryBills),
    lines: await countRows(t, schema.lotteryBillLines),
    exposure: await countRows(t, schema.lotteryExposure),
    transfers: await countRows(t, schema.ledgerTransfers),
    keys: await countRows(t, schema.idempotencyKeys),
  });
  const exposureSum = async () => {
    const rows = await t.database.db.select().from(schema.lotteryExposure);
    return rows.reduce((sum, row) => sum + row.stakeSatang + row.liabilitySatang, 0n);
  };

  it('lists the catalogue to a guest with rates and the current round', async () => {
    const res = await call(t, { method: 'GET', url: lotteryPaths.list });
    expect(res.statusCode).toBe(200);
    const products: Array<Record<string, never>> = res.json().data.data;
    // docs/domain/lottery.md §3's 21 daily and draw products, and the two demo Yeekee markets (YK, YK5).
    expect(products).toHaveLength(23);
    expect(products.filter((p) => p.group === 'YEEKEE').map((p) => p.code)).toEqual(['YK', 'YK5']);
    const glo = products.find((p) => p.code === 'GLO') as unknown as Record<string, unknown>;
    expect(glo).toMatchObject({ productName: 'หวยรัฐบาลไทย', group: 'THAI', resultFormat: 'GLO' });
    expect((glo.options as unknown[]).length).toBe(8);
    // The next draw is sold from the previous draw's close, so its round exists ahead of the 2-day window.
    expect(glo.currentRound).toMatchObject({
      roundCode: 'GLO20261201',
      status: 'OPEN',
      openAt: '2026-11-16T08:20:00.000Z',
    });
    const hanoi = products.find((p) => p.code === 'HANOI') as unknown as Record<string, unknown>;
    expect(hanoi.options).toEqual(
      expect.arrayContaining([
        { betType: 'THREE_TOP', priceList: [{ betName: '3 ตัวบน', payOutPrice: '800' }] },
        { betType: 'RUN_TOP', priceList: [{ betName: 'วิ่งบน', payOutPrice: '3.2' }] },
      ]),
    );
    expect((hanoi.options as unknown[]).length).toBe(6);
    expect(hanoi.currentRound).toEqual({
      roundCode: ROUND,
      roundName: 'ฮานอยปกติ 23/11/69',
      openAt: '2026-11-22T11:10:00.000Z',
      closeAt: '2026-11-23T11:10:00.000Z',
      status: 'OPEN',
    });
  });

  it('shows a round with its bet types, limits and restricted numbers', async () => {
    await restrictNumber(t, ROUND, { betType: 'TWO_TOP', number: '13' });
    await restrictNumber(t, ROUND, { betType: 'TWO_TOP', number: '45', reducedRate: '45' });
    const res = await call(t, { method: 'GET', url: lotteryHref.round(ROUND) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ roundCode: ROUND, status: 'OPEN', productCode: 'HANOI' });
    expect(data.betTypes[0]).toEqual({
      betType: 'THREE_TOP',
      betName: '3 ตัวบน',
      payOutPrice: '800',
      minBet: '1.00',
      maxBet: '2000.00',
    });
    expect(data.closedNumbers).toEqual([{ betType: 'TWO_TOP', number: '13' }]);
    expect(data.reducedNumbers).toEqual([{ betType: 'TWO_TOP', number: '45', payOutPrice: '45' }]);
    const missing = await call(t, { method: 'GET', url: lotteryHref.round('NOPE20261123') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.code).toBe(errorCatalogue.ROUND_NOT_FOUND.code);
  });

  it('places a bill: rates snapshotted, one debit, pushed after commit; the same key answers the same bill', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const lines = [
      { betType: 'THREE_TOP', number: '123', amount: '10' },
      { betType: 'TWO_TOP', number: '45', amount: 20.5 },
      { betType: 'RUN_BOTTOM', number: '7', amount: '5.00' },
    ];
    const key = 'bill-key-0001';
    const res = await placeBill(t, token, ROUND, lines, key);
    expect(res.statusCode).toBe(200);
    const bill = res.json().data;
    expect(bill.billNo).toMatch(/^B[2-9A-Z]{9}$/);
    expect(bill).toMatchObject({ roundCode: ROUND, name: 'ฮานอยปกติ', status: 0, totalOrderAmount: '35.50' });
    expect(bill.lines).toEqual([
      expect.objectContaining({
        betType: 'THREE_TOP',
        number: '123',
        amount: '10.00',
        rewardPrice: '800',
        payOutTotal: '8000.00',
      }),
      // 45 is a reduced-rate number: the line pays the reduced rate.
      expect.objectContaining({
        betType: 'TWO_TOP',
        number: '45',
        amount: '20.50',
        rewardPrice: '45',
        payOutTotal: '922.50',
      }),
      expect.objectContaining({
        betType: 'RUN_BOTTOM',
        number: '7',
        amount: '5.00',
        rewardPrice: '4.2',
        payOutTotal: '21.00',
      }),
    ]);
    expect(await balanceOf(t, token)).toEqual({ balance: '964.50', lockedBalance: '0.00' });
    expect(publisher.events.at(-1)).toEqual({
      room: `member:${member.memberId}`,
      event: realtimeEvents.walletUpdated,
      payload: { balance: '964.50', cash: '964.50', bonus: '0.00', lockedBalance: '0.00' },
    });

    const before = await rowCounts();
    const retry = await placeBill(t, token, ROUND, lines, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(res.json());
    expect(await rowCounts()).toEqual(before);
    expect(await balanceOf(t, token)).toEqual({ balance: '964.50', lockedBalance: '0.00' });
    const reused = await placeBill(t, token, ROUND, [lines[0] as (typeof lines)[0]], key);
    expect(reused.statusCode).toBe(409);

    const detail = await call(t, { method: 'GET', url: lotteryHref.bill(bill.billNo), token });
    expect(detail.json().data).toEqual(bill);
    const history = await call(t, { method: 'GET', url: `${lotteryPaths.orderHistory}?status=0`, token });
    expect(history.json().data).toMatchObject({ total: 1, pageNo: 1 });
    expect(history.json().data.data[0]).toEqual({
      billNo: bill.billNo,
      name: 'ฮานอยปกติ',
      roundCode: ROUND,
      roundName: 'ฮานอยปกติ 23/11/69',
      totalOrderAmount: '35.50',
      totalWinAmount: '0.00',
      createdDate: bill.createdDate,
      status: 0,
    });
    const settled = await call(t, { method: 'GET', url: `${lotteryPaths.orderHistory}?status=1`, token });
    expect(settled.json().data.total).toBe(0);
    const stranger = await loginToken(t, await registerMember(t));
    const hidden = await call(t, { method: 'GET', url: lotteryHref.bill(bill.billNo), token: stranger });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses every bad line, naming it, and writes nothing and moves no money', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '2000.00');
    const ok = { betType: 'TWO_BOTTOM', number: '01', amount: '10' };
    const cases: Array<[string, unknown[], string, number, { lineIndex: number; field: string }]> = [
      [
        'too few digits',
        [ok, { betType: 'TWO_TOP', number: '5', amount: '10' }],
        ROUND,
        1902,
        { lineIndex: 1, field: 'number' },
      ],
      [
        'letters',
        [{ betType: 'THREE_TOP', number: '12a', amount: '10' }],
        ROUND,
        1902,
        { lineIndex: 0, field: 'number' },
      ],
      [
        'bet type not offered',
        [ok, ok, { betType: 'THREE_FRONT', number: '123', amount: '10' }],
        ROUND,
        1902,
        { lineIndex: 2, field: 'betType' },
      ],
      [
        'below the minimum',
        [{ betType: 'RUN_TOP', number: '1', amount: '0.50' }],
        ROUND,
        1903,
        { lineIndex: 0, field: 'amount' },
      ],
      [
        'above the maximum',
        [ok, { betType: 'THREE_TOP', number: '999', amount: '2000.01' }],
        ROUND,
        1903,
        { lineIndex: 1, field: 'amount' },
      ],
      [
        'closed number',
        [ok, { betType: 'TWO_TOP', number: '13', amount: '10' }],
        ROUND,
        1904,
        { lineIndex: 1, field: 'number' },
      ],
      [
        'member maximum per number',
        [5, 5, 5, 5, 5].map(() => ({ betType: 'TWO_TOP', number: '44', amount: '5000' })),
        ROUND,
        1905,
        { lineIndex: 4, field: 'amount' },
      ],
    ];
    for (const [, lines, roundCode, code, data] of cases) {
      const before = await rowCounts();
      const exposure = await exposureSum();
      const res = await placeBill(t, token, roundCode, lines as never);
      expect(res.statusCode, JSON.stringify(lines)).toBe(422);
      expect(res.json().status.code).toBe(code);
      expect(res.json().data).toEqual(data);
      expect(await rowCounts()).toEqual(before);
      expect(await exposureSum()).toBe(exposure);
    }
    const before = await rowCounts();
    const threeDecimals = await placeBill(t, token, ROUND, [
      ok,
      { betType: 'TWO_TOP', number: '10', amount: '1.005' },
    ]);
    expect(threeDecimals.statusCode).toBe(400);
    expect(threeDecimals.json().data.field).toBe('lines.1.amount');
    const scheduled = await placeBill(t, token, TOMORROW, [ok]);
    expect(scheduled.statusCode).toBe(422);
    expect(scheduled.json().status.code).toBe(errorCatalogue.ROUND_NOT_OPEN.code);
    const noKey = await moneyPost(t, token, lotteryPaths.placeBill, { roundCode: ROUND, lines: [ok] }, null);
    expect(noKey.statusCode).toBe(400);
    const guest = await call(t, {
      url: lotteryPaths.placeBill,
      body: { roundCode: ROUND, lines: [ok] },
      headers: { [IDEMPOTENCY_HEADER]: 'guest-key-0001' },
    });
    expect(guest.statusCode).toBe(401);
    const broke = await placeBill(t, token, ROUND, [
      { betType: 'TWO_TOP', number: '32', amount: '2000' },
      ok,
    ]);
    expect(broke.statusCode).toBe(422);
    expect(broke.json().status.code).toBe(errorCatalogue.INSUFFICIENT_BALANCE.code);
    expect(await rowCounts()).toEqual(before);
    expect(await balanceOf(t, token)).toEqual({ balance: '2000.00', lockedBalance: '0.00' });
  });

  it('refuses a line once the number’s liability would pass the house cap of 1,000,000 baht', async () => {
    const first = await fundedMember(t, await registerMember(t), '2000.00');
    const second = await fundedMember(t, await registerMember(t), '2000.00');
    // 1,250 × 800 = 1,000,000: exactly at the cap is still accepted.
    expect(
      (await placeBill(t, first, ROUND, [{ betType: 'THREE_TOP', number: '777', amount: '1250' }]))
        .statusCode,
    ).toBe(200);
    const before = await rowCounts();
    const exposure = await exposureSum();
    const res = await placeBill(t, second, ROUND, [
      { betType: 'THREE_TOP', number: '778', amount: '1' },
      { betType: 'THREE_TOP', number: '777', amount: '1' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().status.code).toBe(errorCatalogue.EXPOSURE_CAP_REACHED.code);
    expect(res.json().data).toEqual({ lineIndex: 1, field: 'number' });
    expect(await rowCounts()).toEqual(before);
    expect(await exposureSum()).toBe(exposure);
    expect(await balanceOf(t, second)).toEqual({ balance: '2000.00', lockedBalance: '0.00' });
    const detail = await call(t, { method: 'GET', url: lotteryHref.round(ROUND) });
    expect(detail.json().data.closedNumbers).toContainEqual({ betType: 'THREE_TOP', number: '777' });
  });

  it('cancels under docs/domain/lottery.md’s rule: stake back, exposure released, at most 10 per round, within 60 minutes', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '500.00');
    const exposure = await exposureSum();
    const placed = (
      await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '88', amount: '30' }])
    ).json().data;
    const cancelKey = 'cancel-key-0001';
    const res = await moneyPost(t, token, lotteryHref.cancelBill(placed.billNo), undefined, cancelKey);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ billNo: placed.billNo, status: 2, refund: '30.00' });
    expect(await balanceOf(t, token)).toEqual({ balance: '500.00', lockedBalance: '0.00' });
    expect(await exposureSum()).toBe(exposure);
    const retry = await moneyPost(t, token, lotteryHref.cancelBill(placed.billNo), undefined, cancelKey);
    expect(retry.json()).toEqual(res.json());
    const again = await moneyPost(t, token, lotteryHref.cancelBill(placed.billNo), undefined);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      status: { code: errorCatalogue.BILL_NOT_CANCELLABLE.code },
      data: { reason: 'NOT_PENDING' },
    });
    const [bill] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where((await import('drizzle-orm')).eq(schema.lotteryBills.billNo, placed.billNo));
    expect((await transfersOf(t, 'lottery_bill', bill?.id ?? '')).map((tr) => tr.kind).sort()).toEqual([
      'BET',
      'BET_CANCELLED',
    ]);
    const detail = await call(t, { method: 'GET', url: lotteryHref.bill(placed.billNo), token });
    expect(detail.json().data.status).toBe(2);
    // A cancelled bill stays visible: history status 2 lists it, the pending tab no longer does.
    const cancelled = await call(t, { method: 'GET', url: `${lotteryPaths.orderHistory}?status=2`, token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ total: 1 });
    expect(cancelled.json().data.data[0]).toMatchObject({
      billNo: placed.billNo,
      status: 2,
      totalOrderAmount: '30.00',
      totalWinAmount: '0.00',
    });
    const pending = await call(t, { method: 'GET', url: `${lotteryPaths.orderHistory}?status=0`, token });
    expect(pending.json().data.data.map((b: { billNo: string }) => b.billNo)).not.toContain(placed.billNo);

    // Nine more cancellations make ten; the eleventh is refused.
    for (let i = 0; i < 9; i += 1) {
      const next = (
        await placeBill(t, token, ROUND, [{ betType: 'RUN_TOP', number: '3', amount: '1' }])
      ).json().data;
      expect((await moneyPost(t, token, lotteryHref.cancelBill(next.billNo), undefined)).statusCode).toBe(
        200,
      );
    }
    const eleventh = (
      await placeBill(t, token, ROUND, [{ betType: 'RUN_TOP', number: '3', amount: '1' }])
    ).json().data;
    const refused = await moneyPost(t, token, lotteryHref.cancelBill(eleventh.billNo), undefined);
    expect(refused.json()).toMatchObject({ data: { reason: 'TOO_MANY_CANCELLATIONS' } });

    const other = await fundedMember(t, await registerMember(t), '100.00');
    const late = (await placeBill(t, other, ROUND, [{ betType: 'RUN_TOP', number: '4', amount: '1' }])).json()
      .data;
    t.clock.advance(61 * 60 * 1000);
    const tooLate = await moneyPost(t, other, lotteryHref.cancelBill(late.billNo), undefined);
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json()).toMatchObject({ data: { reason: 'TOO_LATE' } });
    const unknown = await moneyPost(t, other, lotteryHref.cancelBill('BNOSUCHBILL'), undefined);
    expect(unknown.statusCode).toBe(404);
  });

  it('closes the round at its close time: no bill and no cancellation after it, by the server clock', async () => {
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const placed = (
      await placeBill(t, token, ROUND, [{ betType: 'RUN_TOP', number: '5', amount: '1' }])
    ).json().data;
    t.clock.set(new Date('2026-11-23T11:10:00.000Z'));
    // Still OPEN in the table (the job has not run), but the clock has passed the close.
    const late = await placeBill(t, token, ROUND, [{ betType: 'RUN_TOP', number: '5', amount: '1' }]);
    expect(late.json().status.code).toBe(errorCatalogue.ROUND_NOT_OPEN.code);
    const cancel = await moneyPost(t, token, lotteryHref.cancelBill(placed.billNo), undefined);
    expect(cancel.json()).toMatchObject({ data: { reason: 'ROUND_CLOSED' } });
    expect((await runRoundJob(t)).closed).toBeGreaterThanOrEqual(1);
    const detail = await call(t, { method: 'GET', url: lotteryHref.round(ROUND) });
    expect(detail.json().data.status).toBe('CLOSED');
    expect(await balanceOf(t, token)).toEqual({ balance: '99.00', lockedBalance: '0.00' });
  });
});
