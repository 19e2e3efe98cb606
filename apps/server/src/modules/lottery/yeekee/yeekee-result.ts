import { type YeekeeRoundChanged, yeekeeSocketEvents } from '@chokdee/contracts';
import { deriveResult, yeekeeOutcome, yeekeeShotsHash } from '@chokdee/lottery';
import { type BalanceAfter, publishWallet, type WalletService } from '#modules/wallet/index';
import { tryLockKey } from '#platform/db/tx';
import { createBillEventsRepo } from '../bill/bill-events.repo';
import { stakeBackTransfers } from '../bill/stake-back';
import type { LotteryDeps } from '../lottery.deps';
import type { Settlement, SettlementEvents } from '../settlement/settlement';
import { SETTLE_CHUNK } from '../settlement/settlement';
import { intakeOutage, OUTAGE_WINDOW_MS, SAMPLE_BUCKET_MS } from './yeekee-outage';
import type { YeekeeRoundRepo, YeekeeVoidReason } from './yeekee-round.repo';

/** Bills refunded per transaction when a round is void. */
export const REFUND_CHUNK = 500;

export type YeekeeStepDeps = Pick<LotteryDeps, 'db' | 'clock' | 'publish' | 'catalogue'> & {
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalancesOf'>;
  settlement: Settlement;
  yeekee: YeekeeRoundRepo;
};

/** What a freeze decided. */
export type FreezeOutcome =
  | { kind: 'RESULT'; roundCode: string; r: string; top3: string; bottom2: string }
  | { kind: 'VOID'; roundCode: string; reason: YeekeeVoidReason }
  | { kind: 'CANCELLED'; roundCode: string };

/** Lock keys of the steps, one per (round, step): of several nodes, one does the step, the others skip. */
export const yeekeeStepKey = {
  freeze: (roundId: string) => `yeekee:freeze:${roundId}`,
  /** The settlement's own key (`lockRoundSettlement`): refunds and payments of one round never interleave. */
  money: (roundId: string) => `lottery:settle:${roundId}`,
  rewards: (roundId: string) => `yeekee:rewards:${roundId}`,
};

/**
 * The steps that take a Yeekee round from its freeze to paid (docs/domain/yeekee.md §3.4–§3.7). Each step runs in
 * bounded transactions, each under `pg_try_advisory_xact_lock` of (round, step) — a second node skips
 * what the first is doing — and each is guarded by state, so running any of them again (after a
 * crash, on another node) finishes the work and pays nobody twice.
 */
