import { type AdminRound, errorMessage, formatAmount } from '@chokdee/contracts';
import {
  type DerivedResult,
  deriveResult,
  parseRawResult,
  type ResultFormat,
  resultDifferences,
} from '@chokdee/lottery';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type BalanceAfter, publishWallet } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Tx } from '#platform/db/client';
import { AppError, fieldError } from '#platform/http/app-error';
import { BILL_CANCELLED, BILL_PENDING, lotteryBills } from '../bill/bill.tables';
import { createBillEventsRepo } from '../bill/bill-events.repo';
import { stakeBackTransfers } from '../bill/stake-back';
import type { LotteryDeps } from '../lottery.deps';
import type { RoundRow } from '../round/round.repo';
import { lotteryRounds } from '../round/round.tables';
import { createYeekeeRoundRepo } from '../yeekee/yeekee-round.repo';
import { lockRoundSettlement, type Settlement } from './settlement';

type Deps = Pick<LotteryDeps, 'db' | 'clock' | 'publish' | 'products' | 'rounds' | 'wallet' | 'catalogue'> & {
  audit: Pick<AuditLog, 'record'>;
  settlement: Settlement;
  log?: { error(obj: object, msg: string): void };
};

const view = (round: RoundRow): AdminRound => ({
  roundCode: round.roundCode,
  status: round.status,
  result: (round.resultRaw as Record<string, unknown> | null) ?? null,
  derived: (round.resultDerived as DerivedResult | null) ?? null,
});

/**
 * Staff calls on a round (roles lottery, owner): early close, result entry, void, confirmation
 * (maker-checker) and cancellation. Each is one conditional UPDATE on the round row, audited in its
 * transaction; the loser of two clicks gets ROUND_STATE_INVALID.
 */
