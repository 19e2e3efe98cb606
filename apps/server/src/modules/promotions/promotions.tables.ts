import {
  bonusHistoryKinds,
  type CategoryWeights,
  conditionSources,
  conditionStatuses,
  promotionKinds,
  turnoverBases,
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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../platform/db/rows';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';

/**
 * A promotion staff define (docs/domain/rewards.md §1, §3). The bonus is `bonus_percent` of the qualifying deposit
 * capped at `bonus_cap_satang`, or `fixed_bonus_satang`; the turnover target is
 * `multiplier_tenths / 10 × base` (bonus, or deposit + bonus), the multiplier at most 10 (CHECK).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    bannerUrl: text('banner_url'),
    kind: text('kind', { enum: promotionKinds }).notNull(),
    periodDays: integer('period_days'),
    bonusPercent: integer('bonus_percent'),
    bonusCapSatang: bigint('bonus_cap_satang', { mode: 'bigint' }),
    fixedBonusSatang: bigint('fixed_bonus_satang', { mode: 'bigint' }),
    minDepositSatang: bigint('min_deposit_satang', { mode: 'bigint' }).notNull(),
    /** The multiplier × 10 ("1.5" → 15), 10–100. */
    multiplierTenths: integer('multiplier_tenths').notNull(),
    base: text('base', { enum: turnoverBases }).notNull(),
    categoryWeights: jsonb('category_weights').$type<CategoryWeights>().notNull(),
    maxStakeSatang: bigint('max_stake_satang', { mode: 'bigint' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotions_operator_order').on(t.operatorId, t.sortOrder),
    check('promotions_multiplier', sql`${t.multiplierTenths} between 10 and 100`),
    check('promotions_kind', sql`${t.kind} in (${sqlValueList(promotionKinds)})`),
    check('promotions_base', sql`${t.base} in (${sqlValueList(turnoverBases)})`),
    check(
      'promotions_bonus_shape',
      sql`(${t.bonusPercent} is null) <> (${t.fixedBonusSatang} is null)
        and (${t.bonusPercent} is null or ${t.bonusPercent} between 1 and 200)
        and (${t.fixedBonusSatang} is null or ${t.fixedBonusSatang} > 0)
        and (${t.bonusCapSatang} is null or ${t.bonusCapSatang} > 0)`,
    ),
    check('promotions_period', sql`(${t.kind} = 'ONCE_PER_PERIOD') = (${t.periodDays} is not null)`),
    check('promotions_amounts', sql`${t.minDepositSatang} >= 0 and ${t.maxStakeSatang} > 0`),
  ],
);

/** The promotion a member picked for their next deposit (absent or null: ไม่รับโปรโมชั่น). */
export const promotionSelections = pgTable('promotion_selections', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  promotionId: uuid('promotion_id').references(() => promotions.id),
  selectedAt: timestamp('selected_at', { withTimezone: true }).notNull(),
});

/**
 * A wagering condition (docs/domain/rewards.md §3 rule 2): `turnover_satang` of weighted settled stakes counted
 * toward `target_satang`. One row per grant; `period_key` makes a promotion's claim unique per
 * (member, promotion, period) — the Bangkok date, `once`, a period index or the deposit id.
 * `bonus_satang` is what was granted to the member's bonus account (0 for a condition on cash).
 * Counting happens once per stake (`wagering_contributions`), oldest open condition first.
 */
export const wageringConditions = pgTable(
  'wagering_conditions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source', { enum: conditionSources }).notNull(),
    promotionId: uuid('promotion_id').references(() => promotions.id),
    /** The source's own id (a coupon code id, a cashback id…); null for promotions. */
    sourceRef: text('source_ref'),
    periodKey: text('period_key'),
    /** The name the member saw when taking it (a promotion's name may change later). */
    name: text('name').notNull(),
    bonusSatang: bigint('bonus_satang', { mode: 'bigint' }).notNull(),
    /** The qualifying deposit (0 when none). */
    depositSatang: bigint('deposit_satang', { mode: 'bigint' }).notNull(),
    depositRef: text('deposit_ref'),
    targetSatang: bigint('target_satang', { mode: 'bigint' }).notNull(),
    turnoverSatang: bigint('turnover_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    categoryWeights: jsonb('category_weights').$type<CategoryWeights>().notNull(),
    maxStakeSatang: bigint('max_stake_satang', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: conditionStatuses }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    closedBy: uuid('closed_by'),
    convertedSatang: bigint('converted_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    forfeitedSatang: bigint('forfeited_satang', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('wagering_conditions_promotion_period')
      .on(t.operatorId, t.memberId, t.promotionId, t.periodKey)
      .where(sql`${t.promotionId} is not null`),
    uniqueIndex('wagering_conditions_source_ref')
      .on(t.operatorId, t.source, t.sourceRef)
      .where(sql`${t.sourceRef} is not null`),
    index('wagering_conditions_member_status').on(t.operatorId, t.memberId, t.status, t.startedAt),
    index('wagering_conditions_promotion').on(t.operatorId, t.promotionId),
    check('wagering_conditions_status', sql`${t.status} in (${sqlValueList(conditionStatuses)})`),
    check('wagering_conditions_source', sql`${t.source} in (${sqlValueList(conditionSources)})`),
    check(
      'wagering_conditions_amounts',
      sql`${t.bonusSatang} >= 0 and ${t.depositSatang} >= 0 and ${t.targetSatang} > 0
        and ${t.turnoverSatang} >= 0 and ${t.maxStakeSatang} > 0
        and ${t.convertedSatang} >= 0 and ${t.forfeitedSatang} >= 0`,
    ),
    check('wagering_conditions_closed', sql`(${t.status} = 'OPEN') = (${t.closedAt} is null)`),
  ],
);

/**
 * What one settled stake counted toward one condition: `stake_satang` as staked, `counted_satang`
 * after the category weight and the covering rule. Unique per (condition, source), so a replayed event
 * counts nothing; a refund writes its own row (`source_key` `…:refund`) with the negative amount.
 */
export const wageringContributions = pgTable(
  'wagering_contributions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    conditionId: uuid('condition_id')
      .notNull()
      .references(() => wageringConditions.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** `lottery_bill:{id}`, `game_round:{provider}:{id}`…; `…:refund` for an un-count. */
    sourceKey: text('source_key').notNull(),
    category: text('category', { enum: wageringCategories }).notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull(),
    countedSatang: bigint('counted_satang', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('wagering_contributions_condition_source').on(t.conditionId, t.sourceKey),
    index('wagering_contributions_source').on(t.operatorId, t.sourceKey),
  ],
);

/** The member's bonus history: every grant, conversion, forfeit and closure, with its amount. */
export const bonusHistory = pgTable(
  'bonus_history',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    conditionId: uuid('condition_id').references(() => wageringConditions.id),
    kind: text('kind', { enum: bonusHistoryKinds }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_history_member').on(t.operatorId, t.memberId, t.createdAt),
    check('bonus_history_kind', sql`${t.kind} in (${sqlValueList(bonusHistoryKinds)})`),
    check('bonus_history_amount', sql`${t.amountSatang} >= 0`),
  ],
);
