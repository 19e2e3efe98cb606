import { defaultCategoryWeights } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  conditionRow,
  drainEvents,
  grantCondition,
  publishBillRefunded,
  publishBillSettled,
  type RegisteredMember,
  registerMember,
  type TestApp,
  testDbKinds,
  transfersOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';

/**
 * Golden cases for turnover (docs/domain/rewards.md rule 2), driven through the outbox as settlement publishes it: the
 * consumer counts each settled stake once, oldest condition first, covering lines 0, and converts the
 * bonus on the exact satang.
 */
describe.each(testDbKinds())('turnover golden cases (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['promotions', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const balances = (member: RegisteredMember) =>
    moduleApi(t, 'promotions')
      .conditions.cashOf(t.database.db, t.operatorId, member.memberId)
      .then(async (cash) => ({
        cash,
        bonus: (
          await t.database.db
            .select({ balance: schema.ledgerAccounts.balanceSatang })
            .from(schema.ledgerAccounts)
            .where(
              and(
                eq(schema.ledgerAccounts.memberId, member.memberId),
                eq(schema.ledgerAccounts.kind, 'BONUS'),
              ),
            )
        )[0]?.balance,
      }));
  const contributions = (billId: string) =>
    t.database.db
      .select()
      .from(schema.wageringContributions)
      .where(eq(schema.wageringContributions.sourceKey, `lottery_bill:${billId}`));

  it('a 100-number 2 ตัวล่าง cover adds 0 turnover; the same bill’s other lines still count', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId);
    t.clock.advance(1000);
    await publishBillSettled(t, {
      memberId: member.memberId,
      // 1 baht on every one of the 100 numbers: settlement marks the bet type covering.
      lines: [{ betType: 'TWO_BOTTOM', stakeSatang: 10_000n, winSatang: 9_000n, covering: true }],
    });
    expect(await drainEvents(t)).toBeGreaterThan(0);
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(0n);

    await publishBillSettled(t, {
      memberId: member.memberId,
      lines: [
        { betType: 'TWO_BOTTOM', stakeSatang: 10_000n, covering: true },
        { betType: 'THREE_TOP', stakeSatang: 2_500n },
      ],
    });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(2_500n);
  });

  it('two open conditions never double-count a stake: the oldest fills first, the rest spills over', async () => {
    const member = await registerMember(t);
    const older = await grantCondition(t, member.memberId, { targetSatang: 30_000n });
    t.clock.advance(1000);
    // A second, cash-only condition (cashback-like: no bonus, so "one active bonus" allows it).
    const newer = await grantCondition(t, member.memberId, {
      source: 'CASHBACK',
      bonusSatang: 0n,
      targetSatang: 100_000n,
    });
    t.clock.advance(1000);
    const billId = await publishBillSettled(t, {
      memberId: member.memberId,
      lines: [{ stakeSatang: 50_000n }],
    });
    await drainEvents(t);
    expect((await conditionRow(t, older.conditionId)).turnoverSatang).toBe(30_000n);
    expect((await conditionRow(t, older.conditionId)).status).toBe('COMPLETED');
    expect((await conditionRow(t, newer.conditionId)).turnoverSatang).toBe(20_000n);
    const rows = await contributions(billId);
    expect(rows.reduce((sum, row) => sum + row.stakeSatang, 0n)).toBe(50_000n);
    expect(rows).toHaveLength(2);

    // The same stake handed over again (a replay, a second publication) counts nothing more.
    await t.database.db.transaction(async (tx) => {
      await moduleApi(t, 'promotions').conditions.lockMembers(tx, t.operatorId, [member.memberId]);
      await moduleApi(t, 'promotions').conditions.countSettledStake(
        tx,
        {
          operatorId: t.operatorId,
          memberId: member.memberId,
          billId,
          category: 'LOTTERY',
          placedAt: t.clock.now(),
          occurredAt: t.clock.now(),
        },
        [{ stakeSatang: 50_000n, covering: false }],
      );
    });
    await publishBillSettled(t, { memberId: member.memberId, billId, lines: [{ stakeSatang: 50_000n }] });
    await drainEvents(t);
    expect((await conditionRow(t, newer.conditionId)).turnoverSatang).toBe(20_000n);
    expect(await contributions(billId)).toHaveLength(2);
  });

  it('a stake placed before a condition started does not count toward it', async () => {
    const member = await registerMember(t);
    const placedAt = t.clock.now();
    t.clock.advance(1000);
    const { conditionId } = await grantCondition(t, member.memberId);
    await publishBillSettled(t, { memberId: member.memberId, placedAt, lines: [{ stakeSatang: 40_000n }] });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(0n);
  });

  it('weights per category floor to the satang (table games at 10%)', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId, {
      categoryWeights: { ...defaultCategoryWeights, YEEKEE: 15 },
    });
    t.clock.advance(1000);
    await publishBillSettled(t, {
      memberId: member.memberId,
      category: 'YEEKEE',
      lines: [{ stakeSatang: 1_001n }],
    });
    await drainEvents(t);
    // 15% of 10.01 baht is 1.5015 baht: 150 satang counted, never 151.
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(150n);
  });

  it('a condition meets its target on the exact satang, and its bonus converts in one transfer', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId, {
      bonusSatang: 10_000n,
      targetSatang: 100_001n,
    });
    t.clock.advance(1000);
    await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 100_000n }] });
    await drainEvents(t);
    expect(await conditionRow(t, conditionId)).toMatchObject({ status: 'OPEN', turnoverSatang: 100_000n });
    expect(await balances(member)).toEqual({ cash: 0n, bonus: 10_000n });

    await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 1n }] });
    await drainEvents(t);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'COMPLETED',
      turnoverSatang: 100_001n,
      convertedSatang: 10_000n,
    });
    expect(await balances(member)).toEqual({ cash: 10_000n, bonus: 0n });
    const moves = await transfersOf(t, 'wagering_condition', conditionId);
    expect(moves.map((move) => [move.kind, move.amountSatang])).toEqual([
      ['BONUS_GRANTED', 10_000n],
      ['BONUS_CONVERTED', 10_000n],
    ]);
    const history = await t.database.db
      .select()
      .from(schema.bonusHistory)
      .where(eq(schema.bonusHistory.conditionId, conditionId));
    expect(history.map((row) => [row.kind, row.amountSatang])).toEqual([
      ['GRANTED', 10_000n],
      ['CONVERTED', 10_000n],
    ]);
  });

  it('a refunded bill un-counts its stake from a condition still open, once', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId, { targetSatang: 100_000n });
    t.clock.advance(1000);
    const billId = await publishBillSettled(t, {
      memberId: member.memberId,
      lines: [{ stakeSatang: 30_000n }],
    });
    const kept = await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 5_000n }] });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(35_000n);

    t.clock.advance(1000);
    await publishBillRefunded(t, {
      memberId: member.memberId,
      billId,
      wasSettled: true,
      lines: [{ stakeSatang: 30_000n }],
    });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(5_000n);
    const refund = await t.database.db
      .select()
      .from(schema.wageringContributions)
      .where(eq(schema.wageringContributions.sourceKey, `lottery_bill:${billId}:refund`));
    expect(refund.map((row) => row.countedSatang)).toEqual([-30_000n]);
    expect(await contributions(kept)).toHaveLength(1);

    // Un-counting again (a replay) changes nothing.
    await t.database.db.transaction((tx) =>
      moduleApi(t, 'promotions').conditions.uncountRefundedStake(tx, {
        operatorId: t.operatorId,
        memberId: member.memberId,
        billId,
        category: 'LOTTERY',
        placedAt: t.clock.now(),
        occurredAt: t.clock.now(),
      }),
    );
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(5_000n);
  });

  it('a refund after the condition completed leaves the converted bonus alone', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId, { targetSatang: 10_000n });
    t.clock.advance(1000);
    const billId = await publishBillSettled(t, {
      memberId: member.memberId,
      lines: [{ stakeSatang: 10_000n }],
    });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).status).toBe('COMPLETED');
    await publishBillRefunded(t, { memberId: member.memberId, billId, wasSettled: true });
    await drainEvents(t);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'COMPLETED',
      turnoverSatang: 10_000n,
      convertedSatang: 10_000n,
    });
  });
});
