import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { domainEvents } from '#platform/events/events.tables';
import { referralClaims, referralClicks, referralIncomes, referralSettings } from './referral.tables';

export type ReferralSettingsRow = typeof referralSettings.$inferSelect;
export type ReferralIncomeRow = typeof referralIncomes.$inferInsert;
export type ReferralClaimRow = typeof referralClaims.$inferSelect;

const i = referralIncomes;

/** The referral programme's SQL. Every query is scoped by `operatorId`. */
export const createReferralRepo = () => ({
  async findSettings(db: DbOrTx, operatorId: string): Promise<ReferralSettingsRow | undefined> {
    const [row] = await db.select().from(referralSettings).where(eq(referralSettings.operatorId, operatorId));
    return row;
  },

  async putSettings(tx: Tx, row: ReferralSettingsRow): Promise<void> {
    const { operatorId: _id, ...rest } = row;
    await tx
      .insert(referralSettings)
      .values(row)
      .onConflictDoUpdate({ target: referralSettings.operatorId, set: rest });
  },

  /** Counts a click once per (referrer, Bangkok day, client). */
  async addClick(
    db: DbOrTx,
    row: { operatorId: string; referrerId: string; day: string; clientHash: string; firstAt: Date },
  ): Promise<void> {
    await db.insert(referralClicks).values(row).onConflictDoNothing();
  },

  async clicksOf(db: DbOrTx, operatorId: string, referrerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(referralClicks)
      .where(and(eq(referralClicks.operatorId, operatorId), eq(referralClicks.referrerId, referrerId)));
    return Number(row?.n ?? 0);
  },

  /**
   * Each member's first credited deposit as the outbox recorded it (`deposit.credited` with
   * `previousDeposits` 0) credited before `before`: amount in satang.
   */
  async firstDeposits(
    db: DbOrTx,
    operatorId: string,
    memberIds: readonly string[],
    before: Date,
  ): Promise<Map<string, bigint>> {
    const result = new Map<string, bigint>();
    if (memberIds.length === 0) return result;
    const rows = await db
      .select({
        memberId: domainEvents.memberId,
        amount: sql<string>`${domainEvents.payload}->>'amountSatang'`,
      })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.operatorId, operatorId),
          inArray(domainEvents.memberId, [...new Set(memberIds)]),
          eq(domainEvents.type, 'deposit.credited'),
          sql`(${domainEvents.payload}->>'previousDeposits')::int = 0`,
          lt(domainEvents.occurredAt, before),
        ),
      );
    for (const row of rows) if (row.memberId) result.set(row.memberId, BigInt(row.amount ?? '0'));
    return result;
  },

  /** Inserts the rows it does not hold yet; answers the inserted ones' count and sum. */
  async insertIncomes(tx: Tx, rows: ReferralIncomeRow[]): Promise<{ inserted: number; satang: bigint }> {
    if (rows.length === 0) return { inserted: 0, satang: 0n };
    const inserted = await tx
      .insert(i)
      .values(rows)
      .onConflictDoNothing({ target: [i.operatorId, i.referrerId, i.friendId, i.day, i.category] })
      .returning({ amount: i.amountSatang });
    return { inserted: inserted.length, satang: inserted.reduce((sum, row) => sum + row.amount, 0n) };
  },

  async claimableOf(db: DbOrTx, operatorId: string, referrerId: string): Promise<bigint> {
    const [row] = await db
      .select({ satang: sql<string>`coalesce(sum(${i.amountSatang}), 0)::text` })
      .from(i)
      .where(and(eq(i.operatorId, operatorId), eq(i.referrerId, referrerId), isNull(i.claimId)));
    return BigInt(row?.satang ?? '0');
  },

  /** Marks every unclaimed income of the referrer with the claim (conditional: only rows still unclaimed). */
  async takeUnclaimed(tx: Tx, operatorId: string, referrerId: string, claimId: string): Promise<bigint> {
    const rows = await tx
      .update(i)
      .set({ claimId })
      .where(and(eq(i.operatorId, operatorId), eq(i.referrerId, referrerId), isNull(i.claimId)))
      .returning({ amount: i.amountSatang });
    return rows.reduce((sum, row) => sum + row.amount, 0n);
  },

  async insertClaim(tx: Tx, row: ReferralClaimRow): Promise<void> {
    await tx.insert(referralClaims).values(row);
  },

  /** Credited income per friend of the referrer over the days. */
  async incomeByFriend(
    db: DbOrTx,
    operatorId: string,
    referrerId: string,
    range: { fromDay: string; toDay: string },
  ): Promise<Map<string, bigint>> {
    const rows = await db
      .select({ friendId: i.friendId, satang: sql<string>`sum(${i.amountSatang})::text` })
      .from(i)
      .where(
        and(
          eq(i.operatorId, operatorId),
          eq(i.referrerId, referrerId),
          gte(i.day, range.fromDay),
          lt(i.day, range.toDay),
        ),
      )
      .groupBy(i.friendId);
    return new Map(rows.map((row) => [row.friendId, BigInt(row.satang)]));
  },

  /** Credited income and turnover per day (or month, `YYYY-MM`) of the referrer over the days. */
  async incomeByPeriod(
    db: DbOrTx,
    operatorId: string,
    referrerId: string,
    by: 'DAY' | 'MONTH',
    range: { fromDay: string; toDay: string },
  ): Promise<Array<{ period: string; turnoverSatang: bigint; incomeSatang: bigint; friends: number }>> {
    const period =
      by === 'DAY' ? sql<string>`to_char(${i.day}, 'YYYY-MM-DD')` : sql<string>`to_char(${i.day}, 'YYYY-MM')`;
    const rows = await db
      .select({
        period,
        turnover: sql<string>`sum(${i.turnoverSatang})::text`,
        income: sql<string>`sum(${i.amountSatang})::text`,
        friends: sql<number>`count(distinct ${i.friendId})::int`,
      })
      .from(i)
      .where(
        and(
          eq(i.operatorId, operatorId),
          eq(i.referrerId, referrerId),
          gte(i.day, range.fromDay),
          lt(i.day, range.toDay),
        ),
      )
      .groupBy(period)
      .orderBy(desc(period));
    return rows.map((row) => ({
      period: row.period,
      turnoverSatang: BigInt(row.turnover),
      incomeSatang: BigInt(row.income),
      friends: Number(row.friends),
    }));
  },

  /** A page of the referrer's history: income per day and claims, newest first. */
  async historyPage(
    db: DbOrTx,
    operatorId: string,
    referrerId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{
    rows: Array<{
      kind: 'INCOME' | 'CLAIM';
      at: string;
      amount: string;
      paidAs: 'CASH' | 'BONUS' | null;
      friends: number | null;
    }>;
    total: number;
  }> {
    const union = sql`
      select 'INCOME' as kind, to_char(${i.day}, 'YYYY-MM-DD') as at, (${i.day}::timestamp + interval '17 hours') as sort_at,
        sum(${i.amountSatang})::text as amount, null::text as paid_as, count(distinct ${i.friendId})::int as friends
      from ${i} where ${i.operatorId} = ${operatorId} and ${i.referrerId} = ${referrerId}
      group by ${i.day}
      union all
      select 'CLAIM' as kind, to_char(${referralClaims.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
        (${referralClaims.createdAt} at time zone 'UTC') as sort_at,
        ${referralClaims.amountSatang}::text as amount, ${referralClaims.paidAs} as paid_as, null::int as friends
      from ${referralClaims} where ${referralClaims.operatorId} = ${operatorId} and ${referralClaims.memberId} = ${referrerId}`;
    const rows = rowsOf<{
      kind: 'INCOME' | 'CLAIM';
      at: string;
      amount: string;
      paid_as: 'CASH' | 'BONUS' | null;
      friends: number | null;
    }>(
      await db.execute(
        sql`select kind, at, amount, paid_as, friends from (${union}) h order by sort_at desc, kind limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
      ),
    );
    const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${union}) h`));
    return {
      rows: rows.map((row) => ({
        kind: row.kind,
        at: row.at,
        amount: row.amount,
        paidAs: row.paid_as,
        friends: row.friends === null ? null : Number(row.friends),
      })),
      total: Number(total?.n ?? 0),
    };
  },

  /** The claims of the referrer (times as ISO), newest first. */
  async claimsOf(db: DbOrTx, operatorId: string, memberId: string): Promise<ReferralClaimRow[]> {
    return db
      .select()
      .from(referralClaims)
      .where(and(eq(referralClaims.operatorId, operatorId), eq(referralClaims.memberId, memberId)))
      .orderBy(desc(referralClaims.createdAt));
  },

  /** Per referrer over the days: income credited, and claims made within the instants. */
  async reportTotals(
    db: DbOrTx,
    operatorId: string,
    range: { fromDay: string; toDay: string; from: Date; to: Date },
  ): Promise<{ income: Map<string, bigint>; claimed: Map<string, bigint> }> {
    const income = await db
      .select({ id: i.referrerId, satang: sql<string>`sum(${i.amountSatang})::text` })
      .from(i)
      .where(and(eq(i.operatorId, operatorId), gte(i.day, range.fromDay), lt(i.day, range.toDay)))
      .groupBy(i.referrerId);
    const claimed = await db
      .select({ id: referralClaims.memberId, satang: sql<string>`sum(${referralClaims.amountSatang})::text` })
      .from(referralClaims)
      .where(
        and(
          eq(referralClaims.operatorId, operatorId),
          gte(referralClaims.createdAt, range.from),
          lt(referralClaims.createdAt, range.to),
        ),
      )
      .groupBy(referralClaims.memberId);
    return {
      income: new Map(income.map((row) => [row.id, BigInt(row.satang)])),
      claimed: new Map(claimed.map((row) => [row.id, BigInt(row.satang)])),
    };
  },
});
export type ReferralRepo = ReturnType<typeof createReferralRepo>;
