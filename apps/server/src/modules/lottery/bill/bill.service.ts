import {
  type BetTypeCode,
  type Bill,
  type BillLineErrorData,
  type ErrorName,
  formatAmount,
  type OrderHistoryItem,
} from '@chokdee/contracts';
import { betTypeNamesTh, isValidBetNumber, winSatang } from '@chokdee/lottery';
import { uuidv7 } from 'uuidv7';
import { type BalanceAfter, publishWallet } from '#modules/wallet/index';
import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { drawShortRef, SHORT_REF_DRAWS } from '#platform/ids/short-ref';
import { bahtText, type LotteryDeps, rateText } from '../lottery.deps';
import type { ProductRow } from '../product/product.repo';
import type { RoundRow } from '../round/round.repo';
import { roundNameOf } from '../round/round-view';
import type { BillLineRow, BillRow, PlacedLine, PlacingBetType, PlacingContext } from './bill.repo';
import { BILL_PENDING, BILL_SETTLED, type StakeByBetType } from './bill.tables';
import { createBillEventsRepo, stakeCategoryOf } from './bill-events.repo';
import { stakeBackTransfers } from './stake-back';

/** docs/domain/lottery.md §2 member cancellation: within 60 minutes of placing, at most 10 per member per round. */
export const CANCEL_WINDOW_MS = 60 * 60 * 1000;
export const MAX_CANCELLATIONS_PER_ROUND = 10;

export type PlaceBillLine = { betType: BetTypeCode; number: string; amount: bigint };
export type PlaceBillInput = { roundCode: string; lines: PlaceBillLine[] };

/** A refusal that names the bill line (0-based `lineIndex`) and its field; the Thai message counts from 1. */
const lineError = (
  name: ErrorName,
  lineIndex: number,
  field: BillLineErrorData['field'],
  params: Record<string, string> = {},
): AppError =>
  new AppError(name, {
    params: { line: String(lineIndex + 1), ...params },
    data: { lineIndex, field } satisfies BillLineErrorData,
  });

/**
 * Open by the server clock: the round job's status updates may lag by a tick (a Yeekee round opens
 * and closes every few minutes), so a SCHEDULED round whose open time came takes bills, and an OPEN
 * one whose close passed does not.
 */
const isTakingBills = (round: Pick<RoundRow, 'status' | 'openAt' | 'closeAt'>, now: Date): boolean =>
  (round.status === 'OPEN' || round.status === 'SCHEDULED') && round.openAt <= now && now < round.closeAt;

/** The lines summed per bet type, as `lottery_bills.stake_by_bet_type` keeps them. */
const stakeByBetTypeOf = (lines: PlaceBillLine[]): StakeByBetType => {
  const sums: StakeByBetType = {};
  for (const line of lines) {
    const sum = sums[line.betType] ?? { lines: 0, stakeSatang: '0' };
    sums[line.betType] = { lines: sum.lines + 1, stakeSatang: String(BigInt(sum.stakeSatang) + line.amount) };
  }
  return sums;
};

type PricedLine = PlaceBillLine & {
  lineIndex: number;
  rate: string;
  liability: bigint;
  betTypeRow: PlacingBetType;
};

