import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from '../../operator/operator.tables';

export const productGroups = ['THAI', 'FOREIGN', 'STOCK', 'YEEKEE'] as const;
export const resultFormats = ['GLO', 'LAO', 'HANOI', 'STOCK', 'TOP_BOTTOM', 'YEEKEE'] as const;
export const betTypeCodes = [
  'THREE_TOP',
  'THREE_TOD',
  'THREE_FRONT',
  'THREE_BACK',
  'TWO_TOP',
  'TWO_BOTTOM',
  'RUN_TOP',
  'RUN_BOTTOM',
] as const;

/**
 * A lottery product of one operator (หวย). `schedule` is the `@chokdee/lottery` schedule of its
 * rounds (kind + Bangkok times); its explicit draw dates and holidays are rows below, so staff edit
 * them as data.
 */
export const lotteryProducts = pgTable(
  'lottery_products',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    group: text('group', { enum: productGroups }).notNull(),
    resultFormat: text('result_format', { enum: resultFormats }).notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    schedule: jsonb('schedule').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('lottery_products_operator_code').on(t.operatorId, t.code)],
);

/**
 * A bet type a product offers, with its rate and limits. `rate` is numeric (never a float);
 * stakes and caps are satang. `member_max_satang` bounds one member's stakes per (round, bet type,
 * number); `liability_cap_satang` bounds the house's liability (stake × rate) per (round, bet type, number).
 */
export const lotteryProductBetTypes = pgTable(
  'lottery_product_bet_types',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => lotteryProducts.id),
    betType: text('bet_type', { enum: betTypeCodes }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    minStakeSatang: bigint('min_stake_satang', { mode: 'bigint' }).notNull(),
    maxStakeSatang: bigint('max_stake_satang', { mode: 'bigint' }).notNull(),
    memberMaxSatang: bigint('member_max_satang', { mode: 'bigint' }).notNull(),
    liabilityCapSatang: bigint('liability_cap_satang', { mode: 'bigint' }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'lottery_product_bet_types_pk', columns: [t.productId, t.betType] }),
    check('lottery_product_bet_types_rate_positive', sql`${t.rate} > 0`),
    check(
      'lottery_product_bet_types_limits',
      sql`${t.minStakeSatang} > 0 and ${t.maxStakeSatang} >= ${t.minStakeSatang} and ${t.memberMaxSatang} >= ${t.maxStakeSatang} and ${t.liabilityCapSatang} > 0`,
    ),
  ],
);

/** A draw date of a product whose dates are not a formula (Thai government lottery): Bangkok dates. */
export const lotteryDrawDates = pgTable(
  'lottery_draw_dates',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => lotteryProducts.id),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'lottery_draw_dates_pk', columns: [t.productId, t.drawDate] })],
);

/** A day a product has no round (an exchange holiday): Bangkok dates. */
export const lotteryHolidays = pgTable(
  'lottery_holidays',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => lotteryProducts.id),
    holiday: date('holiday', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ name: 'lottery_holidays_pk', columns: [t.productId, t.holiday] })],
);
