import { gameAdapterKinds, gameCategories, gameRoundStatuses, gameTxnKinds } from '@chokdee/contracts';
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
import { sqlValueList } from '../../platform/db/rows';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';

/**
 * A game provider configured for one operator (docs/domain/games.md §2 rule 6). `wallet_key` is the public half
 * of its credentials, unique across operators, so a wallet call names its operator and provider by
 * it; the secret is stored encrypted (AES-256-GCM under the server secret, like staff TOTP secrets)
 * because HMAC signatures need it back. `allow_list`: addresses or CIDRs its calls may come from
 * (empty: any).
 */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    adapter: text('adapter', { enum: gameAdapterKinds }).notNull(),
    categories: text('categories').array().notNull(),
    apiBaseUrl: text('api_base_url').notNull(),
    walletKey: text('wallet_key').notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull(),
    allowList: text('allow_list').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    logoUrl: text('logo_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('game_providers_operator_code').on(t.operatorId, t.code),
    unique('game_providers_wallet_key').on(t.walletKey),
    check('game_providers_adapter', sql`${t.adapter} in (${sqlValueList(gameAdapterKinds)})`),
  ],
);

/** A game of a provider's catalogue, as the operator lists it (`slug` is the member site's address). */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    slug: text('slug').notNull(),
    /** The provider's own id of the game, sent at launch and in its wallet calls. */
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: gameCategories }).notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** Percent with up to two places ("96.50"); null when the provider publishes none. */
    rtp: text('rtp'),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('games_operator_slug').on(t.operatorId, t.slug),
    unique('games_provider_code').on(t.providerId, t.gameCode),
    index('games_operator_category').on(t.operatorId, t.category, t.sortOrder),
    check('games_category', sql`${t.category} in (${sqlValueList(gameCategories)})`),
  ],
);

/**
 * The name a member is known by to providers: opaque (never the phone), unique per operator, made at
 * the member's first launch. Wallet calls carry it as `username`.
 */
export const gamePlayers = pgTable(
  'game_players',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('game_players_operator_username').on(t.operatorId, t.username)],
);

/**
 * A launch: the token a provider sends back as `sessionToken`. A newer launch of the same member and
 * provider supersedes the older (docs/domain/games.md §1: a superseded session is refused for bets, accepted for
 * wins and rollbacks). `last_played_at` orders the member's recent games.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_sessions_token').on(t.token),
    index('game_sessions_member').on(t.operatorId, t.memberId, t.createdAt),
  ],
);

/**
 * A provider's game round for one member (docs/domain/games.md §2): what the wallet has taken and paid on it.
 * `stake_satang`/`win_satang` are the running totals; `bonus_*` the parts from and to the bonus
 * account (a win pays the bonus its stake's share, docs/domain/rewards.md §3 rule 1). `category` is the game's at
 * the round's first bet: what its turnover counts as. `settle_count` numbers the settlements, so
 * each `game.round_settled` (and each reversal) has its own event key.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Null when the provider's game code is not in the catalogue (counted as the provider's first category). */
    gameId: uuid('game_id').references(() => games.id),
    gameCode: text('game_code').notNull().default(''),
    providerRoundId: text('provider_round_id').notNull(),
    category: text('category', { enum: gameCategories }).notNull(),
    status: text('status', { enum: gameRoundStatuses }).notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusStakeSatang: bigint('bonus_stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusWinSatang: bigint('bonus_win_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    settleCount: integer('settle_count').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('game_rounds_provider_member_round').on(t.providerId, t.memberId, t.providerRoundId),
    index('game_rounds_member_opened').on(t.operatorId, t.memberId, t.openedAt),
    index('game_rounds_open').on(t.operatorId, t.status, t.openedAt),
    check('game_rounds_status', sql`${t.status} in (${sqlValueList(gameRoundStatuses)})`),
    check('game_rounds_category', sql`${t.category} in (${sqlValueList(gameCategories)})`),
    check('game_rounds_amounts', sql`${t.stakeSatang} >= 0 and ${t.winSatang} >= 0`),
  ],
);

/**
 * One wallet transaction a provider asked for, applied (idempotent on provider, provider transaction
 * id and kind: docs/domain/games.md §2 rule 1). `amount_satang` is what moved on the member's side, signed (+ in,
 * − out); `receivable_satang` the part of a reversal that cash could not cover. `ref_txn_id`: the
 * bet a CANCEL or ADJUST names.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    roundId: uuid('round_id').references(() => gameRounds.id),
    providerTxnId: text('provider_txn_id').notNull(),
    kind: text('kind', { enum: gameTxnKinds }).notNull(),
    refTxnId: text('ref_txn_id'),
    /** What the provider asked for (the stake, the payout), as sent. */
    requestedSatang: bigint('requested_satang', { mode: 'bigint' }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    bonusAmountSatang: bigint('bonus_amount_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    receivableSatang: bigint('receivable_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A cancelled BET (CANCEL points here), so a second cancel is "already cancelled". */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('game_transactions_provider_txn_kind').on(t.providerId, t.providerTxnId, t.kind),
    index('game_transactions_round').on(t.roundId),
    index('game_transactions_member').on(t.operatorId, t.memberId, t.createdAt),
    check('game_transactions_kind', sql`${t.kind} in (${sqlValueList(gameTxnKinds)})`),
  ],
);
