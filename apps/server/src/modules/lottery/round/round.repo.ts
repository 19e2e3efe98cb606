import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { type betTypeCodes, lotteryProducts } from '../product/product.tables';
import { yeekeeRounds } from '../yeekee/yeekee.tables';
import { lotteryExposure, lotteryNumberRules, lotteryRounds } from './round.tables';

export type RoundRow = typeof lotteryRounds.$inferSelect;
export type NumberRuleRow = typeof lotteryNumberRules.$inferSelect;
type BetTypeCode = (typeof betTypeCodes)[number];
export type RoundMoneyRow = {
  roundId: string;
  bills: number;
  pendingBills: number;
  stakeSatang: bigint;
  winSatang: bigint;
  refundedSatang: bigint;
};
export type RoundListRow = RoundRow & { productCode: string; productName: string };
/** A settled round with what naming and showing its result needs of its product. */
export type SettledRoundRow = {
  round: RoundRow;
  product: Pick<typeof lotteryProducts.$inferSelect, 'code' | 'name' | 'schedule' | 'resultFormat'>;
  /** A Yeekee round's R as its page shows it (null for other rounds). */
  yeekeeR: string | null;
};
export type ExposureBoardRow = {
  betType: BetTypeCode;
  number: string;
  stakeSatang: bigint;
  liabilitySatang: bigint;
  capSatang: bigint;
  capUsed: string;
  rule: 'CLOSED' | 'REDUCED' | null;
};

export type ExposureKey = { roundId: string; betType: BetTypeCode; number: string };

