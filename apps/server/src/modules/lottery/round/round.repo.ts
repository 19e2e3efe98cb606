import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { betTypeCodes } from '../product/product.tables';
import { lotteryExposure, lotteryNumberRules, lotteryRounds } from './round.tables';

export type RoundRow = typeof lotteryRounds.$inferSelect;
export type NumberRuleRow = typeof lotteryNumberRules.$inferSelect;
type BetTypeCode = (typeof betTypeCodes)[number];
export type ExposureKey = { roundId: string; betType: BetTypeCode; number: string };

export const createRoundRepo = () => ({
  /** The round; with `lock: 'share'` its row is share-locked, so it cannot close while the caller's bill commits. */
  async findRoundByCode(
    db: DbOrTx,
    operatorId: string,
    roundCode: string,
    lock?: 'share',
  ): Promise<RoundRow | undefined> {
    const query = db
      .select()
      .from(lotteryRounds)
      .where(and(eq(lotteryRounds.operatorId, operatorId), eq(lotteryRounds.roundCode, roundCode)));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  },
  /** The round row-locked for a staff action on it (close, result, cancel, correction, number rules). */
  async lockRoundByCode(tx: Tx, operatorId: string, roundCode: string): Promise<RoundRow | undefined> {
    const [row] = await tx
      .select()
      .from(lotteryRounds)
      .where(and(eq(lotteryRounds.operatorId, operatorId), eq(lotteryRounds.roundCode, roundCode)))
      .for('update');
    return row;
  },
  async findRoundById(db: DbOrTx, roundId: string, lock?: 'share'): Promise<RoundRow | undefined> {
    const query = db.select().from(lotteryRounds).where(eq(lotteryRounds.id, roundId));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  },
  /** Rounds still ahead (closing after `now`) that are open or scheduled, earliest close first. */
  async upcomingRounds(db: DbOrTx, operatorId: string, now: Date): Promise<RoundRow[]> {
    return db
      .select()
      .from(lotteryRounds)
      .where(
        and(
          eq(lotteryRounds.operatorId, operatorId),
          inArray(lotteryRounds.status, ['OPEN', 'SCHEDULED']),
          gt(lotteryRounds.closeAt, now),
        ),
      )
      .orderBy(asc(lotteryRounds.closeAt));
  },
  async roundsOfProduct(db: DbOrTx, productId: string): Promise<RoundRow[]> {
    return db
      .select()
      .from(lotteryRounds)
      .where(eq(lotteryRounds.productId, productId))
      .orderBy(asc(lotteryRounds.closeAt));
  },
  async numberRules(db: DbOrTx, roundId: string): Promise<NumberRuleRow[]> {
    return db
      .select()
      .from(lotteryNumberRules)
      .where(eq(lotteryNumberRules.roundId, roundId))
      .orderBy(asc(lotteryNumberRules.betType), asc(lotteryNumberRules.number));
  },
  async upsertNumberRule(tx: Tx, row: typeof lotteryNumberRules.$inferInsert): Promise<void> {
    await tx
      .insert(lotteryNumberRules)
      .values(row)
      .onConflictDoUpdate({
        target: [lotteryNumberRules.roundId, lotteryNumberRules.betType, lotteryNumberRules.number],
        set: { kind: row.kind, reducedRate: row.reducedRate ?? null },
      });
  },
  /** Removes a closed or reduced-rate number. Answers the rule removed (undefined: there was none). */
  async deleteNumberRule(tx: Tx, key: ExposureKey): Promise<NumberRuleRow | undefined> {
    const [row] = await tx
      .delete(lotteryNumberRules)
      .where(
        and(
          eq(lotteryNumberRules.roundId, key.roundId),
          eq(lotteryNumberRules.betType, key.betType),
          eq(lotteryNumberRules.number, key.number),
        ),
      )
      .returning();
    return row;
  },
  /** Every (bet type, number) of the round that has taken stakes, with its stake and liability. */
  async exposures(db: DbOrTx, roundId: string) {
    return db.select().from(lotteryExposure).where(eq(lotteryExposure.roundId, roundId));
  },
  /** Inserts rounds, skipping any whose (operator, round code) exists. Answers how many were new. */
  async insertRoundsIfAbsent(tx: Tx, rows: Array<typeof lotteryRounds.$inferInsert>): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(lotteryRounds)
      .values(rows)
      .onConflictDoNothing({ target: [lotteryRounds.operatorId, lotteryRounds.roundCode] })
      .returning({ id: lotteryRounds.id });
    return inserted.length;
  },
  /** SCHEDULED → OPEN for rounds whose open time has come and close time has not. */
  async openDueRounds(tx: Tx, now: Date): Promise<number> {
    const rows = await tx
      .update(lotteryRounds)
      .set({ status: 'OPEN' })
      .where(
        and(
          eq(lotteryRounds.status, 'SCHEDULED'),
          lte(lotteryRounds.openAt, now),
          gt(lotteryRounds.closeAt, now),
        ),
      )
      .returning({ id: lotteryRounds.id });
    return rows.length;
  },
  /** OPEN or SCHEDULED → CLOSED for rounds whose close time has passed (a bill in flight holds the row's share lock). */
  async closeDueRounds(tx: Tx, now: Date): Promise<number> {
    const rows = await tx
      .update(lotteryRounds)
      .set({ status: 'CLOSED' })
      .where(and(inArray(lotteryRounds.status, ['OPEN', 'SCHEDULED']), lte(lotteryRounds.closeAt, now)))
      .returning({ id: lotteryRounds.id });
    return rows.length;
  },
  /**
   * Adds a line to its number's exposure unless the liability would pass `capSatang`: one
   * conditional UPDATE (after making sure the row exists), so two racing bills cannot both squeeze
   * under the cap. False = the cap would be passed and nothing changed.
   */
  async addExposure(
    tx: Tx,
    key: ExposureKey,
    stakeSatang: bigint,
    liabilitySatang: bigint,
    capSatang: bigint,
  ): Promise<boolean> {
    await tx.insert(lotteryExposure).values(key).onConflictDoNothing();
    const rows = await tx
      .update(lotteryExposure)
      .set({
        stakeSatang: sql`${lotteryExposure.stakeSatang} + ${stakeSatang}`,
        liabilitySatang: sql`${lotteryExposure.liabilitySatang} + ${liabilitySatang}`,
      })
      .where(
        and(
          eq(lotteryExposure.roundId, key.roundId),
          eq(lotteryExposure.betType, key.betType),
          eq(lotteryExposure.number, key.number),
          sql`${lotteryExposure.liabilitySatang} + ${liabilitySatang} <= ${capSatang}`,
        ),
      )
      .returning({ liability: lotteryExposure.liabilitySatang });
    return rows.length === 1;
  },
  /** Takes a cancelled line back out of its number's exposure. */
  async releaseExposure(tx: Tx, key: ExposureKey, stakeSatang: bigint, liabilitySatang: bigint) {
    const rows = await tx
      .update(lotteryExposure)
      .set({
        stakeSatang: sql`${lotteryExposure.stakeSatang} - ${stakeSatang}`,
        liabilitySatang: sql`${lotteryExposure.liabilitySatang} - ${liabilitySatang}`,
      })
      .where(
        and(
          eq(lotteryExposure.roundId, key.roundId),
          eq(lotteryExposure.betType, key.betType),
          eq(lotteryExposure.number, key.number),
          gte(lotteryExposure.stakeSatang, stakeSatang),
        ),
      )
      .returning({ stake: lotteryExposure.stakeSatang });
    if (rows.length !== 1) throw new Error(`exposure of ${key.betType} ${key.number} missing on release`);
  },
});
export type RoundRepo = ReturnType<typeof createRoundRepo>;
