import type { ConditionStatus } from '@chokdee/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { domainEvents } from '#platform/events/events.tables';
import { bonusHistory, wageringConditions, wageringContributions } from './promotions.tables';

export type ConditionRow = typeof wageringConditions.$inferSelect;
export type NewCondition = typeof wageringConditions.$inferInsert;
export type ContributionRow = typeof wageringContributions.$inferSelect;
export type BonusHistoryRow = typeof bonusHistory.$inferSelect;
type ClosedStatus = Exclude<ConditionStatus, 'OPEN'>;

const byAge = [asc(wageringConditions.startedAt), asc(wageringConditions.id)] as const;

/** The SQL of wagering conditions, their contributions and the member's bonus history. */
export const createConditionsRepo = () => ({
  /**
   * Inserts the condition unless a unique index already holds its claim (one per member, promotion
   * and period; one per source ref): `on conflict do nothing`, so a duplicate never aborts the
   * caller's transaction. Answers whether it was inserted.
   */
  async insertCondition(tx: Tx, row: NewCondition): Promise<boolean> {
    const inserted = await tx
      .insert(wageringConditions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: wageringConditions.id });
    return inserted.length > 0;
  },

  async findCondition(db: DbOrTx, operatorId: string, id: string): Promise<ConditionRow | undefined> {
    const [row] = await db
      .select()
      .from(wageringConditions)
      .where(and(eq(wageringConditions.operatorId, operatorId), eq(wageringConditions.id, id)));
    return row;
  },

  /** The member's open conditions, oldest first (the order turnover fills them). */
  openConditions(db: DbOrTx, operatorId: string, memberId: string): Promise<ConditionRow[]> {
    return db
      .select()
      .from(wageringConditions)
      .where(
        and(
          eq(wageringConditions.operatorId, operatorId),
          eq(wageringConditions.memberId, memberId),
          eq(wageringConditions.status, 'OPEN'),
        ),
      )
      .orderBy(...byAge);
  },

  /** Which of `memberIds` have an open condition (one read for a consumer's batch). */
  async membersWagering(db: DbOrTx, operatorId: string, memberIds: string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ memberId: wageringConditions.memberId })
      .from(wageringConditions)
      .where(
        and(
          eq(wageringConditions.operatorId, operatorId),
          eq(wageringConditions.status, 'OPEN'),
          inArray(wageringConditions.memberId, [...new Set(memberIds)]),
        ),
      );
    return new Set(rows.map((row) => row.memberId));
  },

  /**
   * The condition whose bonus funded a bill placed at `placedAt`: the oldest holding bonus that was
   * open then (started by then, not closed before).
   */
  async fundingCondition(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    placedAt: Date,
  ): Promise<ConditionRow | undefined> {
    const [row] = await db
      .select()
      .from(wageringConditions)
      .where(
        and(
          eq(wageringConditions.operatorId, operatorId),
          eq(wageringConditions.memberId, memberId),
          gt(wageringConditions.bonusSatang, 0n),
          lte(wageringConditions.startedAt, placedAt),
          or(isNull(wageringConditions.closedAt), gt(wageringConditions.closedAt, placedAt)),
        ),
      )
      .orderBy(...byAge)
      .limit(1);
    return row;
  },

  /** The member's most recently closed condition that granted bonus (whose bonus any left-over money is). */
  async lastClosedWithBonus(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<ConditionRow | undefined> {
    const [row] = await db
      .select()
      .from(wageringConditions)
      .where(
        and(
          eq(wageringConditions.operatorId, operatorId),
          eq(wageringConditions.memberId, memberId),
          gt(wageringConditions.bonusSatang, 0n),
          isNotNull(wageringConditions.closedAt),
        ),
      )
      .orderBy(desc(wageringConditions.closedAt), desc(wageringConditions.id))
      .limit(1);
    return row;
  },

  async addTurnover(tx: Tx, id: string, deltaSatang: bigint): Promise<void> {
    await tx
      .update(wageringConditions)
      .set({ turnoverSatang: sql`${wageringConditions.turnoverSatang} + ${deltaSatang}` })
      .where(eq(wageringConditions.id, id));
  },

  /** Closes an OPEN condition; undefined when it was no longer open (another close came first). */
  async closeCondition(
    tx: Tx,
    id: string,
    close: { status: ClosedStatus; closedAt: Date; closeReason: string | null; closedBy: string | null },
  ): Promise<ConditionRow | undefined> {
    const [row] = await tx
      .update(wageringConditions)
      .set(close)
      .where(and(eq(wageringConditions.id, id), eq(wageringConditions.status, 'OPEN')))
      .returning();
    return row;
  },

  /** Adds what left the bonus account on this condition's account (converted or forfeited). */
  async addSettledBonus(
    tx: Tx,
    id: string,
    amounts: { convertedSatang?: bigint; forfeitedSatang?: bigint },
  ): Promise<void> {
    await tx
      .update(wageringConditions)
      .set({
        convertedSatang: sql`${wageringConditions.convertedSatang} + ${amounts.convertedSatang ?? 0n}`,
        forfeitedSatang: sql`${wageringConditions.forfeitedSatang} + ${amounts.forfeitedSatang ?? 0n}`,
      })
      .where(eq(wageringConditions.id, id));
  },

  /**
   * Inserts contributions, skipping any (condition, source) already recorded; answers the rows
   * actually inserted, so a replay adds no turnover.
   */
  async insertContributions(
    tx: Tx,
    rows: Array<typeof wageringContributions.$inferInsert>,
  ): Promise<ContributionRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(wageringContributions).values(rows).onConflictDoNothing().returning();
  },

  /** The contributions one source made (`lottery_bill:{id}`), to any of the member's conditions. */
  contributionsOf(db: DbOrTx, operatorId: string, sourceKey: string): Promise<ContributionRow[]> {
    return db
      .select()
      .from(wageringContributions)
      .where(
        and(eq(wageringContributions.operatorId, operatorId), eq(wageringContributions.sourceKey, sourceKey)),
      );
  },

  /**
   * Per member and category, the stake their lottery bills counted toward wagering conditions, on the
   * bill's settlement instant (`bill.settled`), taken back whole on its refund instant (`bill.refunded`,
   * whether or not the engine un-counted it: a closed condition keeps its turnover, but a refunded
   * stake was neither lost nor used) — the instants and the rule of the reward day totals. Loss
   * cashback takes it off. The engine's own `…:refund` rows are not read.
   */
  async wageredStakes(
    db: DbOrTx,
    operatorId: string,
    memberIds: readonly string[],
    range: { from: Date; to: Date },
  ): Promise<Array<{ memberId: string; category: ContributionRow['category']; stakeSatang: bigint }>> {
    if (memberIds.length === 0) return [];
    const c = wageringContributions;
    const e = domainEvents;
    const rows = await db
      .select({
        memberId: c.memberId,
        category: c.category,
        stakeSatang: sql<string>`sum(case when ${e.type} = 'bill.refunded' then -${c.stakeSatang} else ${c.stakeSatang} end)::text`,
      })
      .from(e)
      .innerJoin(
        c,
        and(eq(c.operatorId, e.operatorId), eq(c.sourceKey, sql`'lottery_bill:' || ${e.subjectId}`)),
      )
      .where(
        and(
          eq(e.operatorId, operatorId),
          inArray(e.memberId, [...memberIds]),
          inArray(e.type, ['bill.settled', 'bill.refunded']),
          gte(e.occurredAt, range.from),
          lt(e.occurredAt, range.to),
        ),
      )
      .groupBy(c.memberId, c.category);
    // Provider game rounds (docs/domain/games.md §2 rule 8): each settlement counted under
    // `game_round:{round}:{settle}`, taken back by the reversal of that settlement.
    const games = await db
      .select({
        memberId: c.memberId,
        category: c.category,
        stakeSatang: sql<string>`sum(case when ${e.type} = 'game.round_reversed' then -${c.stakeSatang} else ${c.stakeSatang} end)::text`,
      })
      .from(e)
      .innerJoin(
        c,
        and(
          eq(c.operatorId, e.operatorId),
          eq(c.sourceKey, sql`'game_round:' || ${e.subjectId} || ':' || (${e.payload} ->> 'settle')`),
        ),
      )
      .where(
        and(
          eq(e.operatorId, operatorId),
          inArray(e.memberId, [...memberIds]),
          inArray(e.type, ['game.round_settled', 'game.round_reversed']),
          gte(e.occurredAt, range.from),
          lt(e.occurredAt, range.to),
        ),
      )
      .groupBy(c.memberId, c.category);
    const sums = new Map<
      string,
      { memberId: string; category: ContributionRow['category']; stakeSatang: bigint }
    >();
    for (const row of [...rows, ...games]) {
      const key = `${row.memberId}|${row.category}`;
      const current = sums.get(key) ?? { memberId: row.memberId, category: row.category, stakeSatang: 0n };
      current.stakeSatang += BigInt(row.stakeSatang);
      sums.set(key, current);
    }
    return [...sums.values()];
  },

  async insertHistory(tx: Tx, row: typeof bonusHistory.$inferInsert): Promise<void> {
    await tx.insert(bonusHistory).values(row);
  },

  /** The member's bonus history, newest first, with the name each condition was taken under. */
  async pageHistory(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    page: { pageNo: number; pageSize: number },
  ) {
    const where = and(eq(bonusHistory.operatorId, operatorId), eq(bonusHistory.memberId, memberId));
    const rows = await db
      .select({
        kind: bonusHistory.kind,
        amountSatang: bonusHistory.amountSatang,
        note: bonusHistory.note,
        createdAt: bonusHistory.createdAt,
        name: wageringConditions.name,
      })
      .from(bonusHistory)
      .leftJoin(wageringConditions, eq(wageringConditions.id, bonusHistory.conditionId))
      .where(where)
      .orderBy(desc(bonusHistory.createdAt), desc(bonusHistory.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    const [total] = await db.select({ total: count() }).from(bonusHistory).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  /** The site's conditions for the back office, newest first, of one member and/or one status. */
  async pageConditions(
    db: DbOrTx,
    operatorId: string,
    query: {
      memberId?: string | undefined;
      status?: ConditionStatus | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const where = and(
      eq(wageringConditions.operatorId, operatorId),
      query.memberId ? eq(wageringConditions.memberId, query.memberId) : undefined,
      query.status ? eq(wageringConditions.status, query.status) : undefined,
    );
    const rows = await db
      .select()
      .from(wageringConditions)
      .where(where)
      .orderBy(desc(wageringConditions.startedAt), desc(wageringConditions.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ total: count() }).from(wageringConditions).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  /** Conditions by id (the admin list's members are read by the caller). */
  conditionsByIds(db: DbOrTx, operatorId: string, ids: string[]): Promise<ConditionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(wageringConditions)
      .where(and(eq(wageringConditions.operatorId, operatorId), inArray(wageringConditions.id, ids)));
  },
});
export type ConditionsRepo = ReturnType<typeof createConditionsRepo>;
