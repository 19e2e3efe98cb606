import { errorCatalogue, lotteryAdminHref, lotteryHref, paymentPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  moneyPost,
  ownerToken,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletOf,
} from '#testing/index';
import { openRound } from '#testing/rounds';

/** Rounds of this file's own, opened in `beforeAll` (testing/rounds.ts). */
let HANOI: string;

describe.each(testDbKinds())('owner correction of a settled result (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments', 'receivables'] });
    ({ roundCode: HANOI } = await openRound(t, 'HANOI'));
    owner = await ownerToken(t);
    maker = await staffMember(t, 'lottery');
    checker = await staffMember(t, 'lottery');
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
  const billOf = async (token: string, billNo: string) =>
    (await call(t, { method: 'GET', url: lotteryHref.bill(billNo), token })).json().data;
  const correctionTransfers = async (roundId: string) =>
    t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(
        and(
          eq(schema.ledgerTransfers.kind, 'LOTTERY_WIN_CORRECTION'),
          eq(schema.ledgerTransfers.causeId, roundId),
        ),
      );

  it('re-judges every bill, credits the new winners, takes back what it can (the rest a receivable), and retries move nothing', async () => {
    const aToken = await fundedMember(t, await registerMember(t), '100.00');
    const bToken = await fundedMember(t, await registerMember(t), '100.00');
    const a = await placeBill(t, aToken, HANOI, [{ betType: 'TWO_TOP', number: '45', amount: '10' }]);
    const b = await placeBill(t, bToken, HANOI, [
      { betType: 'TWO_TOP', number: '12', amount: '10' },
      { betType: 'RUN_TOP', number: '9', amount: '1' },
    ]);
    expect(statusOf(a).code).toBe(0);
    expect(statusOf(b).code).toBe(0);
    const rate = Number(a.json().data.lines[0].rewardPrice);
    const win = (rate * 10).toFixed(2);

    // Before settlement a correction is refused: the round is still open.
    const early = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, {
      result: { special: '00312', first: '11111' },
      reason: 'ผลผิด',
    });
    expect(early.statusCode).toBe(409);

    expect((await admin(lotteryAdminHref.close(HANOI), maker.token)).statusCode).toBe(200);
    const wrong = { special: '12345', first: '67890' };
    expect((await admin(lotteryAdminHref.result(HANOI), maker.token, wrong)).statusCode).toBe(200);
    const confirmed = await admin(lotteryAdminHref.resultConfirm(HANOI), checker.token);
    expect(confirmed.json().data.status).toBe('SETTLED');
    expect(await balanceOf(t, aToken)).toMatchObject({ balance: (90 + rate * 10).toFixed(2) });

    // A spends most of the win: withdraws all but 100.00.
    const withdrawn = await moneyPost(t, aToken, paymentPaths.withdraw, {
      amount: (rate * 10 - 10).toFixed(2),
    });
    expect(statusOf(withdrawn).code).toBe(0);
    expect(await balanceOf(t, aToken)).toMatchObject({ balance: '100.00' });

    const body = { result: { special: '00312', first: '67890' }, reason: 'กรอกรางวัลพิเศษผิด' };
    // Only the owner corrects.
    expect((await admin(lotteryAdminHref.resultCorrect(HANOI), maker.token, body)).statusCode).toBe(403);
    // A bad result names its field and changes nothing.
    const bad = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, {
      result: { special: '0031', first: '67890' },
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('result.special');
    const noReason = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, { ...body, reason: '' });
    expect(noReason.statusCode).toBe(400);
    // The settled result again: nothing to correct.
    const same = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, { result: wrong, reason: 'x' });
    expect(statusOf(same).code).toBe(errorCatalogue.RESULT_UNCHANGED.code);

    const corrected = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, body);
    expect(corrected.statusCode).toBe(200);
    // top2 is now 12 (B wins), top3 312 (B's run on 9 still loses); A owes the whole win back.
    expect(corrected.json().data).toMatchObject({
      status: 'SETTLED',
      result: body.result,
      derived: { top3: '312', top2: '12' },
      correction: {
        billsChanged: 2,
        membersCredited: 1,
        membersDebited: 1,
        creditedTotal: win,
        debitedTotal: '100.00',
        shortfallTotal: (rate * 10 - 100).toFixed(2),
      },
    });
    expect(await balanceOf(t, aToken)).toMatchObject({ balance: '0.00' });
    expect(await balanceOf(t, bToken)).toMatchObject({ balance: (89 + rate * 10).toFixed(2) });
    expect(await billOf(aToken, a.json().data.billNo)).toMatchObject({ status: 1, totalWinAmount: '0.00' });
    expect(await billOf(bToken, b.json().data.billNo)).toMatchObject({ status: 1, totalWinAmount: win });

    const [round] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.roundCode, HANOI));
    if (!round) throw new Error('no round');
    expect(round.correctionCount).toBe(1);
    const [audit] = await t.database.db
      .select()
      .from(schema.staffAuditLog)
      .where(
        and(
          eq(schema.staffAuditLog.action, 'lottery.result.correct'),
          eq(schema.staffAuditLog.targetId, round.id),
        ),
      );
    expect(audit?.after).toMatchObject({ reason: body.reason, correctionCount: 1 });
    // B's credit, A's claw-back of 100.00 and A's receivable for the rest.
    expect(await correctionTransfers(round.id)).toHaveLength(3);
    expect(await walletOf(t, aToken)).toMatchObject({ receivable: (rate * 10 - 100).toFixed(2) });

    // The same correction again is "unchanged" and moves nothing.
    const retry = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, body);
    expect(statusOf(retry).code).toBe(errorCatalogue.RESULT_UNCHANGED.code);
    expect(await correctionTransfers(round.id)).toHaveLength(3);

    // Back to the first result: B gives the win back, A gets the whole win again (the receivable
    // counted as taken back), which first pays A's receivable: A is left with the 100.00 taken.
    const back = await admin(lotteryAdminHref.resultCorrect(HANOI), owner, {
      result: wrong,
      reason: 'ผลเดิมถูก',
    });
    expect(back.json().data.correction).toMatchObject({
      membersCredited: 1,
      membersDebited: 1,
      creditedTotal: win,
      debitedTotal: win,
      shortfallTotal: '0.00',
    });
    expect(await walletOf(t, aToken)).toMatchObject({ balance: '100.00', receivable: '0.00' });
    expect(await balanceOf(t, bToken)).toMatchObject({ balance: '89.00' });
    expect(await billOf(aToken, a.json().data.billNo)).toMatchObject({ totalWinAmount: win });
    expect(await correctionTransfers(round.id)).toHaveLength(5);
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
