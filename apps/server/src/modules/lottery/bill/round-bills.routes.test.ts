import { errorCatalogue, lotteryAdminHref, lotteryRoundBillHref } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  fundedMember,
  ownerToken,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { openRound } from '#testing/rounds';

describe.each(testDbKinds())("a round's bills for staff (%s)", (kind) => {
  let t: TestApp;
  let roundCode: string;
  let lottery: { token: string };
  let checker: { token: string };
  let finance: { token: string };
  let alice: Awaited<ReturnType<typeof registerMember>>;
  let bob: Awaited<ReturnType<typeof registerMember>>;
  const billNos: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    ({ roundCode } = await openRound(t, 'HANOI'));
    lottery = await staffMember(t, 'lottery');
    checker = await staffMember(t, 'lottery');
    finance = await staffMember(t, 'finance');
    alice = await registerMember(t);
    bob = await registerMember(t);
    const aliceToken = await fundedMember(t, alice, '500.00');
    const bobToken = await fundedMember(t, bob, '500.00');
    const placed = async (token: string, name: string, lines: Parameters<typeof placeBill>[3]) => {
      const res = await placeBill(t, token, roundCode, lines);
      expect(statusOf(res).code).toBe(0);
      billNos[name] = res.json().data.billNo;
    };
    await placed(aliceToken, 'alice1', [
      { betType: 'TWO_BOTTOM', number: '90', amount: '10' },
      { betType: 'THREE_TOP', number: '345', amount: '5' },
    ]);
    await placed(aliceToken, 'alice2', [{ betType: 'TWO_TOP', number: '12', amount: '3' }]);
    await placed(bobToken, 'bob1', [
      { betType: 'TWO_TOP', number: '90', amount: '7' },
      { betType: 'RUN_TOP', number: '4', amount: '2' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const bills = (query: string, token = lottery.token) =>
    call(t, { method: 'GET', url: `${lotteryRoundBillHref.bills(roundCode)}?${query}`, token });

  it('lists the bills with their lines, snapshotted rates and the member, phone masked', async () => {
    const res = await bills('pageNo=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(3);
    expect(page.data.map((bill: { billNo: string }) => bill.billNo).sort()).toEqual(
      Object.values(billNos).sort(),
    );
    const first = page.data.find((bill: { billNo: string }) => bill.billNo === billNos.alice1);
    expect(first).toMatchObject({
      roundCode,
      status: 'PENDING',
      total: '15.00',
      win: null,
      member: {
        id: alice.memberId,
        phone: `${alice.phone.slice(0, 3)}-xxx-${alice.phone.slice(-4)}`,
      },
      lines: [
        {
          lineIndex: 0,
          betType: 'TWO_BOTTOM',
          number: '90',
          stake: '10.00',
          rate: '90',
          outcome: 'PENDING',
          win: null,
        },
        {
          lineIndex: 1,
          betType: 'THREE_TOP',
          number: '345',
          stake: '5.00',
          rate: '800',
          outcome: 'PENDING',
          win: null,
        },
      ],
    });
    expect(first.member.phone).not.toContain(alice.phone.slice(3, 6));
    expect(first.member.name).not.toBe('');
  });

  it('filters by number (any bet type) and by bill number; finance may read, support may not', async () => {
    const ninety = (await bills('number=90', finance.token)).json().data;
    expect(ninety.data.map((bill: { billNo: string }) => bill.billNo).sort()).toEqual(
      [billNos.alice1, billNos.bob1].sort(),
    );
    expect(ninety.total).toBe(2);
    const one = (await bills(`billNo=${billNos.alice2}`)).json().data;
    expect(one.data).toHaveLength(1);
    expect(one.data[0].lines).toEqual([
      {
        lineIndex: 0,
        betType: 'TWO_TOP',
        number: '12',
        stake: '3.00',
        rate: '90',
        outcome: 'PENDING',
        win: null,
      },
    ]);
    expect((await bills('number=999')).json().data).toMatchObject({ data: [], total: 0 });
    const support = await staffMember(t, 'support');
    expect((await bills('', support.token)).statusCode).toBe(403);
  });

  it('refuses a bad number or page with a Thai message naming the field, and an unknown round with 404', async () => {
    for (const [query, field, message] of [
      ['number=9a', 'number', 'เลขที่ค้นหาต้องเป็นตัวเลข 1-3 หลัก'],
      ['number=1234', 'number', 'เลขที่ค้นหาต้องเป็นตัวเลข 1-3 หลัก'],
      ['billNo=nope', 'billNo', 'เลขที่โพยไม่ถูกต้อง'],
      ['winners=maybe', 'winners', 'ตัวกรองผู้ถูกรางวัลไม่ถูกต้อง'],
    ] as const) {
      const res = await bills(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message },
        data: { field },
      });
    }
    const page = await bills('pageSize=500');
    expect(page.statusCode).toBe(400);
    expect(statusOf(page).message).toMatch(/[\u0E00-\u0E7F]/);
    const unknown = await call(t, {
      method: 'GET',
      url: lotteryRoundBillHref.bills('HANOI20991231'),
      token: lottery.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(statusOf(unknown).code).toBe(errorCatalogue.ROUND_NOT_FOUND.code);
  });

  it('after settlement shows each line won or lost, and the winners, largest win first', async () => {
    const act = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
    expect((await act(lotteryAdminHref.close(roundCode), lottery.token)).statusCode).toBe(200);
    const result = { special: '12345', first: '67890' };
    expect((await act(lotteryAdminHref.result(roundCode), lottery.token, result)).statusCode).toBe(200);
    expect((await act(lotteryAdminHref.resultConfirm(roundCode), checker.token)).statusCode).toBe(200);

    const winners = (await bills('winners=true', await ownerToken(t))).json().data;
    // alice1: 10 × 90 + 5 × 800 = 4,900; bob1: run top 4 in 345 → 2 × 3.2 = 6.40 (2 top 90 loses to 45).
    expect(winners.data.map((bill: { billNo: string; win: string }) => [bill.billNo, bill.win])).toEqual([
      [billNos.alice1, '4900.00'],
      [billNos.bob1, '6.40'],
    ]);
    const bob1 = winners.data[1];
    expect(bob1.lines.map((line: { outcome: string; win: string }) => [line.outcome, line.win])).toEqual([
      ['LOSE', '0.00'],
      ['WIN', '6.40'],
    ]);
    const lost = (await bills(`billNo=${billNos.alice2}`)).json().data.data[0];
    expect(lost).toMatchObject({ status: 'SETTLED', win: '0.00', lines: [{ outcome: 'LOSE', win: '0.00' }] });
  });
});
