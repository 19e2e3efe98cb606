import {
  adminHref,
  adminMemberHref,
  adminPaths,
  lotteryAdminHref,
  paymentPaths,
  staffRealtimeEvents,
  type WithdrawalContext,
  withdrawalContextHref,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  moneyPost,
  ownerToken,
  placeBill,
  registerMember,
  runRoundJob,
  staffMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { openRound } from '#testing/rounds';
import { withdrawalFlags } from './withdrawal-context.service';

/** The test clock starts 2026-11-23 10:00 Bangkok; HANOI of that day closes 18:10 and draws 45 on top. */
const HANOI_23 = 'HANOI20261123';

describe('withdrawal flags', () => {
  it('flags above 3× deposits (strictly) and a single win of at least ฿10,000', () => {
    expect(
      withdrawalFlags({ amountSatang: 300_00n, depositsSatang: 100_00n, largestRecentWinSatang: 0n }),
    ).toEqual([]);
    expect(
      withdrawalFlags({ amountSatang: 300_01n, depositsSatang: 100_00n, largestRecentWinSatang: 0n }),
    ).toEqual(['ABOVE_DEPOSITS']);
    expect(
      withdrawalFlags({ amountSatang: 1n, depositsSatang: 0n, largestRecentWinSatang: 10_000_00n }),
    ).toEqual(['ABOVE_DEPOSITS', 'AFTER_BIG_WIN']);
    expect(
      withdrawalFlags({ amountSatang: 1n, depositsSatang: 1n, largestRecentWinSatang: 9_999_99n }),
    ).toEqual([]);
  });
});

describe.each(testDbKinds())('withdrawal queue: staff push and context (%s)', (kind) => {
  let t: TestApp;
  let finance: string;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['reports', 'member-admin'] });
    await runRoundJob(t);
    finance = (await staffMember(t, 'finance')).token;
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const context = async (id: string, token = finance) => {
    const res = await call(t, { method: 'GET', url: withdrawalContextHref(id), token });
    return { status: res.statusCode, data: res.json().data as WithdrawalContext };
  };
  const staffEvents = () => publisher.events.filter((event) => event.room === `staff:${t.operatorId}`);

  it('pushes withdrawal.requested to the staff room after commit, and withdrawal.changed on approval', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const before = staffEvents().length;
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: '500.00' });
    expect(res.statusCode).toBe(200);
    const { withdrawalId, paymentRef } = res.json().data;
    expect(staffEvents().slice(before)).toEqual([
      {
        room: `staff:${t.operatorId}`,
        event: staffRealtimeEvents.withdrawalRequested,
        payload: { withdrawalId, paymentRef, amount: '500.00', status: 'PENDING' },
      },
    ]);
    // A refused request (over the balance) pushes nothing.
    expect((await moneyPost(t, token, paymentPaths.withdraw, { amount: '900.00' })).statusCode).toBe(422);
    expect(staffEvents()).toHaveLength(before + 1);

    expect(
      (await call(t, { url: adminHref.withdrawalAction(withdrawalId, 'approve'), token: finance, body: {} }))
        .statusCode,
    ).toBe(200);
    expect(staffEvents().at(-1)).toMatchObject({
      event: staffRealtimeEvents.withdrawalChanged,
      payload: { withdrawalId, status: 'APPROVED' },
    });

    // The list carries the account holder's name; the context the member's money, unflagged.
    const list = await call(t, {
      method: 'GET',
      url: `${adminPaths.withdrawals}?status=APPROVED`,
      token: finance,
    });
    const row = list.json().data.data.find((item: { id: string }) => item.id === withdrawalId);
    expect(row.member.accountName).toEqual(expect.any(String));
    expect(row.member.accountName.length).toBeGreaterThan(0);
    const { status, data } = await context(withdrawalId);
    expect(status).toBe(200);
    expect(data).toEqual({
      withdrawalId,
      memberId: member.memberId,
      deposits: { count: 1, amount: '1000.00' },
      withdrawals: { count: 0, amount: '0.00' },
      pendingWithdrawals: { count: 1, amount: '500.00' },
      stakes: { count: 0, amount: '0.00' },
      wins: { count: 0, amount: '0.00' },
      largestRecentWin: '0.00',
      flags: [],
    });
  });

  it('flags a withdrawal far above the deposits, and one right after a big win', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '100.00');
    const owner = await ownerToken(t);
    const credited = await moneyPost(t, owner, adminMemberHref.adjustments(member.memberId), {
      amount: '500.00',
      direction: 'CREDIT',
      reason: 'ชดเชย',
    });
    expect(credited.statusCode).toBe(200);
    // 120 on 2 ตัวบน 45: wins 120 × 90 = 10,800 when HANOI draws 45 on top.
    const bill = await placeBill(t, token, HANOI_23, [{ betType: 'TWO_TOP', number: '45', amount: '120' }]);
    expect(bill.statusCode).toBe(200);

    const above = await moneyPost(t, token, paymentPaths.withdraw, { amount: '300.01' });
    expect(above.statusCode).toBe(200);
    expect((await context(above.json().data.withdrawalId)).data.flags).toEqual(['ABOVE_DEPOSITS']);

    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    t.clock.set(new Date('2026-11-23T11:30:00.000Z'));
    for (const [url, who, body] of [
      [lotteryAdminHref.close(HANOI_23), maker.token, {}],
      [lotteryAdminHref.result(HANOI_23), maker.token, { special: '12345', first: '67890' }],
      [lotteryAdminHref.resultConfirm(HANOI_23), checker.token, {}],
    ] as const) {
      const res = await call(t, { url, token: who, body });
      expect(res.statusCode, res.body).toBe(200);
    }
    const afterWin = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100.00' });
    expect(afterWin.statusCode).toBe(200);
    const flagged = (
      await context(afterWin.json().data.withdrawalId, (await staffMember(t, 'finance')).token)
    ).data;
    expect(flagged).toMatchObject({
      wins: { count: 1, amount: '10800.00' },
      stakes: { count: 1, amount: '120.00' },
      largestRecentWin: '10800.00',
      flags: ['AFTER_BIG_WIN'],
    });

    // 25 hours later the win is no longer recent.
    t.clock.advance(25 * 3_600_000);
    const later = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100.00' });
    const fresh = await staffMember(t, 'finance');
    expect((await context(later.json().data.withdrawalId, fresh.token)).data.flags).toEqual([]);
  });

  it('keeps the big-win flag of a pending withdrawal after a correction that leaves the member the win', async () => {
    const { roundCode } = await openRound(t, 'HANOI');
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '200.00');
    // 120 on 2 ตัวบน 45 wins 10,800 when the special prize ends in 45.
    const bill = await placeBill(t, token, roundCode, [{ betType: 'TWO_TOP', number: '45', amount: '120' }]);
    expect(bill.statusCode).toBe(200);
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    for (const [url, who, body] of [
      [lotteryAdminHref.close(roundCode), maker.token, {}],
      [lotteryAdminHref.result(roundCode), maker.token, { special: '12345', first: '67890' }],
      [lotteryAdminHref.resultConfirm(roundCode), checker.token, {}],
    ] as const) {
      const res = await call(t, { url, token: who, body });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pending = await moneyPost(t, token, paymentPaths.withdraw, { amount: '5000.00' });
    expect(pending.statusCode).toBe(200);
    const { withdrawalId } = pending.json().data;
    // A finance session of its own: an earlier test moved the clock past the shared one's 12 hours.
    const fresh = (await staffMember(t, 'finance')).token;
    expect((await context(withdrawalId, fresh)).data.flags).toContain('AFTER_BIG_WIN');

    // An hour later the owner corrects the first prize only: 2 ตัวบน is still 45, the win stands.
    t.clock.advance(3_600_000);
    const corrected = await call(t, {
      url: lotteryAdminHref.resultCorrect(roundCode),
      token: await ownerToken(t),
      body: { result: { special: '12345', first: '11111' }, reason: 'กรอกรางวัลที่ 1 ผิด' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = (await context(withdrawalId, fresh)).data;
    expect(after).toMatchObject({ wins: { count: 1, amount: '10800.00' }, largestRecentWin: '10800.00' });
    expect(after.flags).toContain('AFTER_BIG_WIN');
  });

  it('refuses support (403) and an unknown withdrawal (404)', async () => {
    const support = await staffMember(t, 'support');
    const unknown = '0190f000-0000-7000-8000-000000000000';
    expect((await context(unknown, support.token)).status).toBe(403);
    const owner = await ownerToken(t);
    expect((await context(unknown, owner)).status).toBe(404);
  });
});