export const createYeekeeSteps = (deps: YeekeeStepDeps) => {
  const { db, clock, publish, wallet, settlement, yeekee } = deps;
  const billEvents = createBillEventsRepo();

  const announceRound = (operatorId: string, payload: Omit<YeekeeRoundChanged, 'serverTime'>): void =>
    publish.toRound(operatorId, payload.roundCode, yeekeeSocketEvents.round, {
      ...payload,
      serverTime: clock.now().toISOString(),
    } satisfies YeekeeRoundChanged);

  return {
    /**
     * Freezes the round's shots and decides it, in one transaction: the canonical list's SHA-256,
     * then VOID (intake outage, or fewer than the minimum shots) or the result by the market's
     * formula (the round RESULTED with its result confirmed by rule, for settlement). A round staff
     * cancelled before its freeze gets its list frozen and nothing else. Undefined: nothing to do.
     */
    async freeze(roundId: string): Promise<FreezeOutcome | undefined> {
      const outcome = await db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, yeekeeStepKey.freeze(roundId)))) return undefined;
        const locked = await yeekee.lockForFreeze(tx, roundId);
        if (!locked || locked.yeekee.frozenAt !== null) return undefined;
        const { yeekee: row, round } = locked;
        const now = clock.now();
        const shots = await yeekee.shots(tx, roundId);
        const shotsHash = yeekeeShotsHash(
          shots.map((shot) => ({
            seq: shot.seq,
            number: shot.number,
            name: shot.name,
            receivedAt: shot.receivedAt.toISOString(),
          })),
        );
        if (round.status === 'CANCELLED') {
          await yeekee.setYeekee(tx, roundId, { frozenAt: now, shotsHash });
          return {
            operatorId: round.operatorId,
            result: { kind: 'CANCELLED', roundCode: round.roundCode } as const,
          };
        }
        const samples = await yeekee.samples(
          tx,
          roundId,
          new Date(row.freezeAt.getTime() - OUTAGE_WINDOW_MS - 6 * SAMPLE_BUCKET_MS),
          row.freezeAt,
        );
        const outage = intakeOutage({
          freezeAt: row.freezeAt,
          samples,
          firstShotAt: shots[0]?.receivedAt ?? null,
        });
        const decided = yeekeeOutcome({
          formula: row.formula,
          shots,
          minShots: row.minShots,
          subtractPosition: row.subtractPosition,
          ...(row.seed ? { seed: row.seed } : {}),
        });
        if (outage !== null || decided.kind === 'VOID') {
          const reason: YeekeeVoidReason = outage !== null ? 'INTAKE_OUTAGE' : 'TOO_FEW_SHOTS';
          await yeekee.setYeekee(tx, roundId, { frozenAt: now, shotsHash, voidReason: reason });
          await yeekee.setRoundBeforeResult(tx, roundId, { status: 'CANCELLED', cancelReason: reason });
          deps.catalogue?.changed(tx, [round.operatorId]);
          return {
            operatorId: round.operatorId,
            result: { kind: 'VOID', roundCode: round.roundCode, reason } as const,
          };
        }
        const raw = { top3: decided.top3, bottom2: decided.bottom2 };
        await yeekee.setYeekee(tx, roundId, {
          frozenAt: now,
          shotsHash,
          classicR: decided.classicR.toString(),
          resultR: decided.r,
          subtractedSeq: decided.subtractedSeq,
          subtractedNumber: decided.subtractedShot,
          resultedAt: now,
        });
        deps.catalogue?.changed(tx, [round.operatorId]);
        // Entered and confirmed by rule (no staff id): from here settlement owes the round.
        await yeekee.setRoundBeforeResult(tx, roundId, {
          status: 'RESULTED',
          resultRaw: raw,
          resultDerived: deriveResult('YEEKEE', raw),
          resultEnteredAt: now,
          resultConfirmedAt: now,
        });
        return {
          operatorId: round.operatorId,
          result: { kind: 'RESULT', roundCode: round.roundCode, r: decided.r, ...raw } as const,
        };
      });
      if (!outcome) return undefined;
      const { operatorId, result } = outcome;
      if (result.kind === 'RESULT')
        announceRound(operatorId, {
          roundCode: result.roundCode,
          phase: 'RESULTED',
          result: { r: result.r, top3: result.top3, bottom2: result.bottom2 },
          voidReason: null,
        });
      else
        announceRound(operatorId, {
          roundCode: result.roundCode,
          phase: 'VOID',
          result: null,
          voidReason: result.kind === 'VOID' ? result.reason : null,
        });
      return result;
    },

    /**
     * Refunds up to REFUND_CHUNK pending bills of a void round (BETS → main, key
     * `lottery-bill:{billId}:void:{reason}`; a bonus part back to bonus under `…:bonus`), marking
     * them cancelled and publishing `bill.refunded` in the same transaction; once
     * none is left, marks the round refunded. Answers how many were refunded (0: none left, or
     * another node holds the round).
     */
    async refundVoid(roundId: string): Promise<number> {
      const fresh: BalanceAfter[] = [];
      const refunded = await db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, yeekeeStepKey.money(roundId)))) return 0;
        const row = await yeekee.findYeekeeRound(tx, roundId);
        if (!row?.voidReason) return 0;
        if (row.refundedAt !== null) return 0;
        const bills = await yeekee.pendingBills(tx, roundId, REFUND_CHUNK);
        if (bills.length === 0) {
          await yeekee.setYeekee(tx, roundId, { refundedAt: clock.now() });
          return 0;
        }
        const voidReason = row.voidReason;
        await wallet.postTransfers(
          tx,
          bills.flatMap((bill) =>
            stakeBackTransfers(
              row.operatorId,
              bill,
              'BET_REFUNDED',
              `lottery-bill:${bill.id}:void:${voidReason}`,
            ),
          ),
        );
        await yeekee.cancelBills(
          tx,
          bills.map((bill) => bill.id),
          clock.now(),
        );
        await billEvents.refunded(
          tx,
          bills.map((bill) => bill.id),
          { at: clock.now(), reason: voidReason, wasSettled: false },
        );
        fresh.push(
          ...(await wallet.memberBalancesOf(tx, row.operatorId, [
            ...new Set(bills.map((bill) => bill.memberId)),
          ])),
        );
        return bills.length;
      });
      for (const after of fresh) publishWallet(publish, after);
      return refunded;
    },

    /**
     * Settles a resulted round with the settlement's steps, each in its own transaction under the
     * round's settlement lock taken without waiting: judge, then winners a chunk at a time, then the
     * losers and the round SETTLED. Pushes `bill.settled` / `wallet.updated` after each commit.
     * Answers whether the round is settled now.
     */
    async settle(roundId: string): Promise<boolean> {
      const { steps, dueRound, announce } = settlement;
      const derivedOf = (value: unknown) =>
        (typeof value === 'string' ? JSON.parse(value) : value) as Parameters<typeof steps.judge>[2] | null;
      const round = await db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, yeekeeStepKey.money(roundId)))) return undefined;
        const due = await dueRound(tx, roundId);
        const derived = due && derivedOf(due.result_derived);
        if (!due || !derived) return undefined;
        await steps.judge(tx, roundId, derived);
        return due;
      });
      if (!round) return false;
      let after: string | undefined;
      for (;;) {
        const paid = await db.transaction(async (tx) => {
          if (!(await tryLockKey(tx, yeekeeStepKey.money(roundId)))) return undefined;
          if (!(await dueRound(tx, roundId))) return undefined;
          return steps.payWinners(tx, { id: roundId, operatorId: round.operator_id }, SETTLE_CHUNK, after);
        });
        if (!paid) return false;
        if (paid.bills.length === 0) break;
        after = paid.lastBillId;
        announce({ roundCode: round.round_code, bills: paid.bills, wallets: paid.wallets });
      }
      const last = await db.transaction(async (tx): Promise<SettlementEvents | undefined> => {
        if (!(await tryLockKey(tx, yeekeeStepKey.money(roundId)))) return undefined;
        if (!(await dueRound(tx, roundId))) return undefined;
        const losers = await steps.markLosers(tx, roundId);
        if (!(await steps.finish(tx, roundId))) return undefined;
        return { roundCode: round.round_code, bills: losers, wallets: [] };
      });
      announce(last);
      return last !== undefined;
    },

    /**
     * Pays the round's shooter rewards (docs/domain/yeekee.md §3.7) once: for each position (counted back from the
     * last shot), its shooter if they staked at least the minimum in the round and have no reward in
     * it yet — BONUSES → main, key `yeekee-reward:{roundId}:{position}` — then marks the round done.
     */
    async reward(roundId: string): Promise<number> {
      const fresh: BalanceAfter[] = [];
      const paid = await db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, yeekeeStepKey.rewards(roundId)))) return 0;
        const row = await yeekee.lockYeekeeRound(tx, roundId);
        if (!row || row.rewardsPaidAt !== null || row.resultedAt === null) return 0;
        const now = clock.now();
        const transfers = [];
        if (row.rewardAmountSatang > 0n)
          for (const position of [...row.rewardPositions].sort((a, b) => a - b)) {
            const seq = row.lastSeq - position + 1;
            if (seq < 1) continue;
            const memberId = await yeekee.shooterAt(tx, roundId, seq);
            if (!memberId) continue;
            if ((await yeekee.memberStake(tx, roundId, memberId)) < row.rewardMinStakeSatang) continue;
            const inserted = await yeekee.insertReward(tx, {
              roundId,
              position,
              seq,
              memberId,
              amountSatang: row.rewardAmountSatang,
              paidAt: now,
            });
            if (!inserted) continue;
            transfers.push({
              operatorId: row.operatorId,
              kind: 'YEEKEE_SHOOTER_REWARD' as const,
              debit: { house: 'BONUSES' as const },
              credit: { memberId, kind: 'MEMBER_WALLET' as const },
              amountSatang: row.rewardAmountSatang,
              causeType: 'yeekee_round',
              causeId: roundId,
              idempotencyKey: `yeekee-reward:${roundId}:${position}`,
            });
          }
        await wallet.postTransfers(tx, transfers);
        await yeekee.setYeekee(tx, roundId, { rewardsPaidAt: now });
        if (transfers.length > 0)
          fresh.push(
            ...(await wallet.memberBalancesOf(tx, row.operatorId, [
              ...new Set(transfers.map((transfer) => transfer.credit.memberId)),
            ])),
          );
        return transfers.length;
      });
      for (const after of fresh) publishWallet(publish, after);
      return paid;
    },
  };
};
export type YeekeeSteps = ReturnType<typeof createYeekeeSteps>;
