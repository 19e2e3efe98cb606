import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../../member/member.tables';
import { operators } from '../../operator/operator.tables';
import { lotteryProducts } from '../product/product.tables';
import { lotteryRounds } from '../round/round.tables';

export const yeekeeFormulas = ['CLASSIC', 'SEEDED'] as const;
export const yeekeeVoidReasons = ['TOO_FEW_SHOTS', 'INTAKE_OUTAGE'] as const;

/**
 * A Yeekee market's settings (docs/domain/yeekee.md §3): one row per Yeekee product. Rounds snapshot them when
 * they are created, so an edit applies to rounds created after it.
 */
export const yeekeeMarkets = pgTable(
  'yeekee_markets',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => lotteryProducts.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    roundsPerDay: integer('rounds_per_day').notNull(),
    roundMinutes: integer('round_minutes').notNull(),
    /** Bangkok 'HH:MM' of the business day's first close. */
    firstCloseTime: text('first_close_time').notNull(),
    shootWindowSeconds: integer('shoot_window_seconds').notNull(),
    minShots: integer('min_shots').notNull(),
    maxShotsPerMember: integer('max_shots_per_member').notNull(),
    shotCooldownSeconds: integer('shot_cooldown_seconds').notNull(),
    formula: text('formula', { enum: yeekeeFormulas }).notNull(),
    rewardEnabled: boolean('reward_enabled').notNull().default(false),
    /** Positions counted back from the last shot (1 = the last). */
    rewardPositions: jsonb('reward_positions').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    rewardAmountSatang: bigint('reward_amount_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    rewardMinStakeSatang: bigint('reward_min_stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** No round of this market opens before this instant (a new market starts at the next minute). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'yeekee_markets_limits',
      sql`${t.roundsPerDay} between 1 and 1440 and ${t.roundMinutes} between 1 and 60
        and ${t.roundsPerDay} * ${t.roundMinutes} <= 1440
        and ${t.shootWindowSeconds} between 0 and 300 and ${t.minShots} >= 16
        and ${t.maxShotsPerMember} >= 1 and ${t.shotCooldownSeconds} >= 0
        and ${t.rewardAmountSatang} >= 0 and ${t.rewardMinStakeSatang} >= 0`,
    ),
  ],
);

/**
 * The Yeekee side of a lottery round: its settings snapshot, the house seed and its commitment, the
 * running tally of shots (`last_seq`, `shot_count`, `shot_sum`: moved only by the intake, which takes
 * this row's lock once per batch of shots, never the `lottery_rounds` row), and, from the freeze on,
 * the proof and the outcome.
 */
