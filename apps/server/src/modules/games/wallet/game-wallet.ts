import { uuidv7 } from 'uuidv7';
import type { IdempotencyService } from '#modules/idempotency/index';
import {
  type AccountRef,
  type BalanceAfter,
  bonusShareOf,
  publishWallet,
  type StakeSplit,
  type TransferRequest,
  type WalletService,
} from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { lockKeys } from '#platform/db/tx';
import type { DomainEventPayloads } from '#platform/events/event-types';
import type { DomainEventInput } from '#platform/events/events';
import { publishEvents } from '#platform/events/events';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { createKeyedMutex } from '#platform/keyed-mutex';
import type { Publisher } from '#platform/realtime/publisher';
import {
  type CallContext,
  createGameWalletRepo,
  type GameRoundRow,
  type GameTxnRow,
} from './game-wallet.repo';
import type { GameTxn, GameWallet, WalletAnswer, WalletCall, WalletOutcome } from './game-wallet.types';

type Deps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  wallet: Pick<
    WalletService,
    'lockStake' | 'checkStake' | 'postStake' | 'postTransfers' | 'lockAccounts' | 'memberBalances'
  >;
  /** The site's one store of idempotent answers: the wallet's replies to providers' requests. */
  idempotency: Pick<IdempotencyService, 'claim' | 'store'>;
};

/** A refused transaction: the call's transaction rolls back and the refusal is answered (and stored) alone. */
class Refusal extends Error {
  constructor(
    readonly outcome: WalletOutcome,
    readonly index: number | undefined,
  ) {
    super(outcome);
  }
}

type Applied = WalletAnswer['txns'][number];
type Balances = Omit<BalanceAfter, 'memberId'> & { receivableSatang: bigint };

/** Inside one call's transaction: who, when, what it publishes. */
type CallState = {
  tx: Tx;
  call: WalletCall;
  context: CallContext;
  memberId: string;
  before: Balances;
  now: Date;
  events: DomainEventInput[];
  /** Whether the call's session token is live (read once, for the first debit). */
  sessionLive?: boolean;
};

