import { errorCatalogue, lotteryAdminHref, lotteryHref, realtimeEvents } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  ownerToken,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { openRound } from '#testing/rounds';

/** Rounds of this file's own, opened in `beforeAll` (testing/rounds.ts). */
let HANOI: string;
let HANOI_VIP: string;
let HANOI_SPECIAL: string;
let LAO: string;

describe.each(testDbKinds())('lottery results and settlement (%s)', (kind) => {
  let t: TestApp;
  const publisher = createRecordingPublisher();
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['lottery', 'payments'] });
    ({ roundCode: HANOI } = await openRound(t, 'HANOI'));
    ({ roundCode: HANOI_VIP } = await openRound(t, 'HANOI_VIP'));
    ({ roundCode: HANOI_SPECIAL } = await openRound(t, 'HANOI_SPECIAL'));
    ({ roundCode: LAO } = await openRound(t, 'LAO'));
    maker = await staffMember(t, 'lottery');
    checker = await staffMember(t, 'lottery');
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const admin = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
  const roundRow = async (roundCode: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.roundCode, roundCode));
    if (!row) throw new Error(`no round ${roundCode}`);
    return row;
  };
  const auditCount = async (action: string, targetId: string) =>
    (
      await t.database.db
        .select()
        .from(schema.staffAuditLog)
        .where(and(eq(schema.staffAuditLog.action, action), eq(schema.staffAuditLog.targetId, targetId)))
    ).length;
  const settleTransfers = async (billNo: string) => {
    const [bill] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(eq(schema.lotteryBills.billNo, billNo));
    if (!bill) throw new Error(`no bill ${billNo}`);
    return t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(eq(schema.ledgerTransfers.idempotencyKey, `settle:${bill.id}`));
  };

  it('only lottery and owner staff may act on rounds', async () => {
    const support = await staffMember(t, 'support');
    const refused = await admin(lotteryAdminHref.close(HANOI_VIP), support.token);
    expect(refused.statusCode).toBe(403);
    const guest = await call(t, { url: lotteryAdminHref.close(HANOI_VIP), body: {} });
    expect(guest.statusCode).toBe(401);
    expect((await roundRow(HANOI_VIP)).status).toBe('OPEN');
  });

  it('enters, voids, confirms (maker-checker) and settles a round exactly once', async () => {
    const winner = await registerMember(t);
    const winnerToken = await fundedMember(t, winner, '100.00');
    const loserToken = await fundedMember(t, await registerMember(t), '50.00');
    const won = await placeBill(t, winnerToken, HANOI, [
      { betType: 'THREE_TOP', number: '345', amount: '10' },
      { betType: 'TWO_BOTTOM', number: '90', amount: '5' },
      { betType: 'RUN_TOP', number: '4', amount: '3' },
      { betType: 'THREE_TOD', number: '543', amount: '2' },
      { betType: 'TWO_TOP', number: '11', amount: '1' },
    ]);
    expect(statusOf(won).code).toBe(0);
    const lost = await placeBill(t, loserToken, HANOI, [{ betType: 'TWO_TOP', number: '12', amount: '20' }]);
    expect(statusOf(lost).code).toBe(0);
    const result = { special: '12345', first: '67890' };

    // Refused while the round is open.
    const early = await admin(lotteryAdminHref.result(HANOI), maker.token, result);
    expect(early.statusCode).toBe(422);
    expect(statusOf(early).code).toBe(errorCatalogue.ROUND_STILL_OPEN.code);

    const closed = await admin(lotteryAdminHref.close(HANOI), maker.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('CLOSED');
    const round = await roundRow(HANOI);
    expect(await auditCount('lottery.round.close', round.id)).toBe(1);
    expect((await admin(lotteryAdminHref.close(HANOI), maker.token)).statusCode).toBe(409);
    const late = await placeBill(t, loserToken, HANOI, [{ betType: 'TWO_TOP', number: '13', amount: '1' }]);
    expect(statusOf(late).code).toBe(errorCatalogue.ROUND_NOT_OPEN.code);

    // Bad bodies: the Thai message names the field.
    for (const [body, field, message] of [
      [{ special: '1234', first: '67890' }, 'special', 'รางวัลพิเศษต้องเป็นตัวเลข 5 หลัก'],
      [{ special: 12345, first: '67890' }, 'special', 'รางวัลพิเศษต้องเป็นตัวเลข 5 หลัก'],
      [{ special: '12345' }, 'first', 'รางวัลที่ 1 ต้องเป็นตัวเลข 5 หลัก'],
      [{ special: '12345', first: '6789a' }, 'first', 'รางวัลที่ 1 ต้องเป็นตัวเลข 5 หลัก'],
    ] as const) {
      const bad = await admin(lotteryAdminHref.result(HANOI), maker.token, body);
      expect(bad.statusCode).toBe(400);
      expect(statusOf(bad).message).toBe(message);
      expect(bad.json().data.field).toBe(field);
    }
    expect((await roundRow(HANOI)).status).toBe('CLOSED');

    // A wrong result, voided before confirmation.
    const wrong = await admin(lotteryAdminHref.result(HANOI), maker.token, {
      special: '99999',
      first: '00000',
    });
    expect(wrong.json().data).toMatchObject({ status: 'RESULTED', derived: { top3: '999', bottom2: '00' } });
    const voided = await admin(lotteryAdminHref.resultVoid(HANOI), checker.token);
    expect(voided.json().data).toMatchObject({ status: 'CLOSED', result: null });
    expect(await auditCount('lottery.result.void', round.id)).toBe(1);
    expect((await admin(lotteryAdminHref.resultVoid(HANOI), checker.token)).statusCode).toBe(409);

    const entered = await admin(lotteryAdminHref.result(HANOI), maker.token, result);
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data).toMatchObject({
      status: 'RESULTED',
      result,
      derived: { top3: '345', top2: '45', bottom2: '90' },
    });
    expect((await roundRow(HANOI)).resultEnteredBy).toBe(maker.id);

    // Maker-checker: the one who entered it cannot confirm it.
    const self = await admin(lotteryAdminHref.resultConfirm(HANOI), maker.token);
    expect(self.statusCode).toBe(403);
    expect(statusOf(self).code).toBe(errorCatalogue.RESULT_MAKER_CHECKER.code);
    expect(await balanceOf(t, winnerToken)).toMatchObject({ balance: '79.00' });

    publisher.events.length = 0;
    const confirmed = await admin(lotteryAdminHref.resultConfirm(HANOI), checker.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'SETTLED',
      settlement: { billsSettled: 2, winningBills: 1, totalWin: '8699.60' },
    });
    expect(await auditCount('lottery.result.confirm', round.id)).toBe(1);
    // 8000 (3 top) + 450 (2 bottom) + 9.60 (run top 3 × 3.2) + 240 (3 tod) = 8699.60.
    expect(await balanceOf(t, winnerToken)).toMatchObject({ balance: '8778.60' });
    expect(await balanceOf(t, loserToken)).toMatchObject({ balance: '30.00' });
    const wonBill = await call(t, {
      method: 'GET',
      url: lotteryHref.bill(won.json().data.billNo),
      token: winnerToken,
    });
    expect(wonBill.json().data).toMatchObject({ status: 1, totalWinAmount: '8699.60' });
    expect(wonBill.json().data.lines.map((line: { winAmount: string | null }) => line.winAmount)).toEqual([
      '8000.00',
      '450.00',
      '9.60',
      '240.00',
      '0.00',
    ]);
    const lostBill = await call(t, {
      method: 'GET',
      url: lotteryHref.bill(lost.json().data.billNo),
      token: loserToken,
    });
    expect(lostBill.json().data).toMatchObject({ status: 1, totalWinAmount: '0.00' });
    expect(publisher.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          room: `member:${winner.memberId}`,
          event: realtimeEvents.billSettled,
          payload: { billNo: won.json().data.billNo, roundCode: HANOI, totalWinAmount: '8699.60' },
        }),
        expect.objectContaining({
          room: `member:${winner.memberId}`,
          event: realtimeEvents.walletUpdated,
          payload: { balance: '8778.60', cash: '8778.60', bonus: '0.00', lockedBalance: '0.00' },
        }),
      ]),
    );

    // A retried confirm, and the settlement job running again, move nothing.
    const retry = await admin(lotteryAdminHref.resultConfirm(HANOI), checker.token);
    expect(retry.statusCode).toBe(409);
    expect(await moduleApi(t, 'lottery').settlement.settleRound(round.id)).toMatchObject({
      settled: false,
      bills: 0,
    });
    expect(await settleTransfers(won.json().data.billNo)).toHaveLength(1);
    expect(await settleTransfers(lost.json().data.billNo)).toHaveLength(0);
    expect(await balanceOf(t, winnerToken)).toMatchObject({ balance: '8778.60' });
    expect((await admin(lotteryAdminHref.cancel(HANOI), checker.token, { reason: 'ผิด' })).statusCode).toBe(
      409,
    );
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('an owner may enter or confirm; the checker is any other lottery or owner account', async () => {
    expect((await admin(lotteryAdminHref.close(LAO), await ownerToken(t))).statusCode).toBe(200);
    const bad = await admin(lotteryAdminHref.result(LAO), await ownerToken(t), { number: '12' });
    expect(bad.statusCode).toBe(400);
    expect(statusOf(bad).message).toBe('เลขที่ออกต้องเป็นตัวเลข 4 ถึง 6 หลัก');
    const entered = await admin(lotteryAdminHref.result(LAO), await ownerToken(t), { number: '129813' });
    expect(entered.json().data.derived).toMatchObject({ top3: '813', bottom2: '98' });
    const confirmed = await admin(lotteryAdminHref.resultConfirm(LAO), maker.token);
    expect(confirmed.json().data).toMatchObject({ status: 'SETTLED', settlement: { billsSettled: 0 } });
  });

  it('the checker re-types the result blind: a mismatch names the fields, not the values, and changes nothing', async () => {
    expect((await admin(lotteryAdminHref.close(HANOI_VIP), maker.token)).statusCode).toBe(200);
    const entered = { special: '45123', first: '00099' };
    expect((await admin(lotteryAdminHref.result(HANOI_VIP), maker.token, entered)).statusCode).toBe(200);

    const differs = await admin(lotteryAdminHref.resultConfirm(HANOI_VIP), checker.token, {
      result: { special: '45123', first: '00098' },
    });
    expect(differs.statusCode).toBe(422);
    expect(statusOf(differs)).toEqual({
      code: errorCatalogue.RESULT_MISMATCH.code,
      message: errorCatalogue.RESULT_MISMATCH.message,
    });
    expect(differs.json().data.fields).toEqual(['first']);
    expect(JSON.stringify(differs.json())).not.toContain('00099');
    expect((await roundRow(HANOI_VIP)).resultConfirmedAt).toBeNull();

    const bothDiffer = await admin(lotteryAdminHref.resultConfirm(HANOI_VIP), checker.token, {
      result: { special: '45132', first: '00090' },
    });
    expect(bothDiffer.json().data.fields).toEqual(['special', 'first']);

    const malformed = await admin(lotteryAdminHref.resultConfirm(HANOI_VIP), checker.token, {
      result: { special: '4512', first: '00099' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.field).toBe('result.special');
    expect((await roundRow(HANOI_VIP)).resultConfirmedAt).toBeNull();

    const confirmed = await admin(lotteryAdminHref.resultConfirm(HANOI_VIP), checker.token, {
      result: { special: ' 45123 ', first: '00099' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('SETTLED');
    expect((await roundRow(HANOI_VIP)).resultConfirmedBy).toBe(checker.id);
  });

  it('cancels a round with a reason: every pending bill refunded once', async () => {
    const aToken = await fundedMember(t, await registerMember(t), '100.00');
    const bToken = await fundedMember(t, await registerMember(t), '100.00');
    const a1 = await placeBill(t, aToken, HANOI_SPECIAL, [
      { betType: 'TWO_TOP', number: '01', amount: '10' },
    ]);
    const a2 = await placeBill(t, aToken, HANOI_SPECIAL, [
      { betType: 'RUN_TOP', number: '1', amount: '5.50' },
    ]);
    const b1 = await placeBill(t, bToken, HANOI_SPECIAL, [
      { betType: 'THREE_TOP', number: '001', amount: '30' },
    ]);
    for (const res of [a1, a2, b1]) expect(statusOf(res).code).toBe(0);
    expect(await balanceOf(t, aToken)).toMatchObject({ balance: '84.50' });

    const noReason = await admin(lotteryAdminHref.cancel(HANOI_SPECIAL), maker.token, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(statusOf(noReason).message).toBe('กรุณาระบุเหตุผลที่ยกเลิกงวด');

    const cancelled = await admin(lotteryAdminHref.cancel(HANOI_SPECIAL), maker.token, { reason: 'ตลาดปิด' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', refundedBills: 3 });
    expect(await balanceOf(t, aToken)).toMatchObject({ balance: '100.00' });
    expect(await balanceOf(t, bToken)).toMatchObject({ balance: '100.00' });
    const round = await roundRow(HANOI_SPECIAL);
    expect(round.cancelReason).toBe('ตลาดปิด');
    expect(await auditCount('lottery.round.cancel', round.id)).toBe(1);
    const bills = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(eq(schema.lotteryBills.roundId, round.id));
    expect(bills.map((bill) => bill.status)).toEqual([2, 2, 2]);

    const again = await admin(lotteryAdminHref.cancel(HANOI_SPECIAL), maker.token, { reason: 'ซ้ำ' });
    expect(again.statusCode).toBe(409);
    expect(
      (await admin(lotteryAdminHref.result(HANOI_SPECIAL), maker.token, { special: '12345', first: '12345' }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(t, aToken)).toMatchObject({ balance: '100.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