export const yeekeeRounds = pgTable(
  'yeekee_rounds',
  {
    roundId: uuid('round_id')
      .primaryKey()
      .references(() => lotteryRounds.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => lotteryProducts.id),
    roundNo: integer('round_no').notNull(),
    /** The business date the round belongs to (the Bangkok day rolls over at the first close, 06:00). */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** close + shooting window: shots stop and the list is frozen. */
    freezeAt: timestamp('freeze_at', { withTimezone: true }).notNull(),
    formula: text('formula', { enum: yeekeeFormulas }).notNull(),
    minShots: integer('min_shots').notNull(),
    maxShotsPerMember: integer('max_shots_per_member').notNull(),
    shotCooldownSeconds: integer('shot_cooldown_seconds').notNull(),
    subtractPosition: integer('subtract_position').notNull().default(16),
    rewardPositions: jsonb('reward_positions').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    rewardAmountSatang: bigint('reward_amount_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    rewardMinStakeSatang: bigint('reward_min_stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** SEEDED: the secret (hex) kept until the freeze, and SHA-256(seed ‖ roundCode) published at the open. */
    seed: text('seed'),
    seedCommitment: text('seed_commitment'),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    shotCount: integer('shot_count').notNull().default(0),
    shotSum: bigint('shot_sum', { mode: 'bigint' }).notNull().default(sql`0`),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    shotsHash: text('shots_hash'),
    /** The outcome (decimal strings) once resulted; the round row's `result_derived` is what bills are judged on. */
    classicR: text('classic_r'),
    resultR: text('result_r'),
    subtractedSeq: bigint('subtracted_seq', { mode: 'number' }),
    subtractedNumber: text('subtracted_number'),
    voidReason: text('void_reason', { enum: yeekeeVoidReasons }),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
    rewardsPaidAt: timestamp('rewards_paid_at', { withTimezone: true }),
    /** A void round: when its last pending bill was refunded (the tick stops looking at it). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    unique('yeekee_rounds_product_date_no').on(t.productId, t.businessDate, t.roundNo),
    index('yeekee_rounds_freeze_pending').on(t.freezeAt).where(sql`${t.frozenAt} is null`),
    // The per-second tick's other queues stay small however many rounds have been played.
    index('yeekee_rounds_refund_pending')
      .on(t.freezeAt)
      .where(sql`${t.voidReason} is not null and ${t.refundedAt} is null`),
    index('yeekee_rounds_rewards_pending')
      .on(t.freezeAt)
      .where(sql`${t.resultedAt} is not null and ${t.rewardsPaidAt} is null`),
    check('yeekee_rounds_tally', sql`${t.lastSeq} >= 0 and ${t.shotCount} >= 0 and ${t.shotSum} >= 0`),
    check(
      'yeekee_rounds_seeded_has_commitment',
      sql`${t.formula} <> 'SEEDED' or (${t.seed} is not null and ${t.seedCommitment} is not null)`,
    ),
  ],
);

/**
 * One accepted shot. `seq` comes from the round's `last_seq` (gapless: a batch commits whole or not
 * at all); `received_at` is the server's receive time. `member_kind` is pinned to 'MEMBER' and the
 * (member, kind) pair must exist in `members`, so the database refuses a house or staff account.
 */
export const yeekeeShots = pgTable(
  'yeekee_shots',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => yeekeeRounds.roundId),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    memberId: uuid('member_id').notNull(),
    memberKind: text('member_kind').notNull().default('MEMBER'),
    number: text('number').notNull(),
    /** The masked name shown on the board (first 2 characters + ***), frozen into the proof. */
    shooterName: text('shooter_name').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'yeekee_shots_pk', columns: [t.roundId, t.seq] }),
    index('yeekee_shots_round_member').on(t.roundId, t.memberId),
    foreignKey({
      name: 'yeekee_shots_member_kind_fk',
      columns: [t.memberId, t.memberKind],
      foreignColumns: [members.id, members.accountKind],
    }),
    check('yeekee_shots_member_only', sql`${t.memberKind} = 'MEMBER'`),
    check('yeekee_shots_number', sql`${t.number} ~ '^[0-9]{5}$'`),
    check('yeekee_shots_seq_positive', sql`${t.seq} >= 1`),
  ],
);

/** Per (round, member): how many shots and when the last, so limits and cooldown hold under races. */
export const yeekeeRoundShooters = pgTable(
  'yeekee_round_shooters',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => yeekeeRounds.roundId),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    shotCount: integer('shot_count').notNull(),
    lastShotAt: timestamp('last_shot_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ name: 'yeekee_round_shooters_pk', columns: [t.roundId, t.memberId] })],
);

/**
 * What each node saw of a round's intake, per 5-second bucket near the close: members watching,
 * shots tried, failed (server side) and accepted. The freeze reads it to tell an intake outage
 * (docs/domain/yeekee.md §3.5) from a quiet round.
 */
export const yeekeeIntakeSamples = pgTable(
  'yeekee_intake_samples',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => yeekeeRounds.roundId),
    nodeId: text('node_id').notNull(),
    bucketAt: timestamp('bucket_at', { withTimezone: true }).notNull(),
    watchers: integer('watchers').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'yeekee_intake_samples_pk', columns: [t.roundId, t.nodeId, t.bucketAt] })],
);

/** A shooter reward paid: once per (round, position), at most one per member per round. */
export const yeekeeShooterRewards = pgTable(
  'yeekee_shooter_rewards',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => yeekeeRounds.roundId),
    position: integer('position').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'yeekee_shooter_rewards_pk', columns: [t.roundId, t.position] }),
    unique('yeekee_shooter_rewards_one_per_member').on(t.roundId, t.memberId),
  ],
);
