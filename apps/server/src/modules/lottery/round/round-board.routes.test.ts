import { lotteryAdminHref, lotteryBoardHref, lotteryBoardPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  fundedMember,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { openRound } from '#testing/rounds';

let HANOI: string;

describe.each(testDbKinds())('rounds calendar, round page and exposure board (%s)', (kind) => {
  let t: TestApp;
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  let support: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    ({ roundCode: HANOI } = await openRound(t, 'HANOI'));
    maker = await staffMember(t, 'lottery');
    checker = await staffMember(t, 'lottery');
    support = (await staffMember(t, 'support')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token = support) => call(t, { method: 'GET', url, token });

  it('shows stakes per number riskiest first, the round money, and the result with its maker and checker', async () => {
    const a = await fundedMember(t, await registerMember(t), '1000.00');
    const b = await fundedMember(t, await registerMember(t), '1000.00');
    expect(
      statusOf(await placeBill(t, a, HANOI, [{ betType: 'TWO_TOP', number: '45', amount: '100' }])).code,
    ).toBe(0);
    expect(
      statusOf(
        await placeBill(t, b, HANOI, [
          { betType: 'TWO_TOP', number: '45', amount: '50' },
          { betType: 'THREE_TOP', number: '123', amount: '10' },
        ]),
      ).code,
    ).toBe(0);

    const board = await get(lotteryBoardHref.exposure(HANOI));
    expect(board.statusCode).toBe(200);
    const data = board.json().data;
    expect(data.totalStake).toBe('160.00');
    expect(data.rows[0]).toMatchObject({
      betType: 'TWO_TOP',
      number: '45',
      stake: '150.00',
      liability: '13500.00',
    });
    expect(data.rows).toHaveLength(2);
    const shares = data.rows.map((row: { capUsed: string }) => Number(row.capUsed));
    expect([...shares].sort((x, y) => y - x)).toEqual(shares);
    const onlyThree = await get(`${lotteryBoardHref.exposure(HANOI)}?betType=THREE_TOP`);
    expect(onlyThree.json().data.rows).toEqual([expect.objectContaining({ number: '123', stake: '10.00' })]);

    const calendar = await get(`${lotteryBoardPaths.rounds}?from=2026-11-23&to=2026-11-23&productCode=HANOI`);
    expect(calendar.json().data).toMatchObject({
      total: 1,
      data: [{ roundCode: HANOI, status: 'OPEN', money: { bills: 2, stake: '160.00', profit: '160.00' } }],
    });
    expect((await get(`${lotteryBoardPaths.rounds}?from=23-11-2026`)).statusCode).toBe(400);

    const post = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
    await post(lotteryAdminHref.close(HANOI), maker.token);
    await post(lotteryAdminHref.result(HANOI), maker.token, { special: '12345', first: '67890' });
    const entered = (await get(lotteryBoardHref.round(HANOI))).json().data;
    expect(entered).toMatchObject({ status: 'RESULTED', result: { special: '12345' }, confirmedBy: null });
    expect(entered.enteredBy.id).toBe(maker.id);
    await post(lotteryAdminHref.resultConfirm(HANOI), checker.token);
    const settled = (await get(lotteryBoardHref.round(HANOI))).json().data;
    // 150 × 90 on 45 wins; the house: 160 − 13500.
    expect(settled).toMatchObject({
      status: 'SETTLED',
      derived: { top2: '45' },
      money: { bills: 2, pendingBills: 0, win: '13500.00', profit: '-13340.00' },
    });
    expect(settled.confirmedBy.id).toBe(checker.id);
    expect(settled.settledAt).not.toBeNull();
    expect((await get(lotteryBoardHref.round('NOPE'))).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: lotteryBoardHref.round(HANOI) })).statusCode).toBe(401);
  });

  it('shows when a round closed early beside its scheduled close, and leaves Yeekee out on request', async () => {
    const early = await openRound(t, 'HANOI_VIP');
    const yeekee = await openRound(t, 'YK');
    const calendar = async (query: string) =>
      (await get(`${lotteryBoardPaths.rounds}?from=2026-11-23&to=2026-11-23&pageSize=100${query}`)).json()
        .data.data as Array<{ roundCode: string; closeAt: string; closedEarlyAt?: string | null }>;
    const before = (await calendar('')).find((round) => round.roundCode === early.roundCode);
    expect(before?.closedEarlyAt).toBeNull();

    t.clock.advance(60_000);
    expect(
      (await call(t, { url: lotteryAdminHref.close(early.roundCode), token: maker.token, body: {} }))
        .statusCode,
    ).toBe(200);
    const page = (await get(lotteryBoardHref.round(early.roundCode))).json().data;
    expect(page.closedEarlyAt).toBe(t.clock.now().toISOString());
    expect(new Date(page.closedEarlyAt).getTime()).toBeLessThan(new Date(page.closeAt).getTime());
    const listed = (await calendar('')).find((round) => round.roundCode === early.roundCode);
    expect(listed?.closedEarlyAt).toBe(page.closedEarlyAt);

    expect((await calendar('')).map((round) => round.roundCode)).toContain(yeekee.roundCode);
    const withoutYeekee = (await calendar('&withYeekee=false')).map((round) => round.roundCode);
    expect(withoutYeekee).not.toContain(yeekee.roundCode);
    expect(withoutYeekee).toContain(early.roundCode);
    const bad = await get(`${lotteryBoardPaths.rounds}?withYeekee=no`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: { message: 'ตัวเลือกแสดงรอบยี่กีไม่ถูกต้อง' },
      data: { field: 'withYeekee' },
    });
  });
});