export const createBillService = (deps: LotteryDeps) => {
  const { db, clock, publish, products, rounds, bills, wallet, idempotency } = deps;
  const billEvents = createBillEventsRepo();

  const billView = (
    bill: Pick<BillRow, 'billNo' | 'status' | 'createdAt' | 'totalSatang' | 'totalWinSatang'>,
    lines: Array<
      Pick<BillLineRow, 'betType' | 'number' | 'stakeSatang' | 'rate' | 'liabilitySatang' | 'winSatang'>
    >,
    roundCode: string,
    product: Pick<ProductRow, 'code' | 'name' | 'schedule'>,
  ): Bill => ({
    billNo: bill.billNo,
    roundCode,
    roundName: roundNameOf(product, roundCode),
    name: product.name,
    status: bill.status as Bill['status'],
    createdDate: bill.createdAt.toISOString(),
    totalOrderAmount: formatAmount(bill.totalSatang),
    totalWinAmount: bill.totalWinSatang === null ? null : formatAmount(bill.totalWinSatang),
    lines: lines.map((line) => ({
      betType: line.betType,
      betName: betTypeNamesTh[line.betType],
      number: line.number,
      amount: formatAmount(line.stakeSatang),
      rewardPrice: rateText(line.rate),
      payOutTotal: formatAmount(line.liabilitySatang),
      // Settlement writes only winning lines: on a settled bill an unwritten line won nothing.
      winAmount:
        line.winSatang !== null
          ? formatAmount(line.winSatang)
          : bill.status === BILL_SETTLED
            ? formatAmount(0n)
            : null,
    })),
  });

  /** Serialises one member's bills and cancellations in one round (per-member maximum, cancellation count). */
  const memberRoundKey = (operatorId: string, roundId: string, memberId: string) =>
    `lottery:member-round:${operatorId}:${roundId}:${memberId}`;
  const lockMemberRound = (tx: Tx, operatorId: string, roundId: string, memberId: string) =>
    lockKey(tx, memberRoundKey(operatorId, roundId, memberId));

  /**
   * Checks every line against the product's enabled bet types and the round's number rules (closed,
   * reduced rate) read under the round's share lock; snapshots its rate and liability.
   */
  const priceLines = (
    betTypes: PlacingContext['betTypes'],
    rules: Map<string, { kind: 'CLOSED' | 'REDUCED'; reducedRate: string | null }>,
    lines: PlaceBillLine[],
  ): PricedLine[] =>
    lines.map((line, lineIndex) => {
      const betTypeRow = betTypes.get(line.betType);
      if (!betTypeRow) throw lineError('BET_LINE_INVALID', lineIndex, 'betType');
      if (!isValidBetNumber(line.betType, line.number))
        throw lineError('BET_LINE_INVALID', lineIndex, 'number');
      if (line.amount < betTypeRow.minStakeSatang || line.amount > betTypeRow.maxStakeSatang)
        throw lineError('BET_AMOUNT_OUT_OF_RANGE', lineIndex, 'amount', {
          min: bahtText(betTypeRow.minStakeSatang),
          max: bahtText(betTypeRow.maxStakeSatang),
        });
      const rule = rules.get(`${line.betType}:${line.number}`);
      if (rule?.kind === 'CLOSED')
        throw lineError('NUMBER_CLOSED', lineIndex, 'number', { number: line.number });
      const rate = rule?.kind === 'REDUCED' && rule.reducedRate ? rule.reducedRate : betTypeRow.rate;
      return { ...line, lineIndex, rate, liability: winSatang(line.amount, rate, 1), betTypeRow };
    });

  /** The member's maximum per (round, bet type, number): what they staked before plus this bill's lines. */
  const checkMemberLimits = (groups: Array<[string, PricedLine[]]>, staked: Map<string, bigint>) => {
    for (const [key, lines] of groups) {
      let total = staked.get(key) ?? 0n;
      for (const line of lines) {
        total += line.amount;
        if (total > line.betTypeRow.memberMaxSatang)
          throw lineError('MEMBER_NUMBER_LIMIT', line.lineIndex, 'amount', {
            number: line.number,
            max: bahtText(line.betTypeRow.memberMaxSatang),
          });
      }
    }
  };

  /** Lines grouped by (bet type, number) in a fixed order, so racing bills lock exposure rows alike. */
  const byNumber = <L extends { betType: BetTypeCode; number: string }>(lines: L[]): Array<[string, L[]]> => {
    const groups = new Map<string, L[]>();
    for (const line of lines) {
      const key = `${line.betType}:${line.number}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  };

  return {
    /**
     * Places a bill in ONE transaction, all lines or none: the round open by the server clock (its row
     * share-locked so it cannot close under the bill), every line valid, the member's maximum per
     * (round, bet type, number), each number's exposure under the cap, rates snapshotted, the stake
     * debited in the wallet's steps `lockStake`, `checkStake`, `postStake` (cash first, then bonus; its stake hooks may refuse
     * it; INSUFFICIENT_BALANCE when both fall short), the bonus part kept on the bill, and `bill.placed`
     * published. The Idempotency-Key's answer is stored with it: a retry answers the same bill and
     * moves nothing. Few round trips, the hot rows last (bench/README.md, the bills results): reads
     * before the transaction or before any row lock, then the member's accounts and BETS, then one
     * statement for the exposure and every row of the bill, the posting, COMMIT; the answer is built
     * in memory and the balance pushed after COMMIT.
     */
    async placeBill(request: IdempotentRequest, memberId: string, input: PlaceBillInput): Promise<Bill> {
      const { operatorId } = request;
      // What needs no lock, read before the transaction: the round's product, rates and limits.
      const context = await bills.placingContext(db, operatorId, input.roundCode);
      const outcome = await db.transaction(async (tx) => {
        const stored = await idempotency.claim<Bill>(tx, request);
        if (stored) return { data: stored.data, replayed: true };
        const now = clock.now();
        if (!context) throw new AppError('ROUND_NOT_FOUND');
        const { roundId, product } = context;
        const round = await bills.lockRoundForBill(
          tx,
          roundId,
          memberRoundKey(operatorId, roundId, memberId),
        );
        if (!round) throw new AppError('ROUND_NOT_FOUND');
        if (!isTakingBills(round, now)) throw new AppError('ROUND_NOT_OPEN');
        const { rules, staked, liability } = await bills.placingChecks(
          tx,
          roundId,
          memberId,
          input.lines.map((line) => line.number),
        );
        const priced = priceLines(context.betTypes, rules, input.lines);
        const groups = byNumber(priced);
        checkMemberLimits(groups, staked);
        const sum = (lines: PricedLine[], of: (line: PricedLine) => bigint) =>
          lines.reduce((total, line) => total + of(line), 0n);
        const exposure = groups.map(([key, lines]) => {
          const first = lines[0] as PricedLine;
          return {
            key,
            first,
            betType: first.betType,
            number: first.number,
            stakeSatang: sum(lines, (line) => line.amount),
            liabilitySatang: sum(lines, (line) => line.liability),
            capSatang: first.betTypeRow.liabilityCapSatang,
          };
        });
        const capReached = (group: (typeof exposure)[number]) =>
          lineError('EXPOSURE_CAP_REACHED', group.first.lineIndex, 'number', { number: group.number });
        // A first check of the caps on what is committed (no lock): refused here, a bill over a cap
        // moves nothing and locks nothing; the exact check is the upsert below, under the row locks.
        for (const group of exposure)
          if ((liability.get(group.key) ?? 0n) + group.liabilitySatang > group.capSatang)
            throw capReached(group);

        // The hot rows, last and briefly: `lockStake` locks the member's accounts and the house's
        // BETS (a shard of it), `checkStake` runs the stake hooks and checks the balance; with the split
        // ONE statement writes the numbers' exposure (conditional upsert, sorted keys), the bill, its
        // lines, `bill.placed` and the idempotency answer; then the posting, then COMMIT. Accounts
        // before exposure rows, as a member's cancel takes them.
        const billId = uuidv7();
        const totalSatang = sum(priced, (line) => line.amount);
        const lines: PlacedLine[] = priced.map((line) => ({
          id: uuidv7(),
          lineIndex: line.lineIndex,
          betType: line.betType,
          number: line.number,
          stakeSatang: line.amount,
          rate: line.rate,
          liabilitySatang: line.liability,
        }));
        // The stake in the wallet's three steps, the bill written between the check and the posting.
        const stake = await wallet.lockStake(tx, {
          operatorId,
          memberId,
          amountSatang: totalSatang,
          maxLineStakeSatang: priced.reduce((max, line) => (line.amount > max ? line.amount : max), 0n),
          category: stakeCategoryOf(product.group),
          causeType: 'lottery_bill',
          causeId: billId,
          idempotencyKey: `lottery-bill:${billId}:stake`,
        });
        if (stake.posted) throw new Error(`bill ${billId}: the stake was debited without writing the bill`);
        const split = await wallet.checkStake(tx, stake);
        let answer: Bill | undefined;
        for (let draw = 0; draw < SHORT_REF_DRAWS && !answer; draw += 1) {
          const billNo = drawShortRef('B');
          // Built from what is in hand, not read back: the stored answer and the reply are this.
          const view = billView(
            { billNo, status: BILL_PENDING, createdAt: now, totalSatang, totalWinSatang: null },
            lines.map((line) => ({ ...line, winSatang: null })),
            input.roundCode,
            product,
          );
          const { written, exposureAdded } = await bills.writeBill(
            tx,
            {
              id: billId,
              operatorId,
              memberId,
              roundId,
              billNo,
              totalSatang,
              bonusStakeSatang: split.bonusSatang,
              stakeByBetType: stakeByBetTypeOf(priced),
              status: BILL_PENDING,
              idempotencyKey: request.key,
              createdAt: now,
            },
            lines,
            (billRow) => rounds.exposureUpsert(roundId, exposure, billRow),
            (billRow) => [
              billEvents.placedInsert(billRow, lines.length, now),
              idempotency.answerInsert(request, view, clock.now(), billRow),
            ],
          );
          if (!written) continue;
          // The transaction rolls back: the bill, and what the other numbers added.
          for (const group of exposure) if (!exposureAdded.has(group.key)) throw capReached(group);
          answer = view;
        }
        if (!answer) throw new Error('no free bill number after several draws');
        await wallet.postStake(tx, stake, split);
        return { data: answer, replayed: false };
      });
      // After COMMIT, holding nothing: the member's screens get the balance (a later change may be in it).
      if (!outcome.replayed)
        publishWallet(publish, { memberId, ...(await wallet.memberBalances(db, operatorId, memberId)) });
      return outcome.data;
    },

    /**
     * Cancels a pending bill (docs/domain/lottery.md §2): the round still taking bills, within 60 minutes of placing,
     * fewer than 10 cancellations by the member in the round. The full stake goes back from BETS (what
     * came from bonus to bonus, the rest to cash) and the lines leave the exposure, `bill.cancelled`
     * published, in one transaction with the Idempotency-Key's answer.
     */
    async cancelBill(request: IdempotentRequest, memberId: string, billNo: string) {
      const { operatorId } = request;
      let fresh: BalanceAfter | undefined;
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const now = clock.now();
          const found = await bills.findBill(tx, operatorId, memberId, billNo);
          if (!found) throw new AppError('BILL_NOT_FOUND');
          const round = await rounds.findRoundById(tx, found.roundId, 'share');
          if (!round) throw new Error(`bill ${found.id} has no round`);
          await lockMemberRound(tx, operatorId, round.id, memberId);
          const refuse = (reason: string) => new AppError('BILL_NOT_CANCELLABLE', { data: { reason } });
          if (found.status !== BILL_PENDING) throw refuse('NOT_PENDING');
          if (!isTakingBills(round, now)) throw refuse('ROUND_CLOSED');
          if (now.getTime() - found.createdAt.getTime() > CANCEL_WINDOW_MS) throw refuse('TOO_LATE');
          if ((await bills.cancelledCount(tx, round.id, memberId)) >= MAX_CANCELLATIONS_PER_ROUND)
            throw refuse('TOO_MANY_CANCELLATIONS');
          const cancelled = await bills.cancelBill(tx, found.id, now);
          if (!cancelled) throw refuse('NOT_PENDING');
          await wallet.postTransfers(
            tx,
            stakeBackTransfers(operatorId, found, 'BET_CANCELLED', `lottery-bill:${found.id}:cancel`),
          );
          // The member's accounts and BETS before the exposure rows, as a bill takes them (no lock cycle).
          for (const [, lines] of byNumber(await bills.linesOf(tx, found.id))) {
            const [first] = lines;
            if (!first) continue;
            await rounds.releaseExposure(
              tx,
              { roundId: round.id, betType: first.betType, number: first.number },
              lines.reduce((sum, line) => sum + line.stakeSatang, 0n),
              lines.reduce((sum, line) => sum + line.liabilitySatang, 0n),
            );
          }
          await billEvents.cancelled(tx, found.id, now);
          fresh = { memberId, ...(await wallet.memberBalances(tx, operatorId, memberId)) };
          return { billNo: found.billNo, status: 2 as const, refund: formatAmount(found.totalSatang) };
        }),
      );
      if (fresh && !outcome.replayed) publishWallet(publish, fresh);
      return outcome.data;
    },

    async orderHistory(
      operatorId: string,
      memberId: string,
      query: { status: 0 | 1 | 2; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await bills.pageBills(
        db,
        { operatorId, memberId, status: query.status },
        query.pageNo,
        query.pageSize,
      );
      const data: OrderHistoryItem[] = rows.map(({ bill, roundCode, product }) => ({
        billNo: bill.billNo,
        name: product.name,
        roundCode,
        roundName: roundNameOf(product, roundCode),
        totalOrderAmount: formatAmount(bill.totalSatang),
        totalWinAmount: formatAmount(bill.totalWinSatang ?? 0n),
        createdDate: bill.createdAt.toISOString(),
        status: query.status,
      }));
      return { data, total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** The member's own bill with its lines (another member's bill number is BILL_NOT_FOUND). */
    async billDetail(operatorId: string, memberId: string, billNo: string): Promise<Bill> {
      const bill = await bills.findBill(db, operatorId, memberId, billNo);
      if (!bill) throw new AppError('BILL_NOT_FOUND');
      const round = await rounds.findRoundById(db, bill.roundId);
      const product = round ? await products.findProduct(db, round.productId) : undefined;
      if (!round || !product) throw new Error(`bill ${bill.id} has no round or product`);
      return billView(bill, await bills.linesOf(db, bill.id), round.roundCode, product);
    },
  };
};
export type BillService = ReturnType<typeof createBillService>;
