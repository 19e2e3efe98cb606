import { type AdminRound, formatAmount, realtimeEvents } from '@chokdee/contracts';
import { type DerivedResult, deriveResult, parseRawResult } from '@chokdee/lottery';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import {
  type BalanceAfter,
  publishWallet,
  type TransferRequest,
  type WalletService,
} from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { AppError, fieldError } from '#platform/http/app-error';
import { createBillEventsRepo } from '../bill/bill-events.repo';
import type { LotteryDeps } from '../lottery.deps';
import { lotteryCorrectionShortfalls, lotteryRoundCorrections } from './correction.tables';
import { CORRECTION_KIND, clawBackSplit, differences, paidForRound, sameJson } from './correction-rules';
import { lockRoundSettlement, type Settlement } from './settlement';

type Deps = Pick<LotteryDeps, 'db' | 'clock' | 'publish' | 'products' | 'rounds' | 'catalogue'> & {
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalances' | 'netToMembers' | 'lockAccounts'>;
  audit: Pick<AuditLog, 'record'>;
  settlement: Pick<Settlement, 'steps'>;
};

type RejudgedBill = { id: string; member_id: string; bill_no: string; old_win: string; new_win: string };

/**
 * The owner's correction of a settled round whose confirmed result was wrong. In ONE transaction
 * (the round row-locked, and its settlement lock held): the new result is stored, every settled bill
 * of the round is judged again with the same set-based step as settlement, and each member is
 * brought to what the new result entitles them to: the difference between their new wins over the
 * round and what the ledger has paid them for it so far (the wins and every earlier correction) is
 * posted — a credit PAYOUTS → MAIN (which pays an open receivable first), or a debit MAIN → PAYOUTS
 * of at most what the member's wallet holds (read under the main account's lock) and the rest
 * RECEIVABLE → PAYOUTS: the member's receivable, which holds their withdrawals (payments' hook) until
 * later credits pay it or the owner writes it off. The correction and each member's shortfall are
 * kept (`lottery_round_corrections`, `lottery_correction_shortfalls`) for the round page and the
 * receivables list. With bonus money (docs/domain/rewards.md §3 rule 1) the difference is still per member and
 * from the ledger — what was paid counts a win's bonus share (settlement paid
 * floor(win × bonusStake / stake) to bonus) and earlier corrections on either account — but a
 * correction never splits pro rata: one that pays, pays CASH (the wagering condition that funded the
 * stake may have converted or been forfeited since, so new bonus money would have no condition to
 * wager it); one that takes back takes the member's BONUS balance first (money the house gave), then
 * cash, then the receivable. Each changed bill publishes `bill.win_corrected` (promotions reads it). The transfers' keys carry the correction's number, so a retry of the same
 * correction cannot post twice. Audited with the old and new results and every member's move.
 */
