import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { moneySchema } from './money';

/**
 * Provider games and the seamless wallet (docs/domain/games.md). Members list and launch games; the
 * providers' servers call the wallet at `/api/integrations/{adapter}/{endpoint}`; staff manage
 * providers and games and read rounds, transactions and GGR. Money travels as two-decimal strings,
 * except on a provider's wire, which follows that provider's own format (`amb*` below).
 */
export const gameCategories = ['LIVE_CASINO', 'SLOT', 'SPORTS', 'FISH', 'TABLE'] as const;
export type GameCategory = (typeof gameCategories)[number];
export const gameCategoryNames: Record<GameCategory, string> = {
  LIVE_CASINO: 'คาสิโนสด',
  SLOT: 'สล็อต',
  SPORTS: 'กีฬา',
  FISH: 'เกมยิงปลา',
  TABLE: 'เกมโต๊ะ',
};

/**
 * The wire contract a provider speaks (one adapter each, docs/domain/games.md §1): `AMB` the Thai common flow
 * (ten endpoints, many transactions per call), `PGSOFT` one net transfer per spin.
 */
export const gameAdapterKinds = ['AMB', 'PGSOFT'] as const;
export type GameAdapterKind = (typeof gameAdapterKinds)[number];

/** A provider game round as members and staff see it. */
export const gameRoundStatuses = ['OPEN', 'SETTLED', 'CANCELLED'] as const;
export type GameRoundStatus = (typeof gameRoundStatuses)[number];

/**
 * What one wallet transaction is (docs/domain/games.md §2 rule 1): BET takes a stake; WIN pays (0 allowed);
 * CANCEL returns a bet's original stake; ADJUST changes an open bet's stake (signed); UNSETTLE takes
 * a settled round's wins back and reopens it; VOID takes the wins back and returns the stakes;
 * PROMO pays a provider's promotion or jackpot outside any stake; TIP takes a tip for a dealer.
 */
export const gameTxnKinds = ['BET', 'WIN', 'CANCEL', 'ADJUST', 'UNSETTLE', 'VOID', 'PROMO', 'TIP'] as const;
export type GameTxnKind = (typeof gameTxnKinds)[number];

export const gamePaths = {
  /** `GET ?category=&provider=&q=&pageNo=&pageSize=`: enabled games of enabled providers. */
  list: '/api/v2/games',
  /** `GET ?category=`: enabled providers with at least one enabled game (of the category). */
  providers: '/api/v2/games/providers',
  /** `GET` (member): the member's recently launched games, newest first. */
  recent: '/api/v2/games/recent',
  /** `GET` (member): the member's game rounds, newest first (pages). */
  history: '/api/v2/games/history',
  /** `GET`: one game (the launcher's title and category). */
  one: '/api/v2/games/:slug',
  /** `POST` (member): starts a session with the provider and answers the game's `url`. */
  launch: '/api/v2/games/:slug/launch',
  /** The AMB common flow: `POST` one of `ambEndpoints`; operator and provider from the credentials. */
  amb: '/api/integrations/amb/:endpoint',
  /** A per-spin net transfer contract (PG Soft's shape). */
  pgsoft: '/api/integrations/pgsoft/:endpoint',
  adminProviders: '/api/admin/games/providers',
  adminProvider: '/api/admin/games/providers/:id',
  /** `POST` (owner): a new secret, shown once; the old one stops working at once. */
  adminProviderRotate: '/api/admin/games/providers/:id/rotate-secret',
  /** `GET` (every staff role): the providers a game may belong to, for the catalogue's forms and filter. */
  adminProviderOptions: '/api/admin/games/provider-options',
  adminGames: '/api/admin/games',
  adminGame: '/api/admin/games/:id',
  /** `GET ?memberId=&providerId=&providerTxnId=&status=&from=&to=`: rounds, newest first. */
  adminRounds: '/api/admin/games/rounds',
  /** `GET`: one round with its transactions. */
  adminRound: '/api/admin/games/rounds/:id',
  /** `GET`: rounds still OPEN longer than the stuck threshold. */
  adminStuckRounds: '/api/admin/games/stuck-rounds',
  /** `GET ?memberId=&providerTxnId=`: wallet transactions, newest first. */
  adminTransactions: '/api/admin/games/transactions',
  /** `GET ?from=&to=`: stakes, wins and GGR per provider and category. */
  adminGgr: '/api/admin/reports/games',
} as const;
export const gameHref = {
  one: (slug: string) => `/api/v2/games/${encodeURIComponent(slug)}`,
  launch: (slug: string) => `/api/v2/games/${encodeURIComponent(slug)}/launch`,
  adminProvider: (id: string) => `/api/admin/games/providers/${encodeURIComponent(id)}`,
  adminProviderRotate: (id: string) => `/api/admin/games/providers/${encodeURIComponent(id)}/rotate-secret`,
  adminGame: (id: string) => `/api/admin/games/${encodeURIComponent(id)}`,
  adminRound: (id: string) => `/api/admin/games/rounds/${encodeURIComponent(id)}`,
};

