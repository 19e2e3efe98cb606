import {
  missionKinds,
  missionProgressStatuses,
  missionRewardKinds,
  missionWindows,
  wageringCategories,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
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
 * A mission template of an operator (docs/domain/rewards.md rule 9), set up by owner or finance in the back
 * office (audited). `target` is satang for DEPOSIT and TURNOVER, a count otherwise. The reward is
 * `reward_satang` as cash (REWARDS → main) or as bonus with a condition of `bonus_multiplier_tenths`
 * × the reward. A change applies to periods whose progress row does not exist yet: a row keeps the
 * target and reward it started with.
 */
export const missionTemplates = pgTable(
  'mission_templates',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: missionKinds }).notNull(),
    window: text('window', { enum: missionWindows }).notNull(),
    /** TURNOVER only: the category that counts (null: every category). */
    category: text('category', { enum: wageringCategories }),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardSatang: bigint('reward_satang', { mode: 'bigint' }).notNull(),
    rewardKind: text('reward_kind', { enum: missionRewardKinds }).notNull(),
    bonusMultiplierTenths: integer('bonus_multiplier_tenths'),
    /** How long after the window's end a completed mission can still be claimed. */
    claimHours: integer('claim_hours').notNull(),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mission_templates_operator').on(t.operatorId, t.sortOrder),
    check('mission_templates_kind', sql`${t.kind} in (${sqlValueList(missionKinds)})`),
    check('mission_templates_window', sql`${t.window} in (${sqlValueList(missionWindows)})`),
    check('mission_templates_reward_kind', sql`${t.rewardKind} in (${sqlValueList(missionRewardKinds)})`),
    check('mission_templates_target_positive', sql`${t.target} > 0`),
    check('mission_templates_reward_positive', sql`${t.rewardSatang} > 0`),
    check(
      'mission_templates_multiplier',
      sql`(${t.rewardKind} = 'BONUS') = (${t.bonusMultiplierTenths} is not null) and coalesce(${t.bonusMultiplierTenths}, 10) between 10 and 100`,
    ),
    check('mission_templates_claim_hours', sql`${t.claimHours} between 1 and 168`),
  ],
);

/**
 * A member's progress on a template in one period (`YYYY-MM-DD` or `YYYY-Www`), written by the
 * consumer `rewards.missions` from domain events. IN_PROGRESS → COMPLETED when `progress` reaches
 * `target` → CLAIMED by the member's claim (a conditional update: paid once), or EXPIRED by the
 * `missions` job once the window (not completed) or the claim window (not claimed) has passed.
 * Target, reward and claim deadline are copied from the template when the row starts.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    templateId: uuid('template_id')
      .notNull()
      .references(() => missionTemplates.id),
    period: text('period').notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardSatang: bigint('reward_satang', { mode: 'bigint' }).notNull(),
    rewardKind: text('reward_kind', { enum: missionRewardKinds }).notNull(),
    bonusMultiplierTenths: integer('bonus_multiplier_tenths'),
    /** The window's end. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The window's end + the template's claim hours: a claim at or after it is refused. */
    claimUntil: timestamp('claim_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: missionProgressStatuses }).notNull().default('IN_PROGRESS'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The claim's ledger transfer (cash) or wagering condition (bonus). */
    claimRef: text('claim_ref'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('mission_progress_member_period').on(t.templateId, t.memberId, t.period),
    index('mission_progress_member').on(t.operatorId, t.memberId, t.period),
    index('mission_progress_period').on(t.operatorId, t.period, t.status),
    check('mission_progress_status', sql`${t.status} in (${sqlValueList(missionProgressStatuses)})`),
    check('mission_progress_claimed', sql`(${t.status} = 'CLAIMED') = (${t.claimedAt} is not null)`),
  ],
);

/** The Bangkok days a member logged in (from `member.logged_in`): what a login streak counts. */
export const missionLoginDays = pgTable(
  'mission_login_days',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'mission_login_days_pk', columns: [t.operatorId, t.memberId, t.day] })],
);
