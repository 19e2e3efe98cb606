import { wageringCategories } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../../platform/db/rows';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';

/**
 * A member's settled play per Bangkok day and category, summed from the outbox (`bill.settled`,
 * `bill.win_corrected`, later the games' rounds) by the consumer `rewards.activity`: what cashback,
 * referral income, VIP turnover and the missions read (docs/domain/rewards.md rules 6–9). `counted_*` leave out
 * the covering lines (docs/domain/rewards.md §2), which count 0 toward every reward. The day is the settlement's
 * (the fact's `occurredAt`) in Bangkok, so a period's figure is final once the period has ended and
 * the consumer has caught up.
 */
export const rewardDailyTurnover = pgTable(
  'reward_daily_turnover',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category', { enum: wageringCategories }).notNull(),
    /** Every settled stake. */
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Settled stake of lines that were not covering: the turnover rewards count. */
    countedStakeSatang: bigint('counted_stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Every win paid on those stakes (corrections included). */
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Wins on the counted lines: counted stake − counted win is the net loss cashback pays on. */
    countedWinSatang: bigint('counted_win_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    bills: integer('bills').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'reward_daily_turnover_pk', columns: [t.operatorId, t.memberId, t.day, t.category] }),
    index('reward_daily_turnover_operator_day').on(t.operatorId, t.day),
    check('reward_daily_turnover_category', sql`${t.category} in (${sqlValueList(wageringCategories)})`),
  ],
);
