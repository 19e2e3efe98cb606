import { errorCatalogue, lotteryAdminHref, lotteryHref, lotteryPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOperator,
  buildTestApp,
  call,
  fundedMember,
  placeBill,
  registerMember,
  runRoundJob,
  staffMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const hanoi = { special: '45061', first: '70903' };

describe.each(testDbKinds())('results and round names for members (%s)', (kind) => {
  let t: TestApp;
  let memberToken: string;
  let billNo: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    // Monday 2026-11-23 10:00 Bangkok: today's rounds open; a bill on Hanoi of the 24th (still scheduled tomorrow).
    await runRoundJob(t);
    memberToken = await fundedMember(t, await registerMember(t), '500');
    const bill = await placeBill(t, memberToken, 'HANOI20261123', [
      { betType: 'TWO_TOP', number: '61', amount: '10' },
    ]);
    billNo = bill.json().data.billNo;
    // Tuesday 24 Nov 19:30 Bangkok: Monday's and Tuesday's Hanoi, Tuesday's Nikkei morning have closed.
    t.clock.set(new Date('2026-11-24T12:30:00.000Z'));
    await runRoundJob(t);
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    const settle = async (roundCode: string, result: unknown, confirm = true) => {
      const entered = await call(t, {
        url: lotteryAdminHref.result(roundCode),
        token: maker.token,
        body: result,
      });
      if (entered.statusCode !== 200) throw new Error(`result ${roundCode}: ${entered.body}`);
      if (!confirm) return;
      const confirmed = await call(t, {
        url: lotteryAdminHref.resultConfirm(roundCode),
        token: checker.token,
        body: {},
      });
      if (confirmed.statusCode !== 200) throw new Error(`confirm ${roundCode}: ${confirmed.body}`);
    };
    await settle('HANOI20261123', { special: '11111', first: '22233' });
    await settle('HANOI_SPECIAL20261124', hanoi);
    await settle('HANOI20261124', { special: '98765', first: '43210' });
    // Published with thousands separators, as the exchange prints it.
    await settle('NIKKEI_AM20261124', { close: '21,792.10', change: '-412.27' });
    // Entered but not confirmed: not a result members see yet.
    await settle('HANOI_VIP20261124', hanoi, false);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, operatorKey?: string) => call(t, { method: 'GET', url, operatorKey });

  it('answers settled rounds to a guest, newest draw first, each as members read it', async () => {
    const res = await get(lotteryPaths.results);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 4, pageNo: 1, pageSize: 25 });
    expect(page.data.map((row: { roundCode: string }) => row.roundCode)).toEqual([
      'HANOI20261124',
      'HANOI_SPECIAL20261124',
      'NIKKEI_AM20261124',
      'HANOI20261123',
    ]);
    expect(page.data[1]).toEqual({
      roundCode: 'HANOI_SPECIAL20261124',
      roundName: 'ฮานอยพิเศษ 24/11/69',
      productCode: 'HANOI_SPECIAL',
      productName: 'ฮานอยพิเศษ',
      drawDate: '2026-11-24',
      result: '45061',
      top3: '061',
      top2: '61',
      bottom2: '03',
    });
    expect(page.data[2]).toMatchObject({
      roundName: 'หุ้นนิเคอิ รอบเช้า 24/11/69',
      result: '21,792.10',
      top3: '210',
      bottom2: '27',
    });
  });

  it('filters by product and pages', async () => {
    const first = (await get(`${lotteryPaths.results}?productCode=HANOI&pageSize=1`)).json().data;
    expect(first).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    expect(first.data.map((row: { roundCode: string }) => row.roundCode)).toEqual(['HANOI20261124']);
    const second = (await get(`${lotteryPaths.results}?productCode=HANOI&pageSize=1&pageNo=2`)).json().data;
    expect(second.data.map((row: { roundCode: string }) => row.roundCode)).toEqual(['HANOI20261123']);
    expect((await get(`${lotteryPaths.results}?productCode=HANOI_VIP`)).json().data).toMatchObject({
      total: 0,
      data: [],
    });
  });

  it('refuses an unknown product and a bad page with the envelope', async () => {
    const unknown = await get(`${lotteryPaths.results}?productCode=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.code).toBe(errorCatalogue.PRODUCT_NOT_FOUND.code);
    const huge = await get(`${lotteryPaths.results}?pageSize=1000`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
  });

  it("keeps to the site's own results", async () => {
    await addOperator(t, 'other-site');
    const res = await get(lotteryPaths.results, 'other-site');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 0, data: [] });
  });

  it('shows each product’s latest result and names rounds in the list, a round and a bill', async () => {
    const list = (await get(lotteryPaths.list)).json().data.data as Array<{
      code: string;
      currentRound: { roundCode: string; roundName: string } | null;
      latestResult: { roundCode: string; result: string } | null;
    }>;
    const byCode = new Map(list.map((product) => [product.code, product]));
    expect(byCode.get('HANOI')?.latestResult).toMatchObject({ roundCode: 'HANOI20261124', result: '98765' });
    expect(byCode.get('HANOI_VIP')?.latestResult).toBeNull();
    expect(byCode.get('GLO')?.currentRound).toMatchObject({
      roundCode: 'GLO20261201',
      roundName: 'งวด 1 ธ.ค. 69',
    });
    expect(byCode.get('HANOI')?.currentRound).toMatchObject({ roundName: 'ฮานอยปกติ 25/11/69' });

    const round = (await get(lotteryHref.round('GLO20261201'))).json().data;
    expect(round.roundName).toBe('งวด 1 ธ.ค. 69');

    const bill = (await call(t, { method: 'GET', url: lotteryHref.bill(billNo), token: memberToken })).json()
      .data;
    expect(bill).toMatchObject({ roundCode: 'HANOI20261123', roundName: 'ฮานอยปกติ 23/11/69' });
    const history = (
      await call(t, { method: 'GET', url: `${lotteryPaths.orderHistory}?status=1`, token: memberToken })
    ).json().data;
    expect(history.data[0]).toMatchObject({ billNo, roundName: 'ฮานอยปกติ 23/11/69' });
  });
});
