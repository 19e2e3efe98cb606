import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral } from '#platform/db/rows';
import { BILL_CANCELLED, BILL_PENDING, BILL_SETTLED, lotteryBills } from '../bill/bill.tables';
import { lotteryRounds } from '../round/round.tables';
import {
  yeekeeIntakeSamples,
  yeekeeRounds,
  yeekeeShooterRewards,
  yeekeeShots,
  type yeekeeVoidReasons,
} from './yeekee.tables';

export type YeekeeRoundRow = typeof yeekeeRounds.$inferSelect;
export type LotteryRoundRow = typeof lotteryRounds.$inferSelect;
export type YeekeeVoidReason = (typeof yeekeeVoidReasons)[number];
export type FrozenShot = { seq: number; number: string; name: string; receivedAt: Date; memberId: string };
export type IntakeSample = typeof yeekeeIntakeSamples.$inferSelect;

/** A shot as the freeze, the proof and the back office read it. */
const shotColumns = {
  seq: yeekeeShots.seq,
  number: yeekeeShots.number,
  name: yeekeeShots.shooterName,
  receivedAt: yeekeeShots.receivedAt,
  memberId: yeekeeShots.memberId,
};

/** The Yeekee rounds' side of the round job and the freeze → result/void → settle → reward steps. */
export const createYeekeeRoundRepo = () => ({
  /**
   * A market's rounds not open yet at `now` (nothing has touched them: bills and shots need an open
   * round), with their code and seed: a settings edit re-snapshots them.
   */
  async unopenedRounds(
    tx: Tx,
    productId: string,
    now: Date,
  ): Promise<Array<{ roundId: string; roundCode: string; seed: string | null }>> {
    return tx
      .select({ roundId: yeekeeRounds.roundId, roundCode: lotteryRounds.roundCode, seed: yeekeeRounds.seed })
      .from(yeekeeRounds)
      .innerJoin(lotteryRounds, eq(lotteryRounds.id, yeekeeRounds.roundId))
      .where(
        and(
          eq(yeekeeRounds.productId, productId),
          gt(lotteryRounds.openAt, now),
          eq(lotteryRounds.status, 'SCHEDULED'),
          isNull(yeekeeRounds.frozenAt),
        ),
      )
      .orderBy(asc(lotteryRounds.openAt));
  },
  /**
   * Writes a settings snapshot onto unopened rounds: the shooting window (so the freeze moves with
   * it), the limits, the formula with the round's seed and commitment (null for CLASSIC), the rewards.
   * Guarded again by `open_at > now`, so a round that opened meanwhile keeps what it opened with.
   */
  async resnapshotRounds(
    tx: Tx,
    now: Date,
    snapshot: {
      shootWindowSeconds: number;
      minShots: number;
      maxShotsPerMember: number;
      shotCooldownSeconds: number;
      formula: YeekeeRoundRow['formula'];
      rewardPositions: number[];
      rewardAmountSatang: bigint;
      rewardMinStakeSatang: bigint;
    },
    rounds: Array<{ roundId: string; seed: string | null; seedCommitment: string | null }>,
  ): Promise<number> {
    if (rounds.length === 0) return 0;
    const result = await tx.execute(sql`
      update yeekee_rounds y
      set freeze_at = r.close_at + make_interval(secs => ${snapshot.shootWindowSeconds}),
          formula = ${snapshot.formula},
          min_shots = ${snapshot.minShots},
          max_shots_per_member = ${snapshot.maxShotsPerMember},
          shot_cooldown_seconds = ${snapshot.shotCooldownSeconds},
          reward_positions = ${JSON.stringify(snapshot.rewardPositions)}::jsonb,
          reward_amount_satang = ${snapshot.rewardAmountSatang},
          reward_min_stake_satang = ${snapshot.rewardMinStakeSatang},
          seed = nullif(s.seed, ''),
          seed_commitment = nullif(s.commitment, '')
      from lottery_rounds r,
           unnest(${arrayLiteral(rounds.map((round) => round.roundId))}::uuid[],
                  ${arrayLiteral(rounds.map((round) => round.seed ?? ''))}::text[],
                  ${arrayLiteral(rounds.map((round) => round.seedCommitment ?? ''))}::text[])
             as s(round_id, seed, commitment)
      where y.round_id = s.round_id and r.id = y.round_id
        and r.open_at > ${now} and r.status = 'SCHEDULED' and y.frozen_at is null`);
    const counted = result as { rowCount?: number | null; affectedRows?: number };
    return Number(counted.rowCount ?? counted.affectedRows ?? 0);
  },
  /**
   * What the round job must not insert again for a market: the codes of its rounds closing after
   * `after`, the (business date, round number) pairs of the given dates, and the latest close among
   * them (a round made after a settings change never overlaps one made before it).
   */
  async existingRounds(
    db: DbOrTx,
    productId: string,
    after: Date,
    dates: string[],
  ): Promise<{ codes: Set<string>; numbers: Set<string>; lastCloseAt: number }> {
    const ahead = await db
      .select({ code: lotteryRounds.roundCode, closeAt: lotteryRounds.closeAt })
      .from(lotteryRounds)
      .where(and(eq(lotteryRounds.productId, productId), gt(lotteryRounds.closeAt, after)));
    const numbered = await db
      .select({ date: yeekeeRounds.businessDate, no: yeekeeRounds.roundNo })
      .from(yeekeeRounds)
      .where(and(eq(yeekeeRounds.productId, productId), inArray(yeekeeRounds.businessDate, dates)));
    return {
      codes: new Set(ahead.map((row) => row.code)),
      numbers: new Set(numbered.map((row) => `${row.date}:${row.no}`)),
      lastCloseAt: Math.max(0, ...ahead.map((row) => row.closeAt.getTime())),
    };
  },
  /** Inserts lottery rounds, skipping codes that exist; answers the ones inserted. */
  async insertRounds(
    tx: Tx,
    rows: Array<typeof lotteryRounds.$inferInsert>,
  ): Promise<Array<{ id: string; roundCode: string }>> {
    if (rows.length === 0) return [];
    return tx
      .insert(lotteryRounds)
      .values(rows)
      .onConflictDoNothing({ target: [lotteryRounds.operatorId, lotteryRounds.roundCode] })
      .returning({ id: lotteryRounds.id, roundCode: lotteryRounds.roundCode });
  },
  /** Inserts the Yeekee side of new rounds; every row must go in (a conflict throws: no round without it). */
  async insertYeekeeRounds(tx: Tx, rows: Array<typeof yeekeeRounds.$inferInsert>): Promise<void> {
    if (rows.length > 0) await tx.insert(yeekeeRounds).values(rows);
  },

  /** Unfrozen rounds whose freeze time is at or before `at`, earliest first. */
  async dueToFreeze(db: DbOrTx, at: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: yeekeeRounds.roundId })
      .from(yeekeeRounds)
      .where(and(isNull(yeekeeRounds.frozenAt), lte(yeekeeRounds.freezeAt, at)))
      .orderBy(asc(yeekeeRounds.freezeAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },
  /** The earliest freeze still ahead (for the tick's next run). */
  async nextFreezeAt(db: DbOrTx): Promise<Date | undefined> {
    const [row] = await db
      .select({ at: sql<Date>`min(${yeekeeRounds.freezeAt})`.mapWith(yeekeeRounds.freezeAt) })
      .from(yeekeeRounds)
      .where(isNull(yeekeeRounds.frozenAt));
    return row?.at ?? undefined;
  },
  /**
   * The round's Yeekee row locked for the freeze (an intake batch holding it finishes first; batches
   * after the freeze see it frozen), with its lottery round locked too.
   */
  async lockForFreeze(
    tx: Tx,
    roundId: string,
  ): Promise<{ yeekee: YeekeeRoundRow; round: LotteryRoundRow } | undefined> {
    const [yeekee] = await tx
      .select()
      .from(yeekeeRounds)
      .where(eq(yeekeeRounds.roundId, roundId))
      .for('update');
    const [round] = await tx.select().from(lotteryRounds).where(eq(lotteryRounds.id, roundId)).for('update');
    return yeekee && round ? { yeekee, round } : undefined;
  },
  async findYeekeeRound(db: DbOrTx, roundId: string): Promise<YeekeeRoundRow | undefined> {
    const [row] = await db.select().from(yeekeeRounds).where(eq(yeekeeRounds.roundId, roundId));
    return row;
  },
  /** Every accepted shot of the round in sequence order. */
  async shots(db: DbOrTx, roundId: string): Promise<FrozenShot[]> {
    return db
      .select(shotColumns)
      .from(yeekeeShots)
      .where(eq(yeekeeShots.roundId, roundId))
      .orderBy(asc(yeekeeShots.seq));
  },
  /** A page of the round's shots after `afterSeq`, in sequence order (the proof's pages). */
  async shotPage(db: DbOrTx, roundId: string, afterSeq: number, limit: number) {
    return db
      .select(shotColumns)
      .from(yeekeeShots)
      .where(and(eq(yeekeeShots.roundId, roundId), gt(yeekeeShots.seq, afterSeq)))
      .orderBy(asc(yeekeeShots.seq))
      .limit(limit);
  },
  async samples(db: DbOrTx, roundId: string, from: Date, to: Date): Promise<IntakeSample[]> {
    return db
      .select()
      .from(yeekeeIntakeSamples)
      .where(
        and(
          eq(yeekeeIntakeSamples.roundId, roundId),
          gte(yeekeeIntakeSamples.bucketAt, from),
          lt(yeekeeIntakeSamples.bucketAt, to),
        ),
      )
      .orderBy(asc(yeekeeIntakeSamples.bucketAt));
  },
  async setYeekee(tx: Tx, roundId: string, set: Partial<typeof yeekeeRounds.$inferInsert>): Promise<void> {
    await tx.update(yeekeeRounds).set(set).where(eq(yeekeeRounds.roundId, roundId));
  },
  /** Moves a round on from a state before any result (SCHEDULED, OPEN, CLOSED). False: it was not there. */
  async setRoundBeforeResult(
    tx: Tx,
    roundId: string,
    set: Partial<typeof lotteryRounds.$inferInsert>,
  ): Promise<boolean> {
    const rows = await tx
      .update(lotteryRounds)
      .set(set)
      .where(
        and(eq(lotteryRounds.id, roundId), inArray(lotteryRounds.status, ['SCHEDULED', 'OPEN', 'CLOSED'])),
      )
      .returning({ id: lotteryRounds.id });
    return rows.length === 1;
  },

  /** Void rounds whose refunds are not done (the partial index `yeekee_rounds_refund_pending`). */
  async voidRoundsToRefund(db: DbOrTx, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: yeekeeRounds.roundId })
      .from(yeekeeRounds)
      .where(and(isNotNull(yeekeeRounds.voidReason), isNull(yeekeeRounds.refundedAt)))
      .orderBy(asc(yeekeeRounds.freezeAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },
  async pendingBills(
    tx: Tx,
    roundId: string,
    limit: number,
  ): Promise<Array<{ id: string; memberId: string; totalSatang: bigint; bonusStakeSatang: bigint }>> {
    return tx
      .select({
        id: lotteryBills.id,
        memberId: lotteryBills.memberId,
        totalSatang: lotteryBills.totalSatang,
        bonusStakeSatang: lotteryBills.bonusStakeSatang,
      })
      .from(lotteryBills)
      .where(and(eq(lotteryBills.roundId, roundId), eq(lotteryBills.status, BILL_PENDING)))
      .orderBy(asc(lotteryBills.id))
      .limit(limit);
  },
  async cancelBills(tx: Tx, billIds: string[], at: Date): Promise<number> {
    if (billIds.length === 0) return 0;
    const rows = await tx
      .update(lotteryBills)
      .set({ status: BILL_CANCELLED, cancelledAt: at })
      .where(and(inArray(lotteryBills.id, billIds), eq(lotteryBills.status, BILL_PENDING)))
      .returning({ id: lotteryBills.id });
    return rows.length;
  },

  /** Yeekee rounds with a result that settlement still owes (RESULTED, confirmed by rule). */
  async roundsToSettle(db: DbOrTx, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: lotteryRounds.id })
      .from(lotteryRounds)
      .innerJoin(yeekeeRounds, eq(yeekeeRounds.roundId, lotteryRounds.id))
      .where(and(eq(lotteryRounds.status, 'RESULTED'), isNotNull(lotteryRounds.resultConfirmedAt)))
      .orderBy(asc(yeekeeRounds.freezeAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** Resulted rounds whose shooter rewards are not done (rounds without rewards are marked done at once). */
  async roundsToReward(db: DbOrTx, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: yeekeeRounds.roundId })
      .from(yeekeeRounds)
      .where(and(isNotNull(yeekeeRounds.resultedAt), isNull(yeekeeRounds.rewardsPaidAt)))
      .orderBy(asc(yeekeeRounds.freezeAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },
  async lockYeekeeRound(tx: Tx, roundId: string): Promise<YeekeeRoundRow | undefined> {
    const [row] = await tx.select().from(yeekeeRounds).where(eq(yeekeeRounds.roundId, roundId)).for('update');
    return row;
  },
  /** Whether the member has any accepted shot (then the account stays a member's: the shot FK). */
  async memberHasShots(db: DbOrTx, memberId: string): Promise<boolean> {
    const [row] = await db
      .select({ seq: yeekeeShots.seq })
      .from(yeekeeShots)
      .where(eq(yeekeeShots.memberId, memberId))
      .limit(1);
    return row !== undefined;
  },
  async shooterAt(db: DbOrTx, roundId: string, seq: number): Promise<string | undefined> {
    const [row] = await db
      .select({ memberId: yeekeeShots.memberId })
      .from(yeekeeShots)
      .where(and(eq(yeekeeShots.roundId, roundId), eq(yeekeeShots.seq, seq)));
    return row?.memberId;
  },
  /** What the member staked in the round on bills not cancelled. */
  async memberStake(db: DbOrTx, roundId: string, memberId: string): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${lotteryBills.totalSatang}), 0)::text` })
      .from(lotteryBills)
      .where(
        and(
          eq(lotteryBills.roundId, roundId),
          eq(lotteryBills.memberId, memberId),
          inArray(lotteryBills.status, [BILL_PENDING, BILL_SETTLED]),
        ),
      );
    return BigInt(row?.total ?? '0');
  },
  /** Records a reward; false when the position is paid or the member already has one in this round. */
  async insertReward(tx: Tx, row: typeof yeekeeShooterRewards.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(yeekeeShooterRewards)
      .values(row)
      .onConflictDoNothing()
      .returning({ position: yeekeeShooterRewards.position });
    return rows.length === 1;
  },
});
export type YeekeeRoundRepo = ReturnType<typeof createYeekeeRoundRepo>;