export const createRoundAdminService = (deps: Deps) => {
  const { db, clock, publish, products, rounds, wallet, audit, settlement, log } = deps;
  const billEvents = createBillEventsRepo();
  const yeekee = createYeekeeRoundRepo();

  /** The round of this operator, row-locked for the action. */
  const lockedRound = async (tx: Tx, operatorId: string, roundCode: string): Promise<RoundRow> => {
    const round = await rounds.lockRoundByCode(tx, operatorId, roundCode);
    if (!round) throw new AppError('ROUND_NOT_FOUND');
    return round;
  };

  const transition = async (
    tx: Tx,
    round: RoundRow,
    from: RoundRow['status'][],
    set: Partial<typeof lotteryRounds.$inferInsert>,
  ): Promise<RoundRow> => {
    const [after] = await tx
      .update(lotteryRounds)
      .set(set)
      .where(and(eq(lotteryRounds.id, round.id), inArray(lotteryRounds.status, from)))
      .returning();
    if (!after) throw new AppError('ROUND_STATE_INVALID');
    return after;
  };

  /** The checker's re-type against the entered result: valid in the product's format, and equal. */
  const checkRetype = async (tx: Tx, round: RoundRow, typed: unknown) => {
    const product = await products.findProduct(tx, round.productId);
    if (!product) throw new Error(`round ${round.id} has no product`);
    const parsed = parseRawResult(product.resultFormat, typed);
    if (!parsed.ok) throw fieldError(`result.${parsed.field}`, parsed.message);
    const fields = resultDifferences(
      (round.resultRaw as Record<string, unknown> | null) ?? {},
      parsed.raw as Record<string, unknown>,
    );
    if (fields.length > 0) {
      const message = errorMessage('RESULT_MISMATCH');
      throw new AppError('RESULT_MISMATCH', {
        data: { fields, issues: fields.map((field) => ({ field: `result.${field}`, message })) },
      });
    }
  };

  const stateOf = (round: RoundRow) => ({
    status: round.status,
    result: round.resultRaw,
    enteredBy: round.resultEnteredBy,
    confirmedBy: round.resultConfirmedBy,
  });

  return {
    /** Early close: OPEN (or SCHEDULED) → CLOSED. A bill in flight holds the row's share lock: the close waits for it. */
    async close(staff: AuthenticatedStaff, ip: string, roundCode: string): Promise<AdminRound> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await lockedRound(tx, staff.operatorId, roundCode);
        const after = await transition(tx, round, ['OPEN', 'SCHEDULED'], { status: 'CLOSED' });
        await audit.record(tx, {
          staff,
          action: 'lottery.round.close',
          targetType: 'lottery_round',
          targetId: round.id,
          before: stateOf(round),
          after: stateOf(after),
          ip,
        });
        return view(after);
      });
    },

    /** Enters the result (the product's format, checked by `parseRawResult`): CLOSED → RESULTED, awaiting a second staff member. */
    async enterResult(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      body: unknown,
    ): Promise<AdminRound> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await lockedRound(tx, staff.operatorId, roundCode);
        if (round.status === 'OPEN' || round.status === 'SCHEDULED') throw new AppError('ROUND_STILL_OPEN');
        if (round.status !== 'CLOSED') throw new AppError('ROUND_STATE_INVALID');
        const product = await products.findProduct(tx, round.productId);
        if (!product) throw new Error(`round ${round.id} has no product`);
        const format: ResultFormat = product.resultFormat;
        const parsed = parseRawResult(format, body);
        if (!parsed.ok) throw fieldError(parsed.field, parsed.message);
        const derived = deriveResult(format, parsed.raw);
        const after = await transition(tx, round, ['CLOSED'], {
          status: 'RESULTED',
          resultRaw: parsed.raw,
          resultDerived: derived,
          resultEnteredBy: staff.staffId,
          resultEnteredAt: clock.now(),
          resultConfirmedBy: null,
          resultConfirmedAt: null,
        });
        await audit.record(tx, {
          staff,
          action: 'lottery.result.enter',
          targetType: 'lottery_round',
          targetId: round.id,
          before: stateOf(round),
          after: { ...stateOf(after), derived },
          ip,
        });
        return view(after);
      });
    },

    /** Voids an entered, unconfirmed result: RESULTED → CLOSED, the result cleared (kept in the audit row). */
    async voidResult(staff: AuthenticatedStaff, ip: string, roundCode: string): Promise<AdminRound> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await lockedRound(tx, staff.operatorId, roundCode);
        if (round.status !== 'RESULTED' || round.resultConfirmedAt !== null)
          throw new AppError('ROUND_STATE_INVALID');
        const [after] = await tx
          .update(lotteryRounds)
          .set({
            status: 'CLOSED',
            resultRaw: null,
            resultDerived: null,
            resultEnteredBy: null,
            resultEnteredAt: null,
          })
          .where(
            and(
              eq(lotteryRounds.id, round.id),
              eq(lotteryRounds.status, 'RESULTED'),
              isNull(lotteryRounds.resultConfirmedAt),
            ),
          )
          .returning();
        if (!after) throw new AppError('ROUND_STATE_INVALID');
        await audit.record(tx, {
          staff,
          action: 'lottery.result.void',
          targetType: 'lottery_round',
          targetId: round.id,
          before: { ...stateOf(round), derived: round.resultDerived },
          after: stateOf(after),
          ip,
        });
        return view(after);
      });
    },

    /**
     * Confirms the result (maker-checker: never by the staff member who entered it), then settles the
     * round at once, after the commit. Should that run fail, the settlement job resumes it. `typed` is
     * the checker's blind re-type of the official result: it must parse in the product's format and
     * equal the entered result, or RESULT_MISMATCH names the fields that differ (not their values).
     */
    async confirmResult(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      typed?: unknown,
    ): Promise<AdminRound> {
      const confirmed = await db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await lockedRound(tx, staff.operatorId, roundCode);
        if (round.status !== 'RESULTED' || round.resultConfirmedAt !== null)
          throw new AppError('ROUND_STATE_INVALID');
        if (round.resultEnteredBy === staff.staffId) throw new AppError('RESULT_MAKER_CHECKER');
        if (typed !== undefined) await checkRetype(tx, round, typed);
        const [after] = await tx
          .update(lotteryRounds)
          .set({ resultConfirmedBy: staff.staffId, resultConfirmedAt: clock.now() })
          .where(
            and(
              eq(lotteryRounds.id, round.id),
              eq(lotteryRounds.status, 'RESULTED'),
              isNull(lotteryRounds.resultConfirmedAt),
              sql`${lotteryRounds.resultEnteredBy} <> ${staff.staffId}`,
            ),
          )
          .returning();
        if (!after) throw new AppError('ROUND_STATE_INVALID');
        await audit.record(tx, {
          staff,
          action: 'lottery.result.confirm',
          targetType: 'lottery_round',
          targetId: round.id,
          before: stateOf(round),
          after: { ...stateOf(after), derived: after.resultDerived },
          ip,
        });
        return after;
      });
      try {
        const outcome = await settlement.settleRound(confirmed.id);
        const round = await rounds.findRoundById(db, confirmed.id);
        return {
          ...view(round ?? confirmed),
          settlement: {
            billsSettled: outcome.bills,
            winningBills: outcome.winningBills,
            totalWin: formatAmount(outcome.totalWinSatang),
          },
        };
      } catch (err) {
        // The confirmation stands; the settlement job picks the round up again.
        log?.error({ err, roundId: confirmed.id }, 'settlement after confirm failed');
        return view(confirmed);
      }
    },

    /**
     * Cancels a round before settlement (any state up to an unconfirmed result): every pending bill's
     * stake goes back from BETS (key `lottery-bill:{id}:round-cancel`; its bonus part to bonus under
     * `…:bonus`), the bills cancelled (status 2) with `bill.refunded` published, the round CANCELLED
     * with the reason — one transaction, audited.
     */
    async cancel(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      reason: string,
    ): Promise<AdminRound> {
      const fresh: BalanceAfter[] = [];
      const outcome = await db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await lockedRound(tx, staff.operatorId, roundCode);
        await lockRoundSettlement(tx, round.id);
        // A Yeekee round whose shots are frozen (or due to be) gets its result or void by rule only.
        // The freeze locks this round row too, so it either committed before (frozen) or waits for us.
        const shots = await yeekee.findYeekeeRound(tx, round.id);
        if (shots && (shots.frozenAt !== null || clock.now() >= shots.freezeAt))
          throw new AppError('YEEKEE_ROUND_BY_RULE');
        if (round.resultConfirmedAt !== null) throw new AppError('ROUND_STATE_INVALID');
        const after = await transition(tx, round, ['SCHEDULED', 'OPEN', 'CLOSED', 'RESULTED'], {
          status: 'CANCELLED',
          cancelReason: reason,
        });
        const pending = await tx
          .select({
            id: lotteryBills.id,
            memberId: lotteryBills.memberId,
            totalSatang: lotteryBills.totalSatang,
            bonusStakeSatang: lotteryBills.bonusStakeSatang,
          })
          .from(lotteryBills)
          .where(and(eq(lotteryBills.roundId, round.id), eq(lotteryBills.status, BILL_PENDING)))
          .orderBy(lotteryBills.id);
        if (pending.length > 0) {
          await wallet.postTransfers(
            tx,
            pending.flatMap((bill) =>
              stakeBackTransfers(
                staff.operatorId,
                bill,
                'BET_REFUNDED',
                `lottery-bill:${bill.id}:round-cancel`,
              ),
            ),
          );
          await tx
            .update(lotteryBills)
            .set({ status: BILL_CANCELLED, cancelledAt: clock.now() })
            .where(and(eq(lotteryBills.roundId, round.id), eq(lotteryBills.status, BILL_PENDING)));
          await billEvents.refunded(
            tx,
            pending.map((bill) => bill.id),
            { at: clock.now(), reason, wasSettled: false },
          );
        }
        for (const memberId of new Set(pending.map((bill) => bill.memberId)))
          fresh.push({ memberId, ...(await wallet.memberBalances(tx, staff.operatorId, memberId)) });
        await audit.record(tx, {
          staff,
          action: 'lottery.round.cancel',
          targetType: 'lottery_round',
          targetId: round.id,
          before: stateOf(round),
          after: {
            ...stateOf(after),
            reason,
            refundedBills: pending.length,
            refundedSatang: pending.reduce((sum, bill) => sum + bill.totalSatang, 0n),
          },
          ip,
        });
        return { ...view(after), refundedBills: pending.length };
      });
      for (const after of fresh) publishWallet(publish, after);
      return outcome;
    },
  };
};
export type RoundAdminService = ReturnType<typeof createRoundAdminService>;