/**
 * The member site's lobby of each category: where a launched game's "back" leads (the launcher's bar
 * and the provider's `returnUrl`). TABLE games are listed with live casino (`/live-casino`).
 */
export const gameLobbyPaths: Record<GameCategory, string> = {
  LIVE_CASINO: '/live-casino',
  TABLE: '/live-casino',
  SLOT: '/slot-game',
  FISH: '/fish-hunter',
  SPORTS: '/sports',
};
/** `GET /api/v2/games/recent`: at most this many games, newest launch first. */
export const RECENT_GAMES_MAX = 12;
/** A slug as it appears in `/slot-game/{slug}` and `/game/launcher/{slug}`. */
export const gameSlugSchema = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'ใช้ได้เฉพาะ a-z, 0-9 และ -');
/** Return to player as a percent with up to two places ("96.50"), or null when the provider gives none. */
export const rtpSchema = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, 'RTP ต้องเป็นเปอร์เซ็นต์ เช่น 96.5');

// ---------------------------------------------------------------------------------------------
// Member calls
// ---------------------------------------------------------------------------------------------

export const gameListQuerySchema = pageQuerySchema.extend({
  category: z.enum(gameCategories).optional(),
  provider: z.string().trim().max(60).optional(),
  q: z.string().trim().max(50).optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.enum(gameCategories),
  /** The provider's code (`/slot-game/{provider}`). */
  provider: z.string(),
  providerName: z.string(),
  imageUrl: z.string(),
  rtp: z.string().nullable(),
  isNew: z.boolean(),
  isHot: z.boolean(),
});
export type GameListItem = z.infer<typeof gameListItemSchema>;
export const gameListSchema = pageSchema(gameListItemSchema);
export const gameRecentSchema = z.array(gameListItemSchema);

export const gameProvidersQuerySchema = z.object({ category: z.enum(gameCategories).optional() });
export const gameProviderItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  categories: z.array(z.enum(gameCategories)),
  gameCount: z.number().int(),
});
export type GameProviderItem = z.infer<typeof gameProviderItemSchema>;
export const gameProviderListSchema = z.array(gameProviderItemSchema);

