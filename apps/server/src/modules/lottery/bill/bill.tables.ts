import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';
import { betTypeCodes } from '../product/product.tables';
import { lotteryRounds } from '../round/round.tables';

/** A bill's lines per bet type: how many, and their stake (satang as an integer string). */
export type StakeByBetType = Partial<
  Record<(typeof betTypeCodes)[number], { lines: number; stakeSatang: string }>
>;

/** 0 pending, 1 settled, 2 cancelled (docs/domain/member-site.md §4's history uses 0 and 1). */
export const BILL_PENDING = 0;
export const BILL_SETTLED = 1;
export const BILL_CANCELLED = 2;

/** A placed slip (โพย). `bill_no` is the member-visible number: short, random, unique per operator. */
export const lotteryBills = pgTable(
  'lottery_bills',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => lotteryRounds.id),
    billNo: text('bill_no').notNull(),
    totalSatang: bigint('total_satang', { mode: 'bigint' }).notNull(),
    totalWinSatang: bigint('total_win_satang', { mode: 'bigint' }),
    /**
     * The part of `total_satang` staked from the member's bonus account (stakes take cash first);
     * a win pays the same share to bonus (docs/domain/rewards.md §3 rule 1).
     */
    bonusStakeSatang: bigint('bonus_stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * The bill's lines summed per bet type when it was placed, `{betType: {lines, stakeSatang}}`
     * (lines never change after placing): `bill.settled` reads it instead of the round's lines.
     * Null on bills written before it existed; readers fall back to summing the lines.
     */
    stakeByBetType: jsonb('stake_by_bet_type').$type<StakeByBetType>(),
    status: smallint('status').notNull().default(BILL_PENDING),
    /** The Idempotency-Key it was placed with (the idempotency module answers retries). */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('lottery_bills_operator_bill_no').on(t.operatorId, t.billNo),
    unique('lottery_bills_operator_member_key').on(t.operatorId, t.memberId, t.idempotencyKey),
    index('lottery_bills_member_status_created').on(t.memberId, t.status, t.createdAt),
    index('lottery_bills_round').on(t.roundId),
    check('lottery_bills_total_positive', sql`${t.totalSatang} > 0`),
    check(
      'lottery_bills_bonus_stake',
      sql`${t.bonusStakeSatang} >= 0 and ${t.bonusStakeSatang} <= ${t.totalSatang}`,
    ),
    check('lottery_bills_status', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** A line of a bill, with the rate and liability snapshotted when it was placed; never changed after (its win, if any, is a row of `lottery_line_wins`). */
export const lotteryBillLines = pgTable(
  'lottery_bill_lines',
  {
    id: uuid('id').primaryKey(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => lotteryBills.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => lotteryRounds.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    lineIndex: integer('line_index').notNull(),
    betType: text('bet_type', { enum: betTypeCodes }).notNull(),
    number: text('number').notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    /** stake × rate rounded half up: what the line pays if it wins, and what it adds to the exposure. */
    liabilitySatang: bigint('liability_satang', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    unique('lottery_bill_lines_bill_index').on(t.billId, t.lineIndex),
    index('lottery_bill_lines_round_member_number').on(t.roundId, t.memberId, t.betType, t.number),
    check('lottery_bill_lines_stake_positive', sql`${t.stakeSatang} > 0`),
  ],
);
