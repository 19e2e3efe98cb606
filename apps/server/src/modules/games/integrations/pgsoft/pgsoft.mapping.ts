import { createHash } from 'node:crypto';
import {
  type PgsoftErrorCode,
  type PgsoftResponse,
  type PgsoftTransfer,
  parseAmount,
  pgsoftErrorCodes,
} from '@chokdee/contracts';
import type { GameTxn, WalletOutcome } from '../../wallet/game-wallet.types';
import { bahtNumber } from '../wire-money';

/**
 * The PG Soft-like per-spin contract onto the internal wallet, as pure functions. One
 * `Cash/TransferInOut` is one spin: BET (the stake) and WIN (the payout, closing the round) in one
 * atomic wallet call, both idempotent on the unique `transaction_id`; the spin's `bet_id` is the round.
 * A spin with no stake (a free spin) pays its win as PROMO on that round. A replayed transfer answers
 * success with the current balance, as this contract expects (unlike AMB's 20002).
 */

export const pgsoftCodeOf: Record<Exclude<WalletOutcome, 'OK'>, PgsoftErrorCode> = {
  MEMBER_NOT_FOUND: pgsoftErrorCodes.PLAYER_NOT_FOUND,
  MEMBER_LOCKED: pgsoftErrorCodes.PLAYER_LOCKED,
  SESSION_MISMATCH: pgsoftErrorCodes.INVALID_SESSION,
  INSUFFICIENT_BALANCE: pgsoftErrorCodes.INSUFFICIENT_BALANCE,
  STAKE_LIMIT: pgsoftErrorCodes.STAKE_LIMIT,
  TXN_NOT_FOUND: pgsoftErrorCodes.BET_NOT_FOUND,
  DUPLICATE: pgsoftErrorCodes.DUPLICATE,
  ALREADY_SETTLED: pgsoftErrorCodes.ALREADY_SETTLED,
  ALREADY_CANCELLED: pgsoftErrorCodes.ALREADY_SETTLED,
  INVALID: pgsoftErrorCodes.INVALID_REQUEST,
};

/** English text beside the code, as the contract's errors carry; providers log it, members never see it. */
export const pgsoftMessages: Record<PgsoftErrorCode, string> = {
  '1034': 'Invalid request',
  '1200': 'Internal server error',
  '1204': 'Invalid operator',
  '1300': 'Invalid player session',
  '3004': 'Player does not exist',
  '3009': 'Player is locked',
  '3021': 'Bet does not exist',
  '3033': 'Duplicate transaction',
  '3034': 'Bet already settled',
  '3040': 'Bet above the allowed stake',
  '3202': 'Insufficient player balance',
};

/** A signed amount of baht ("-1.50", -1.5) in satang; undefined when it is not one (three places, junk). */
const signedAmount = (value: string | number): bigint | undefined => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const negative = text.startsWith('-');
  const satang = parseAmount(negative ? text.slice(1) : text);
  return satang === undefined ? undefined : negative ? -satang : satang;
};

export type PgsoftMapping = { ok: true; txns: GameTxn[] } | { ok: false; reason: string };

/** The spin's wallet transactions, or why the transfer is refused (bad amount, transfer ≠ win − bet). */
export const pgsoftTransferTxns = (transfer: PgsoftTransfer): PgsoftMapping => {
  const bet = parseAmount(transfer.bet_amount);
  const win = parseAmount(transfer.win_amount);
  const net = signedAmount(transfer.transfer_amount);
  if (bet === undefined) return { ok: false, reason: 'bet_amount' };
  if (win === undefined) return { ok: false, reason: 'win_amount' };
  if (net === undefined || net !== win - bet) return { ok: false, reason: 'transfer_amount' };
  const round = { providerRoundId: transfer.bet_id, gameCode: transfer.game_id };
  const txnId = transfer.transaction_id;
  if (bet === 0n)
    return {
      ok: true,
      txns: win === 0n ? [] : [{ txnId, kind: 'PROMO', amountSatang: win, ...round }],
    };
  return {
    ok: true,
    txns: [
      { txnId, kind: 'BET', amountSatang: bet, ...round },
      { txnId, kind: 'WIN', amountSatang: win, endRound: true, ...round },
    ],
  };
};

export const pgsoftData = (
  balanceSatang: bigint,
  now: number,
  playerName?: string,
): Extract<PgsoftResponse, { error: null }> => ({
  data: {
    ...(playerName === undefined ? {} : { player_name: playerName }),
    currency_code: 'THB',
    balance_amount: bahtNumber(balanceSatang),
    updated_time: now,
  },
  error: null,
});

export const pgsoftError = (code: PgsoftErrorCode): Extract<PgsoftResponse, { data: null }> => ({
  data: null,
  error: { code, message: pgsoftMessages[code] },
});

/**
 * The wallet's request id of a transfer: its transaction id and a digest of what it asks (player,
 * session, spin, amounts; not the secret or the time it was sent). A retry of the same transfer gets
 * the stored answer; another transfer reusing the transaction id (another player, spin or amount)
 * reaches the wallet's own check and is a duplicate, never someone else's stored answer.
 */
export const transferRequestId = (transfer: PgsoftTransfer): string => {
  const asked = [
    transfer.player_name,
    transfer.operator_player_session ?? '',
    transfer.game_id ?? '',
    transfer.bet_id,
    transfer.parent_bet_id ?? '',
    String(transfer.bet_amount),
    String(transfer.win_amount),
    String(transfer.transfer_amount),
  ];
  const digest = createHash('sha256').update(JSON.stringify(asked)).digest('hex').slice(0, 16);
  return `${transfer.transaction_id}:${digest}`;
};
