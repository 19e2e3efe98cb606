import type { ConditionSource } from '@chokdee/contracts';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { bangkokDaySql, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { wageringConditions } from './promotions.tables';

/**
 * Read-only: bonus granted per Bangkok day and source of its condition, for reports. Each condition
 * with bonus posted exactly `bonus_satang` as its BONUS_GRANTED transfer in the grant's transaction at
 * `started_at`, so these are the BONUS_GRANTED transfers by source.
 */
export const bonusGrantTotals = {
  async byDay(
    db: DbOrTx,
    operatorId: string,
    range: InstantRange,
  ): Promise<Array<{ day: string; source: ConditionSource; satang: bigint }>> {
    const t = wageringConditions;
    const day = bangkokDaySql(t.startedAt);
    const rows = await db
      .select({ day, source: t.source, satang: sql<string>`coalesce(sum(${t.bonusSatang}), 0)::text` })
      .from(t)
      .where(
        and(
          eq(t.operatorId, operatorId),
          gt(t.bonusSatang, 0n),
          gte(t.startedAt, range.from),
          lt(t.startedAt, range.to),
        ),
      )
      .groupBy(day, t.source);
    return rows.map((row) => ({ day: row.day, source: row.source, satang: BigInt(row.satang) }));
  },
};
