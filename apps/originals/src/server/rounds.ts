import { randomUUID } from 'node:crypto';
import type { AmbResponse } from '@chokdee/contracts';
import { ambStatusCodes } from '@chokdee/contracts';
import { PlayError, type PlayErrorCode } from './messages';
import type { PendingSettlement, PlayerState, PlaySession } from './play-store';
import { isOk, type WalletClient, WalletUnavailableError } from './wallet-client';

/** Satang (integer) → the wire's baht number with two places. */
export const bahtOf = (satang: number): number => Math.round(satang) / 100;

const refusalOf = (answer: AmbResponse): PlayErrorCode => {
  switch (answer.statusCode) {
    case ambStatusCodes.INSUFFICIENT_BALANCE:
      return 'INSUFFICIENT_BALANCE';
    case ambStatusCodes.MEMBER_NOT_FOUND:
      return 'MEMBER_NOT_FOUND';
    case ambStatusCodes.SESSION_MISMATCH:
      return 'SESSION_MISMATCH';
    default:
      return 'REFUSED';
  }
};

export type RoundBet = { txnId: string; stakeSatang: number; payoutSatang: number };
export type RoundOutcome = { balance: number; settled: boolean };
type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * One round on the wallet: `placeBets` with every stake of the round (atomic on the platform), then
 * `settleBets` with each bet's payout (0 for a loss), under ids fixed before the first call so a retry
 * is a replay. Refused stake → `PlayError` with the wallet's balance, nothing happened. No answer to
 * the stake → the bet is cancelled (a cancel of a bet the platform never saw answers "not found" and
 * moves nothing). A cancel or a settlement with no answer is kept on the member's state and retried
 * before their next round and in the background (the platform shows the round as open meanwhile).
 */
export const createRoundRunner = ({ wallet, log }: { wallet: WalletClient; log: Log }) => {
  const send = async ({ endpoint, session, ...owed }: PendingSettlement): Promise<AmbResponse> =>
    wallet[endpoint]({
      credentials: session.credentials,
      requestId: owed.requestId,
      username: session.username,
      sessionToken: session.sessionToken,
      txns: owed.txns.map((t, index) => ({
        ...t,
        roundId: owed.roundId,
        gameCode: session.gameCode,
        // The platform closes the round on a txn with isEndRound (its default): only the last one says so.
        ...(endpoint === 'settleBets' ? { isEndRound: index === owed.txns.length - 1 } : {}),
      })),
    });

  /** Retries the calls still owed (oldest first, each under its own request id); true when none is left. */
  const settleOwed = async <T>(player: PlayerState<T>): Promise<boolean> => {
    while (player.pending.length > 0) {
      const [first] = player.pending;
      if (!first) break;
      try {
        const answer = await send(first);
        // A cancel of a stake the platform never saw answers "not found": nothing to take back.
        if (
          !isOk(answer) &&
          !(first.endpoint === 'cancelBets' && answer.statusCode === ambStatusCodes.TXN_NOT_FOUND)
        )
          log.error(
            { roundId: first.roundId, endpoint: first.endpoint, statusCode: answer.statusCode },
            'owed call refused',
          );
      } catch (error) {
        if (error instanceof WalletUnavailableError) return false;
        throw error;
      }
      player.pending.shift();
    }
    return true;
  };

  const balance = async (session: PlaySession): Promise<number> => {
    try {
      const answer = await wallet.getBalance({
        credentials: session.credentials,
        requestId: `bal-${randomUUID()}`,
        username: session.username,
        sessionToken: session.sessionToken,
      });
      if (!isOk(answer)) throw new PlayError(refusalOf(answer));
      return answer.balance;
    } catch (error) {
      if (error instanceof WalletUnavailableError) throw new PlayError('UNAVAILABLE');
      throw error;
    }
  };

  const play = async <T>(
    session: PlaySession,
    player: PlayerState<T>,
    { roundId, bets }: { roundId: string; bets: RoundBet[] },
  ): Promise<RoundOutcome> => {
    if (!(await settleOwed(player))) throw new PlayError('SETTLEMENT_PENDING');
    let placed: AmbResponse;
    try {
      placed = await wallet.placeBets({
        credentials: session.credentials,
        username: session.username,
        sessionToken: session.sessionToken,
        requestId: `${roundId}-place`,
        txns: bets.map((b) => ({
          id: b.txnId,
          roundId,
          gameCode: session.gameCode,
          betAmount: bahtOf(b.stakeSatang),
        })),
      });
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      // The stake may have been taken: take it back (now, or later until answered) so the member never
      // pays for a round not played.
      player.pending.push({
        endpoint: 'cancelBets',
        session,
        requestId: `${roundId}-cancel`,
        roundId,
        txns: bets.map((b) => ({ id: b.txnId, betAmount: bahtOf(b.stakeSatang) })),
      });
      await settleOwed(player);
      throw new PlayError('UNAVAILABLE');
    }
    if (!isOk(placed)) throw new PlayError(refusalOf(placed), placed.balance);

    const owed: PendingSettlement = {
      endpoint: 'settleBets',
      session,
      requestId: `${roundId}-settle`,
      roundId,
      txns: bets.map((b) => ({ id: b.txnId, payoutAmount: bahtOf(b.payoutSatang) })),
    };
    try {
      const settled = await send(owed);
      if (!isOk(settled)) {
        log.error({ roundId, statusCode: settled.statusCode }, 'settlement refused');
        return { balance: settled.balance, settled: false };
      }
      return { balance: settled.balance, settled: true };
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      player.pending.push(owed);
      log.warn({ roundId }, 'settlement unanswered; kept to retry before the next round');
      const payout = bets.reduce((sum, b) => sum + b.payoutSatang, 0);
      return { balance: bahtOf(Math.round(placed.balance * 100) + payout), settled: false };
    }
  };

  return { play, balance, settleOwed };
};
export type RoundRunner = ReturnType<typeof createRoundRunner>;
