import type { ConditionSource } from '@chokdee/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { DomainEventPayloads } from '#platform/events/event-types';
import { domainEvents } from '#platform/events/events.tables';
import { promotionDepositResults } from './catalogue.tables';
import { promotionSelections, promotions, wageringConditions } from './promotions.tables';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type DepositResultRow = typeof promotionDepositResults.$inferSelect;

/** The promotions catalogue's SQL: promotions, members' selections, deposit results, the cost report. */
export const createCatalogueRepo = () => ({
  async insertPromotion(tx: Tx, row: NewPromotionRow): Promise<void> {
    await tx.insert(promotions).values(row);
  },

  async updatePromotion(
    tx: Tx,
    operatorId: string,
    id: string,
    change: Omit<NewPromotionRow, 'id' | 'operatorId' | 'createdAt' | 'createdBy'>,
  ): Promise<void> {
    await tx
      .update(promotions)
      .set(change)
      .where(and(eq(promotions.operatorId, operatorId), eq(promotions.id, id)));
  },

  async findPromotion(db: DbOrTx, operatorId: string, id: string): Promise<PromotionRow | undefined> {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.operatorId, operatorId), eq(promotions.id, id)));
    return row;
  },

  /** The promotion row locked until `tx` ends (staff edits one at a time, each audited against its before). */
  async lockPromotion(tx: Tx, operatorId: string, id: string): Promise<PromotionRow | undefined> {
    const [row] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.operatorId, operatorId), eq(promotions.id, id)))
      .for('update');
    return row;
  },

  async allPromotions(db: DbOrTx, operatorId: string): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotions)
      .where(eq(promotions.operatorId, operatorId))
      .orderBy(asc(promotions.sortOrder), asc(promotions.createdAt));
  },

  /** Enabled promotions whose validity contains `now` (`valid_from ≤ now < valid_to`), in order. */
  async openPromotions(db: DbOrTx, operatorId: string, now: Date): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.operatorId, operatorId),
          eq(promotions.enabled, true),
          or(isNull(promotions.validFrom), lte(promotions.validFrom, now)),
          or(isNull(promotions.validTo), gt(promotions.validTo, now)),
        ),
      )
      .orderBy(asc(promotions.sortOrder), asc(promotions.createdAt));
  },

  /** The member's selection with the promotion's name; undefined for none (ไม่รับโปรโมชั่น). */
  async findSelection(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<{ promotionId: string; promotionName: string; selectedAt: Date } | undefined> {
    const [row] = await db
      .select({
        promotionId: promotionSelections.promotionId,
        promotionName: promotions.name,
        selectedAt: promotionSelections.selectedAt,
      })
      .from(promotionSelections)
      .innerJoin(promotions, eq(promotions.id, promotionSelections.promotionId))
      .where(and(eq(promotionSelections.operatorId, operatorId), eq(promotionSelections.memberId, memberId)));
    return row?.promotionId ? { ...row, promotionId: row.promotionId } : undefined;
  },

  /** The member's selection row locked until `tx` ends (a deposit uses it up while a select may replace it). */
  async lockSelection(
    tx: Tx,
    operatorId: string,
    memberId: string,
  ): Promise<{ promotionId: string | null; selectedAt: Date } | undefined> {
    const [row] = await tx
      .select({ promotionId: promotionSelections.promotionId, selectedAt: promotionSelections.selectedAt })
      .from(promotionSelections)
      .where(and(eq(promotionSelections.operatorId, operatorId), eq(promotionSelections.memberId, memberId)))
      .for('update');
    return row;
  },

  /** Sets the member's selection (null: ไม่รับโปรโมชั่น); one row per member, so concurrent selects leave one. */
  async upsertSelection(
    tx: Tx,
    row: { operatorId: string; memberId: string; promotionId: string | null; selectedAt: Date },
  ): Promise<void> {
    await tx
      .insert(promotionSelections)
      .values(row)
      .onConflictDoUpdate({
        target: promotionSelections.memberId,
        set: { promotionId: row.promotionId, selectedAt: row.selectedAt },
      });
  },

  /** Which of `promotionIds` the member has claimed, and for which period keys. */
  async claimsOf(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    promotionIds: string[],
  ): Promise<Array<{ promotionId: string; periodKey: string }>> {
    if (promotionIds.length === 0) return [];
    const rows = await db
      .select({ promotionId: wageringConditions.promotionId, periodKey: wageringConditions.periodKey })
      .from(wageringConditions)
      .where(
        and(
          eq(wageringConditions.operatorId, operatorId),
          eq(wageringConditions.memberId, memberId),
          inArray(wageringConditions.promotionId, promotionIds),
          isNotNull(wageringConditions.periodKey),
        ),
      );
    return rows.flatMap((row) =>
      row.promotionId && row.periodKey ? [{ promotionId: row.promotionId, periodKey: row.periodKey }] : [],
    );
  },

  /**
   * The member's latest credited deposit as the outbox recorded it (indexed by member and type): how
   * many came before it and earlier that Bangkok day. Undefined when none was credited since the
   * outbox exists; the grant decides from the deposit's own event either way.
   */
  async latestDeposit(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<DomainEventPayloads['deposit.credited'] | undefined> {
    const [row] = await db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.operatorId, operatorId),
          eq(domainEvents.memberId, memberId),
          eq(domainEvents.type, 'deposit.credited'),
        ),
      )
      .orderBy(desc(domainEvents.occurredAt))
      .limit(1);
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return payload as DomainEventPayloads['deposit.credited'];
  },

  /** Records what a deposit's selection got; false when that deposit was decided already. */
  async insertDepositResult(tx: Tx, row: DepositResultRow): Promise<boolean> {
    const inserted = await tx
      .insert(promotionDepositResults)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: promotionDepositResults.id });
    return inserted.length > 0;
  },

  async hasDepositResult(tx: Tx, operatorId: string, depositId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: promotionDepositResults.id })
      .from(promotionDepositResults)
      .where(
        and(
          eq(promotionDepositResults.operatorId, operatorId),
          eq(promotionDepositResults.depositId, depositId),
        ),
      );
    return row !== undefined;
  },

  async latestDepositResult(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<DepositResultRow | undefined> {
    const [row] = await db
      .select()
      .from(promotionDepositResults)
      .where(
        and(
          eq(promotionDepositResults.operatorId, operatorId),
          eq(promotionDepositResults.memberId, memberId),
        ),
      )
      .orderBy(desc(promotionDepositResults.createdAt), desc(promotionDepositResults.id))
      .limit(1);
    return row;
  },

  /**
   * The cost of each source of bonus among the conditions granted in `[from, to)`: how many, how much
   * was granted, converted to cash and removed (forfeited, cancelled, closed), and how many are still
   * open. Promotions group by id (their current name); other sources (coupons…) by the name granted.
   */
  async costOf(
    db: DbOrTx,
    operatorId: string,
    range: { from: Date; to: Date },
  ): Promise<
    Array<{
      source: ConditionSource;
      promotionId: string | null;
      name: string;
      grants: number;
      grantedSatang: bigint;
      convertedSatang: bigint;
      forfeitedSatang: bigint;
      open: number;
    }>
  > {
    const name = sql<string>`coalesce(${promotions.name}, ${wageringConditions.name})`;
    const rows = await db
      .select({
        source: wageringConditions.source,
        promotionId: wageringConditions.promotionId,
        name,
        grants: sql<number>`count(*)::int`,
        granted: sql<string>`coalesce(sum(${wageringConditions.bonusSatang}), 0)::text`,
        converted: sql<string>`coalesce(sum(${wageringConditions.convertedSatang}), 0)::text`,
        forfeited: sql<string>`coalesce(sum(${wageringConditions.forfeitedSatang}), 0)::text`,
        open: sql<number>`(count(*) filter (where ${wageringConditions.status} = 'OPEN'))::int`,
      })
      .from(wageringConditions)
      .leftJoin(promotions, eq(promotions.id, wageringConditions.promotionId))
      .where(
        and(
          eq(wageringConditions.operatorId, operatorId),
          gte(wageringConditions.startedAt, range.from),
          lt(wageringConditions.startedAt, range.to),
        ),
      )
      .groupBy(wageringConditions.source, wageringConditions.promotionId, name)
      .orderBy(desc(sql`sum(${wageringConditions.bonusSatang})`), asc(name));
    return rows.map((row) => ({
      source: row.source,
      promotionId: row.promotionId,
      name: row.name,
      grants: Number(row.grants),
      grantedSatang: BigInt(row.granted),
      convertedSatang: BigInt(row.converted),
      forfeitedSatang: BigInt(row.forfeited),
      open: Number(row.open),
    }));
  },
});
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
