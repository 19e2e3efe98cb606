import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';

export const rewardGrantStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * Every bonus a staff member granted by hand (docs/domain/rewards.md rule 11): who asked (`maker_id`), and for one
 * above the operator's threshold who approved or rejected it (`checker_id`, never the maker: a CHECK
 * backs the service's refusal). An approved grant's wagering condition (source MANUAL, source ref =
 * this id, so a grant can be written once) is `condition_id`.
 */
export const rewardGrantRequests = pgTable(
  'reward_grant_requests',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    makerId: uuid('maker_id').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    /** The turnover multiplier in tenths (15 = ×1.5), as the promotions engine's `targetOf` takes it. */
    multiplierTenths: integer('multiplier_tenths').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: rewardGrantStatuses }).notNull(),
    checkerId: uuid('checker_id'),
    rejectReason: text('reject_reason'),
    conditionId: uuid('condition_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('reward_grant_requests_status_idx').on(t.operatorId, t.status, t.createdAt),
    check('reward_grant_requests_amount_positive', sql`${t.amountSatang} > 0`),
    check('reward_grant_requests_multiplier', sql`${t.multiplierTenths} between 10 and 100`),
    check(
      'reward_grant_requests_checker_not_maker',
      sql`${t.checkerId} is null or ${t.checkerId} <> ${t.makerId}`,
    ),
    check(
      'reward_grant_requests_shape',
      sql`(${t.status} = 'PENDING' and ${t.checkerId} is null and ${t.conditionId} is null and ${t.decidedAt} is null)
        or (${t.status} = 'APPROVED' and ${t.conditionId} is not null and ${t.decidedAt} is not null)
        or (${t.status} = 'REJECTED' and ${t.checkerId} is not null and ${t.conditionId} is null and ${t.rejectReason} is not null)`,
    ),
  ],
);

/** The operator's rule for manual grants (one row; absent = the default in `grants.policy.ts`). */
export const rewardGrantSettings = pgTable(
  'reward_grant_settings',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    approvalThresholdSatang: bigint('approval_threshold_satang', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').notNull(),
  },
  (t) => [check('reward_grant_settings_threshold', sql`${t.approvalThresholdSatang} > 0`)],
);
