import { turnoverBases } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';

/**
 * A coupon campaign (docs/domain/rewards.md §3 rule 10). `remaining` is taken by an atomic decrement
 * (`remaining > 0` in the UPDATE, CHECK ≥ 0), so parallel redemptions never exceed `quantity`.
 */
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
    valueSatang: bigint('value_satang', { mode: 'bigint' }).notNull(),
    multiplierTenths: integer('multiplier_tenths').notNull(),
    base: text('base', { enum: turnoverBases }).notNull(),
    maxStakeSatang: bigint('max_stake_satang', { mode: 'bigint' }).notNull(),
    newMembersOnly: boolean('new_members_only').notNull(),
    newMemberDays: integer('new_member_days').notNull(),
    minDepositInWindowSatang: bigint('min_deposit_in_window_satang', { mode: 'bigint' }),
    depositWindowDays: integer('deposit_window_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull(),
    codesIssuedAt: timestamp('codes_issued_at', { withTimezone: true }).notNull(),
    /** The staff account that created it; null for the demo seed. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_campaigns_operator_created').on(t.operatorId, t.createdAt),
    check('coupon_campaigns_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity}`),
    check('coupon_campaigns_multiplier', sql`${t.multiplierTenths} between 10 and 100`),
    check('coupon_campaigns_amounts', sql`${t.valueSatang} > 0 and ${t.maxStakeSatang} > 0`),
  ],
);

/**
 * One code of a campaign, kept as a hash (HMAC-SHA-256 with the server's key): the plain codes are
 * answered once, at creation. `redeemed_by` is set once; (campaign, member) unique = one per member.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id),
    codeHash: text('code_hash').notNull(),
    redeemedBy: uuid('redeemed_by').references(() => members.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The wagering condition the redemption opened. */
    conditionId: uuid('condition_id'),
  },
  (t) => [
    unique('coupon_codes_operator_hash').on(t.operatorId, t.codeHash),
    unique('coupon_codes_campaign_member').on(t.campaignId, t.redeemedBy),
    check('coupon_codes_redeemed', sql`(${t.redeemedBy} is null) = (${t.redeemedAt} is null)`),
  ],
);

/**
 * Redemption attempts that failed, per member and per client address (docs/domain/rewards.md §3 rule 10: the
 * throttle). Each attempt is written first, in its own committed transaction, so parallel guesses see
 * each other; an attempt whose code proved real (redeemed, or refused for a reason other than an
 * unknown or used code) is deleted again, so only guesses count.
 */
export const couponRedeemFailures = pgTable(
  'coupon_redeem_failures',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_redeem_failures_member').on(t.operatorId, t.memberId, t.createdAt),
    index('coupon_redeem_failures_ip').on(t.operatorId, t.ip, t.createdAt),
  ],
);
