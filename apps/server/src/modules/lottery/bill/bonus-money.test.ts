import { randomUUID } from 'node:crypto';
import { errorCatalogue, lotteryAdminHref, lotteryHref, realtimeEvents } from '@chokdee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  grantBonus,
  moneyPost,
  ownerToken,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { openRound } from '#testing/rounds';

/** Rounds of this file's own, opened in `beforeAll` (testing/rounds.ts). */
let HANOI: string;
let HANOI_VIP: string;
let LAO: string;

const satang = (baht: string) => BigInt(Math.round(Number(baht) * 100));

describe.each(testDbKinds())('bills with bonus money and their events (%s)', (kind) => {
  let t: TestApp;
  const publisher = createRecordingPublisher();
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['lottery', 'payments'] });
    ({ roundCode: HANOI } = await openRound(t, 'HANOI'));
    ({ roundCode: HANOI_VIP } = await openRound(t, 'HANOI_VIP'));
    ({ roundCode: LAO } = await openRound(t, 'LAO'));
    maker = await staffMember(t, 'lottery');
    checker = await staffMember(t, 'lottery');
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const wallet = () => createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
  /** A member with `cash` in the main account and `bonus` in the bonus account. */
  const memberWith = async (cash: string, bonus: string) => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, cash);
    if (satang(bonus) > 0n) await grantBonus(t, member.memberId, satang(bonus));
    return { ...member, token };
  };
  const walletParts = (token: string) => walletPartsOf(t, token);
  const billRow = async (billNo: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(eq(schema.lotteryBills.billNo, billNo));
    if (!row) throw new Error(`no bill ${billNo}`);
    return row;
  };
  const transfersOfBill = async (billId: string) =>
    (
      await t.database.db
        .select()
        .from(schema.ledgerTransfers)
        .where(
          and(
            eq(schema.ledgerTransfers.causeType, 'lottery_bill'),
            eq(schema.ledgerTransfers.causeId, billId),
          ),
        )
    )
      .map((row) => ({ kind: row.kind, key: row.idempotencyKey, amount: row.amountSatang }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  const eventsOf = (type: string, subjectIds: string[]) =>
    t.database.db
      .select()
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.type, type), inArray(schema.domainEvents.subjectId, subjectIds)));
  const admin = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
  const settleByStaff = async (roundCode: string, result: Record<string, string>) => {
    expect((await admin(lotteryAdminHref.close(roundCode), maker.token)).statusCode).toBe(200);
    expect((await admin(lotteryAdminHref.result(roundCode), maker.token, result)).statusCode).toBe(200);
    const confirmed = await admin(lotteryAdminHref.resultConfirm(roundCode), checker.token);
    expect(confirmed.json().data.status).toBe('SETTLED');
  };

  it('a stake takes cash first, then bonus; the bill keeps its bonus part; bill.placed once; a retry moves nothing', async () => {
    const member = await memberWith('30.00', '100.00');
    const key = randomUUID();
    const res = await placeBill(
      t,
      member.token,
      HANOI,
      [{ betType: 'TWO_TOP', number: '12', amount: '50' }],
      key,
    );
    expect(statusOf(res).code).toBe(0);
    const bill = await billRow(res.json().data.billNo);
    expect(bill.bonusStakeSatang).toBe(2000n);
    expect(await walletParts(member.token)).toEqual({
      balance: '80.00',
      cash: '0.00',
      bonus: '80.00',
      lockedBalance: '0.00',
    });
    expect(await transfersOfBill(bill.id)).toEqual([
      { kind: 'BET', key: `lottery-bill:${bill.id}:stake`, amount: 3000n },
      { kind: 'BET', key: `lottery-bill:${bill.id}:stake:bonus`, amount: 2000n },
    ]);
    // The push carries the contract's balance (docs/domain/member-site.md §3) (cash + bonus) and its parts.
    expect(publisher.events.filter((e) => e.room === `member:${member.memberId}`).at(-1)).toEqual({
      room: `member:${member.memberId}`,
      event: realtimeEvents.walletUpdated,
      payload: { balance: '80.00', cash: '0.00', bonus: '80.00', lockedBalance: '0.00' },
    });
    const [placed, ...more] = await eventsOf('bill.placed', [bill.id]);
    expect(more).toEqual([]);
    expect(placed).toMatchObject({ operatorId: t.operatorId, memberId: member.memberId });
    expect(placed?.payload).toEqual({
      billId: bill.id,
      billNo: bill.billNo,
      roundId: bill.roundId,
      roundCode: HANOI,
      productCode: 'HANOI',
      category: 'LOTTERY',
      stakeSatang: '5000',
      bonusStakeSatang: '2000',
      placedAt: bill.createdAt.toISOString(),
      lines: 1,
    });

    const retry = await placeBill(
      t,
      member.token,
      HANOI,
      [{ betType: 'TWO_TOP', number: '12', amount: '50' }],
      key,
    );
    expect(retry.json()).toEqual(res.json());
    expect(await transfersOfBill(bill.id)).toHaveLength(2);
    expect(await eventsOf('bill.placed', [bill.id])).toHaveLength(1);
    expect((await walletParts(member.token)).balance).toBe('80.00');
  });

  it('refuses a stake above cash + bonus and a stake a hook refuses, changing nothing', async () => {
    const member = await memberWith('10.00', '20.00');
    const before = await t.database.db.select().from(schema.domainEvents);
    const short = await placeBill(t, member.token, HANOI, [
      { betType: 'TWO_TOP', number: '13', amount: '31' },
    ]);
    expect(statusOf(short).code).toBe(errorCatalogue.INSUFFICIENT_BALANCE.code);
    expect(await walletParts(member.token)).toMatchObject({ cash: '10.00', bonus: '20.00' });
    expect(await t.database.db.select().from(schema.domainEvents)).toHaveLength(before.length);
  });

  it('the stake hook runs after the accounts are locked, sees the category and the largest line, and can refuse', async () => {
    const seen: unknown[] = [];
    const service = wallet();
    service.onStake(async (_tx, stake) => {
      seen.push(stake);
      if (stake.maxLineStakeSatang > 1500n) throw new Error('refused by hook');
    });
    const member = await memberWith('50.00', '0');
    const debit = (amountSatang: bigint, maxLineStakeSatang: bigint) =>
      t.database.db.transaction((tx) =>
        service.debitStake(tx, {
          operatorId: t.operatorId,
          memberId: member.memberId,
          amountSatang,
          maxLineStakeSatang,
          category: 'YEEKEE',
          causeType: 'test_stake',
          causeId: randomUUID(),
          idempotencyKey: `test-stake:${randomUUID()}`,
        }),
      );
    await expect(debit(2000n, 1600n)).rejects.toThrow('refused by hook');
    expect(await walletParts(member.token)).toMatchObject({ cash: '50.00' });
    expect(await debit(2000n, 1000n)).toEqual({ cashSatang: 2000n, bonusSatang: 0n });
    expect(seen).toEqual([
      expect.objectContaining({
        memberId: member.memberId,
        category: 'YEEKEE',
        maxLineStakeSatang: 1600n,
        totalSatang: 2000n,
      }),
      expect.objectContaining({ maxLineStakeSatang: 1000n, totalSatang: 2000n }),
    ]);
    expect(await walletParts(member.token)).toMatchObject({ cash: '30.00' });
  });

  it('a member’s cancel gives each part back to its own account, with bill.cancelled once', async () => {
    const member = await memberWith('10.00', '50.00');
    const placed = await placeBill(t, member.token, HANOI, [
      { betType: 'TWO_TOP', number: '77', amount: '30' },
    ]);
    const bill = await billRow(placed.json().data.billNo);
    expect(bill.bonusStakeSatang).toBe(2000n);
    const key = randomUUID();
    const cancel = await moneyPost(t, member.token, lotteryHref.cancelBill(bill.billNo), undefined, key);
    expect(statusOf(cancel).code).toBe(0);
    expect(
      await moneyPost(t, member.token, lotteryHref.cancelBill(bill.billNo), undefined, key),
    ).toMatchObject({
      statusCode: 200,
    });
    expect(await walletParts(member.token)).toMatchObject({ cash: '10.00', bonus: '50.00' });
    expect((await transfersOfBill(bill.id)).filter((x) => x.kind === 'BET_CANCELLED')).toEqual([
      { kind: 'BET_CANCELLED', key: `lottery-bill:${bill.id}:cancel`, amount: 1000n },
      { kind: 'BET_CANCELLED', key: `lottery-bill:${bill.id}:cancel:bonus`, amount: 2000n },
    ]);
    const events = await eventsOf('bill.cancelled', [bill.id]);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      billId: bill.id,
      stakeSatang: '3000',
      bonusStakeSatang: '2000',
    });
  });

  it('a staff round cancel refunds each part to its account, with bill.refunded once per bill', async () => {
    const member = await memberWith('5.00', '15.00');
    const placed = await placeBill(t, member.token, LAO, [
      { betType: 'TWO_TOP', number: '21', amount: '12' },
    ]);
    const bill = await billRow(placed.json().data.billNo);
    expect(bill.bonusStakeSatang).toBe(700n);
    const cancelled = await admin(lotteryAdminHref.cancel(LAO), checker.token, { reason: 'งวดนี้ยกเลิก' });
    expect(cancelled.statusCode).toBe(200);
    expect(await walletParts(member.token)).toMatchObject({ cash: '5.00', bonus: '15.00' });
    const events = await eventsOf('bill.refunded', [bill.id]);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      billId: bill.id,
      bonusStakeSatang: '700',
      reason: 'งวดนี้ยกเลิก',
      wasSettled: false,
    });
  });

  it('settlement pays a win’s bonus share (floor) to bonus, publishes bill.settled once per bill with covering, and a correction takes bonus back first', async () => {
    // HANOI special 12345 → top3 345, top2 45; first 67890 → bottom2 90.
    const result = { special: '12345', first: '67890' };
    const winner = await memberWith('1.00', '2.01');
    const won = await placeBill(t, winner.token, HANOI_VIP, [
      { betType: 'TWO_TOP', number: '45', amount: '2' },
      { betType: 'RUN_TOP', number: '0', amount: '1.01' },
    ]);
    expect(statusOf(won).code).toBe(0);
    const rate = won.json().data.lines[0].rewardPrice as string;
    const winSatang = satang(rate) * 2n;
    const winnerBill = await billRow(won.json().data.billNo);
    expect(winnerBill.bonusStakeSatang).toBe(201n);
    const bonusWin = (winSatang * 201n) / 301n;

    // A 100-number 2 ตัวล่าง cover over two bills: covering (≥ 70 of 100).
    const coverer = await memberWith('100.00', '0');
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    const cover = [numbers.slice(0, 50), numbers.slice(50)].map((part) =>
      part.map((number) => ({ betType: 'TWO_BOTTOM', number, amount: '1' })),
    );
    const coverBills: string[] = [];
    let bottomRate = '';
    for (const lines of cover) {
      const res = await placeBill(t, coverer.token, HANOI_VIP, lines);
      expect(statusOf(res).code).toBe(0);
      bottomRate = res.json().data.lines[0].rewardPrice;
      coverBills.push((await billRow(res.json().data.billNo)).id);
    }
    // 69 numbers (and a cancelled bill with a 70th): not covering.
    const partial = await memberWith('100.00', '0');
    const partialRes = await placeBill(
      t,
      partial.token,
      HANOI_VIP,
      numbers.slice(0, 69).map((number) => ({ betType: 'TWO_BOTTOM', number, amount: '1' })),
    );
    const partialBill = await billRow(partialRes.json().data.billNo);
    const extra = await placeBill(t, partial.token, HANOI_VIP, [
      { betType: 'TWO_BOTTOM', number: '99', amount: '1' },
    ]);
    const extraNo = extra.json().data.billNo;
    expect(statusOf(await moneyPost(t, partial.token, lotteryHref.cancelBill(extraNo), undefined)).code).toBe(
      0,
    );

    await settleByStaff(HANOI_VIP, result);
    expect(await walletParts(winner.token)).toMatchObject({
      cash: ((Number(winSatang - bonusWin) + 0) / 100).toFixed(2),
      bonus: (Number(bonusWin) / 100).toFixed(2),
    });
    expect((await transfersOfBill(winnerBill.id)).filter((x) => x.kind === 'LOTTERY_WIN')).toEqual([
      { kind: 'LOTTERY_WIN', key: `settle:${winnerBill.id}`, amount: winSatang - bonusWin },
      { kind: 'LOTTERY_WIN', key: `settle:${winnerBill.id}:bonus`, amount: bonusWin },
    ]);

    const settled = await eventsOf('bill.settled', [winnerBill.id, ...coverBills, partialBill.id]);
    expect(settled).toHaveLength(4);
    const payloadOf = (billId: string) => settled.find((e) => e.subjectId === billId)?.payload;
    expect(payloadOf(winnerBill.id)).toMatchObject({
      billId: winnerBill.id,
      category: 'LOTTERY',
      stakeSatang: '301',
      bonusStakeSatang: '201',
      winSatang: String(winSatang),
      bonusWinSatang: String(bonusWin),
      byBetType: [
        { betType: 'RUN_TOP', lines: 1, stakeSatang: '101', winSatang: '0', covering: false },
        { betType: 'TWO_TOP', lines: 1, stakeSatang: '200', winSatang: String(winSatang), covering: false },
      ],
    });
    // 90 (bottom2) is in the second half of the cover: that bill wins, both are covering.
    coverBills.forEach((billId, half) => {
      const win = half === 0 ? '0' : String(satang(bottomRate));
      expect(payloadOf(billId)).toMatchObject({
        winSatang: win,
        bonusWinSatang: '0',
        byBetType: [
          { betType: 'TWO_BOTTOM', lines: 50, stakeSatang: '5000', winSatang: win, covering: true },
        ],
      });
    });
    expect(payloadOf(partialBill.id)).toMatchObject({
      byBetType: [{ betType: 'TWO_BOTTOM', lines: 69, stakeSatang: '6900', winSatang: '0', covering: false }],
    });
    // The cancelled bill is not settled, and the job finds nothing more to publish.
    expect(await eventsOf('bill.settled', [(await billRow(extraNo)).id])).toEqual([]);
    await moduleApi(t, 'lottery').settlement.settleRound(winnerBill.roundId);
    expect(await eventsOf('bill.settled', [winnerBill.id, ...coverBills, partialBill.id])).toHaveLength(4);

    // The owner corrects: 45 no longer wins. Bonus goes back first, then cash; nothing is owed.
    const corrected = await admin(lotteryAdminHref.resultCorrect(HANOI_VIP), await ownerToken(t), {
      result: { special: '12344', first: '67890' },
      reason: 'กรอกผลผิด',
    });
    expect(corrected.statusCode).toBe(200);
    expect(await walletParts(winner.token)).toMatchObject({ cash: '0.00', bonus: '0.00' });
    const [fix, ...again] = await eventsOf('bill.win_corrected', [winnerBill.id]);
    expect(again).toEqual([]);
    expect(fix?.payload).toMatchObject({ deltaWinSatang: String(-winSatang), winSatang: '0' });
  });
});
