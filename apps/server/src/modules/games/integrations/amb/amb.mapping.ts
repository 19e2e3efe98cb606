import { createHash } from 'node:crypto';
import {
  type AmbEndpoint,
  type AmbRequest,
  type AmbResponse,
  type AmbStatusCode,
  type AmbTxn,
  ambStatusCodes,
  parseAmount,
} from '@chokdee/contracts';
import type { GameTxn, WalletAnswer, WalletOutcome } from '../../wallet/game-wallet.types';
import { bahtNumber } from '../wire-money';

/**
 * The AMB common flow onto the internal wallet (docs/domain/games.md §4), as pure functions: a request's
 * transactions become `GameTxn`s, a `WalletAnswer` becomes AMB's response. No I/O here, so the
 * golden vectors pin the mapping and the routes only add transport and authentication.
 */

export type AmbMapping = { ok: true; txns: GameTxn[] } | { ok: false; reason: string };

/** The wallet's outcomes in AMB codes (the codes outside AMB's list are documented in contracts). */
export const ambCodeOf: Record<WalletOutcome, AmbStatusCode> = {
  OK: ambStatusCodes.OK,
  MEMBER_NOT_FOUND: ambStatusCodes.MEMBER_NOT_FOUND,
  MEMBER_LOCKED: ambStatusCodes.MEMBER_LOCKED,
  SESSION_MISMATCH: ambStatusCodes.SESSION_MISMATCH,
  INSUFFICIENT_BALANCE: ambStatusCodes.INSUFFICIENT_BALANCE,
  STAKE_LIMIT: ambStatusCodes.STAKE_LIMIT,
  TXN_NOT_FOUND: ambStatusCodes.TXN_NOT_FOUND,
  DUPLICATE: ambStatusCodes.DUPLICATE,
  ALREADY_SETTLED: ambStatusCodes.ALREADY_SETTLED,
  ALREADY_CANCELLED: ambStatusCodes.ALREADY_CANCELLED,
  INVALID: ambStatusCodes.INVALID_REQUEST,
};

/** An AMB amount (number or string of baht, at most two places, no sign) in satang; undefined when not one. */
const amountOf = (value: AmbTxn['betAmount']): bigint | undefined =>
  value === undefined ? undefined : parseAmount(value);

type Field = 'betAmount' | 'payoutAmount';
/** Which amount each endpoint reads, and the kind it makes. */
const endpointRules: Record<
  Exclude<AmbEndpoint, 'getBalance'>,
  { kind: GameTxn['kind']; amount?: Field; needsRound: boolean }
> = {
  placeBets: { kind: 'BET', amount: 'betAmount', needsRound: true },
  settleBets: { kind: 'WIN', amount: 'payoutAmount', needsRound: true },
  cancelBets: { kind: 'CANCEL', needsRound: true },
  adjustBets: { kind: 'ADJUST', amount: 'betAmount', needsRound: true },
  unsettleBets: { kind: 'UNSETTLE', needsRound: true },
  rollback: { kind: 'UNSETTLE', needsRound: true },
  voidSettled: { kind: 'VOID', needsRound: true },
  winRewards: { kind: 'PROMO', amount: 'payoutAmount', needsRound: false },
  placeTips: { kind: 'TIP', amount: 'betAmount', needsRound: false },
};

/** Maps a request's txns onto the wallet's, or says why the request cannot be one. */
export const ambToWalletTxns = (endpoint: AmbEndpoint, request: AmbRequest): AmbMapping => {
  if (endpoint === 'getBalance') return { ok: true, txns: [] };
  const rule = endpointRules[endpoint];
  const wire = request.txns ?? [];
  if (wire.length === 0) return { ok: false, reason: 'no txns' };
  const txns: GameTxn[] = [];
  for (const [index, txn] of wire.entries()) {
    // The operator cannot honour "tell me but do not move money": refusing is safer than moving it.
    if (txn.skipBalanceUpdate === true) return { ok: false, reason: `txns[${index}].skipBalanceUpdate` };
    if (rule.needsRound && !txn.roundId) return { ok: false, reason: `txns[${index}].roundId` };
    let amountSatang = 0n;
    if (rule.amount) {
      const amount = amountOf(txn[rule.amount]);
      if (amount === undefined) return { ok: false, reason: `txns[${index}].${rule.amount}` };
      amountSatang = amount;
    } else {
      // Kinds that move what the wallet already knows still refuse a malformed amount if one is sent.
      for (const field of ['betAmount', 'payoutAmount'] as const)
        if (txn[field] !== undefined && amountOf(txn[field]) === undefined)
          return { ok: false, reason: `txns[${index}].${field}` };
    }
    txns.push({
      txnId: txn.id,
      kind: rule.kind,
      providerRoundId: txn.roundId,
      gameCode: txn.gameCode,
      amountSatang,
      ...(rule.kind === 'CANCEL' || rule.kind === 'ADJUST' ? { refTxnId: txn.id } : {}),
      ...(rule.kind === 'WIN' ? { endRound: txn.isEndRound ?? true } : {}),
    });
  }
  return { ok: true, txns };
};

/**
 * The status code of a wallet answer: the refusal's code; on OK, 20002 when every transaction had
 * been applied before (AMB's "duplicate": nothing moved, the balance is current) unless every one
 * of them is a single-state bet (the slot quirk of docs/domain/games.md §1: those answer 0); otherwise 0.
 */
export const ambStatusOf = (answer: WalletAnswer, wire: readonly AmbTxn[]): AmbStatusCode => {
  if (answer.outcome !== 'OK') return ambCodeOf[answer.outcome];
  if (answer.txns.length === 0 || answer.txns.some((txn) => txn.applied === 'APPLIED'))
    return ambStatusCodes.OK;
  const singleState = new Set(wire.filter((txn) => txn.isSingleState === true).map((txn) => txn.id));
  const allQuirk = answer.txns.every((txn) => txn.kind === 'BET' && singleState.has(txn.txnId));
  return allQuirk ? ambStatusCodes.OK : ambStatusCodes.DUPLICATE;
};

/** AMB's response shape; balances in baht (two places) = cash + bonus. */
export const ambResponse = (
  request: Pick<AmbRequest, 'id' | 'productId' | 'username'> | undefined,
  statusCode: AmbStatusCode,
  balances: { beforeSatang: bigint; afterSatang: bigint },
  timestampMillis: number,
): AmbResponse => ({
  id: request?.id ?? '',
  statusCode,
  balance: bahtNumber(balances.afterSatang),
  balanceBefore: bahtNumber(balances.beforeSatang),
  balanceAfter: bahtNumber(balances.afterSatang),
  productId: request?.productId ?? '',
  currency: 'THB',
  username: request?.username ?? '',
  timestampMillis,
});

/**
 * The wallet's request id of an AMB call: AMB's request id and a digest of what the call asks (member,
 * session, the mapped transactions). A retry of the same request gets its stored answer; a different
 * request reusing the id (another member, other txns) is decided afresh by the wallet's per-txn
 * idempotency, never answered with someone else's stored reply (and balance).
 */
export const ambRequestId = (request: AmbRequest, txns: readonly GameTxn[]): string => {
  const asked = JSON.stringify([request.username, request.sessionToken ?? '', txns], (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return `${request.id}:${createHash('sha256').update(asked).digest('hex').slice(0, 16)}`;
};
