import {
  adminHref,
  adminPaths,
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  lotteryAdminHref,
  paymentPaths,
  receivableHref,
  receivablePaths,
  reportPaths,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  fundMember,
  memberBank,
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
  walletOf,
} from '#testing/index';

/** Open until the evening of the test clock's Monday 2026-11-23 (Bangkok). */
const HANOI = 'HANOI20261123';

/**
 * The outside probe's walk, on the server: a member wins ฿80,000, asks to withdraw ฿70,000 (in two
 * requests), the owner corrects the result; ฿10,977 is taken back and ฿69,023 becomes a receivable.
 */
describe.each(testDbKinds())('a correction the winner cannot repay (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let finance: string;
  let maker: string;
  let checker: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['receivables', 'reports', 'member-admin'] });
    await runRoundJob(t);
    owner = await ownerToken(t);
    finance = (await staffMember(t, 'finance')).token;
    maker = (await staffMember(t, 'lottery')).token;
    checker = (await staffMember(t, 'lottery')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (url: string, token: string, body: unknown = {}, key?: string) =>
    call(t, { url, token, body, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} });
  const read = (url: string, token: string) => call(t, { method: 'GET', url, token });
  const ledgerOk = async () => expect((await checkLedger(t)).ok).toBe(true);
  const withdrawalStatus = async (id: string) =>
    (
      await t.database.db
        .select({ status: schema.withdrawals.status, holdReason: schema.withdrawals.holdReason })
        .from(schema.withdrawals)
        .where(eq(schema.withdrawals.id, id))
    )[0];

  it('holds the withdrawals, refuses new ones, lets credits and a reject pay it, and a write-off close it', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1077.00');
    // THREE_TOP 345 at 800: 100.00 wins 80,000.00 with special 12345.
    const bill = await placeBill(t, token, HANOI, [{ betType: 'THREE_TOP', number: '345', amount: '100' }]);
    expect(statusOf(bill).code).toBe(0);
    expect((await admin(lotteryAdminHref.close(HANOI), maker)).statusCode).toBe(200);
    expect(
      (await admin(lotteryAdminHref.result(HANOI), maker, { special: '12345', first: '67890' })).statusCode,
    ).toBe(200);
    expect((await admin(lotteryAdminHref.resultConfirm(HANOI), checker)).json().data.status).toBe('SETTLED');
    expect(await walletOf(t, token)).toEqual({
      balance: '80977.00',
      lockedBalance: '0.00',
      receivable: '0.00',
    });

    // ฿70,000 asked for in two withdrawals; one is approved before the correction.
    const first = await moneyPost(t, token, paymentPaths.withdraw, { amount: '30000' });
    const second = await moneyPost(t, token, paymentPaths.withdraw, { amount: '40000' });
    expect(statusOf(first).code).toBe(0);
    expect(statusOf(second).code).toBe(0);
    const firstId: string = first.json().data.withdrawalId;
    const secondId: string = second.json().data.withdrawalId;
    expect((await admin(adminHref.withdrawalAction(secondId, 'approve'), finance)).statusCode).toBe(200);
    await ledgerOk();

    // The owner corrects: the member owes the whole 80,000.00; 10,977.00 is taken, 69,023.00 owed.
    const corrected = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, {
      result: { special: '00312', first: '67890' },
      reason: 'กรอกรางวัลพิเศษผิด',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.correction).toMatchObject({
      debitedTotal: '10977.00',
      shortfallTotal: '69023.00',
    });
    expect(await walletOf(t, token)).toEqual({
      balance: '0.00',
      lockedBalance: '70000.00',
      receivable: '69023.00',
    });
    await ledgerOk();
    // Both withdrawals wait, with the reason; the shortfall stays on the round page.
    for (const id of [firstId, secondId])
      expect(await withdrawalStatus(id)).toMatchObject({
        status: 'ON_HOLD',
        holdReason: expect.stringMatching(/69,?023/),
      });
    const roundPage = (await read(`/api/admin/lottery/rounds/${HANOI}`, finance)).json().data;
    expect(roundPage.corrections).toEqual([
      expect.objectContaining({ correctionNo: 1, debitedTotal: '10977.00', shortfallTotal: '69023.00' }),
    ]);
    const queue = (await read(`${adminPaths.withdrawals}?status=ON_HOLD`, finance)).json().data;
    expect(queue.data.map((w: { id: string }) => w.id).sort()).toEqual([firstId, secondId].sort());
    // Held money is still waiting to leave: the dashboard's withdrawal queue counts it.
    const dashboard = (await read(reportPaths.dashboard, finance)).json().data;
    expect(dashboard.queues).toContainEqual({ id: 'pendingWithdrawals', count: 2, amount: '70000.00' });

    // Finance can neither approve nor pay a held withdrawal.
    for (const [id, action, body] of [
      [firstId, 'approve', {}],
      [firstId, 'paid', { bankRef: 'BANK-1' }],
      [secondId, 'paid', { bankRef: 'BANK-2' }],
    ] as const) {
      const refused = await admin(adminHref.withdrawalAction(id, action), finance, body);
      expect(refused.statusCode).toBe(422);
      expect(statusOf(refused).code).toBe(errorCatalogue.WITHDRAWAL_ON_HOLD.code);
    }
    // A new withdrawal is refused with what is owed.
    const again = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' });
    expect(again.statusCode).toBe(422);
    expect(statusOf(again).code).toBe(errorCatalogue.WITHDRAW_RECEIVABLE_OPEN.code);
    expect(statusOf(again).message).toMatch(/69,?023/);

    // Staff see it: the member's receivable and the finance list, with its cause and age.
    const open = (await read(receivableHref.memberReceivable(member.memberId), finance)).json().data;
    expect(open).toMatchObject({
      member: { id: member.memberId },
      owed: '69023.00',
      ageDays: 0,
      causes: [{ roundCode: HANOI, correctionNo: 1, amount: '69023.00' }],
    });
    const list = (await read(receivablePaths.receivables, finance)).json().data;
    expect(list).toMatchObject({ total: 1, data: [{ member: { id: member.memberId }, owed: '69023.00' }] });

    // A deposit from the feed pays it first: nothing reaches the spendable balance. The bank
    // sending the same line again moves nothing.
    const bank = await memberBank(t, member.memberId);
    const line = statementLine({
      amount: '5000.00',
      fromBankCode: bank.bankCode,
      fromAccountNumber: bank.accountNumber,
    });
    for (const expected of ['CREDITED', 'DUPLICATE']) {
      const fed = await postFeed(t, { lines: [line] });
      expect(fed.json().data.lines[0].result).toBe(expected);
      expect(await walletOf(t, token)).toEqual({
        balance: '0.00',
        lockedBalance: '70000.00',
        receivable: '64023.00',
      });
    }
    await ledgerOk();

    // Rejecting the first withdrawal returns its hold to main, which pays 30,000.00 more.
    const rejected = await admin(adminHref.withdrawalAction(firstId, 'reject'), finance, {
      reason: 'ค้างชำระ',
    });
    expect(rejected.json().data).toEqual({ status: 'REJECTED' });
    expect(await walletOf(t, token)).toEqual({
      balance: '0.00',
      lockedBalance: '40000.00',
      receivable: '34023.00',
    });
    expect(await withdrawalStatus(secondId)).toMatchObject({ status: 'ON_HOLD' });
    await ledgerOk();

    // Only the owner writes off; never more than is owed.
    const key = 'write-off-walk-0001';
    const writeOff = (token: string, body: unknown, k: string) =>
      admin(receivableHref.writeOff(member.memberId), token, body, k);
    expect(
      (await writeOff(finance, { amount: '4023', reason: 'ลดหนี้' }, 'write-off-walk-fin1')).statusCode,
    ).toBe(403);
    const tooMuch = await writeOff(owner, { amount: '34023.01', reason: 'ลดหนี้' }, 'write-off-walk-much');
    expect(statusOf(tooMuch).code).toBe(errorCatalogue.WRITE_OFF_ABOVE_OWED.code);
    // Part of it, then a retry with the same key answers the same and moves nothing.
    const part = await writeOff(owner, { amount: '4023', reason: 'ลดหนี้บางส่วน' }, key);
    expect(part.json().data).toMatchObject({ writtenOff: '4023.00', owed: '30000.00' });
    const retry = await writeOff(owner, { amount: '4023', reason: 'ลดหนี้บางส่วน' }, key);
    expect(retry.json()).toEqual(part.json());
    expect(await walletOf(t, token)).toMatchObject({ receivable: '30000.00' });
    expect(await withdrawalStatus(secondId)).toMatchObject({ status: 'ON_HOLD' });
    await ledgerOk();

    // The rest closes it: the held withdrawal goes back to PENDING, and finance may pay it now.
    const rest = await writeOff(owner, { reason: 'ตัดหนี้สูญ' }, 'write-off-walk-0002');
    expect(rest.json().data).toMatchObject({ writtenOff: '30000.00', owed: '0.00' });
    expect(await walletOf(t, token)).toEqual({
      balance: '0.00',
      lockedBalance: '40000.00',
      receivable: '0.00',
    });
    expect(await withdrawalStatus(secondId)).toMatchObject({ status: 'PENDING' });
    expect((await read(receivableHref.memberReceivable(member.memberId), finance)).json().data).toBeNull();
    expect((await read(receivablePaths.receivables, finance)).json().data.total).toBe(0);
    const nothing = await writeOff(owner, { reason: 'อีกครั้ง' }, 'write-off-walk-0003');
    expect(statusOf(nothing).code).toBe(errorCatalogue.RECEIVABLE_NOT_OPEN.code);
    const audits = await auditRows(t, 'receivable.write_off', member.memberId);
    expect(audits.map((row) => row.after)).toEqual([
      expect.objectContaining({ writtenOff: '4023.00', owed: '30000.00' }),
      expect.objectContaining({ writtenOff: '30000.00', owed: '0.00' }),
    ]);
    const paid = await admin(adminHref.withdrawalAction(secondId, 'paid'), finance, { bankRef: 'BANK-3' });
    expect(paid.json().data).toEqual({ status: 'PAID' });
    // New withdrawals are possible again (once there is money).
    await fundMember(t, member, '500.00');
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' })).code).toBe(0);

    const writeOffs = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(
        and(
          eq(schema.ledgerTransfers.kind, 'RECEIVABLE_WRITE_OFF'),
          eq(schema.ledgerTransfers.causeId, member.memberId),
        ),
      );
    expect(writeOffs.map((row) => row.amountSatang)).toEqual([402300n, 3000000n]);
    await ledgerOk();
  });

  it('later credits pay the receivable first: a staff credit, a bill’s refund, a win, each in its transaction', async () => {
    const VIP = 'HANOI_VIP20261123';
    const SPECIAL = 'HANOI_SPECIAL20261123';
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1300.00');
    // Bills placed while there was money: a winner on VIP (to be corrected away), one on SPECIAL
    // that wins later, and one the member cancels later (its refund is a credit too).
    const vip = await placeBill(t, token, VIP, [{ betType: 'THREE_TOP', number: '345', amount: '100' }]);
    const special = await placeBill(t, token, SPECIAL, [{ betType: 'TWO_TOP', number: '99', amount: '100' }]);
    const toCancel = await placeBill(t, token, SPECIAL, [{ betType: 'TWO_TOP', number: '11', amount: '50' }]);
    for (const bill of [vip, special, toCancel]) expect(statusOf(bill).code).toBe(0);
    expect((await admin(lotteryAdminHref.close(VIP), maker)).statusCode).toBe(200);
    expect(
      (await admin(lotteryAdminHref.result(VIP), maker, { special: '12345', first: '67890' })).statusCode,
    ).toBe(200);
    expect((await admin(lotteryAdminHref.resultConfirm(VIP), checker)).statusCode).toBe(200);
    // 1,050.00 left + 80,000.00 won; the member spends 80,000.00 on a withdrawal.
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '80000' })).code).toBe(0);
    expect(await walletOf(t, token)).toMatchObject({ balance: '1050.00' });
    const corrected = await admin(lotteryAdminHref.resultCorrect(VIP), owner, {
      result: { special: '00312', first: '67890' },
      reason: 'ผลผิด',
    });
    expect(corrected.json().data.correction).toMatchObject({ shortfallTotal: '78950.00' });
    expect(await walletOf(t, token)).toMatchObject({ balance: '0.00', receivable: '78950.00' });

    // A staff credit adjustment pays it first.
    const credit = await admin(
      `/api/admin/members/${member.memberId}/adjustments`,
      owner,
      { amount: '100', direction: 'CREDIT', reason: 'ชดเชย' },
      'walk-adjust-credit-1',
    );
    expect(statusOf(credit).code).toBe(0);
    expect(await walletOf(t, token)).toMatchObject({ balance: '0.00', receivable: '78850.00' });
    // The member cancels a bill: the refund pays it first.
    const cancelled = await moneyPost(t, token, `/api/v2/order/${toCancel.json().data.billNo}/cancel`, {});
    expect(statusOf(cancelled).code).toBe(0);
    expect(await walletOf(t, token)).toMatchObject({ balance: '0.00', receivable: '78800.00' });
    // A win on another round pays it first.
    expect((await admin(lotteryAdminHref.close(SPECIAL), maker)).statusCode).toBe(200);
    expect(
      (await admin(lotteryAdminHref.result(SPECIAL), maker, { special: '00099', first: '67890' })).statusCode,
    ).toBe(200);
    expect((await admin(lotteryAdminHref.resultConfirm(SPECIAL), checker)).statusCode).toBe(200);
    expect(await walletOf(t, token)).toMatchObject({ balance: '0.00', receivable: '69800.00' });
    const settled = await t.database.db
      .select({ amount: schema.ledgerTransfers.amountSatang })
      .from(schema.ledgerTransfers)
      .where(eq(schema.ledgerTransfers.kind, 'RECEIVABLE_SETTLED'));
    expect(settled.map((row) => row.amount)).toEqual(expect.arrayContaining([10000n, 5000n, 900000n]));
    await ledgerOk();
  });
});
