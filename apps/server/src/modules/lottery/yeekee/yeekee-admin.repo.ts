import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { lotteryRounds } from '../round/round.tables';
import { yeekeeRounds } from './yeekee.tables';

export type AdminRoundMoney = {
  bettors: number;
  bills: number;
  stakeSatang: bigint;
  /** Wins of settled bills plus refunds of a void round's bills. */
  paidSatang: bigint;
  shooters: number;
  rewardsSatang: bigint;
};

/** The back office's reads of Yeekee rounds: a market's day with bettors, stakes and results. */
export const createYeekeeAdminRepo = () => ({
  /** A market's rounds of one business date, by round number, with their Yeekee side. */
  async roundsOfDate(db: DbOrTx, productId: string, businessDate: string) {
    return db
      .select({ round: lotteryRounds, yeekee: yeekeeRounds })
      .from(yeekeeRounds)
      .innerJoin(lotteryRounds, eq(lotteryRounds.id, yeekeeRounds.roundId))
      .where(and(eq(yeekeeRounds.productId, productId), eq(yeekeeRounds.businessDate, businessDate)))
      .orderBy(asc(yeekeeRounds.roundNo));
  },
  /**
   * Bettors, bills and stakes per round (bills not cancelled; every bill of a void round, whose
   * refunds count as paid), wins paid, shooters and shooter rewards. Raw SQL: four aggregates over
   * the rounds at once instead of one query per round.
   */
  async roundMoney(db: DbOrTx, roundIds: string[]): Promise<Map<string, AdminRoundMoney>> {
    if (roundIds.length === 0) return new Map();
    // Round ids are uuids: safe in an array literal, one parameter whatever their number.
    const ids = sql`${`{${roundIds.join(',')}}`}::uuid[]`;
    const rows = rowsOf<{
      round_id: string;
      bettors: number;
      bills: number;
      stake: string;
      paid: string;
      shooters: number;
      rewards: string;
    }>(
      await db.execute(sql`
        with counted as (
          select b.round_id,
                 count(distinct b.member_id)::int as bettors,
                 count(*)::int as bills,
                 coalesce(sum(b.total_satang), 0)::text as stake,
                 coalesce(sum(case when b.status = 1 then b.total_win_satang
                                   when b.status = 2 then b.total_satang else 0 end), 0)::text as paid
          from lottery_bills b
          join lottery_rounds r on r.id = b.round_id
          where b.round_id = any(${ids}) and (b.status <> 2 or r.status = 'CANCELLED')
          group by b.round_id
        ),
        shooters as (
          select round_id, count(*)::int as shooters from yeekee_round_shooters
          where round_id = any(${ids}) group by round_id
        ),
        rewards as (
          select round_id, coalesce(sum(amount_satang), 0)::text as rewards from yeekee_shooter_rewards
          where round_id = any(${ids}) group by round_id
        )
        select ids.round_id, coalesce(c.bettors, 0) as bettors, coalesce(c.bills, 0) as bills,
               coalesce(c.stake, '0') as stake, coalesce(c.paid, '0') as paid,
               coalesce(s.shooters, 0) as shooters, coalesce(w.rewards, '0') as rewards
        from unnest(${ids}) as ids(round_id)
        left join counted c on c.round_id = ids.round_id
        left join shooters s on s.round_id = ids.round_id
        left join rewards w on w.round_id = ids.round_id`),
    );
    return new Map(
      rows.map((row) => [
        row.round_id,
        {
          bettors: Number(row.bettors),
          bills: Number(row.bills),
          stakeSatang: BigInt(row.stake),
          paidSatang: BigInt(row.paid),
          shooters: Number(row.shooters),
          rewardsSatang: BigInt(row.rewards),
        },
      ]),
    );
  },
});
export type YeekeeAdminRepo = ReturnType<typeof createYeekeeAdminRepo>;
