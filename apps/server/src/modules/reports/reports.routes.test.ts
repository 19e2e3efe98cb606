import {
  adminHref,
  adminMemberHref,
  type DashboardDay,
  errorCatalogue,
  gameCategories,
  lotteryAdminHref,
  lotteryHref,
  paymentPaths,
  reportPaths,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  fundMember,
  loginToken,
  moneyPost,
  ownerToken,
  placeBill,
  postFeed,
  registerMember,
  runRoundJob,
  staffMember,
  statementLine,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok (03:00Z). */
const HANOI_23 = 'HANOI20261123';
const HANOI_24 = 'HANOI20261124';
const LAO_23 = 'LAO20261123';
/** 23:59:59 Bangkok on the 23rd, and the next second: midnight Bangkok is 17:00Z. */
const LAST_SECOND_23 = new Date('2026-11-23T16:59:59.000Z');
const MIDNIGHT_24 = new Date('2026-11-23T17:00:00.000Z');

const zeroDay = (date: string): DashboardDay => ({
  date,
  deposits: { count: 0, amount: '0.00' },
  withdrawals: { count: 0, amount: '0.00' },
  bets: { count: 0, amount: '0.00' },
  wins: '0.00',
  refunds: '0.00',
  settledStakes: '0.00',
  ggr: '0.00',
  newMembers: 0,
  adjustments: { credit: { count: 0, amount: '0.00' }, debit: { count: 0, amount: '0.00' } },
});

describe.each(testDbKinds({ sql: true }))('dashboard and reports (%s)', (kind) => {
  let t: TestApp;
  /** Staff sessions last 12 hours: tokens are taken after the clock's last move. */
  const tokens: Record<'owner' | 'finance' | 'lottery' | 'support', string> = {
    owner: '',
    finance: '',
    lottery: '',
    support: '',
  };
  let memberToken = '';

  const ok = (condition: boolean, what: string, body: string) => {
    if (!condition) throw new Error(`${what} failed: ${body}`);
  };
  const post = async (url: string, token: string, body: unknown = {}) => {
    const res = await call(t, { url, token, body });
    ok(res.statusCode === 200, url, res.body);
    return res.json().data;
  };
  const get = (url: string, token: string | undefined = tokens.owner) =>
    call(t, { method: 'GET', url, token });

  /**
   * One Bangkok day of activity through the real calls, then a bill, a deposit and a registration
   * on each side of midnight Bangkok.
   */
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['reports', 'member-admin'] });
    await runRoundJob(t);
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    const finance = await staffMember(t, 'finance');

    const alice = await registerMember(t);
    const bob = await registerMember(t);
    const aliceToken = await fundedMember(t, alice, '1000.00');
    const bobToken = await fundedMember(t, bob, '500.00');
    const unmatched = await postFeed(t, {
      lines: [statementLine({ amount: '77.00', fromBankCode: 'SCB', fromAccountNumber: '9990001112' })],
    });
    ok(unmatched.json().data.lines[0].result === 'UNMATCHED', 'unmatched line', unmatched.body);

    // HANOI on the 23rd: alice 15.00 (TWO_TOP 45 wins 10 × 90), bob 20.00 (loses).
    for (const [token, lines] of [
      [
        aliceToken,
        [
          { betType: 'TWO_TOP', number: '45', amount: '10' },
          { betType: 'THREE_TOP', number: '999', amount: '5' },
        ],
      ],
      [bobToken, [{ betType: 'TWO_TOP', number: '12', amount: '20' }]],
    ] as const) {
      const placed = await placeBill(t, token, HANOI_23, [...lines]);
      ok(placed.statusCode === 200, 'bill', placed.body);
    }
    // LAO: 30.00 placed and cancelled the same day.
    const lao = await placeBill(t, aliceToken, LAO_23, [{ betType: 'TWO_TOP', number: '45', amount: '30' }]);
    ok(lao.statusCode === 200, 'lao bill', lao.body);
    const cancelled = await moneyPost(
      t,
      aliceToken,
      lotteryHref.cancelBill(lao.json().data.billNo),
      undefined,
    );
    ok(cancelled.statusCode === 200, 'cancel', cancelled.body);

    await post(lotteryAdminHref.close(HANOI_23), maker.token);
    await post(lotteryAdminHref.result(HANOI_23), maker.token, { special: '12345', first: '67890' });
    const confirmed = await post(lotteryAdminHref.resultConfirm(HANOI_23), checker.token);
    ok(confirmed.status === 'SETTLED', 'settlement', JSON.stringify(confirmed));

    // Withdrawals: alice's 200.00 stays pending; bob's 100.00 is paid.
    const pending = await moneyPost(t, aliceToken, paymentPaths.withdraw, { amount: '200.00' });
    ok(pending.statusCode === 200, 'withdraw', pending.body);
    const paid = await moneyPost(t, bobToken, paymentPaths.withdraw, { amount: '100.00' });
    ok(paid.statusCode === 200, 'withdraw', paid.body);
    await post(adminHref.withdrawalAction(paid.json().data.withdrawalId, 'paid'), finance.token, {
      bankRef: 'KB-0001',
    });

    // The last second of the 23rd (Bangkok) and the first of the 24th.
    t.clock.set(LAST_SECOND_23);
    await runRoundJob(t);
    await fundMember(t, bob, '50.00');
    ok(
      (await placeBill(t, bobToken, HANOI_24, [{ betType: 'TWO_TOP', number: '01', amount: '5' }]))
        .statusCode === 200,
      'late bill',
      '',
    );
    t.clock.set(MIDNIGHT_24);
    await fundMember(t, bob, '60.00');
    ok(
      (await placeBill(t, bobToken, HANOI_24, [{ betType: 'TWO_TOP', number: '02', amount: '7' }]))
        .statusCode === 200,
      'early bill',
      '',
    );
    const carol = await registerMember(t);
    memberToken = await loginToken(t, carol);

    tokens.owner = await ownerToken(t);
    for (const role of ['finance', 'lottery', 'support'] as const)
      tokens[role] = (await staffMember(t, role)).token;

    // Adjustments on the 24th: a credit and a debit posted, and one waiting for approval (not counted).
    for (const [amount, direction] of [
      ['10.00', 'CREDIT'],
      ['4.00', 'DEBIT'],
      ['6000.00', 'CREDIT'],
    ] as const) {
      const adjusted = await moneyPost(t, tokens.finance, adminMemberHref.adjustments(bob.memberId), {
        amount,
        direction,
        reason: 'ทดสอบรายงาน',
      });
      ok(adjusted.statusCode === 200, 'adjustment', adjusted.body);
    }
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('dashboard: today, the queues and 14 Bangkok days, split at 17:00Z', async () => {
    const res = await get(reportPaths.dashboard);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json().data;
    const day23: DashboardDay = {
      date: '2026-11-23',
      // 1000 + 500, and 50 at 23:59:59 Bangkok.
      deposits: { count: 3, amount: '1550.00' },
      withdrawals: { count: 1, amount: '100.00' },
      // HANOI 15 + 20, LAO 30 (cancelled, refunded below), HANOI of the 24th 5 at 23:59:59.
      bets: { count: 4, amount: '70.00' },
      wins: '900.00',
      refunds: '30.00',
      // GGR counts settled stakes only: HANOI of the 23rd settled (15 + 20) − 900 won.
      settledStakes: '35.00',
      ggr: '-865.00',
      newMembers: 2,
      adjustments: zeroDay('').adjustments,
    };
    const day24: DashboardDay = {
      ...zeroDay('2026-11-24'),
      deposits: { count: 1, amount: '60.00' },
      bets: { count: 1, amount: '7.00' },
      newMembers: 1,
      adjustments: { credit: { count: 1, amount: '10.00' }, debit: { count: 1, amount: '4.00' } },
    };
    const earlier = Array.from({ length: 12 }, (_, i) =>
      zeroDay(`2026-11-${String(11 + i).padStart(2, '0')}`),
    );
    expect(dashboard).toEqual({
      date: '2026-11-24',
      today: day24,
      // The owner's work queues (dashboard-roles.test.ts counts every one of them, per role).
      queues: expect.arrayContaining([
        { id: 'pendingWithdrawals', count: 1, amount: '200.00' },
        { id: 'unmatchedStatementLines', count: 1, amount: '77.00' },
        { id: 'pendingAdjustments', count: 1, amount: '6000.00' },
      ]),
      // HANOI of the 24th: 5 + 7, not revenue until it settles.
      unsettledStakes: { count: 2, amount: '12.00' },
      series: [...earlier, day23, day24],
      // No programme cost anything today; GGR as the day's.
      rewardCosts: {
        date: '2026-11-24',
        ggr: day24.ggr,
        costs: {
          promotions: '0.00',
          coupons: '0.00',
          cashback: '0.00',
          referral: '0.00',
          vip: '0.00',
          missions: '0.00',
          manual: '0.00',
        },
        totalCost: '0.00',
        net: day24.ggr,
      },
      // No provider game round today (the games back office's test fills these).
      games: {
        rounds: 0,
        stake: '0.00',
        win: '0.00',
        ggr: '0.00',
        byCategory: gameCategories.map((category) => ({
          category,
          rounds: 0,
          stake: '0.00',
          win: '0.00',
          ggr: '0.00',
        })),
      },
    });
  });

  it('daily report: per Bangkok day and product, with totals; a product filter', async () => {
    const res = await get(`${reportPaths.daily}?from=2026-11-23&to=2026-11-24`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      from: '2026-11-23',
      to: '2026-11-24',
      // date, product, name, bills, bets, wins, refunds, settled stakes, profit
      rows: [
        ['2026-11-23', 'LAO', 'หวยลาวพัฒนา', 1, '30.00', '0.00', '30.00', '0.00', '0.00'],
        ['2026-11-23', 'HANOI', 'ฮานอยปกติ', 3, '40.00', '900.00', '0.00', '35.00', '-865.00'],
        ['2026-11-24', 'HANOI', 'ฮานอยปกติ', 1, '7.00', '0.00', '0.00', '0.00', '0.00'],
      ].map(([date, productCode, productName, bills, bets, wins, refunds, settledStakes, profit]) => ({
        date,
        productCode,
        productName,
        bills,
        bets,
        wins,
        refunds,
        settledStakes,
        profit,
      })),
      total: {
        bills: 5,
        bets: '77.00',
        wins: '900.00',
        refunds: '30.00',
        settledStakes: '35.00',
        profit: '-865.00',
      },
      adjustments: [
        { date: '2026-11-24', credit: { count: 1, amount: '10.00' }, debit: { count: 1, amount: '4.00' } },
      ],
      adjustmentsTotal: { credit: { count: 1, amount: '10.00' }, debit: { count: 1, amount: '4.00' } },
    });

    const lao = (await get(`${reportPaths.daily}?from=2026-11-23&to=2026-11-23&productCode=LAO`)).json().data;
    expect(lao.rows.map((row: { productCode: string }) => row.productCode)).toEqual(['LAO']);
    expect(lao.total).toEqual({
      bills: 1,
      bets: '30.00',
      wins: '0.00',
      refunds: '30.00',
      settledStakes: '0.00',
      profit: '0.00',
    });
    const before = (await get(`${reportPaths.daily}?from=2026-11-01&to=2026-11-22`)).json().data;
    expect(before.rows).toEqual([]);
  });

  it('rounds report: rounds closing in the range with their money, paged', async () => {
    const res = await get(`${reportPaths.rounds}?from=2026-11-23&to=2026-11-24&productCode=HANOI`);
    expect(res.statusCode).toBe(200);
    const hanoi23 = {
      roundCode: HANOI_23,
      productCode: 'HANOI',
      productName: 'ฮานอยปกติ',
      closeAt: '2026-11-23T11:10:00.000Z',
      status: 'SETTLED',
      bills: 2,
      stake: '35.00',
      win: '900.00',
      refunded: '0.00',
      profit: '-865.00',
    };
    const hanoi24 = {
      ...hanoi23,
      roundCode: HANOI_24,
      closeAt: '2026-11-24T11:10:00.000Z',
      status: 'OPEN',
      stake: '12.00',
      win: '0.00',
      profit: '12.00',
    };
    expect(res.json().data).toEqual({ data: [hanoi23, hanoi24], total: 2, pageNo: 1, pageSize: 25 });
    const second = await get(
      `${reportPaths.rounds}?from=2026-11-23&to=2026-11-24&productCode=HANOI&pageSize=1&pageNo=2`,
    );
    expect(second.json().data).toEqual({ data: [hanoi24], total: 2, pageNo: 2, pageSize: 1 });
    const lao = (await get(`${reportPaths.rounds}?from=2026-11-23&to=2026-11-23&productCode=LAO`)).json()
      .data;
    expect(lao.data).toMatchObject([
      { roundCode: LAO_23, bills: 1, stake: '30.00', refunded: '30.00', profit: '0.00' },
    ]);
  });

  it('CSV: UTF-8 with BOM, Thai headers and statuses, plain decimals, as an attachment', async () => {
    const daily = await get(`${reportPaths.daily}?from=2026-11-23&to=2026-11-24&format=csv`);
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(daily.headers['content-disposition']).toBe(
      'attachment; filename="daily-2026-11-23_2026-11-24.csv"',
    );
    expect([...daily.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(daily.rawPayload.toString('utf8')).toBe(
      '\uFEFFวันที่,รหัสหวย,ชื่อหวย,จำนวนบิล,ยอดแทง,ยอดจ่ายรางวัล,ยอดคืนเงิน,ยอดแทงที่ออกผลแล้ว,กำไร\r\n' +
        '2026-11-23,LAO,หวยลาวพัฒนา,1,30.00,0.00,30.00,0.00,0.00\r\n' +
        '2026-11-23,HANOI,ฮานอยปกติ,3,40.00,900.00,0.00,35.00,-865.00\r\n' +
        '2026-11-24,HANOI,ฮานอยปกติ,1,7.00,0.00,0.00,0.00,0.00\r\n',
    );

    // Every round of the range, whatever the page size asked.
    const rounds = await get(
      `${reportPaths.rounds}?from=2026-11-23&to=2026-11-24&productCode=HANOI&pageSize=1&format=csv`,
    );
    expect(rounds.statusCode).toBe(200);
    expect(rounds.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(rounds.headers['content-disposition']).toBe(
      'attachment; filename="rounds-HANOI-2026-11-23_2026-11-24.csv"',
    );
    expect(rounds.rawPayload.toString('utf8')).toBe(
      '\uFEFFรหัสงวด,รหัสหวย,ชื่อหวย,ปิดรับ (เวลาไทย),สถานะ,จำนวนบิล,ยอดแทง,ยอดจ่ายรางวัล,ยอดคืนเงิน,กำไร\r\n' +
        'HANOI20261123,HANOI,ฮานอยปกติ,2026-11-23 18:10,จ่ายรางวัลแล้ว,2,35.00,900.00,0.00,-865.00\r\n' +
        'HANOI20261124,HANOI,ฮานอยปกติ,2026-11-24 18:10,เปิดรับแทง,2,12.00,0.00,0.00,12.00\r\n',
    );
  });

  it('roles: every staff role sees the dashboard; support gets no reports; members and guests get 401', async () => {
    const daily = `${reportPaths.daily}?from=2026-11-23&to=2026-11-23`;
    const rounds = `${reportPaths.rounds}?from=2026-11-23&to=2026-11-23`;
    for (const role of ['owner', 'finance', 'lottery', 'support'] as const)
      expect((await get(reportPaths.dashboard, tokens[role])).statusCode).toBe(200);
    for (const role of ['owner', 'finance', 'lottery'] as const) {
      expect((await get(daily, tokens[role])).statusCode).toBe(200);
      expect((await get(rounds, tokens[role])).statusCode).toBe(200);
    }
    for (const url of [daily, `${daily}&format=csv`, rounds, `${rounds}&format=csv`]) {
      const refused = await get(url, tokens.support);
      expect(refused.statusCode).toBe(403);
      expect(statusOf(refused).code).toBe(errorCatalogue.FORBIDDEN.code);
    }
    for (const url of [reportPaths.dashboard, daily, rounds]) {
      expect((await get(url, memberToken)).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('refuses a bad range with 400 in the envelope: reversed, longer than 92 days, not a date, missing', async () => {
    for (const path of [reportPaths.daily, reportPaths.rounds]) {
      const reversed = await get(`${path}?from=2026-11-24&to=2026-11-23`);
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' },
        data: { field: 'to' },
      });
      // 2026-01-01 … 2026-04-02 is 92 days; one more is refused.
      expect((await get(`${path}?from=2026-01-01&to=2026-04-02`)).statusCode).toBe(200);
      const long = await get(`${path}?from=2026-01-01&to=2026-04-03&format=csv`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        status: { message: 'ช่วงวันที่ต้องไม่เกิน 92 วัน' },
        data: { field: 'to' },
      });
      const notADate = await get(`${path}?from=2026-02-30&to=2026-03-01`);
      expect(notADate.statusCode).toBe(400);
      expect(notADate.json()).toMatchObject({
        status: { message: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD' },
        data: { field: 'from' },
      });
      expect((await get(`${path}?from=2026-11-23`)).statusCode).toBe(400);
      expect((await get(`${path}?from=2026-11-23&to=2026-11-23&format=xlsx`)).statusCode).toBe(400);
    }
  });
});
