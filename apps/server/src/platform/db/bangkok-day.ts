import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * The Bangkok calendar day (UTC+7 all year, no daylight saving) of a timestamptz, as 'YYYY-MM-DD'
 * text: for grouping report figures by day. A fixed offset, so it does not depend on the server's
 * or the database's time zone settings.
 */
export const bangkokDaySql = (instant: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char((${instant} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** The first instant of a Bangkok calendar day "YYYY-MM-DD". */
export const bangkokDayStart = (date: string): Date => new Date(`${date}T00:00:00+07:00`);

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Midnight in Bangkok that began the day of the instant `at`: where daily counts and caps restart. */
export const bangkokMidnightOf = (at: Date): Date =>
  new Date(Math.floor((at.getTime() + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS);

/** A half-open range of instants `[from, to)`: whole Bangkok days from their first instant. */
export type InstantRange = { from: Date; to: Date };

/** Rows and their summed amount on one Bangkok day. */
export type DayCount = { day: string; count: number; satang: bigint };

/** Rows of `table` whose `at` falls in `range`, counted (and `amount` summed) per Bangkok day of `at`. */
export const countByBangkokDay = async (
  db: DbOrTx,
  table: PgTable,
  options: { at: AnyPgColumn; amount?: AnyPgColumn; where: SQL | undefined; range: InstantRange },
): Promise<DayCount[]> => {
  const day = bangkokDaySql(options.at);
  const rows = await db
    .select({
      day,
      count: sql<number>`count(*)::int`,
      satang: options.amount ? sql<string>`coalesce(sum(${options.amount}), 0)::text` : sql<string>`'0'`,
    })
    .from(table)
    .where(and(options.where, gte(options.at, options.range.from), lt(options.at, options.range.to)))
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, count: Number(row.count), satang: BigInt(row.satang) }));
};