export const gameSlugParamsSchema = z.object({ slug: gameSlugSchema });
export const gameDetailSchema = gameListItemSchema.extend({
  /** The game's rules in Thai (plain text, paragraphs separated by blank lines); empty when none. */
  description: z.string(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;
export const gameLaunchSchema = z.object({ url: z.string() });
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

export const gameHistoryItemSchema = z.object({
  roundId: z.string(),
  provider: z.string(),
  providerName: z.string(),
  game: z.string(),
  gameSlug: z.string().nullable(),
  category: z.enum(gameCategories),
  stake: moneySchema,
  win: moneySchema,
  status: z.enum(gameRoundStatuses),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GameHistoryItem = z.infer<typeof gameHistoryItemSchema>;
export const gameHistorySchema = pageSchema(gameHistoryItemSchema);

// ---------------------------------------------------------------------------------------------
// Staff calls
// ---------------------------------------------------------------------------------------------

export const adminGameProviderSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  adapter: z.enum(gameAdapterKinds),
  categories: z.array(z.enum(gameCategories)),
  /** Where launches are sent (the provider's API). */
  apiBaseUrl: z.string(),
  /** The public half of the credentials: the provider sends it with every wallet call. */
  walletKey: z.string(),
  /** Addresses (IPv4/IPv6 or CIDR) the provider's wallet calls may come from; empty: any. */
  allowList: z.array(z.string()),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  logoUrl: z.string(),
  secretRotatedAt: z.string(),
  createdAt: z.string(),
});
export type AdminGameProvider = z.infer<typeof adminGameProviderSchema>;

/** A provider as the games catalogue names it (no address, key or allow-list: every staff role reads it). */
export const adminGameProviderOptionSchema = adminGameProviderSchema.pick({
  id: true,
  code: true,
  name: true,
  categories: true,
  enabled: true,
});
export type AdminGameProviderOption = z.infer<typeof adminGameProviderOptionSchema>;

export const gameProviderInputSchema = z.object({
  code: gameSlugSchema,
  name: z.string().trim().min(1).max(80),
  adapter: z.enum(gameAdapterKinds),
  categories: z.array(z.enum(gameCategories)).min(1),
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
  allowList: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  logoUrl: z.string().trim().max(500).default(''),
});
export type GameProviderInput = z.infer<typeof gameProviderInputSchema>;
/** Creating a provider or rotating its secret answers the secret once; it is never shown again. */
export const gameProviderSecretSchema = z.object({
  provider: adminGameProviderSchema,
  secret: z.string(),
});
export type GameProviderSecret = z.infer<typeof gameProviderSecretSchema>;

export const adminGameSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerCode: z.string(),
  slug: z.string(),
  /** The provider's own id of the game (sent at launch). */
  gameCode: z.string(),
  name: z.string(),
  category: z.enum(gameCategories),
  imageUrl: z.string(),
  rtp: z.string().nullable(),
  description: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  isNew: z.boolean(),
  isHot: z.boolean(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const gameInputSchema = z.object({
  providerId: z.uuid(),
  slug: gameSlugSchema,
  gameCode: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(120),
  category: z.enum(gameCategories),
  imageUrl: z.string().trim().max(500).default(''),
  rtp: rtpSchema.nullable().default(null),
  description: z.string().max(5_000).default(''),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  isNew: z.boolean().default(false),
  isHot: z.boolean().default(false),
});
export type GameInput = z.infer<typeof gameInputSchema>;
export const adminGamesQuerySchema = pageQuerySchema.extend({
  providerId: z.uuid().optional(),
  category: z.enum(gameCategories).optional(),
  q: z.string().trim().max(50).optional(),
});

export const adminGameRoundsQuerySchema = pageQuerySchema.extend({
  memberId: z.uuid().optional(),
  providerId: z.uuid().optional(),
  /** A provider's transaction id: the round holding it. */
  providerTxnId: z.string().trim().min(1).max(100).optional(),
  status: z.enum(gameRoundStatuses).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const adminGameRoundSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), phone: z.string(), name: z.string() }),
  provider: z.string(),
  game: z.string(),
  providerRoundId: z.string(),
  category: z.enum(gameCategories),
  status: z.enum(gameRoundStatuses),
  stake: moneySchema,
  bonusStake: moneySchema,
  win: moneySchema,
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminGameRound = z.infer<typeof adminGameRoundSchema>;
export const adminGameTxnSchema = z.object({
  id: z.string(),
  roundId: z.string().nullable(),
  providerRoundId: z.string().nullable(),
  provider: z.string(),
  memberId: z.string(),
  providerTxnId: z.string(),
  kind: z.enum(gameTxnKinds),
  /** What moved on the member's balance: positive in, negative out. */
  amount: moneySchema,
  /** What part of a reversal the member's cash could not cover (their receivable). */
  receivable: moneySchema,
  createdAt: z.string(),
});
export type AdminGameTxn = z.infer<typeof adminGameTxnSchema>;
export const adminGameRoundDetailSchema = adminGameRoundSchema.extend({
  transactions: z.array(adminGameTxnSchema),
});
export const adminGameTxnsQuerySchema = pageQuerySchema.extend({
  memberId: z.uuid().optional(),
  providerTxnId: z.string().trim().min(1).max(100).optional(),
});
export const gameGgrQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export const gameGgrRowSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  category: z.enum(gameCategories),
  rounds: z.number().int(),
  stake: moneySchema,
  win: moneySchema,
  /** Stakes − wins (the house's gross gaming revenue). */
  ggr: moneySchema,
});
export const gameGgrSchema = z.object({
  rows: z.array(gameGgrRowSchema),
  total: z.object({ rounds: z.number().int(), stake: moneySchema, win: moneySchema, ggr: moneySchema }),
});
export type GameGgr = z.infer<typeof gameGgrSchema>;

// ---------------------------------------------------------------------------------------------
// The AMB common flow on the wire (docs/domain/games.md §1). Amounts are numbers of baht with at most two
// places, as AMB sends them; `username` is the member's game username (`game_players`).
// ---------------------------------------------------------------------------------------------

export const ambEndpoints = [
  'getBalance',
  'placeBets',
  'settleBets',
  'unsettleBets',
  'adjustBets',
  'cancelBets',
  'rollback',
  'winRewards',
  'voidSettled',
  'placeTips',
] as const;
export type AmbEndpoint = (typeof ambEndpoints)[number];

export const ambStatusCodes = {
  OK: 0,
  MEMBER_NOT_FOUND: 10001,
  INSUFFICIENT_BALANCE: 10002,
  TXN_NOT_FOUND: 20001,
  DUPLICATE: 20002,
  SESSION_MISMATCH: 30001,
  /**
   * Outside the published list (Chokdee's, in AMB's families: 1xxxx member, 2xxxx transaction):
   * a locked member's bet (wins and reversals are still accepted).
   */
  MEMBER_LOCKED: 10003,
  /** A bet above the maximum stake while a wagering condition is open, or while a receivable is owed. */
  STAKE_LIMIT: 10004,
  /** A bet, win or cancel on a round already closed (or a cancel after the bet's settlement). */
  ALREADY_SETTLED: 20003,
  /** A second cancel of a bet, or a win on a cancelled round. */
  ALREADY_CANCELLED: 20004,
  /**
   * A request the operator refuses as such: bad credentials or signature (HTTP 401), unreadable JSON
   * or shape (HTTP 400), an amount with more than two places or a sign, an unsupported flag (HTTP 200).
   */
  INVALID_REQUEST: 40001,
  INTERNAL: 50001,
} as const;
export type AmbStatusCode = (typeof ambStatusCodes)[keyof typeof ambStatusCodes];

/** How a provider authenticates a wallet call (same for every adapter): `x-api-key` and `x-signature`. */
export const providerAuthHeaders = {
  /** The provider's `walletKey`: names the operator and provider. */
  key: 'x-api-key',
  /** hex(HMAC-SHA256(secret, raw request body)). */
  signature: 'x-signature',
} as const;

const ambAmount = z.union([z.number(), z.string()]);
export const ambTxnSchema = z.object({
  id: z.string().min(1).max(100),
  roundId: z.string().min(1).max(100).optional(),
  status: z.string().max(40).optional(),
  betAmount: ambAmount.optional(),
  payoutAmount: ambAmount.optional(),
  gameCode: z.string().max(100).optional(),
  transactionType: z.enum(['BY_TRANSACTION', 'BY_ROUND']).optional(),
  isSingleState: z.boolean().optional(),
  skipBalanceUpdate: z.boolean().optional(),
  isFeature: z.boolean().optional(),
  isFeatureBuy: z.boolean().optional(),
  isEndRound: z.boolean().optional(),
});
export type AmbTxn = z.infer<typeof ambTxnSchema>;
export const ambRequestSchema = z.object({
  id: z.string().min(1).max(100),
  productId: z.string().min(1).max(60),
  username: z.string().min(1).max(60),
  sessionToken: z.string().max(200).optional(),
  currency: z.string().optional(),
  txns: z.array(ambTxnSchema).max(200).optional(),
});
export type AmbRequest = z.infer<typeof ambRequestSchema>;
export type AmbResponse = {
  id: string;
  statusCode: number;
  balance: number;
  balanceBefore: number;
  balanceAfter: number;
  productId: string;
  currency: 'THB';
  username: string;
  timestampMillis: number;
};

/**
 * The launch call the platform makes to a provider (signed like a wallet call, with the provider's
 * secret): answers the URL that opens the game for this session.
 */
export const providerLaunchRequestSchema = z.object({
  operatorKey: z.string(),
  username: z.string(),
  sessionToken: z.string(),
  gameCode: z.string(),
  lang: z.literal('th'),
  currency: z.literal('THB'),
  /** Where the game's "back" leads (the member site's lobby of the game's category). */
  returnUrl: z.string(),
});
export type ProviderLaunchRequest = z.infer<typeof providerLaunchRequestSchema>;
export const providerLaunchResponseSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------
// A per-spin net transfer contract (PG Soft's shape, as a public platform integrates it): one
// `Cash/TransferInOut` per spin carries the bet, the win and `transfer_amount = win − bet`; the
// provider authenticates with `operator_token` (the walletKey) and `secret_key` in the body (no
// header signature), from an allowed address. Bodies are form-encoded or JSON; amounts in baht.
// ---------------------------------------------------------------------------------------------

export const pgsoftEndpoints = ['VerifySession', 'Cash/Get', 'Cash/TransferInOut'] as const;
export type PgsoftEndpoint = (typeof pgsoftEndpoints)[number];

const pgsoftAmount = z.union([z.number(), z.string()]);
const pgsoftCredentials = {
  operator_token: z.string().min(1).max(100),
  secret_key: z.string().min(1).max(200),
};
export const pgsoftVerifySessionSchema = z.object({
  ...pgsoftCredentials,
  operator_player_session: z.string().min(1).max(200),
  game_id: z.string().max(100).optional(),
});
export const pgsoftCashGetSchema = z.object({
  ...pgsoftCredentials,
  player_name: z.string().min(1).max(60),
  operator_player_session: z.string().max(200).optional(),
  game_id: z.string().max(100).optional(),
});
export const pgsoftTransferSchema = z.object({
  ...pgsoftCredentials,
  player_name: z.string().min(1).max(60),
  operator_player_session: z.string().max(200).optional(),
  game_id: z.string().max(100).optional(),
  /** The spin (the round, unless `parent_bet_id` names a feature's parent round). */
  bet_id: z.string().min(1).max(100),
  parent_bet_id: z.string().max(100).optional(),
  /** Unique per transfer: the bet and the win are idempotent on it. */
  transaction_id: z.string().min(1).max(100),
  currency_code: z.string().max(10).optional(),
  bet_amount: pgsoftAmount,
  win_amount: pgsoftAmount,
  /** win − bet, signed; a transfer whose amount is not that is refused. */
  transfer_amount: pgsoftAmount,
  updated_time: z.union([z.number(), z.string()]).optional(),
});
export type PgsoftTransfer = z.infer<typeof pgsoftTransferSchema>;

/** Error codes of the PG Soft-like contract (strings on its wire), Chokdee's where none is public. */
export const pgsoftErrorCodes = {
  INVALID_REQUEST: '1034',
  INTERNAL: '1200',
  /** Bad operator_token or secret_key, or a disallowed address (HTTP 401). */
  UNAUTHORIZED: '1204',
  INVALID_SESSION: '1300',
  PLAYER_NOT_FOUND: '3004',
  PLAYER_LOCKED: '3009',
  BET_NOT_FOUND: '3021',
  /** The transaction id is taken by another spin, member or amount. */
  DUPLICATE: '3033',
  /** The spin's round is already closed or cancelled. */
  ALREADY_SETTLED: '3034',
  STAKE_LIMIT: '3040',
  INSUFFICIENT_BALANCE: '3202',
} as const;
export type PgsoftErrorCode = (typeof pgsoftErrorCodes)[keyof typeof pgsoftErrorCodes];
export type PgsoftResponse =
  | {
      data: { player_name?: string; currency_code: 'THB'; balance_amount: number; updated_time: number };
      error: null;
    }
  | { data: null; error: { code: PgsoftErrorCode; message: string } };

/** `:id` of the provider admin routes. */
export const gameProviderParamsSchema = z.object({ id: z.uuid('ไม่พบค่ายเกมนี้') });
