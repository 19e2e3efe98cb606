import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';
import { lotteryRounds } from '../round/round.tables';

/**
 * One owner correction of a settled round, kept for the round page (the correction's answer is
 * shown once; this row keeps it): what it credited, took back and could not take back.
 */
export const lotteryRoundCorrections = pgTable(
  'lottery_round_corrections',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => lotteryRounds.id),
    /** 1 for the round's first correction (the transfers' keys carry it). */
    correctionNo: integer('correction_no').notNull(),
    reason: text('reason').notNull(),
    correctedBy: uuid('corrected_by').notNull(),
    billsChanged: integer('bills_changed').notNull(),
    creditedSatang: bigint('credited_satang', { mode: 'bigint' }).notNull(),
    debitedSatang: bigint('debited_satang', { mode: 'bigint' }).notNull(),
    /** What members' cash could not cover: posted to their receivables. */
    shortfallSatang: bigint('shortfall_satang', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('lottery_round_corrections_round_no').on(t.roundId, t.correctionNo)],
);

/** A member's share of a correction's shortfall: the cause of (part of) their receivable. */
export const lotteryCorrectionShortfalls = pgTable(
  'lottery_correction_shortfalls',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    correctionId: uuid('correction_id')
      .notNull()
      .references(() => lotteryRoundCorrections.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    shortfallSatang: bigint('shortfall_satang', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('lottery_correction_shortfalls_member').on(t.correctionId, t.memberId),
    index('lottery_correction_shortfalls_member_idx').on(t.operatorId, t.memberId),
    check('lottery_correction_shortfalls_positive', sql`${t.shortfallSatang} > 0`),
  ],
);
