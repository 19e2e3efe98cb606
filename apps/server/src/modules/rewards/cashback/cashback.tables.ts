import {
  cashbackCreditStatuses,
  cashbackPaidAs,
  cashbackPeriods,
  wageringCategories,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../../platform/db/rows';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';

/**
 * The operator's loss-cashback settings (docs/domain/rewards.md rule 6). No row: the programme is off. Percents
 * per wagering category in basis points (500 = 5%); the turnover multiplier in tenths (0 = paid as
 * cash, at most 10 = ×1).
 */
export const cashbackSettings = pgTable(
  'cashback_settings',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    enabled: boolean('enabled').notNull(),
    period: text('period', { enum: cashbackPeriods }).notNull(),
    percentBasisPoints: jsonb('percent_basis_points').$type<Record<string, number>>().notNull(),
    minimumLossSatang: bigint('minimum_loss_satang', { mode: 'bigint' }).notNull(),
    capSatang: bigint('cap_satang', { mode: 'bigint' }).notNull(),
    turnoverTenths: integer('turnover_tenths').notNull(),
    claimDays: integer('claim_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The staff account that saved them last; null for the demo seed. */
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('cashback_settings_period', sql`${t.period} in (${sqlValueList(cashbackPeriods)})`),
    check(
      'cashback_settings_amounts',
      sql`${t.minimumLossSatang} >= 0 and ${t.capSatang} > 0 and ${t.turnoverTenths} between 0 and 10
        and ${t.claimDays} between 1 and 30`,
    ),
  ],
);

/**
 * One member's cashback for one period and category, written by the `cashback` job: unique per
 * (member, period, category), so a rerun writes nothing new. The figures are kept as computed (what
 * the member is shown). `amount_satang` 0 with BELOW_MINIMUM or MEMBER_LOCKED: the member is told why.
 * A claim moves CLAIMABLE → CLAIMED under a conditional update (paid once); the expiry marks CLAIMABLE
 * ones past `claimable_until` EXPIRED.
 */
export const cashbackCredits = pgTable(
  'cashback_credits',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** `YYYY-Www` or `YYYY-MM-DD` (Bangkok). */
    period: text('period').notNull(),
    category: text('category', { enum: wageringCategories }).notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull(),
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull(),
    /** Stake already used to meet a wagering condition, taken off. */
    wageredSatang: bigint('wagered_satang', { mode: 'bigint' }).notNull(),
    netLossSatang: bigint('net_loss_satang', { mode: 'bigint' }).notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    capped: boolean('capped').notNull(),
    status: text('status', { enum: cashbackCreditStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimableUntil: timestamp('claimable_until', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAs: text('paid_as', { enum: cashbackPaidAs }),
    /** The wagering condition of a claim paid as bonus. */
    conditionId: uuid('condition_id'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashback_credits_member_period_category').on(t.operatorId, t.memberId, t.period, t.category),
    index('cashback_credits_member').on(t.operatorId, t.memberId, t.createdAt),
    index('cashback_credits_period').on(t.operatorId, t.period),
    index('cashback_credits_claimable')
      .on(t.operatorId, t.claimableUntil)
      .where(sql`${t.status} = 'CLAIMABLE'`),
    check('cashback_credits_status', sql`${t.status} in (${sqlValueList(cashbackCreditStatuses)})`),
    check('cashback_credits_category', sql`${t.category} in (${sqlValueList(wageringCategories)})`),
    check(
      'cashback_credits_amounts',
      sql`${t.amountSatang} >= 0
        and (${t.status} in ('CLAIMABLE', 'CLAIMED', 'EXPIRED')) = (${t.amountSatang} > 0)`,
    ),
    check('cashback_credits_claimed', sql`(${t.status} = 'CLAIMED') = (${t.claimedAt} is not null)`),
  ],
);