const settledProductColumns = {
  code: lotteryProducts.code,
  name: lotteryProducts.name,
  schedule: lotteryProducts.schedule,
  resultFormat: lotteryProducts.resultFormat,
};

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
  /**
   * Each product's current round among those still ahead (closing after `now`, open or scheduled):
   * its OPEN round closing first, else its next scheduled one. One row per product (a Yeekee market
   * has a day of rounds ahead).
   */
  async currentRounds(db: DbOrTx, operatorId: string, now: Date): Promise<RoundRow[]> {
    return db
      .selectDistinctOn([lotteryRounds.productId])
      .from(lotteryRounds)
      .where(
        and(
          eq(lotteryRounds.operatorId, operatorId),
          inArray(lotteryRounds.status, ['OPEN', 'SCHEDULED']),
          gt(lotteryRounds.closeAt, now),
        ),
      )
      .orderBy(
        lotteryRounds.productId,
        sql`${lotteryRounds.status} = 'OPEN' desc`,
        asc(lotteryRounds.closeAt),
      );
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
   * The statement (for a CTE of the caller's) adding each group's stake and liability to its (bet type,
   * number) exposure — the row opened at 0 when absent — where the liability stays within the group's
   * cap, only when `gate` (a CTE name) has a row. It locks the rows in the order given (callers sort
   * the groups, so racing bills lock alike: no deadlock); a group whose liability alone passes its cap
   * is not written. Answers (RETURNING) the `bet_type, number` added: a group missing from them would
   * pass its cap, and the caller refuses the bill (its transaction rolls back what the others added).
   */
  exposureUpsert: (
    roundId: string,
    groups: ReadonlyArray<{
      betType: string;
      number: string;
      stakeSatang: bigint;
      liabilitySatang: bigint;
      capSatang: bigint;
    }>,
    gate: SQL,
  ): SQL => {
    const caps = arrayLiteral(groups.map((g) => g.capSatang));
    return sql`
      insert into lottery_round_exposure as e (round_id, bet_type, number, stake_satang, liability_satang)
      select ${roundId}::uuid, g.bet_type, g.number, g.stake, g.liability
      from unnest(${arrayLiteral(groups.map((g) => g.betType))}::text[],
                  ${arrayLiteral(groups.map((g) => g.number))}::text[],
                  ${arrayLiteral(groups.map((g) => g.stakeSatang))}::bigint[],
                  ${arrayLiteral(groups.map((g) => g.liabilitySatang))}::bigint[],
                  ${caps}::bigint[]) with ordinality as g(bet_type, number, stake, liability, cap, n)
      where g.liability <= g.cap and exists (select 1 from ${gate})
      order by g.n
      on conflict (round_id, bet_type, number) do update
        set stake_satang = e.stake_satang + excluded.stake_satang,
            liability_satang = e.liability_satang + excluded.liability_satang
        where e.liability_satang + excluded.liability_satang <= (${caps}::bigint[])[
          array_position(${arrayLiteral(groups.map((g) => `${g.betType}:${g.number}`))}::text[],
                         excluded.bet_type || ':' || excluded.number)]
      returning e.bet_type, e.number`;
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

  /** The back office's calendar: rounds by close time in [from, to), newest close last. */
  async roundsPage(
    db: DbOrTx,
    operatorId: string,
    filter: {
      from?: Date;
      to?: Date;
      productCode?: string;
      status?: RoundRow['status'];
      /** Leaves out a product group's rounds (the Yeekee markets'). */
      withoutGroup?: (typeof lotteryProducts.$inferSelect)['group'];
    },
    page: { offset: number; limit: number },
  ): Promise<{ rows: RoundListRow[]; total: number }> {
    const where = and(
      eq(lotteryRounds.operatorId, operatorId),
      filter.from ? gte(lotteryRounds.closeAt, filter.from) : undefined,
      filter.to ? lt(lotteryRounds.closeAt, filter.to) : undefined,
      filter.productCode ? eq(lotteryProducts.code, filter.productCode) : undefined,
      filter.status ? eq(lotteryRounds.status, filter.status) : undefined,
      filter.withoutGroup ? ne(lotteryProducts.group, filter.withoutGroup) : undefined,
    );
    const rows = await db
      .select({ round: lotteryRounds, productCode: lotteryProducts.code, productName: lotteryProducts.name })
      .from(lotteryRounds)
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .where(where)
      .orderBy(asc(lotteryRounds.closeAt), asc(lotteryProducts.sortOrder))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(lotteryRounds)
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .where(where);
    return {
      rows: rows.map((row) => ({ ...row.round, productCode: row.productCode, productName: row.productName })),
      total: Number(counted?.total ?? 0),
    };
  },
  /** SETTLED rounds of the operator (of one product if given), latest close first: the members' results. */
  async settledRoundsPage(
    db: DbOrTx,
    operatorId: string,
    productId: string | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: SettledRoundRow[]; total: number }> {
    const where = and(
      eq(lotteryRounds.operatorId, operatorId),
      eq(lotteryRounds.status, 'SETTLED'),
      productId ? eq(lotteryRounds.productId, productId) : undefined,
    );
    const rows = await db
      .select({ round: lotteryRounds, product: settledProductColumns, yeekeeR: yeekeeRounds.resultR })
      .from(lotteryRounds)
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .leftJoin(yeekeeRounds, eq(yeekeeRounds.roundId, lotteryRounds.id))
      .where(where)
      .orderBy(desc(lotteryRounds.closeAt), asc(lotteryProducts.sortOrder))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(lotteryRounds).where(where);
    return { rows, total: Number(counted?.total ?? 0) };
  },
  /** Each product's latest SETTLED round (by close), for the products given. */
  async latestSettledRounds(db: DbOrTx, productIds: string[]): Promise<SettledRoundRow[]> {
    if (productIds.length === 0) return [];
    return db
      .selectDistinctOn([lotteryRounds.productId], {
        round: lotteryRounds,
        product: settledProductColumns,
        yeekeeR: yeekeeRounds.resultR,
      })
      .from(lotteryRounds)
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .leftJoin(yeekeeRounds, eq(yeekeeRounds.roundId, lotteryRounds.id))
      .where(and(inArray(lotteryRounds.productId, productIds), eq(lotteryRounds.status, 'SETTLED')))
      .orderBy(lotteryRounds.productId, desc(lotteryRounds.closeAt));
  },
  /** Bills and money of each round: stakes, wins of settled bills, refunds of cancelled ones. */
  async roundMoney(db: DbOrTx, roundIds: string[]): Promise<Map<string, RoundMoneyRow>> {
    if (roundIds.length === 0) return new Map();
    const rows = rowsOf<{
      round_id: string;
      bills: number;
      pending: number;
      stake: string;
      win: string;
      refunded: string;
    }>(
      await db.execute(sql`
        select round_id, count(*)::int as bills,
               (count(*) filter (where status = 0))::int as pending,
               coalesce(sum(total_satang), 0)::text as stake,
               coalesce(sum(total_win_satang) filter (where status = 1), 0)::text as win,
               coalesce(sum(total_satang) filter (where status = 2), 0)::text as refunded
        from lottery_bills
        where round_id = any(${`{${roundIds.join(',')}}`}::uuid[])
        group by round_id`),
    );
    return new Map(
      rows.map((row) => [
        row.round_id,
        {
          roundId: row.round_id,
          bills: Number(row.bills),
          pendingBills: Number(row.pending),
          stakeSatang: BigInt(row.stake),
          winSatang: BigInt(row.win),
          refundedSatang: BigInt(row.refunded),
        },
      ]),
    );
  },
  /** The exposure board: every (bet type, number) with stakes, riskiest (liability ÷ cap) first. */
  async exposureBoard(
    db: DbOrTx,
    round: Pick<RoundRow, 'id' | 'productId'>,
    filter: { betType?: BetTypeCode; limit: number },
  ): Promise<ExposureBoardRow[]> {
    const rows = rowsOf<{
      bet_type: BetTypeCode;
      number: string;
      stake: string;
      liability: string;
      cap: string;
      cap_used: string;
      rule: 'CLOSED' | 'REDUCED' | null;
    }>(
      await db.execute(sql`
        select e.bet_type, e.number, e.stake_satang::text as stake, e.liability_satang::text as liability,
               bt.liability_cap_satang::text as cap,
               round(e.liability_satang::numeric / bt.liability_cap_satang, 4)::text as cap_used,
               r.kind as rule
        from lottery_round_exposure e
        join lottery_product_bet_types bt on bt.product_id = ${round.productId} and bt.bet_type = e.bet_type
        left join lottery_round_number_rules r
          on r.round_id = e.round_id and r.bet_type = e.bet_type and r.number = e.number
        where e.round_id = ${round.id} and e.stake_satang > 0
          ${filter.betType ? sql`and e.bet_type = ${filter.betType}` : sql``}
        order by e.liability_satang::numeric / bt.liability_cap_satang desc, e.liability_satang desc, e.bet_type, e.number
        limit ${filter.limit}`),
    );
    return rows.map((row) => ({
      betType: row.bet_type,
      number: row.number,
      stakeSatang: BigInt(row.stake),
      liabilitySatang: BigInt(row.liability),
      capSatang: BigInt(row.cap),
      capUsed: row.cap_used,
      rule: row.rule,
    }));
  },
  /** Per bet type, the largest liability on one number, and the round's total stake. */
  async exposureTotals(
    db: DbOrTx,
    roundId: string,
  ): Promise<{ totalStakeSatang: bigint; worst: Array<{ betType: BetTypeCode; liabilitySatang: bigint }> }> {
    const rows = rowsOf<{ bet_type: BetTypeCode; stake: string; worst: string }>(
      await db.execute(sql`
        select bet_type, sum(stake_satang)::text as stake, max(liability_satang)::text as worst
        from lottery_round_exposure where round_id = ${roundId} group by bet_type order by bet_type`),
    );
    return {
      totalStakeSatang: rows.reduce((sum, row) => sum + BigInt(row.stake), 0n),
      worst: rows.map((row) => ({ betType: row.bet_type, liabilitySatang: BigInt(row.worst) })),
    };
  },
});
export type RoundRepo = ReturnType<typeof createRoundRepo>;
