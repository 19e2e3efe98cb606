import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from '../../operator/operator.tables';
import { betTypeCodes, lotteryProducts } from '../product/product.tables';

export const roundStatuses = ['SCHEDULED', 'OPEN', 'CLOSED', 'RESULTED', 'SETTLED', 'CANCELLED'] as const;

/** One draw of a product (งวด). Created ahead by the round job; `round_code` names it to members. */
export const lotteryRounds = pgTable(
  'lottery_rounds',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => lotteryProducts.id),
    roundCode: text('round_code').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: roundStatuses }).notNull().default('SCHEDULED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The result as staff entered it (the product's result format), and its derived values. */
    resultRaw: jsonb('result_raw'),
    resultDerived: jsonb('result_derived'),
    /** Staff who entered the result (maker) and who confirmed it (checker: never the same). */
    resultEnteredBy: uuid('result_entered_by'),
    resultEnteredAt: timestamp('result_entered_at', { withTimezone: true }),
    resultConfirmedBy: uuid('result_confirmed_by'),
    /** Set when the result is confirmed: from then on settlement owes this round (job resumes it). */
    resultConfirmedAt: timestamp('result_confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Owner corrections of a settled round's result so far; each one's transfers carry its number in their keys. */
    correctionCount: integer('correction_count').notNull().default(0),
  },
  (t) => [
    unique('lottery_rounds_operator_code').on(t.operatorId, t.roundCode),
    index('lottery_rounds_status_times').on(t.status, t.openAt, t.closeAt),
    index('lottery_rounds_product_close').on(t.productId, t.closeAt),
    check('lottery_rounds_open_before_close', sql`${t.openAt} < ${t.closeAt}`),
    check(
      'lottery_rounds_checker_not_maker',
      sql`${t.resultConfirmedBy} is null or ${t.resultConfirmedBy} <> ${t.resultEnteredBy}`,
    ),
  ],
);

export const numberRuleKinds = ['CLOSED', 'REDUCED'] as const;

/** A restricted number of one round and bet type: closed (เลขปิด) or paying `reduced_rate` (เลขอั้น). */
export const lotteryNumberRules = pgTable(
  'lottery_round_number_rules',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => lotteryRounds.id),
    betType: text('bet_type', { enum: betTypeCodes }).notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: numberRuleKinds }).notNull(),
    reducedRate: numeric('reduced_rate', { precision: 12, scale: 4 }),
  },
  (t) => [
    primaryKey({ name: 'lottery_round_number_rules_pk', columns: [t.roundId, t.betType, t.number] }),
    check(
      'lottery_round_number_rules_reduced_has_rate',
      sql`(${t.kind} = 'REDUCED') = (${t.reducedRate} is not null) and (${t.reducedRate} is null or ${t.reducedRate} > 0)`,
    ),
  ],
);

/**
 * What the house has taken and owes per (round, bet type, number). The cap is enforced by the
 * conditional UPDATE that adds a line (`… where liability + $x <= cap`); the CHECK keeps the sums sane.
 */
export const lotteryExposure = pgTable(
  'lottery_round_exposure',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => lotteryRounds.id),
    betType: text('bet_type', { enum: betTypeCodes }).notNull(),
    number: text('number').notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    liabilitySatang: bigint('liability_satang', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ name: 'lottery_round_exposure_pk', columns: [t.roundId, t.betType, t.number] }),
    check('lottery_round_exposure_non_negative', sql`${t.stakeSatang} >= 0 and ${t.liabilitySatang} >= 0`),
  ],
);
