import {
  bahtText,
  bonusHistoryNotes,
  type CategoryWeights,
  type ConditionSource,
  formatAmount,
  type PromotionTriggerData,
  realtimeEvents,
  SMALL_BALANCE_SATANG,
  type WageringCategory,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { MemberService } from '#modules/member/index';
import { type BalanceAfter, publishWallet, type StakeHook, type WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { Publisher } from '#platform/realtime/publisher';
import type { ConditionRow, ConditionsRepo } from './conditions.repo';
import { allocateStake, countableStake, type SettledLines, weightOf } from './wagering';

export type ConditionDeps = {
  db: Db;
  repo: ConditionsRepo;
  clock: Clock;
  publish: Publisher;
  wallet: Pick<WalletService, 'postTransfers' | 'lockAccounts' | 'memberBalances'>;
  members: Pick<MemberService, 'lockMembers'>;
  /**
   * The member's play still waiting for a result: pending lottery bills and open provider game rounds
   * (read-only reads of those modules).
   */
  pendingPlay: (db: DbOrTx, operatorId: string, memberId: string) => Promise<number>;
};

export type GrantInput = {
  operatorId: string;
  memberId: string;
  source: ConditionSource;
  promotionId: string | null;
  /** The source's own id (a coupon code id…); null for promotions. Unique per (operator, source). */
  sourceRef: string | null;
  /** Makes a promotion's claim unique per (member, promotion, period): a Bangkok date, `once`… */
  periodKey: string | null;
  /** The name the member sees (kept: a promotion's name may change later). */
  name: string;
  bonusSatang: bigint;
  depositSatang: bigint;
  depositRef: string | null;
  targetSatang: bigint;
  categoryWeights: CategoryWeights;
  maxStakeSatang: bigint;
  now: Date;
};

/** How a closing condition ends and what it writes in the member's history. */
type Closing = 'FORFEITED' | 'CANCELLED' | 'CLOSED_SMALL_BALANCE';

/** A settled (or refunded, cancelled) bill as the turnover consumer hands it over. */
export type BillFact = {
  operatorId: string;
  memberId: string;
  billId: string;
  category: WageringCategory;
  placedAt: Date;
  occurredAt: Date;
  /**
   * What the stake's contributions are recorded under: `lottery_bill:{billId}` by default; a provider
   * game round's settlement `game_round:{roundId}:{settle}` (a round settled again after a reversal
   * counts anew).
   */
  sourceKey?: string;
};

const billSource = (bill: Pick<BillFact, 'billId' | 'sourceKey'>) =>
  bill.sourceKey ?? `lottery_bill:${bill.billId}`;

/**
 * The wagering engine (docs/domain/rewards.md §3 rules 1–5, docs/architecture.md#domain-events-the-outbox): conditions granted with a bonus,
 * turnover counted from settled stakes, conversion to cash on the exact satang, forfeit, staff cancel,
 * the small-balance close, the withdraw gate and the maximum stake while wagering.
 *
 * Locking (`lockMembers`): every change to members' conditions first locks their member rows (in id
 * order, `for no key update`, so rows merely referencing a member are not blocked), then all their ledger accounts with the house's BONUSES in one statement (in id order, as
 * every ledger caller does). A transaction touching several members (a consumer's batch) takes them
 * all up front, so it never holds BONUSES while waiting for another member: two changes to one member
 * never interleave, and no lock order can cycle with a grant, a stake (which locks the accounts and
 * only reads conditions), a withdrawal or settlement (which lock accounts only).
 */
export const createConditionService = (deps: ConditionDeps) => {
  const { db, repo, clock, publish, wallet, members, pendingPlay } = deps;

  /** Locks the members (rows, then every account bonus money moves between); answers their rows. */
  const lockMembers = async (tx: Tx, operatorId: string, memberIds: Iterable<string>) => {
    const ids = [...new Set(memberIds)].sort();
    const rows = new Map((await members.lockMembers(tx, operatorId, ids)).map((row) => [row.id, row]));
    if (rows.size !== ids.length) throw new AppError('NOT_FOUND');
    if (ids.length > 0)
      await wallet.lockAccounts(tx, operatorId, [
        ...ids.flatMap((memberId) => [
          { memberId, kind: 'MEMBER_WALLET' as const },
          { memberId, kind: 'BONUS' as const },
        ]),
        { house: 'BONUSES' },
      ]);
    return rows;
  };

  /** Locks the accounts bonus money moves between and answers [cash, bonus]. */
  const lockMoney = async (tx: Tx, operatorId: string, memberId: string): Promise<[bigint, bigint]> => {
    const [cash = 0n, bonus = 0n] = await wallet.lockAccounts(tx, operatorId, [
      { memberId, kind: 'MEMBER_WALLET' },
      { memberId, kind: 'BONUS' },
      { house: 'BONUSES' },
    ]);
    return [cash, bonus];
  };

  /** Moves `amountSatang` out of the member's bonus account: to cash (convert) or to the house (forfeit). */
  const moveBonus = async (
    tx: Tx,
    condition: Pick<ConditionRow, 'operatorId' | 'memberId' | 'id'>,
    to: 'cash' | 'house',
    amountSatang: bigint,
    idempotencyKey: string,
  ): Promise<void> => {
    if (amountSatang <= 0n) return;
    const { operatorId, memberId } = condition;
    await wallet.postTransfers(tx, [
      {
        operatorId,
        kind: to === 'cash' ? 'BONUS_CONVERTED' : 'BONUS_FORFEITED',
        debit: { memberId, kind: 'BONUS' },
        credit: to === 'cash' ? { memberId, kind: 'MEMBER_WALLET' } : { house: 'BONUSES' },
        amountSatang,
        causeType: 'wagering_condition',
        causeId: condition.id,
        idempotencyKey,
      },
    ]);
    await repo.addSettledBonus(
      tx,
      condition.id,
      to === 'cash' ? { convertedSatang: amountSatang } : { forfeitedSatang: amountSatang },
    );
  };

  /**
   * Closes `closing` (open conditions of one member) as `status` and takes the bonus out: the whole
   * bonus balance when no other open condition holds bonus afterwards (what it won goes too), else
   * only what these conditions granted. Answers what was forfeited. Caller holds the member lock.
   */
  const closeConditions = async (
    tx: Tx,
    closing: ConditionRow[],
    status: Closing,
    why: { reason: string | null; closedBy: string | null },
  ): Promise<bigint> => {
    const first = closing[0];
    if (!first) return 0n;
    const { operatorId, memberId } = first;
    const [, bonusBalance] = await lockMoney(tx, operatorId, memberId);
    // Stamped once the accounts are held: a fact stamped after it reached bonus after this sweep.
    const now = clock.now();
    const closed: ConditionRow[] = [];
    for (const condition of closing) {
      const row = await repo.closeCondition(tx, condition.id, {
        status,
        closedAt: now,
        closeReason: why.reason,
        closedBy: why.closedBy,
      });
      if (row) closed.push(row);
    }
    const closedIds = new Set(closed.map((row) => row.id));
    const othersHoldBonus = (await repo.openConditions(tx, operatorId, memberId)).some(
      (row) => !closedIds.has(row.id) && row.bonusSatang > 0n,
    );
    const granted = closed.reduce((sum, row) => sum + row.bonusSatang, 0n);
    const cap = othersHoldBonus ? granted : bonusBalance;
    const forfeited = cap < bonusBalance ? cap : bonusBalance;
    // The bonus leaves under the oldest closed condition that granted one (one transfer, one key).
    const holder = closed.find((row) => row.bonusSatang > 0n) ?? closed[0];
    if (holder) await moveBonus(tx, holder, 'house', forfeited, `bonus-forfeit:${holder.id}`);
    for (const row of closed)
      await repo.insertHistory(tx, {
        id: uuidv7(),
        operatorId,
        memberId,
        conditionId: row.id,
        kind: status,
        amountSatang: row.id === holder?.id ? forfeited : 0n,
        note: why.reason,
        createdAt: now,
      });
    return closed.length > 0 ? forfeited : 0n;
  };

  /**
   * Completes every open condition of the member that reached its target and, when no open
   * condition still holds bonus, converts the whole bonus balance to cash in one transfer.
   * Answers whether anything completed.
   */
  const completeReached = async (tx: Tx, operatorId: string, memberId: string): Promise<boolean> => {
    const open = await repo.openConditions(tx, operatorId, memberId);
    const reached = open.filter((row) => row.turnoverSatang >= row.targetSatang);
    if (reached.length === 0) return false;
    const [, bonusBalance] = await lockMoney(tx, operatorId, memberId);
    const now = clock.now();
    const completed: ConditionRow[] = [];
    for (const condition of reached) {
      const row = await repo.closeCondition(tx, condition.id, {
        status: 'COMPLETED',
        closedAt: now,
        closeReason: null,
        closedBy: null,
      });
      if (row) completed.push(row);
    }
    const reachedIds = new Set(completed.map((row) => row.id));
    const othersHoldBonus = open.some((row) => !reachedIds.has(row.id) && row.bonusSatang > 0n);
    const converted = othersHoldBonus ? 0n : bonusBalance;
    const holder = completed.find((row) => row.bonusSatang > 0n) ?? completed[0];
    if (holder) await moveBonus(tx, holder, 'cash', converted, `bonus-convert:${holder.id}`);
    for (const row of completed)
      await repo.insertHistory(tx, {
        id: uuidv7(),
        operatorId,
        memberId,
        conditionId: row.id,
        kind: 'CONVERTED',
        amountSatang: row.id === holder?.id ? converted : 0n,
        note: null,
        createdAt: now,
      });
    return completed.length > 0;
  };

  const triggerOf = (row: ConditionRow): PromotionTriggerData => {
    const progress = {
      promotionName: row.name,
      currentTurnover: formatAmount(row.turnoverSatang),
      turnoverTarget: formatAmount(row.targetSatang),
    };
    return { isTrigger: true, ...progress, promotion: progress };
  };

  const service = {
    /**
     * Grants a reward with its wagering condition inside the caller's transaction: refuses a locked
     * member (REWARD_MEMBER_LOCKED), a second bonus while one is being wagered (PROMOTION_ONE_ACTIVE,
     * only when this grant carries bonus), and a claim its unique index already holds
     * (PROMOTION_ALREADY_TAKEN: `insert … on conflict do nothing`, so the transaction stays usable).
     * Writes the condition, the BONUS_GRANTED transfer (key `bonus-grant:{conditionId}`) and a GRANTED
     * history row. The caller checks the cash threshold (it knows which cash applies: `cashOf`, or a
     * deposit's cash before) and calls `announce` after its commit.
     */
    async grant(tx: Tx, input: GrantInput): Promise<{ conditionId: string }> {
      const { operatorId, memberId } = input;
      const member = (await lockMembers(tx, operatorId, [memberId])).get(memberId);
      if (member?.status !== 'ACTIVE') throw new AppError('REWARD_MEMBER_LOCKED');
      if (input.bonusSatang > 0n && (await service.hasOpenBonus(tx, operatorId, memberId)))
        throw new AppError('PROMOTION_ONE_ACTIVE');
      const conditionId = uuidv7();
      const inserted = await repo.insertCondition(tx, {
        id: conditionId,
        operatorId,
        memberId,
        source: input.source,
        promotionId: input.promotionId,
        sourceRef: input.sourceRef,
        periodKey: input.periodKey,
        name: input.name,
        bonusSatang: input.bonusSatang,
        depositSatang: input.depositSatang,
        depositRef: input.depositRef,
        targetSatang: input.targetSatang,
        categoryWeights: input.categoryWeights,
        maxStakeSatang: input.maxStakeSatang,
        status: 'OPEN',
        startedAt: input.now,
      });
      if (!inserted) throw new AppError('PROMOTION_ALREADY_TAKEN');
      if (input.bonusSatang > 0n)
        await wallet.postTransfers(tx, [
          {
            operatorId,
            kind: 'BONUS_GRANTED',
            debit: { house: 'BONUSES' },
            credit: { memberId, kind: 'BONUS' },
            amountSatang: input.bonusSatang,
            causeType: 'wagering_condition',
            causeId: conditionId,
            idempotencyKey: `bonus-grant:${conditionId}`,
          },
        ]);
      await repo.insertHistory(tx, {
        id: uuidv7(),
        operatorId,
        memberId,
        conditionId,
        kind: 'GRANTED',
        amountSatang: input.bonusSatang,
        note: null,
        createdAt: input.now,
      });
      return { conditionId };
    },

    /** The member's cash (main account) as this transaction sees it: the take threshold's input. */
    async cashOf(dbOrTx: DbOrTx, operatorId: string, memberId: string): Promise<bigint> {
      return (await wallet.memberBalances(dbOrTx, operatorId, memberId)).balanceSatang;
    },

    /** The member's open conditions, oldest first. */
    openConditionsOf: (dbOrTx: DbOrTx, operatorId: string, memberId: string) =>
      repo.openConditions(dbOrTx, operatorId, memberId),

    /** Which of these members have an open condition (the consumer skips the others' stakes). */
    membersWagering: (dbOrTx: DbOrTx, operatorId: string, memberIds: string[]) =>
      repo.membersWagering(dbOrTx, operatorId, memberIds),

    /**
     * Per member and category, the settled stake that counted toward wagering conditions in `range`
     * (loss cashback leaves it out, docs/domain/rewards.md rule 6); a refunded bill's comes off on its refund's instant.
     */
    wageredStakes: (
      dbOrTx: DbOrTx,
      operatorId: string,
      memberIds: readonly string[],
      range: { from: Date; to: Date },
    ) => repo.wageredStakes(dbOrTx, operatorId, memberIds, range),

    /** Whether an open condition holds bonus (docs/domain/rewards.md §3 rule 5: one active bonus). */
    async hasOpenBonus(dbOrTx: DbOrTx, operatorId: string, memberId: string): Promise<boolean> {
      return (await repo.openConditions(dbOrTx, operatorId, memberId)).some((row) => row.bonusSatang > 0n);
    },

    /**
     * Counts a settled bill's stake toward the member's conditions that were open when it was placed
     * (started by `placedAt`) and are open now, oldest first with spill-over; covering lines count 0;
     * each condition's weight for the category applies. Recorded once per (condition, bill): a replay
     * counts nothing. Caller holds the member lock.
     */
    async countSettledStake(tx: Tx, bill: BillFact, lines: readonly SettledLines[]): Promise<void> {
      const sourceKey = billSource(bill);
      const counted = await repo.contributionsOf(tx, bill.operatorId, sourceKey);
      if (counted.length > 0) return;
      const stake = countableStake(lines);
      if (stake <= 0n) return;
      const eligible = (await repo.openConditions(tx, bill.operatorId, bill.memberId)).filter(
        (row) => row.startedAt.getTime() <= bill.placedAt.getTime(),
      );
      const allocations = allocateStake(
        stake,
        eligible.map((row) => ({
          id: row.id,
          remainingSatang: row.targetSatang - row.turnoverSatang,
          weightPercent: weightOf(row.categoryWeights, bill.category),
        })),
      );
      const inserted = await repo.insertContributions(
        tx,
        allocations.map((allocation) => ({
          id: uuidv7(),
          operatorId: bill.operatorId,
          conditionId: allocation.conditionId,
          memberId: bill.memberId,
          sourceKey,
          category: bill.category,
          stakeSatang: allocation.stakeSatang,
          countedSatang: allocation.countedSatang,
          createdAt: clock.now(),
        })),
      );
      for (const row of inserted)
        if (row.countedSatang > 0n) await repo.addTurnover(tx, row.conditionId, row.countedSatang);
    },

    /**
     * Un-counts a refunded bill from the conditions it counted toward that are still open (a
     * `…:refund` row with the negative amounts); a completed condition keeps what it converted.
     */
    async uncountRefundedStake(tx: Tx, bill: BillFact): Promise<void> {
      const sourceKey = billSource(bill);
      const refundKey = `${sourceKey}:refund`;
      const counted = await repo.contributionsOf(tx, bill.operatorId, sourceKey);
      if (counted.length === 0) return;
      const open = new Set(
        (await repo.openConditions(tx, bill.operatorId, bill.memberId)).map((row) => row.id),
      );
      const inserted = await repo.insertContributions(
        tx,
        counted
          .filter((row) => open.has(row.conditionId))
          .map((row) => ({
            id: uuidv7(),
            operatorId: bill.operatorId,
            conditionId: row.conditionId,
            memberId: bill.memberId,
            sourceKey: refundKey,
            category: row.category,
            stakeSatang: -row.stakeSatang,
            countedSatang: -row.countedSatang,
            createdAt: clock.now(),
          })),
      );
      for (const row of inserted)
        if (row.countedSatang < 0n) await repo.addTurnover(tx, row.conditionId, row.countedSatang);
    },

    /**
     * Bonus money of a bill (a win's bonus share, a refunded bonus stake) that reaches the bonus
     * account after the condition funding it closed: converted when that condition completed, else
     * forfeited (at most what the bonus account holds). When the fact happened before the close, the
     * close already took it with the whole balance.
     */
    async settleLeftover(tx: Tx, bill: BillFact, amountSatang: bigint, kind: string): Promise<void> {
      if (amountSatang <= 0n) return;
      const funding = await repo.fundingCondition(tx, bill.operatorId, bill.memberId, bill.placedAt);
      if (!funding || funding.status === 'OPEN' || !funding.closedAt) return;
      if (bill.occurredAt.getTime() < funding.closedAt.getTime()) return;
      const [, bonusBalance] = await lockMoney(tx, bill.operatorId, bill.memberId);
      const amount = amountSatang < bonusBalance ? amountSatang : bonusBalance;
      if (amount <= 0n) return;
      const toCash = funding.status === 'COMPLETED';
      await moveBonus(
        tx,
        funding,
        toCash ? 'cash' : 'house',
        amount,
        `bonus-leftover:${bill.billId}:${kind}`,
      );
      await repo.insertHistory(tx, {
        id: uuidv7(),
        operatorId: bill.operatorId,
        memberId: bill.memberId,
        conditionId: funding.id,
        kind: toCash ? 'CONVERTED' : 'FORFEITED',
        amountSatang: amount,
        note: toCash ? bonusHistoryNotes.leftoverConverted : bonusHistoryNotes.leftoverForfeited,
        createdAt: clock.now(),
      });
    },

    /**
     * Bonus money with no open condition holding bonus and no bill or game round pending can only be left over from
     * conditions that closed (a win that reached the bonus account while its condition was closing):
     * it follows the last closed one, converted if that completed, else forfeited. Keeps the bonus
     * account at zero whenever nothing is wagered or waiting.
     */
    async sweepLeftoverBonus(tx: Tx, operatorId: string, memberId: string, eventKey: string): Promise<void> {
      if (await service.hasOpenBonus(tx, operatorId, memberId)) return;
      const [, bonusBalance] = await lockMoney(tx, operatorId, memberId);
      if (bonusBalance <= 0n) return;
      if ((await pendingPlay(tx, operatorId, memberId)) > 0) return;
      const last = await repo.lastClosedWithBonus(tx, operatorId, memberId);
      if (!last) return;
      const toCash = last.status === 'COMPLETED';
      await moveBonus(tx, last, toCash ? 'cash' : 'house', bonusBalance, `bonus-left:${eventKey}`);
      await repo.insertHistory(tx, {
        id: uuidv7(),
        operatorId,
        memberId,
        conditionId: last.id,
        kind: toCash ? 'CONVERTED' : 'FORFEITED',
        amountSatang: bonusBalance,
        note: toCash ? bonusHistoryNotes.leftoverConverted : bonusHistoryNotes.leftoverForfeited,
        createdAt: clock.now(),
      });
    },

    /** Completes reached conditions (converting the bonus) and answers whether any completed. */
    completeReached,

    /**
     * docs/domain/rewards.md §3 rule 4: with cash + bonus below 5 baht and no bill or game round waiting for a result, the
     * member's open conditions close as CLOSED_SMALL_BALANCE (the bonus left goes). The balances are
     * read under the accounts' locks, so a stake placing a bill right now is either seen or waits.
     */
    async closeIfSmallBalance(tx: Tx, operatorId: string, memberId: string): Promise<boolean> {
      const open = await repo.openConditions(tx, operatorId, memberId);
      if (open.length === 0) return false;
      const [cash, bonus] = await lockMoney(tx, operatorId, memberId);
      if (cash + bonus >= SMALL_BALANCE_SATANG) return false;
      if ((await pendingPlay(tx, operatorId, memberId)) > 0) return false;
      await closeConditions(tx, open, 'CLOSED_SMALL_BALANCE', {
        reason: bonusHistoryNotes.smallBalance,
        closedBy: null,
      });
      return true;
    },

    /**
     * The member forfeits every open condition (docs/domain/rewards.md §3 rule 3): the bonus and what it won go,
     * cash is free at once. PROMOTION_NONE_ACTIVE when nothing is open.
     */
    async forfeit(tx: Tx, operatorId: string, memberId: string) {
      await lockMembers(tx, operatorId, [memberId]);
      const open = await repo.openConditions(tx, operatorId, memberId);
      const first = open[0];
      if (!first) throw new AppError('PROMOTION_NONE_ACTIVE');
      const forfeited = await closeConditions(tx, open, 'FORFEITED', {
        reason: bonusHistoryNotes.forfeitedByMember,
        closedBy: null,
      });
      return { forfeitedSatang: forfeited, promotionName: first.name };
    },

    /** Staff cancel one open condition with a reason (CONDITION_NOT_OPEN when it is closed already). */
    async cancel(tx: Tx, operatorId: string, conditionId: string, staffId: string, reason: string) {
      const found = await repo.findCondition(tx, operatorId, conditionId);
      if (!found) throw new AppError('NOT_FOUND');
      await lockMembers(tx, operatorId, [found.memberId]);
      const condition = await repo.findCondition(tx, operatorId, conditionId);
      if (condition?.status !== 'OPEN') throw new AppError('CONDITION_NOT_OPEN');
      const forfeitedSatang = await closeConditions(tx, [condition], 'CANCELLED', {
        reason,
        closedBy: staffId,
      });
      return { before: condition, forfeitedSatang };
    },

    /**
     * Locks members before changing their conditions (every engine call does; a caller granting to
     * several members in one transaction, a consumer's batch, locks them all first).
     */
    lockMembers,

    /**
     * The withdraw gate (`isTrigger`, docs/domain/member-site.md §8): the oldest open condition's progress, or undefined.
     * Called inside the withdrawal's transaction after the main account's row lock, so a conversion
     * committing meanwhile is either seen whole or still holds the lock.
     */
    async withdrawTrigger(
      tx: Tx,
      operatorId: string,
      memberId: string,
    ): Promise<PromotionTriggerData | undefined> {
      const [oldest] = await repo.openConditions(tx, operatorId, memberId);
      return oldest ? triggerOf(oldest) : undefined;
    },

    /**
     * The stake hook (wallet.onStake): while wagering, a line above the smallest maximum stake of
     * the member's open conditions is refused (WAGERING_MAX_STAKE, `{max}` in baht).
     */
    stakeHook: (async (tx, stake) => {
      const open = await repo.openConditions(tx, stake.operatorId, stake.memberId);
      if (open.length === 0) return;
      const max = open.reduce(
        (least, row) => (row.maxStakeSatang < least ? row.maxStakeSatang : least),
        open[0]?.maxStakeSatang ?? 0n,
      );
      if (stake.maxLineStakeSatang > max)
        throw new AppError('WAGERING_MAX_STAKE', { params: { max: bahtText(max) } });
    }) satisfies StakeHook,

    /** After commit: tells the member their wagering moved and pushes their new balances. */
    async announce(operatorId: string, memberIds: Iterable<string>): Promise<void> {
      for (const memberId of new Set(memberIds)) {
        const balances = await wallet.memberBalances(db, operatorId, memberId);
        const after: BalanceAfter = { memberId, ...balances };
        publish.toMember(memberId, realtimeEvents.promotionUpdated, {});
        publishWallet(publish, after);
      }
    },
  };
  return service;
};

export type ConditionService = ReturnType<typeof createConditionService>;