export const createCorrectionService = (deps: Deps) => {
  const { db, clock, publish, products, rounds, wallet, audit, settlement } = deps;
  const billEvents = createBillEventsRepo();

  /** Sets the new wins on every settled bill of the round; answers the bills whose total changed. */
  const rejudge = async (tx: Tx, roundId: string, derived: DerivedResult): Promise<RejudgedBill[]> => {
    // Settled bills go back to pending for the judge step (which only judges pending bills), with
    // their old totals kept aside to compute each difference.
    const old = rowsOf<{ id: string; total_win_satang: string }>(
      await tx.execute(sql`
        update lottery_bills set status = 0
        where round_id = ${roundId} and status = 1
        returning id, total_win_satang::text`),
    );
    await tx.execute(sql`delete from lottery_line_wins where round_id = ${roundId}`);
    await settlement.steps.judge(tx, roundId, derived);
    const changed = rowsOf<RejudgedBill>(
      await tx.execute(sql`
        with old(id, win) as (
          select * from unnest(${`{${old.map((b) => b.id).join(',')}}`}::uuid[],
                               ${`{${old.map((b) => b.total_win_satang).join(',')}}`}::bigint[])
        ),
        fresh as (
          update lottery_bills b
          set status = 1,
              total_win_satang = coalesce(
                (select sum(w.win_satang) from lottery_line_wins w where w.round_id = ${roundId} and w.bill_id = b.id), 0)
          where b.round_id = ${roundId} and b.status = 0
          returning b.id, b.member_id, b.bill_no, b.total_win_satang
        )
        select fresh.id, fresh.member_id, fresh.bill_no, old.win::text as old_win,
               fresh.total_win_satang::text as new_win
        from fresh join old on old.id = fresh.id
        where fresh.total_win_satang <> old.win
        order by fresh.id`),
    );
    return changed;
  };

  return {
    async correct(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      body: { result: Record<string, unknown>; reason: string },
    ): Promise<AdminRound> {
      const pushes: { bills: RejudgedBill[]; wallets: BalanceAfter[] } = { bills: [], wallets: [] };
      const answer = await db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await rounds.lockRoundByCode(tx, staff.operatorId, roundCode);
        if (!round) throw new AppError('ROUND_NOT_FOUND');
        await lockRoundSettlement(tx, round.id);
        if (round.status !== 'SETTLED') throw new AppError('ROUND_STATE_INVALID');
        const product = await products.findProduct(tx, round.productId);
        if (!product) throw new Error(`round ${round.id} has no product`);
        const parsed = parseRawResult(product.resultFormat, body.result);
        if (!parsed.ok) throw fieldError(`result.${parsed.field}`, parsed.message);
        const derived = deriveResult(product.resultFormat, parsed.raw);
        if (sameJson(parsed.raw, round.resultRaw)) throw new AppError('RESULT_UNCHANGED');
        const correctionNo = round.correctionCount + 1;

        const changed = await rejudge(tx, round.id, derived);
        await billEvents.winCorrected(
          tx,
          changed.map((bill) => ({ billId: bill.id, oldWinSatang: BigInt(bill.old_win) })),
          correctionNo,
          clock.now(),
        );
        const entitled = new Map(
          rowsOf<{ member_id: string; win: string }>(
            await tx.execute(sql`
              select member_id, sum(total_win_satang)::text as win from lottery_bills
              where round_id = ${round.id} and status = 1 group by member_id`),
          ).map((row) => [row.member_id, BigInt(row.win)] as const),
        );
        const paid = await paidForRound(wallet, tx, staff.operatorId, round.id);
        const ordered = differences(entitled, paid);

        const transfers: TransferRequest[] = [];
        const moves: Array<{
          memberId: string;
          differenceSatang: bigint;
          postedSatang: bigint;
          shortfallSatang: bigint;
        }> = [];
        // Members who owe: their main accounts (and PAYOUTS) locked in the ledger's order before
        // reading what they hold, so a deposit cannot land between the read and the claw-back.
        const owing = ordered.filter(([, difference]) => difference < 0n).map(([memberId]) => memberId);
        const held = new Map<string, { cash: bigint; bonus: bigint }>();
        if (owing.length > 0) {
          const locked = await wallet.lockAccounts(tx, staff.operatorId, [
            { house: 'PAYOUTS' },
            ...owing.flatMap((memberId) => [
              { memberId, kind: 'MEMBER_WALLET' as const },
              { memberId, kind: 'BONUS' as const },
            ]),
          ]);
          owing.forEach((memberId, i) => {
            held.set(memberId, { cash: locked[2 * i + 1] ?? 0n, bonus: locked[2 * i + 2] ?? 0n });
          });
        }
        for (const [memberId, difference] of ordered) {
          if (difference === 0n) continue;
          const base = {
            operatorId: staff.operatorId,
            causeType: 'lottery_round',
            causeId: round.id,
            idempotencyKey: `correct:${round.id}:${correctionNo}:${memberId}`,
          };
          if (difference > 0n) {
            transfers.push({
              ...base,
              kind: CORRECTION_KIND,
              debit: { house: 'PAYOUTS' },
              credit: { memberId, kind: 'MEMBER_WALLET' },
              amountSatang: difference,
            });
            moves.push({
              memberId,
              differenceSatang: difference,
              postedSatang: difference,
              shortfallSatang: 0n,
            });
            continue;
          }
          const owed = -difference;
          const { fromBonus, fromCash, shortfall } = clawBackSplit(
            owed,
            held.get(memberId) ?? { cash: 0n, bonus: 0n },
          );
          if (fromBonus > 0n)
            transfers.push({
              ...base,
              kind: CORRECTION_KIND,
              debit: { memberId, kind: 'BONUS' },
              credit: { house: 'PAYOUTS' },
              amountSatang: fromBonus,
              idempotencyKey: `${base.idempotencyKey}:bonus`,
            });
          const taken = fromBonus + fromCash;
          if (fromCash > 0n)
            transfers.push({
              ...base,
              kind: CORRECTION_KIND,
              debit: { memberId, kind: 'MEMBER_WALLET' },
              credit: { house: 'PAYOUTS' },
              amountSatang: fromCash,
            });
          // What the wallet cannot cover becomes the member's receivable (the house's claim).
          if (shortfall > 0n)
            transfers.push({
              ...base,
              kind: CORRECTION_KIND,
              debit: { memberId, kind: 'RECEIVABLE' },
              credit: { house: 'PAYOUTS' },
              amountSatang: shortfall,
              idempotencyKey: `${base.idempotencyKey}:receivable`,
            });
          moves.push({
            memberId,
            differenceSatang: difference,
            postedSatang: -taken,
            shortfallSatang: shortfall,
          });
        }
        if (transfers.length > 0) await wallet.postTransfers(tx, transfers);

        const [after] = rowsOf<{ status: AdminRound['status'] }>(
          await tx.execute(sql`
            update lottery_rounds
            set result_raw = ${JSON.stringify(parsed.raw)}::jsonb, result_derived = ${JSON.stringify(derived)}::jsonb,
                correction_count = ${correctionNo}, settled_at = ${clock.now()}
            where id = ${round.id} and status = 'SETTLED' and correction_count = ${round.correctionCount}
            returning status`),
        );
        if (!after) throw new AppError('ROUND_STATE_INVALID');

        const sum = (values: bigint[]) => values.reduce((total, v) => total + v, 0n);
        const outcome = {
          billsChanged: changed.length,
          membersCredited: moves.filter((m) => m.postedSatang > 0n).length,
          membersDebited: moves.filter((m) => m.postedSatang < 0n).length,
          creditedTotal: formatAmount(
            sum(moves.filter((m) => m.postedSatang > 0n).map((m) => m.postedSatang)),
          ),
          debitedTotal: formatAmount(
            -sum(moves.filter((m) => m.postedSatang < 0n).map((m) => m.postedSatang)),
          ),
          shortfallTotal: formatAmount(sum(moves.map((m) => m.shortfallSatang))),
        };
        const correctionId = uuidv7();
        await tx.insert(lotteryRoundCorrections).values({
          id: correctionId,
          operatorId: staff.operatorId,
          roundId: round.id,
          correctionNo,
          reason: body.reason,
          correctedBy: staff.staffId,
          billsChanged: changed.length,
          creditedSatang: sum(moves.filter((m) => m.postedSatang > 0n).map((m) => m.postedSatang)),
          debitedSatang: -sum(moves.filter((m) => m.postedSatang < 0n).map((m) => m.postedSatang)),
          shortfallSatang: sum(moves.map((m) => m.shortfallSatang)),
          createdAt: clock.now(),
        });
        const shortfalls = moves.filter((m) => m.shortfallSatang > 0n);
        if (shortfalls.length > 0)
          await tx.insert(lotteryCorrectionShortfalls).values(
            shortfalls.map((m) => ({
              id: uuidv7(),
              operatorId: staff.operatorId,
              correctionId,
              memberId: m.memberId,
              shortfallSatang: m.shortfallSatang,
              createdAt: clock.now(),
            })),
          );
        await audit.record(tx, {
          staff,
          action: 'lottery.result.correct',
          targetType: 'lottery_round',
          targetId: round.id,
          before: {
            result: round.resultRaw,
            derived: round.resultDerived,
            correctionCount: round.correctionCount,
          },
          after: {
            result: parsed.raw,
            derived,
            correctionCount: correctionNo,
            reason: body.reason,
            outcome,
            moves,
          },
          ip,
        });
        for (const { memberId } of moves)
          pushes.wallets.push({ memberId, ...(await wallet.memberBalances(tx, staff.operatorId, memberId)) });
        pushes.bills = changed;
        return {
          roundCode: round.roundCode,
          status: after.status,
          result: parsed.raw as Record<string, unknown>,
          derived,
          correction: outcome,
        } satisfies AdminRound;
      });
      for (const bill of pushes.bills)
        publish.toMember(bill.member_id, realtimeEvents.billSettled, {
          billNo: bill.bill_no,
          roundCode,
          totalWinAmount: formatAmount(BigInt(bill.new_win)),
        });
      for (const after of pushes.wallets) publishWallet(publish, after);
      return answer;
    },
  };
};
export type CorrectionService = ReturnType<typeof createCorrectionService>;
