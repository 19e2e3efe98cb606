import type { GameCategory, GameTxnKind } from '@chokdee/contracts';

/**
 * The one internal wallet contract under every provider adapter (docs/domain/games.md §2 rule 1). An adapter
 * maps its wire format onto a `WalletCall` and the `WalletAnswer` back onto its codes; the rules
 * (idempotency, atomicity, no negative cash, limits inside the debit) live behind this interface.
 */

/** One transaction of a provider's request. Amounts are satang, never negative on the wire. */
export type GameTxn = {
  /** The provider's transaction id: idempotent on (provider, txnId, kind). */
  txnId: string;
  kind: GameTxnKind;
  /** The provider's round id (required for every kind but PROMO and TIP, which may name none). */
  providerRoundId?: string | undefined;
  /** The provider's game code (the catalogue's `games.game_code`): the round's category comes from it. */
  gameCode?: string | undefined;
  /**
   * BET, TIP: the stake (> 0). WIN, PROMO: the payout (≥ 0). ADJUST: the bet's new stake (≥ 0).
   * CANCEL, UNSETTLE, VOID: ignored (a refund uses the original stake, a reversal what was paid).
   */
  amountSatang: bigint;
  /** CANCEL, ADJUST: the BET's txnId (CANCEL without one cancels every open bet of the round). */
  refTxnId?: string | undefined;
  /** WIN: whether this payout closes the round (default true); later wins on a closed round are refused. */
  endRound?: boolean | undefined;
};

export type WalletCall = {
  operatorId: string;
  providerId: string;
  /** The member's game username (`game_players.username`) as the provider sent it. */
  username: string;
  /**
   * The launch token the provider echoes. Debits (BET, TIP, a raised ADJUST) need the member's live
   * session with this provider: none, an unknown or a superseded one is SESSION_MISMATCH. Credits and
   * reversals of the member's rounds need none (docs/modules/games.md, "The seamless wallet").
   */
  sessionToken?: string | undefined;
  /** The provider's request id and endpoint: a retried request answers its first reply. */
  requestId: string;
  endpoint: string;
  /** Applied in order, all or nothing (docs/domain/games.md §2 rule 2). Empty: a balance read. */
  txns: GameTxn[];
};

/**
 * Outcomes (docs/domain/games.md §1's fixed outcomes): OK; MEMBER_NOT_FOUND (unknown username); MEMBER_LOCKED
 * (bets of a locked member; wins and reversals are still accepted); SESSION_MISMATCH (a debit
 * without the member's live session with the provider: no token, an unknown or a superseded one); INSUFFICIENT_BALANCE; STAKE_LIMIT (above the maximum stake while
 * wagering, or an open receivable); TXN_NOT_FOUND (a win or cancel with no bet, a cancel of nothing);
 * DUPLICATE (the same txnId and kind with another member, round or amount); ALREADY_SETTLED (a bet,
 * win or cancel on a closed round); ALREADY_CANCELLED (a second cancel, a win on a cancelled round);
 * INVALID (a negative or malformed amount).
 */
export const walletOutcomes = [
  'OK',
  'MEMBER_NOT_FOUND',
  'MEMBER_LOCKED',
  'SESSION_MISMATCH',
  'INSUFFICIENT_BALANCE',
  'STAKE_LIMIT',
  'TXN_NOT_FOUND',
  'DUPLICATE',
  'ALREADY_SETTLED',
  'ALREADY_CANCELLED',
  'INVALID',
] as const;
export type WalletOutcome = (typeof walletOutcomes)[number];

export type WalletAnswer = {
  outcome: WalletOutcome;
  /** The index of the first refused transaction (refusals only). */
  failedIndex?: number | undefined;
  /** Cash + bonus before the request (docs/domain/games.md §2 rule 2: a refusal answers this balance). */
  balanceBeforeSatang: bigint;
  /** Cash + bonus after it (= before on a refusal). */
  balanceAfterSatang: bigint;
  /**
   * Per transaction, on OK: APPLIED (money moved now) or REPLAYED (the same txn applied before: an
   * adapter answers its duplicate code, or 0 where the provider's quirk demands, docs/domain/games.md §1).
   */
  txns: Array<{ txnId: string; kind: GameTxnKind; applied: 'APPLIED' | 'REPLAYED' }>;
  /** True when this is the stored answer of the same request id. */
  replayed: boolean;
};

/** The seamless wallet: every adapter calls this, nothing else moves game money. */
export type GameWallet = {
  /** Applies the call's transactions atomically and answers (never throws for a refusal). */
  apply(call: WalletCall): Promise<WalletAnswer>;
};

/** What the wallet needs to know of a game code (the round's category), from the catalogue. */
export type GameCodeLookup = (
  operatorId: string,
  providerId: string,
  gameCode: string | undefined,
) => Promise<{ gameId: string | null; category: GameCategory }>;
