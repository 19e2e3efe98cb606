import { vipChangeReasons } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../../platform/db/rows';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';

/**
 * The operator's VIP table (docs/domain/rewards.md rule 8): 8 levels with the 90-day counted turnover that reaches
 * each and its benefits. No rows = VIP off. Percents are basis points (0.5 % = 50).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    thresholdSatang: bigint('threshold_satang', { mode: 'bigint' }).notNull(),
    /** Null: the cashback setting's own percent. */
    cashbackBasisPoints: integer('cashback_basis_points'),
    referralBonusBasisPoints: integer('referral_bonus_basis_points').notNull(),
    /** Null: no limit beyond the site's. */
    maxWithdrawPerRequestSatang: bigint('max_withdraw_per_request_satang', { mode: 'bigint' }),
    maxWithdrawPerDaySatang: bigint('max_withdraw_per_day_satang', { mode: 'bigint' }),
    upgradeBonusSatang: bigint('upgrade_bonus_satang', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'vip_levels_pk', columns: [t.operatorId, t.level] }),
    check('vip_levels_level', sql`${t.level} between 1 and 8`),
    check('vip_levels_threshold', sql`${t.thresholdSatang} >= 0`),
    check('vip_levels_upgrade_bonus', sql`${t.upgradeBonusSatang} >= 0`),
    check(
      'vip_levels_percents',
      sql`${t.referralBonusBasisPoints} between 0 and 10000 and (${t.cashbackBasisPoints} is null or ${t.cashbackBasisPoints} between 0 and 10000)`,
    ),
  ],
);

/**
 * A member's current level, written on the first upgrade (no row = level 1). `since` is when the
 * member reached it (the monthly review leaves a level reached after the reviewed month alone).
 */
export const vipMembers = pgTable(
  'vip_members',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'vip_members_pk', columns: [t.operatorId, t.memberId] }),
    index('vip_members_operator_level').on(t.operatorId, t.level),
    check('vip_members_level', sql`${t.level} between 1 and 8`),
  ],
);

/**
 * Every level change (docs/domain/rewards.md rule 8): an UPGRADE when the member's turnover reached a higher
 * threshold, a REVIEW when the monthly review lowered it. One REVIEW per (member, month): a rerun of
 * a month writes nothing more.
 */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason', { enum: vipChangeReasons }).notNull(),
    turnoverSatang: bigint('turnover_satang', { mode: 'bigint' }).notNull(),
    /** The reviewed month (`YYYY-MM`) of a REVIEW; null for an UPGRADE. */
    period: text('period'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_level_changes_operator_at').on(t.operatorId, t.at),
    index('vip_level_changes_member').on(t.operatorId, t.memberId, t.at),
    uniqueIndex('vip_level_changes_review_once')
      .on(t.operatorId, t.memberId, t.period)
      .where(sql`${t.period} is not null`),
    check('vip_level_changes_reason', sql`${t.reason} in (${sqlValueList(vipChangeReasons)})`),
    check('vip_level_changes_direction', sql`${t.fromLevel} <> ${t.toLevel}`),
  ],
);

/**
 * A level's upgrade bonus earned by a member: once per (member, level) in the member's life (the
 * unique key), claimable until taken; the claim grants it as bonus with ×10 turnover (source VIP,
 * source ref this row's id) and stamps `claimed_at` with a conditional update.
 */
export const vipUpgradeBonuses = pgTable(
  'vip_upgrade_bonuses',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    conditionId: uuid('condition_id'),
  },
  (t) => [
    uniqueIndex('vip_upgrade_bonuses_once').on(t.operatorId, t.memberId, t.level),
    check('vip_upgrade_bonuses_amount', sql`${t.amountSatang} > 0`),
  ],
);