const ROUND_KINDS = new Set(['BET', 'WIN', 'CANCEL', 'ADJUST', 'UNSETTLE', 'VOID']);
const max0 = (value: bigint) => (value > 0n ? value : 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The stored form of an answer (JSON: satang as decimal strings). */
const toStored = (answer: WalletAnswer) => ({
  ...answer,
  balanceBeforeSatang: String(answer.balanceBeforeSatang),
  balanceAfterSatang: String(answer.balanceAfterSatang),
});
const fromStored = (row: ReturnType<typeof toStored>): WalletAnswer => {
  return {
    outcome: row.outcome,
    ...(row.failedIndex === undefined ? {} : { failedIndex: row.failedIndex }),
    balanceBeforeSatang: BigInt(row.balanceBeforeSatang),
    balanceAfterSatang: BigInt(row.balanceAfterSatang),
    txns: row.txns,
    replayed: true,
  };
};

/**
 * A provider's request as the idempotency module keys it: (operator, the provider and endpoint, the
 * provider's request id). No request hash: a provider's retry carries its request id, and whatever
 * its body, it gets the first answer again (docs/domain/games.md §2 rules 2 and 7).
 */
const replyKeyOf = (call: WalletCall): IdempotentRequest => ({
  operatorId: call.operatorId,
  caller: `game:${call.providerId}:${call.endpoint}`,
  key: call.requestId,
  requestHash: 'game-wallet-request',
});

/**
 * Above this no payout is real (10 trillion baht): refused as INVALID before it could overflow a
 * bigint column. A stake that large is simply INSUFFICIENT_BALANCE (nobody holds it).
 */
const MAX_PAYOUT_SATANG = 10n ** 15n;
const DEBITS = new Set(['BET', 'TIP', 'ADJUST']);

/** Why a transaction is malformed (INVALID), checked before anything else of it. */
const malformed = (txn: GameTxn): boolean =>
  txn.txnId.length === 0 ||
  txn.amountSatang < 0n ||
  (!DEBITS.has(txn.kind) && txn.amountSatang > MAX_PAYOUT_SATANG) ||
  (txn.kind === 'TIP' && txn.amountSatang === 0n) ||
  (ROUND_KINDS.has(txn.kind) && !txn.providerRoundId) ||
  (txn.kind === 'ADJUST' && !txn.refTxnId);

/**
 * The seamless wallet (docs/domain/games.md §2; docs/modules/games.md, "The seamless wallet"). One call = one database
 * transaction: the request's, its transactions' and its member's advisory locks (sorted, in one
 * statement) serialise retries, duplicates and a member's racing calls across nodes, and an
 * in-process queue per member does the same within a process (PGlite's one session cannot tell two
 * calls apart by advisory locks). Then each transaction is checked and applied in order; the first
 * refusal rolls everything back and is answered — with the balance before the request — from a
 * small transaction of its own. The answer is stored under (provider, endpoint, request id) by the
 * idempotency module (`idempotency_keys`, as every idempotent call of the site) in the transaction
 * that moved the money, so a retried request answers it again (`replayed`).
 */
export const createGameWallet = ({ db, clock, publish, wallet, idempotency: replies }: Deps): GameWallet => {
  const repo = createGameWalletRepo();
  const queue = createKeyedMutex();

  const lockKeysOf = (call: WalletCall) =>
    [
      ...new Set([
        `game-request:${call.providerId}:${call.endpoint}:${call.requestId}`,
        `game-member:${call.operatorId}:${call.username}`,
        ...call.txns.map((txn) => `game-txn:${call.providerId}:${txn.txnId}:${txn.kind}`),
      ]),
    ].sort();

  // One statement, in the sorted order every call uses: no two calls wait on each other crosswise.

  const balancesOf = async (tx: Tx, operatorId: string, memberId: string): Promise<Balances> => {
    const { balanceSatang, bonusSatang, lockedSatang, receivableSatang } = await wallet.memberBalances(
      tx,
      operatorId,
      memberId,
    );
    return { balanceSatang, bonusSatang, lockedSatang, receivableSatang };
  };

  /** Maps a refusal of the ledger or the stake hook onto the wallet's outcomes (anything else is a fault). */
  const refusalOf = (error: unknown, index: number): Refusal => {
    if (error instanceof Refusal) return new Refusal(error.outcome, index);
    if (error instanceof AppError) {
      if (error.errorName === 'INSUFFICIENT_BALANCE') return new Refusal('INSUFFICIENT_BALANCE', index);
      if (error.errorName === 'WAGERING_MAX_STAKE') return new Refusal('STAKE_LIMIT', index);
    }
    throw error;
  };

  const refuse = (outcome: WalletOutcome): never => {
    throw new Refusal(outcome, undefined);
  };

  /**
   * What a debit (a bet, a raised stake, a tip) must pass: a live member; a live session this member
   * opened with this provider by launching its game — a call with no token has none, so a provider
   * that knows a member's game username cannot take money the member never staked with it; nothing owed.
   */
  const checkDebit = async (state: CallState) => {
    if (state.context.locked) refuse('MEMBER_LOCKED');
    const token = state.call.sessionToken;
    state.sessionLive ??= token
      ? await repo.sessionLive(state.tx, state.call.operatorId, state.call.providerId, state.memberId, token)
      : false;
    if (!state.sessionLive) refuse('SESSION_MISMATCH');
    if (state.before.receivableSatang > 0n) refuse('STAKE_LIMIT');
  };

  const transfer = (
    state: CallState,
    kind: TransferRequest['kind'],
    debit: AccountRef,
    credit: AccountRef,
    amountSatang: bigint,
    causeId: string,
    idempotencyKey: string,
    causeType = 'game_round',
  ): TransferRequest[] =>
    amountSatang > 0n
      ? [
          {
            operatorId: state.call.operatorId,
            kind,
            debit,
            credit,
            amountSatang,
            causeType,
            causeId,
            idempotencyKey,
            eventAt: state.now,
          },
        ]
      : [];

  /** Pays `amount` from GAMES: `bonusPart` to the bonus account, the rest to cash. */
  const payFromGames = (
    state: CallState,
    kind: TransferRequest['kind'],
    amount: bigint,
    bonusPart: bigint,
    causeId: string,
    key: string,
  ): TransferRequest[] => [
    ...transfer(
      state,
      kind,
      { house: 'GAMES' },
      { memberId: state.memberId, kind: 'MEMBER_WALLET' },
      amount - bonusPart,
      causeId,
      key,
    ),
    ...transfer(
      state,
      kind,
      { house: 'GAMES' },
      { memberId: state.memberId, kind: 'BONUS' },
      bonusPart,
      causeId,
      `${key}:bonus`,
    ),
  ];

  const txnRow = (
    state: CallState,
    txn: GameTxn,
    fields: {
      id: string;
      roundId: string | null;
      amountSatang: bigint;
      bonusAmountSatang: bigint;
      receivableSatang?: bigint;
    },
  ) => ({
    operatorId: state.call.operatorId,
    providerId: state.call.providerId,
    memberId: state.memberId,
    providerTxnId: txn.txnId,
    kind: txn.kind,
    refTxnId: txn.refTxnId ?? null,
    requestedSatang: txn.amountSatang,
    receivableSatang: 0n,
    createdAt: state.now,
    ...fields,
  });

  const roundFacts = (state: CallState, round: GameRoundRow) => ({
    roundId: round.id,
    providerCode: state.context.providerCode,
    providerRoundId: round.providerRoundId,
    gameCode: round.gameCode,
    category: round.category,
    stakeSatang: String(round.stakeSatang),
    bonusStakeSatang: String(round.bonusStakeSatang),
    winSatang: String(round.winSatang),
    bonusWinSatang: String(round.bonusWinSatang),
    openedAt: round.openedAt.toISOString(),
  });

  /** Publishes (in the call's transaction) a settlement or reversal of the round's settlement `settleCount`. */
  const publishRound = <K extends 'game.round_settled' | 'game.round_reversed'>(
    state: CallState,
    round: GameRoundRow,
    type: K,
    extra: Omit<DomainEventPayloads[K], keyof ReturnType<typeof roundFacts> | 'settle'>,
  ) => {
    state.events.push({
      type,
      operatorId: state.call.operatorId,
      memberId: state.memberId,
      subjectId: round.id,
      dedupeKey: `${type}:${round.id}:${round.settleCount}`,
      payload: { ...roundFacts(state, round), settle: round.settleCount, ...extra } as DomainEventPayloads[K],
      occurredAt: state.now,
    });
  };

  /**
   * Debits a stake on the round like a lottery bill's (cash first, then bonus; the stake hook inside),
   * in the wallet's three steps: `record` (a bet) writes the bet's rows with the split, before money moves.
   */
  const debitRoundStake = async (
    state: CallState,
    round: GameRoundRow,
    amountSatang: bigint,
    id: string,
    record?: (split: StakeSplit) => Promise<void>,
  ): Promise<StakeSplit> => {
    const stake = await wallet.lockStake(state.tx, {
      operatorId: state.call.operatorId,
      memberId: state.memberId,
      amountSatang,
      // The round is the "line": the maximum stake while wagering reads its total.
      maxLineStakeSatang: round.stakeSatang + amountSatang,
      category: round.category,
      causeType: 'game_round',
      causeId: round.id,
      idempotencyKey: `game:${id}`,
      house: 'GAMES',
      transferKind: 'GAME_BET',
      // Every game call of every member meets on the GAMES row: locked last, held briefly.
      lockHouseAtPost: true,
    });
    if (stake.posted) return stake.posted;
    const split = await wallet.checkStake(state.tx, stake);
    await record?.(split);
    await wallet.postStake(state.tx, stake, split);
    return split;
  };

  /** The round a transaction names (undefined when the member has none of that id). */
  const roundOf = (state: CallState, txn: GameTxn) =>
    repo.findRound(state.tx, state.call.providerId, state.memberId, txn.providerRoundId ?? '');

  /** An open round, or the refusal its state calls for. */
  const openRound = (round: GameRoundRow | undefined): GameRoundRow => {
    if (!round) return refuse('TXN_NOT_FOUND');
    if (round.status === 'SETTLED') refuse('ALREADY_SETTLED');
    if (round.status === 'CANCELLED') refuse('ALREADY_CANCELLED');
    return round;
  };

  /** A bet's current stake and its bonus part: the bet and its adjustments. */
  const stakeOfBet = (bet: GameTxnRow, roundTxns: GameTxnRow[]) => {
    const adjusts = roundTxns.filter((row) => row.kind === 'ADJUST' && row.refTxnId === bet.providerTxnId);
    const moved = [bet, ...adjusts].reduce(
      (sum, row) => ({ total: sum.total - row.amountSatang, bonus: sum.bonus - row.bonusAmountSatang }),
      { total: 0n, bonus: 0n },
    );
    return moved;
  };

  const applyBet = async (state: CallState, txn: GameTxn) => {
    await checkDebit(state);
    const found = await roundOf(state, txn);
    const round = found
      ? openRound(found)
      : await repo.insertRound(state.tx, {
          id: uuidv7(),
          operatorId: state.call.operatorId,
          providerId: state.call.providerId,
          memberId: state.memberId,
          gameCode: txn.gameCode ?? '',
          providerRoundId: txn.providerRoundId ?? '',
          fallbackCategory: state.context.firstCategory,
          now: state.now,
        });
    const id = uuidv7();
    // The bet's rows are written once its split is known and before money moves (`debitRoundStake`).
    const record = async (split: StakeSplit) => {
      await repo.insertTxn(
        state.tx,
        txnRow(state, txn, {
          id,
          roundId: round.id,
          amountSatang: -txn.amountSatang,
          bonusAmountSatang: -split.bonusSatang,
        }),
      );
      await repo.updateRound(state.tx, round.id, {
        stakeSatang: round.stakeSatang + txn.amountSatang,
        bonusStakeSatang: round.bonusStakeSatang + split.bonusSatang,
        updatedAt: state.now,
      });
    };
    if (txn.amountSatang > 0n) await debitRoundStake(state, round, txn.amountSatang, id, record);
    else await record({ cashSatang: 0n, bonusSatang: 0n });
  };

  const applyWin = async (state: CallState, txn: GameTxn) => {
    const round = openRound(await roundOf(state, txn));
    const id = uuidv7();
    const share = bonusShareOf(txn.amountSatang, round.stakeSatang, round.bonusStakeSatang);
    await repo.insertTxn(
      state.tx,
      txnRow(state, txn, { id, roundId: round.id, amountSatang: txn.amountSatang, bonusAmountSatang: share }),
    );
    const after: GameRoundRow = {
      ...round,
      winSatang: round.winSatang + txn.amountSatang,
      bonusWinSatang: round.bonusWinSatang + share,
      updatedAt: state.now,
    };
    if (txn.endRound ?? true) {
      after.status = 'SETTLED';
      after.settleCount = round.settleCount + 1;
      after.settledAt = state.now;
      // A round unsettled before: its unsettle ids may come again for this settlement (AMB reuses them).
      if (round.settleCount > 0)
        await repo.retireTxnIds(state.tx, round.id, 'UNSETTLE', `#settle${after.settleCount}`);
      publishRound(state, after, 'game.round_settled', { settledAt: state.now.toISOString() });
    }
    await repo.updateRound(state.tx, round.id, {
      winSatang: after.winSatang,
      bonusWinSatang: after.bonusWinSatang,
      status: after.status,
      settleCount: after.settleCount,
      settledAt: after.settledAt,
      updatedAt: state.now,
    });
    // The money last: the GAMES row it locks is held only for the posting, the reply and the commit.
    await publishEvents(state.tx, state.events.splice(0));
    await wallet.postTransfers(
      state.tx,
      payFromGames(state, 'GAME_WIN', txn.amountSatang, share, round.id, `game:${id}`),
    );
  };

  const applyCancel = async (state: CallState, txn: GameTxn) => {
    const found = await roundOf(state, txn);
    if (!found) return refuse('TXN_NOT_FOUND');
    if (found.status === 'SETTLED') refuse('ALREADY_SETTLED');
    const roundTxns = await repo.roundTxns(state.tx, found.id);
    // A cancel after a credit is refused (docs/domain/games.md §1), a partial win of an open round included;
    // after an unsettle (settled before, nothing paid now) the bets may be cancelled.
    if (found.winSatang > 0n || (found.settleCount === 0 && roundTxns.some((row) => row.kind === 'WIN')))
      refuse('ALREADY_SETTLED');
    const bets = roundTxns.filter(
      (row) => row.kind === 'BET' && (txn.refTxnId === undefined || row.providerTxnId === txn.refTxnId),
    );
    if (bets.length === 0) refuse('TXN_NOT_FOUND');
    const open = bets.filter((bet) => bet.cancelledAt === null);
    if (open.length === 0) refuse('ALREADY_CANCELLED');
    // A refund is what the bets took (their original stakes, adjusted), whatever the request says.
    const refund = open
      .map((bet) => stakeOfBet(bet, roundTxns))
      .reduce((sum, part) => ({ total: sum.total + part.total, bonus: sum.bonus + part.bonus }), {
        total: 0n,
        bonus: 0n,
      });
    const id = uuidv7();
    await wallet.postTransfers(
      state.tx,
      payFromGames(state, 'GAME_REFUND', refund.total, refund.bonus, found.id, `game:${id}`),
    );
    await repo.insertTxn(
      state.tx,
      txnRow(state, txn, {
        id,
        roundId: found.id,
        amountSatang: refund.total,
        bonusAmountSatang: refund.bonus,
      }),
    );
    await repo.markCancelled(
      state.tx,
      open.map((bet) => bet.id),
      state.now,
    );
    const stillOpen = roundTxns.some(
      (row) => row.kind === 'BET' && row.cancelledAt === null && !open.some((bet) => bet.id === row.id),
    );
    await repo.updateRound(state.tx, found.id, {
      stakeSatang: found.stakeSatang - refund.total,
      bonusStakeSatang: found.bonusStakeSatang - refund.bonus,
      ...(stillOpen ? {} : { status: 'CANCELLED' as const }),
      updatedAt: state.now,
    });
  };

  const apply1 = async (state: CallState, txn: GameTxn): Promise<Applied['applied']> => {
    if (malformed(txn)) refuse('INVALID');
    const [existing] = (await repo.findTxns(state.tx, state.call.providerId, [txn.txnId])).filter(
      (row) => row.kind === txn.kind,
    );
    if (existing) {
      const byRef = txn.kind === 'CANCEL' || txn.kind === 'UNSETTLE' || txn.kind === 'VOID';
      const same =
        existing.memberId === state.memberId &&
        (!ROUND_KINDS.has(txn.kind) || existing.providerRoundId === txn.providerRoundId) &&
        (byRef
          ? existing.refTxnId === (txn.refTxnId ?? null)
          : existing.requestedSatang === txn.amountSatang);
      if (!same) refuse('DUPLICATE');
      return 'REPLAYED';
    }
    switch (txn.kind) {
      case 'BET':
        await applyBet(state, txn);
        break;
      case 'WIN':
        await applyWin(state, txn);
        break;
      case 'CANCEL':
        await applyCancel(state, txn);
        break;
      default:
        await applyOther(state, txn);
    }
    return 'APPLIED';
  };

  /** ADJUST: the open bet's stake becomes the amount (more is debited like a bet, less refunded). */
  const applyAdjust = async (state: CallState, txn: GameTxn) => {
    const round = openRound(await roundOf(state, txn));
    const roundTxns = await repo.roundTxns(state.tx, round.id);
    const bet = roundTxns.find((row) => row.kind === 'BET' && row.providerTxnId === txn.refTxnId);
    if (!bet) return refuse('TXN_NOT_FOUND');
    if (bet.cancelledAt !== null) refuse('ALREADY_CANCELLED');
    const current = stakeOfBet(bet, roundTxns);
    const delta = txn.amountSatang - current.total;
    const id = uuidv7();
    let bonusDelta = 0n;
    if (delta > 0n) {
      await checkDebit(state);
      bonusDelta = (await debitRoundStake(state, round, delta, id)).bonusSatang;
    } else if (delta < 0n) {
      // A lowered stake goes back in the proportions the bet was funded.
      bonusDelta = -bonusShareOf(-delta, current.total, current.bonus);
      await wallet.postTransfers(
        state.tx,
        payFromGames(state, 'GAME_REFUND', -delta, -bonusDelta, round.id, `game:${id}`),
      );
    }
    await repo.insertTxn(
      state.tx,
      txnRow(state, txn, { id, roundId: round.id, amountSatang: -delta, bonusAmountSatang: -bonusDelta }),
    );
    await repo.updateRound(state.tx, round.id, {
      stakeSatang: round.stakeSatang + delta,
      bonusStakeSatang: round.bonusStakeSatang + bonusDelta,
      updatedAt: state.now,
    });
  };

  /**
   * UNSETTLE (the round reopens) and VOID (the round is cancelled, its stakes refunded) of a settled
   * round: its wins are taken back — the bonus share from the bonus account as far as it holds, cash
   * from the main account as far as it holds, the rest posted to the member's receivable (as a lottery
   * correction does): cash never goes below zero. A VOID nets the refund against what it takes back.
   */
  const applyReversal = async (state: CallState, txn: GameTxn) => {
    const round = await roundOf(state, txn);
    if (!round) return refuse('TXN_NOT_FOUND');
    if (round.status === 'CANCELLED') refuse('ALREADY_CANCELLED');
    // Nothing settled to take back (an open round, never settled or unsettled already).
    if (round.status !== 'SETTLED') refuse('TXN_NOT_FOUND');
    const voiding = txn.kind === 'VOID';
    const stake = voiding ? round.stakeSatang : 0n;
    const bonusStake = voiding ? round.bonusStakeSatang : 0n;
    const bonusNet = bonusStake - round.bonusWinSatang;
    const cashNet = stake - bonusStake - (round.winSatang - round.bonusWinSatang);
    const main = { memberId: state.memberId, kind: 'MEMBER_WALLET' as const };
    const bonusAccount = { memberId: state.memberId, kind: 'BONUS' as const };
    // Locked in the ledger's order before reading what the member holds (a deposit waits or is seen).
    const [, cash = 0n, bonus = 0n] = await wallet.lockAccounts(state.tx, state.call.operatorId, [
      { house: 'GAMES' },
      main,
      bonusAccount,
    ]);
    const fromBonus = min(bonus, max0(-bonusNet));
    // What the bonus could not give back falls to cash (first out of a cash refund).
    let cashOwed = max0(-cashNet) + (max0(-bonusNet) - fromBonus);
    let cashPaid = max0(cashNet);
    const netted = min(cashOwed, cashPaid);
    cashOwed -= netted;
    cashPaid -= netted;
    const fromCash = min(max0(cash), cashOwed);
    const shortfall = cashOwed - fromCash;
    const bonusPaid = max0(bonusNet);
    const id = uuidv7();
    const key = `game:${id}`;
    await wallet.postTransfers(state.tx, [
      ...transfer(
        state,
        'GAME_WIN_REVERSED',
        bonusAccount,
        { house: 'GAMES' },
        fromBonus,
        round.id,
        `${key}:bonus`,
      ),
      ...transfer(state, 'GAME_WIN_REVERSED', main, { house: 'GAMES' }, fromCash, round.id, key),
      ...transfer(
        state,
        'GAME_WIN_REVERSED',
        { memberId: state.memberId, kind: 'RECEIVABLE' },
        { house: 'GAMES' },
        shortfall,
        round.id,
        `${key}:receivable`,
      ),
      ...payFromGames(state, 'GAME_REFUND', cashPaid + bonusPaid, bonusPaid, round.id, `${key}:refund`),
    ]);
    await repo.insertTxn(
      state.tx,
      txnRow(state, txn, {
        id,
        roundId: round.id,
        amountSatang: cashPaid + bonusPaid - fromCash - fromBonus,
        bonusAmountSatang: bonusPaid - fromBonus,
        receivableSatang: shortfall,
      }),
    );
    publishRound(state, round, 'game.round_reversed', {
      reversedAt: state.now.toISOString(),
      reopened: !voiding,
    });
    if (voiding) {
      const roundTxns = await repo.roundTxns(state.tx, round.id);
      await repo.markCancelled(
        state.tx,
        roundTxns.filter((row) => row.kind === 'BET' && row.cancelledAt === null).map((row) => row.id),
        state.now,
      );
    } else {
      // The provider settles the reopened round again, under the same win ids (AMB reuses them).
      await repo.retireTxnIds(state.tx, round.id, 'WIN', `#unsettle${round.settleCount}`);
    }
    await repo.updateRound(state.tx, round.id, {
      status: voiding ? 'CANCELLED' : 'OPEN',
      winSatang: 0n,
      bonusWinSatang: 0n,
      ...(voiding ? { stakeSatang: 0n, bonusStakeSatang: 0n } : {}),
      settledAt: null,
      updatedAt: state.now,
    });
  };

  /** PROMO: a provider's promotion paid from GAMES to cash; TIP: a tip from cash to GAMES. Neither is a stake. */
  const applyPromoOrTip = async (state: CallState, txn: GameTxn) => {
    const id = uuidv7();
    const main = { memberId: state.memberId, kind: 'MEMBER_WALLET' as const };
    const tip = txn.kind === 'TIP';
    if (tip) await checkDebit(state);
    await wallet.postTransfers(
      state.tx,
      tip
        ? transfer(
            state,
            'GAME_TIP',
            main,
            { house: 'GAMES' },
            txn.amountSatang,
            id,
            `game:${id}`,
            'game_txn',
          )
        : transfer(
            state,
            'GAME_PROMO',
            { house: 'GAMES' },
            main,
            txn.amountSatang,
            id,
            `game:${id}`,
            'game_txn',
          ),
    );
    await repo.insertTxn(
      state.tx,
      txnRow(state, txn, {
        id,
        roundId: null,
        amountSatang: tip ? -txn.amountSatang : txn.amountSatang,
        bonusAmountSatang: 0n,
      }),
    );
  };

  const applyOther = async (state: CallState, txn: GameTxn) => {
    if (txn.kind === 'ADJUST') return applyAdjust(state, txn);
    if (txn.kind === 'UNSETTLE' || txn.kind === 'VOID') return applyReversal(state, txn);
    return applyPromoOrTip(state, txn);
  };

  /** The answer a retry of this request gets (same provider, endpoint and request id). */
  const storeReply = (tx: Tx, call: WalletCall, answer: WalletAnswer) =>
    replies.store(tx, replyKeyOf(call), toStored(answer));

  /** The stored answer of this request, if any (the key's lock taken first, as the module does). */
  const storedReply = async (tx: Tx, call: WalletCall): Promise<WalletAnswer | undefined> => {
    const stored = await replies.claim<ReturnType<typeof toStored>>(tx, replyKeyOf(call));
    return stored ? fromStored(stored.data) : undefined;
  };

  const storeRefusal = async (call: WalletCall, refusal: Refusal): Promise<WalletAnswer> =>
    db.transaction(async (tx) => {
      await lockKeys(tx, [`game-request:${call.providerId}:${call.endpoint}:${call.requestId}`]);
      const stored = await storedReply(tx, call);
      if (stored) return stored;
      const context = await repo.context(tx, call.operatorId, call.providerId, call.username);
      const balances = context?.memberId
        ? await balancesOf(tx, call.operatorId, context.memberId)
        : undefined;
      const balance = balances ? balances.balanceSatang + balances.bonusSatang : 0n;
      const answer: WalletAnswer = {
        outcome: refusal.outcome,
        ...(refusal.index === undefined ? {} : { failedIndex: refusal.index }),
        balanceBeforeSatang: balance,
        balanceAfterSatang: balance,
        txns: [],
        replayed: false,
      };
      await storeReply(tx, call, answer);
      return answer;
    });

  const applyCall = async (call: WalletCall): Promise<WalletAnswer> => {
    let pushed: BalanceAfter | undefined;
    try {
      const answer = await db.transaction(async (tx): Promise<WalletAnswer> => {
        await lockKeys(tx, lockKeysOf(call));
        const stored = await storedReply(tx, call);
        if (stored) return stored;
        const context = await repo.context(tx, call.operatorId, call.providerId, call.username);
        if (!context) throw new Error(`game provider ${call.providerId} not found for the wallet call`);
        const memberId = context.memberId;
        if (!memberId) throw new Refusal('MEMBER_NOT_FOUND', call.txns.length > 0 ? 0 : undefined);
        const before = await balancesOf(tx, call.operatorId, memberId);
        const state: CallState = { tx, call, context, memberId, before, now: clock.now(), events: [] };
        const txns: Applied[] = [];
        for (const [index, txn] of call.txns.entries()) {
          try {
            txns.push({ txnId: txn.txnId, kind: txn.kind, applied: await apply1(state, txn) });
          } catch (error) {
            throw refusalOf(error, index);
          }
        }
        const moved = txns.some((txn) => txn.applied === 'APPLIED');
        const after = moved ? await balancesOf(tx, call.operatorId, memberId) : before;
        await publishEvents(tx, state.events);
        const answer: WalletAnswer = {
          outcome: 'OK',
          balanceBeforeSatang: before.balanceSatang + before.bonusSatang,
          balanceAfterSatang: after.balanceSatang + after.bonusSatang,
          txns,
          replayed: false,
        };
        await storeReply(tx, call, answer);
        if (moved) pushed = { memberId, ...after };
        return answer;
      });
      if (pushed) publishWallet(publish, pushed);
      return answer;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return storeRefusal(call, error);
    }
  };

  return {
    apply: (call) => queue(`${call.operatorId}:${call.username}`, () => applyCall(call)),
  };
};
