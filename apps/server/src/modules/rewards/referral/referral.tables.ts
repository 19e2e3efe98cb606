import { wageringCategories } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../../platform/db/rows';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';

/**
 * The operator's referral programme (docs/domain/rewards.md rule 7). No row: the programme is off. Percents are
 * in hundredths of a percent per wagering category (50 = 0.5%). Changes are audited
 * (`referral_settings.update`).
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    enabled: boolean('enabled').notNull(),
    basisPoints: jsonb('basis_points').$type<Record<string, number>>().notNull(),
    minFirstDepositSatang: bigint('min_first_deposit_satang', { mode: 'bigint' }).notNull(),
    minClaimSatang: bigint('min_claim_satang', { mode: 'bigint' }).notNull(),
    claimAs: text('claim_as', { enum: ['CASH', 'BONUS'] }).notNull(),
    /** ≤ 10 (docs/domain/rewards.md rule 2), one decimal place, as text ("1", "1.5"). */
    bonusMultiplier: text('bonus_multiplier').notNull(),
    bonusMaxStakeSatang: bigint('bonus_max_stake_satang', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('referral_settings_claim_as', sql`${t.claimAs} in ('CASH', 'BONUS')`),
    check('referral_settings_amounts', sql`${t.minFirstDepositSatang} > 0 and ${t.minClaimSatang} > 0`),
  ],
);

/**
 * One row per client (a hash of its address) per referrer per Bangkok day that opened the
 * invitation: the click count is the number of rows, so one client cannot inflate it by reloading.
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    clientHash: text('client_hash').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'referral_clicks_pk', columns: [t.operatorId, t.referrerId, t.day, t.clientHash] }),
  ],
);

/**
 * The referral income the job `referral-income` credited: one row per (referrer, friend, Bangkok day,
 * category), unique, so a rerun of a day inserts nothing it already holds. `claim_id` is set when the
 * referrer claims it; the claimable balance is the sum of the rows without one.
 */
export const referralIncomes = pgTable(
  'referral_incomes',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => members.id),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category', { enum: wageringCategories }).notNull(),
    /** The friend's counted (non-covering) settled stake that day in that category. */
    turnoverSatang: bigint('turnover_satang', { mode: 'bigint' }).notNull(),
    /** The rate applied (setting + VIP), in hundredths of a percent. */
    basisPoints: integer('basis_points').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    claimId: uuid('claim_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('referral_incomes_once').on(t.operatorId, t.referrerId, t.friendId, t.day, t.category),
    index('referral_incomes_referrer_day').on(t.operatorId, t.referrerId, t.day),
    index('referral_incomes_operator_day').on(t.operatorId, t.day),
    check('referral_incomes_category', sql`${t.category} in (${sqlValueList(wageringCategories)})`),
    check('referral_incomes_amount', sql`${t.amountSatang} > 0 and ${t.turnoverSatang} > 0`),
  ],
);

/** A claim of the whole claimable balance, paid as cash (REFERRAL_CLAIMED) or as a bonus with its condition. */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    paidAs: text('paid_as', { enum: ['CASH', 'BONUS'] }).notNull(),
    conditionId: uuid('condition_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_claims_member').on(t.operatorId, t.memberId, t.createdAt),
    check('referral_claims_amount', sql`${t.amountSatang} > 0`),
    check('referral_claims_paid_as', sql`${t.paidAs} in ('CASH', 'BONUS')`),
  ],
);
