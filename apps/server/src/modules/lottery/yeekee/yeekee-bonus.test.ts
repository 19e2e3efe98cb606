import { yeekeeOutcome } from '@chokdee/lottery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  fundedMember,
  grantBonus,
  insertIntakeHeartbeats,
  insertShots,
  placeBill,
  type RegisteredMember,
  registerMember,
  runYeekeeRoundJob,
  runYeekeeTick,
  shotsFrom,
  type TestApp,
  testDbKinds,
  walletPartsOf,
  yeekeeRoundOf,
} from '#testing/index';

const at = (iso: string) => new Date(iso);

/** Yeekee's two money paths with bonus stakes: the pay tick (pro-rata win) and a void's refund. */
describe.each(testDbKinds())('Yeekee bills with bonus money (%s)', (kind) => {
  let t: TestApp;
  let shooters: RegisteredMember[];
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    shooters = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
    t.clock.set(at('2026-11-23T03:00:00.000Z'));
    await runYeekeeRoundJob(t);
    await runYeekeeRoundJob(t);
    await runYeekeeTick(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const parts = async (token: string) => {
    const { cash, bonus } = await walletPartsOf(t, token);
    return { cash, bonus };
  };
  const billOf = async (roundId: string, memberId: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(and(eq(schema.lotteryBills.roundId, roundId), eq(schema.lotteryBills.memberId, memberId)));
    if (!row) throw new Error('no bill');
    return row;
  };
  const eventOf = async (type: string, billId: string) => {
    const rows = await t.database.db
      .select()
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.type, type), eq(schema.domainEvents.subjectId, billId)));
    expect(rows).toHaveLength(1);
    return rows[0]?.payload as Record<string, unknown>;
  };

  it('the pay tick pays an all-bonus stake’s win to bonus; bill.settled says YEEKEE and covering', async () => {
    const code = 'YK2026112318';
    t.clock.set(at('2026-11-23T03:01:00.000Z'));
    const shots = shotsFrom(shooters, 30, t.clock.now());
    await insertShots(t, code, shots);
    await insertIntakeHeartbeats(t, code);
    const { yeekee, round } = await yeekeeRoundOf(t, code);
    const expected = yeekeeOutcome({
      formula: 'SEEDED',
      shots: shots.map((shot, index) => ({ seq: index + 1, number: shot.number })),
      minShots: 20,
      seed: yeekee.seed ?? '',
    });
    if (expected.kind !== 'RESULT') throw new Error('expected a result');
    // No cash at all: 100 baht of bonus on every 2 ตัวบน number (a cover: one line wins).
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '0.01');
    await grantBonus(t, member.memberId, 9_999n);
    t.clock.set(at('2026-11-23T03:10:00.000Z'));
    const lines = Array.from({ length: 100 }, (_, n) => ({
      betType: 'TWO_TOP',
      number: String(n).padStart(2, '0'),
      amount: '1',
    }));
    const placed = await placeBill(t, token, code, lines);
    expect(placed.json().status.code).toBe(0);
    const rate = placed.json().data.lines[0].rewardPrice as string;
    const bill = await billOf(round.id, member.memberId);
    expect(bill.bonusStakeSatang).toBe(9_999n);
    expect(await eventOf('bill.placed', bill.id)).toMatchObject({ category: 'YEEKEE', lines: 100 });

    t.clock.set(at('2026-11-23T03:17:01.000Z'));
    await runYeekeeTick(t);
    expect((await yeekeeRoundOf(t, code)).round.status).toBe('SETTLED');
    const winSatang = BigInt(Math.round(Number(rate) * 100));
    const bonusWin = (winSatang * 9_999n) / 10_000n;
    expect(await parts(token)).toEqual({
      cash: (Number(winSatang - bonusWin) / 100).toFixed(2),
      bonus: (Number(bonusWin) / 100).toFixed(2),
    });
    expect(await eventOf('bill.settled', bill.id)).toMatchObject({
      category: 'YEEKEE',
      winSatang: String(winSatang),
      bonusWinSatang: String(bonusWin),
      byBetType: [{ betType: 'TWO_TOP', lines: 100, stakeSatang: '10000', covering: true }],
    });
  });

  it('a void round refunds each part of the stake to its own account, with bill.refunded once', async () => {
    const code = 'YK2026112319';
    t.clock.set(at('2026-11-23T03:20:00.000Z'));
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '5.00');
    await grantBonus(t, member.memberId, 1_500n);
    expect(
      (await placeBill(t, token, code, [{ betType: 'TWO_TOP', number: '42', amount: '20' }])).statusCode,
    ).toBe(200);
    expect(await parts(token)).toEqual({ cash: '0.00', bonus: '0.00' });
    await insertShots(t, code, shotsFrom(shooters, 19, t.clock.now(), 2));
    await insertIntakeHeartbeats(t, code);
    t.clock.set(at('2026-11-23T03:32:01.000Z'));
    await runYeekeeTick(t);
    await runYeekeeTick(t);
    expect((await yeekeeRoundOf(t, code)).yeekee.voidReason).toBe('TOO_FEW_SHOTS');
    expect(await parts(token)).toEqual({ cash: '5.00', bonus: '15.00' });
    const bill = await billOf((await yeekeeRoundOf(t, code)).round.id, member.memberId);
    expect(await eventOf('bill.refunded', bill.id)).toMatchObject({
      category: 'YEEKEE',
      bonusStakeSatang: '1500',
      reason: 'TOO_FEW_SHOTS',
      wasSettled: false,
    });
  });
});
