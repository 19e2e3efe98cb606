import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';
import { promotions, wageringConditions } from './promotions.tables';

/**
 * What a selected promotion got at the deposit that used the selection: granted (the condition it
 * opened) or not, with the Thai reason the member reads ("ยอดฝากต่ำกว่าขั้นต่ำ…"). One row per
 * deposit, so a replayed `deposit.credited` decides nothing twice. Kept as a history, the newest row
 * answers "why did I not get my bonus?".
 */
export const promotionDepositResults = pgTable(
  'promotion_deposit_results',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** The promotion's name when the deposit came (a later rename does not change what was shown). */
    promotionName: text('promotion_name').notNull(),
    depositId: text('deposit_id').notNull(),
    depositSatang: bigint('deposit_satang', { mode: 'bigint' }).notNull(),
    granted: boolean('granted').notNull(),
    conditionId: uuid('condition_id').references(() => wageringConditions.id),
    bonusSatang: bigint('bonus_satang', { mode: 'bigint' }).notNull(),
    targetSatang: bigint('target_satang', { mode: 'bigint' }).notNull(),
    /** Thai: why it was not granted; null when granted. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('promotion_deposit_results_deposit').on(t.operatorId, t.depositId),
    index('promotion_deposit_results_member').on(t.operatorId, t.memberId, t.createdAt),
    check(
      'promotion_deposit_results_outcome',
      sql`${t.granted} = (${t.conditionId} is not null) and ${t.granted} = (${t.reason} is null)
        and ${t.bonusSatang} >= 0 and ${t.targetSatang} >= 0 and ${t.depositSatang} > 0`,
    ),
  ],
);
