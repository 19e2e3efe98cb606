import { errorCatalogue, paymentPaths, promotionPaths } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  conditionRow,
  drainEvents,
  fundedMember,
  grantCondition,
  loginToken,
  moneyPost,
  placeBill,
  registerMember,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';
import { openRound } from '#testing/rounds';

/** Rounds of this file's own, opened in `beforeAll` (testing/rounds.ts). */
let HANOI: string;
let HANOI_VIP: string;
let LAO: string;

/**
 * Turnover through real bills: staked through the wallet (cash first, then bonus), settled by staff
 * entering and confirming a result, counted by the outbox consumer. The golden cases again, end to end.
 */
describe.each(testDbKinds())('turnover through real bills (%s)', (kind) => {
  let t: TestApp;
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['promotions', 'lottery', 'payments'] });
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

  const settle = async (roundCode: string, result: Record<string, string>) =>
    expect((await settleByStaff(t, roundCode, result, { maker, checker })).json().data.status).toBe(
      'SETTLED',
    );
  const billIdOf = async (billNo: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(eq(schema.lotteryBills.billNo, billNo));
    if (!row) throw new Error(`no bill ${billNo}`);
    return row.id;
  };
  const contributionsOf = (billId: string) =>
    t.database.db
      .select()
      .from(schema.wageringContributions)
      .where(eq(schema.wageringContributions.sourceKey, `lottery_bill:${billId}`));

  it('a 100-number 2 ตัวล่าง cover counts 0; the target is met on the exact satang; the bonus converts; the member withdraws', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '200.00');
    const { conditionId } = await grantCondition(t, member.memberId, {
      name: 'โบนัสทดสอบ',
      bonusSatang: 10_000n,
      targetSatang: 15_000n,
    });
    t.clock.advance(1000);
    // HANOI_VIP: special 12345 → 2 ตัวบน 45; first 67890 → 2 ตัวล่าง 90.
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    const cover = await placeBill(
      t,
      token,
      HANOI_VIP,
      numbers.map((number) => ({ betType: 'TWO_BOTTOM', number, amount: '1' })),
    );
    expect(statusOf(cover).code).toBe(0);
    const bottomRate = cover.json().data.lines[0].rewardPrice as string;
    // 150 baht on a losing number: 100 of cash, then 50 of bonus.
    const stake = await placeBill(t, token, HANOI_VIP, [{ betType: 'TWO_TOP', number: '11', amount: '150' }]);
    expect(statusOf(stake).code).toBe(0);
    expect(await walletPartsOf(t, token)).toMatchObject({ cash: '0.00', bonus: '50.00' });

    const refused = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' });
    expect(statusOf(refused).code).toBe(errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code);
    expect(refused.json().data).toMatchObject({
      isTrigger: true,
      currentTurnover: '0.00',
      turnoverTarget: '150.00',
    });

    await settle(HANOI_VIP, { special: '12345', first: '67890' });
    await drainEvents(t);
    expect(await contributionsOf(await billIdOf(cover.json().data.billNo))).toEqual([]);
    expect(
      (await contributionsOf(await billIdOf(stake.json().data.billNo))).map((row) => row.countedSatang),
    ).toEqual([15_000n]);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'COMPLETED',
      turnoverSatang: 15_000n,
      convertedSatang: 5_000n,
    });
    const coverWin = Math.round(Number(bottomRate) * 100);
    expect(await walletPartsOf(t, token)).toMatchObject({
      cash: ((coverWin + 5_000) / 100).toFixed(2),
      bonus: '0.00',
    });
    const me = (await call(t, { method: 'GET', url: promotionPaths.me, token })).json().data;
    expect(me.active).toBeNull();
    expect(me.history[0]).toMatchObject({ kind: 'CONVERTED', amount: '50.00' });
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' })).code).toBe(0);
  });

  it('small balance closes only after the last pending bill settles', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const { conditionId } = await grantCondition(t, member.memberId, {
      bonusSatang: 10_000n,
      targetSatang: 100_000n,
    });
    t.clock.advance(1000);
    expect(
      statusOf(await placeBill(t, token, HANOI, [{ betType: 'TWO_TOP', number: '77', amount: '1' }])).code,
    ).toBe(0);
    expect(
      statusOf(await placeBill(t, token, LAO, [{ betType: 'TWO_TOP', number: '77', amount: '95' }])).code,
    ).toBe(0);
    expect(await walletPartsOf(t, token)).toMatchObject({ balance: '4.00', bonus: '4.00' });

    await settle(HANOI, { special: '12345', first: '67890' });
    await drainEvents(t);
    // 4 baht left, but the LAO bill still waits for its result.
    expect(await conditionRow(t, conditionId)).toMatchObject({ status: 'OPEN', turnoverSatang: 100n });

    await settle(LAO, { number: '129813' });
    await drainEvents(t);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'CLOSED_SMALL_BALANCE',
      turnoverSatang: 9_600n,
      forfeitedSatang: 400n,
    });
    expect(await walletPartsOf(t, token)).toMatchObject({ balance: '0.00', bonus: '0.00' });
  });
});
