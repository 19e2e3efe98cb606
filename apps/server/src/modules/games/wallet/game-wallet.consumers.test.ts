import { randomUUID } from 'node:crypto';
import { bangkokDateOf, defaultCategoryWeights } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  applyCall,
  type GamePlayer,
  insertPlayer,
  insertProvider,
  txn,
  type WalletFixture,
} from '#testing/game-wallet';
import {
  buildTestApp,
  checkLedger,
  conditionRow,
  drainEvents,
  grantCondition,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';

/**
 * Settled game rounds reach the loyalty programmes through the outbox like settled bills (docs/domain/games.md §2
 * rule 8): the day totals under the game's category, a wagering condition's turnover at the
 * category's weight, TURNOVER missions, and loss cashback's "already wagered" deduction; a reversal
 * takes its settlement back.
 */
describe.each(testDbKinds())('game rounds in the loyalty programmes (%s)', (kind) => {
  let t: TestApp;
  let slots: WalletFixture;
  let live: WalletFixture;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['games', 'promotions', 'rewards', 'payments'] });
    slots = await insertProvider(t, { categories: ['SLOT'] });
    live = await insertProvider(t, { categories: ['LIVE_CASINO'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const player = () => insertPlayer(t);
  const play = async (game: WalletFixture, p: GamePlayer, stake: bigint, win: bigint) => {
    const roundId = randomUUID();
    const answer = await applyCall(t, game, p, [
      txn('BET', { providerRoundId: roundId, gameCode: game.gameCode, amountSatang: stake }),
      txn('WIN', { providerRoundId: roundId, amountSatang: win }),
    ]);
    expect(answer.outcome).toBe('OK');
    return roundId;
  };
  const dayTotals = (memberId: string) =>
    t.database.db
      .select()
      .from(schema.rewardDailyTurnover)
      .where(
        and(
          eq(schema.rewardDailyTurnover.memberId, memberId),
          eq(schema.rewardDailyTurnover.day, bangkokDateOf(t.clock.now())),
        ),
      );

  it('adds a settled round to the day totals under its category, and a reversal takes it back', async () => {
    const p = await player();
    const roundId = await play(slots, p, 5_000n, 2_000n);
    await play(live, p, 1_000n, 0n);
    await drainEvents(t);
    const totals = await dayTotals(p.memberId);
    expect(totals.find((row) => row.category === 'SLOT')).toMatchObject({
      stakeSatang: 5_000n,
      countedStakeSatang: 5_000n,
      winSatang: 2_000n,
      bills: 1,
    });
    expect(totals.find((row) => row.category === 'LIVE_CASINO')).toMatchObject({
      stakeSatang: 1_000n,
      bills: 1,
    });
    await applyCall(t, slots, p, [txn('UNSETTLE', { providerRoundId: roundId })]);
    await drainEvents(t);
    expect((await dayTotals(p.memberId)).find((row) => row.category === 'SLOT')).toMatchObject({
      stakeSatang: 0n,
      winSatang: 0n,
      bills: 0,
    });
  });

  it("counts a round's stake toward a wagering condition at its category's weight; cashback takes it off", async () => {
    const p = await player();
    const condition = await grantCondition(t, p.memberId, {
      targetSatang: 1_000_000n,
      maxStakeSatang: 1_000_000n,
      categoryWeights: defaultCategoryWeights,
    });
    const conditionId = condition.conditionId;
    t.clock.advance(1_000);
    await play(slots, p, 10_000n, 0n);
    await play(live, p, 10_000n, 0n);
    await drainEvents(t);
    // SLOT counts 100%, LIVE_CASINO 10% (docs/domain/rewards.md's default weights).
    expect((await conditionRow(t, conditionId)).turnoverSatang).toBe(11_000n);
    const wagered = await moduleApi(t, 'promotions').conditions.wageredStakes(
      t.database.db,
      t.operatorId,
      [p.memberId],
      {
        from: new Date(t.clock.now().getTime() - 86_400_000),
        to: new Date(t.clock.now().getTime() + 86_400_000),
      },
    );
    expect(wagered).toEqual(
      expect.arrayContaining([
        { memberId: p.memberId, category: 'SLOT', stakeSatang: 10_000n },
        { memberId: p.memberId, category: 'LIVE_CASINO', stakeSatang: 10_000n },
      ]),
    );
  });

  it('moves a TURNOVER mission of the category once per round', async () => {
    const now = t.clock.now();
    const templateId = uuidv7();
    await t.database.db.insert(schema.missionTemplates).values({
      id: templateId,
      operatorId: t.operatorId,
      name: 'เล่นสล็อต',
      description: 'เล่นสล็อตให้ครบ',
      kind: 'TURNOVER',
      window: 'DAILY',
      category: 'SLOT',
      target: 1_000_000n,
      rewardSatang: 1_000n,
      rewardKind: 'CASH',
      claimHours: 24,
      enabled: true,
      createdAt: now,
      updatedAt: now,
    });
    const p = await player();
    const roundId = await play(slots, p, 3_000n, 0n);
    await play(live, p, 3_000n, 0n);
    // Unsettled and settled again: the round counts once.
    await applyCall(t, slots, p, [txn('UNSETTLE', { providerRoundId: roundId })]);
    await applyCall(t, slots, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 0n })]);
    await drainEvents(t);
    const [progress] = await t.database.db
      .select()
      .from(schema.missionProgress)
      .where(
        and(
          eq(schema.missionProgress.templateId, templateId),
          eq(schema.missionProgress.memberId, p.memberId),
        ),
      );
    expect(progress?.progress).toBe(3_000n);
  });
});
