import { defaultCategoryWeights, errorCatalogue, paymentPaths, promotionPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  conditionRow,
  drainEvents,
  fundedMember,
  grantCondition,
  loginToken,
  moneyPost,
  publishBillSettled,
  registerMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
  transfersOf,
  walletPartsOf,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so its transactions
// never overlap and every one of these tests would pass there even without the member's advisory
// lock, the unique claim index or the gate read after the main account's row lock.
describe.runIf(testDatabaseUrl())('wagering races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['promotions', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const insertPromotion = async (): Promise<string> => {
    const id = uuidv7();
    await t.database.db.insert(schema.promotions).values({
      id,
      operatorId: t.operatorId,
      name: 'ฝากแรกของวัน',
      description: '',
      kind: 'FIRST_DEPOSIT_OF_DAY',
      bonusPercent: 10,
      bonusCapSatang: 50_000n,
      minDepositSatang: 10_000n,
      multiplierTenths: 50,
      base: 'DEPOSIT_PLUS_BONUS',
      categoryWeights: defaultCategoryWeights,
      maxStakeSatang: 50_000n,
      enabled: true,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    return id;
  };
  const refusalOf = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' ? (result.reason as { errorName?: string }).errorName : 'granted';

  it('20 concurrent grants of one promotion in one period give one condition and one bonus', async () => {
    const member = await registerMember(t);
    const promotionId = await insertPromotion();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        grantCondition(t, member.memberId, {
          promotionId,
          sourceRef: null,
          periodKey: '2026-11-23',
          bonusSatang: 5_000n,
        }),
      ),
    );
    const outcomes = results.map(refusalOf);
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(
      outcomes.every(
        (o) => o === 'granted' || o === 'PROMOTION_ONE_ACTIVE' || o === 'PROMOTION_ALREADY_TAKEN',
      ),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(
          eq(schema.wageringConditions.memberId, member.memberId),
          eq(schema.wageringConditions.promotionId, promotionId),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(await walletPartsOf(t, await loginToken(t, member))).toMatchObject({ bonus: '50.00' });
  });

  it('20 concurrent grants of different bonuses give one (one active bonus)', async () => {
    const member = await registerMember(t);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => grantCondition(t, member.memberId, { bonusSatang: 1_000n })),
    );
    expect(results.map(refusalOf).filter((o) => o === 'granted')).toHaveLength(1);
    expect(results.map(refusalOf).filter((o) => o === 'PROMOTION_ONE_ACTIVE')).toHaveLength(19);
    expect(await walletPartsOf(t, await loginToken(t, member))).toMatchObject({ bonus: '10.00' });
  });

  it('a withdrawal racing the conversion is either refused with the progress or sees the converted cash', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const member = await registerMember(t);
      const token = await fundedMember(t, member, '500.00');
      const { conditionId } = await grantCondition(t, member.memberId, {
        bonusSatang: 10_000n,
        targetSatang: 10_000n,
      });
      t.clock.advance(1000);
      await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 10_000n }] });
      // The whole of cash + the bonus about to convert: only possible once the conversion committed.
      const [withdrawal] = await Promise.all([
        moneyPost(t, token, paymentPaths.withdraw, { amount: '600.00' }),
        drainEvents(t),
      ]);
      const condition = await conditionRow(t, conditionId);
      expect(condition).toMatchObject({ status: 'COMPLETED', convertedSatang: 10_000n });
      const wallet = await walletPartsOf(t, token);
      if (withdrawal.statusCode === 200) {
        outcomes.push('paid-after-conversion');
        expect(wallet).toMatchObject({ cash: '0.00', bonus: '0.00', lockedBalance: '600.00' });
      } else {
        outcomes.push('refused-before-conversion');
        expect(statusOf(withdrawal).code).toBe(errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code);
        expect(withdrawal.json().data).toMatchObject({ isTrigger: true, turnoverTarget: '100.00' });
        expect(wallet).toMatchObject({ cash: '600.00', bonus: '0.00', lockedBalance: '0.00' });
      }
    }
    // Either order may win each round; what can never happen (INSUFFICIENT_BALANCE, a bonus leaving
    // as cash before its condition completed) is asserted above for every round.
    expect(outcomes).toHaveLength(8);
  });

  it('a forfeit racing the completing stake ends the condition once, with the bonus moved once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      const { conditionId } = await grantCondition(t, member.memberId, {
        bonusSatang: 3_000n,
        targetSatang: 3_000n,
      });
      t.clock.advance(1000);
      await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 3_000n }] });
      const [forfeit] = await Promise.all([moneyPost(t, token, promotionPaths.forfeit, {}), drainEvents(t)]);
      const condition = await conditionRow(t, conditionId);
      const moves = (await transfersOf(t, 'wagering_condition', conditionId)).map((move) => move.kind).sort();
      if (forfeit.statusCode === 200) {
        expect(condition.status).toBe('FORFEITED');
        expect(moves).toEqual(['BONUS_FORFEITED', 'BONUS_GRANTED']);
      } else {
        expect(statusOf(forfeit).code).toBe(errorCatalogue.PROMOTION_NONE_ACTIVE.code);
        expect(condition.status).toBe('COMPLETED');
        expect(moves).toEqual(['BONUS_CONVERTED', 'BONUS_GRANTED']);
      }
    }
  });

  it('8 forfeits at once with one key answer the same and move the bonus once', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const { conditionId } = await grantCondition(t, member.memberId, { bonusSatang: 4_321n });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => moneyPost(t, token, promotionPaths.forfeit, {}, 'forfeit-race-key-1')),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((res) => res.body)).size).toBe(1);
    const moves = await transfersOf(t, 'wagering_condition', conditionId);
    expect(moves.filter((move) => move.kind === 'BONUS_FORFEITED')).toHaveLength(1);
  });
});
