import {
  newYeekeeSeed,
  yeekeeBusinessDateOf,
  yeekeeRoundsForDate,
  yeekeeSeedCommitment,
} from '@chokdee/lottery';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { createKeyGuard, tryLockKey } from '#platform/db/tx';
import type { Job, Task, TaskRun } from '#platform/scheduler/scheduler';
import { scheduledRoundRow } from '../lottery.jobs';
import type { CatalogueChanges } from '../product/catalogue-changes';
import type { RoundRepo } from '../round/round.repo';
import type { MarketRepo } from './market.repo';
import type { YeekeeSteps } from './yeekee-result';
import type { YeekeeRoundRepo } from './yeekee-round.repo';

/** The business dates the round job keeps ahead: the current one and the next. */
const DATES_AHEAD = 1;
/**
 * The freeze waits this long after close + window: a batch of shots received before the freeze but
 * still being written commits first (the freeze then waits for the round row it holds).
 */
export const FREEZE_GRACE_MS = 1_000;
/** Rounds handled per step and tick: a backlog (after downtime) drains over a few ticks, each bounded. */
const ROUNDS_PER_TICK = 20;

const nextDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type YeekeeRoundJobResult = { created: number };

type MarketRow = Awaited<ReturnType<MarketRepo['markets']>>[number]['market'];

/** What a round copies from its market when it is made (or, unopened, when the market is edited). */
export const roundSnapshotOf = (market: MarketRow) => ({
  shootWindowSeconds: market.shootWindowSeconds,
  formula: market.formula,
  minShots: market.minShots,
  maxShotsPerMember: market.maxShotsPerMember,
  shotCooldownSeconds: market.shotCooldownSeconds,
  rewardPositions: market.rewardEnabled ? market.rewardPositions : [],
  rewardAmountSatang: market.rewardEnabled ? market.rewardAmountSatang : 0n,
  rewardMinStakeSatang: market.rewardEnabled ? market.rewardMinStakeSatang : 0n,
});

/** A SEEDED round's seed (kept when it has one) and its commitment; none for CLASSIC. */
export const roundSeedOf = (
  formula: MarketRow['formula'],
  round: { roundCode: string; seed: string | null },
): { seed: string | null; seedCommitment: string | null } => {
  if (formula !== 'SEEDED') return { seed: null, seedCommitment: null };
  const seed = round.seed ?? newYeekeeSeed();
  return { seed, seedCommitment: yeekeeSeedCommitment(seed, round.roundCode) };
};

/**
 * The Yeekee round job (its own cadence, every 20 s; one transaction under its advisory lock;
 * idempotent): for each enabled market, the rounds of the current business date (docs/domain/yeekee.md §3.1:
 * it rolls over at the first close, 06:00) and the next that still close after now, with the
 * market's settings snapshotted and, for SEEDED, a fresh seed and its commitment. No round opens
 * before the market's `startsAt` (a new market starts at the next minute).
 */
export const createYeekeeRoundJob = (deps: {
  markets: MarketRepo;
  yeekee: YeekeeRoundRepo;
  /** New rounds: the members' cached catalogue is dropped on every node at commit. */
  catalogue?: CatalogueChanges | undefined;
}): Job & { run(tx: Parameters<Job['run']>[0], now: Date): Promise<YeekeeRoundJobResult> } => ({
  key: 'yeekee.rounds',
  // Often enough that a new market's first round (at the next minute) exists before it opens.
  everyMs: 20_000,
  async run(tx, now) {
    let created = 0;
    for (const { market, product } of await deps.markets.markets(tx, { enabledOnly: true })) {
      const times = {
        code: product.code,
        firstCloseTime: market.firstCloseTime,
        roundMinutes: market.roundMinutes,
        roundsPerDay: market.roundsPerDay,
      };
      const today = yeekeeBusinessDateOf(times, now);
      const dates = Array.from({ length: DATES_AHEAD + 1 }, (_, day) => nextDate(today, day));
      const existing = await deps.yeekee.existingRounds(tx, product.id, now, dates);
      const starts = market.startsAt.getTime();
      const wanted = dates
        .flatMap((date) => yeekeeRoundsForDate(times, date))
        .filter((round) => round.closeAt > now && round.closeAt.getTime() > starts)
        // Made before: by code, by (date, number), or overlapping rounds made under older settings.
        .filter(
          (round) =>
            !existing.codes.has(round.roundCode) &&
            !existing.numbers.has(`${round.businessDate}:${round.roundNo}`) &&
            round.openAt.getTime() >= existing.lastCloseAt,
        )
        .map((round) => ({
          ...round,
          id: uuidv7(),
          openAt: new Date(Math.max(round.openAt.getTime(), starts)),
          ...roundSeedOf(market.formula, { roundCode: round.roundCode, seed: null }),
        }));
      const inserted = new Set(
        (
          await deps.yeekee.insertRounds(
            tx,
            wanted.map((round) => scheduledRoundRow(product, round, now)),
          )
        ).map((row) => row.id),
      );
      if (inserted.size > 0) deps.catalogue?.changed(tx, [product.operatorId]);
      await deps.yeekee.insertYeekeeRounds(
        tx,
        wanted
          .filter((round) => inserted.has(round.id))
          .map((round) => ({
            roundId: round.id,
            operatorId: product.operatorId,
            productId: product.id,
            roundNo: round.roundNo,
            businessDate: round.businessDate,
            freezeAt: new Date(round.closeAt.getTime() + market.shootWindowSeconds * 1000),
            ...roundSnapshotOf(market),
            seed: round.seed,
            seedCommitment: round.seedCommitment,
          })),
      );
      created += inserted.size;
    }
    return { created };
  },
});

export type YeekeeTickResult = {
  opened: number;
  closed: number;
  frozen: number;
  voided: number;
  refunded: number;
  settled: number;
  rewarded: number;
};

/**
 * The Yeekee ticks, two tasks each every second on every node, so a long settlement never delays a
 * freeze (the result is due within 10 s of it):
 * - `yeekee.freeze` opens and closes due rounds, and freezes those whose close + window
 *   (+ FREEZE_GRACE_MS) passed and decides them; it asks to run again at the next freeze;
 * - `yeekee.pay` refunds void rounds, settles resulted ones and pays shooter rewards.
 * Each step of each round runs under its own try-lock (another node doing it is skipped) and an
 * in-process guard, and is guarded by state: resumable after a crash. A round whose step fails does
 * not hold the others back: the failures are thrown together at the end of the run (and logged).
 * `tick` runs both, one after the other (tests).
 */
export const createYeekeeTicks = (deps: {
  rounds: Pick<RoundRepo, 'openDueRounds' | 'closeDueRounds'>;
  yeekee: YeekeeRoundRepo;
  steps: YeekeeSteps;
}) => {
  const { rounds, yeekee, steps } = deps;
  const guard = createKeyGuard();
  const empty = (): YeekeeTickResult => ({
    opened: 0,
    closed: 0,
    frozen: 0,
    voided: 0,
    refunded: 0,
    settled: 0,
    rewarded: 0,
  });
  /** Runs `work` for each round; a failure is kept for the end so the other rounds still run. */
  const eachRound = async (ids: string[], failures: unknown[], work: (roundId: string) => Promise<void>) => {
    for (const roundId of ids)
      await work(roundId).catch((err: unknown) => {
        failures.push(new Error(`Yeekee round ${roundId}`, { cause: err }));
      });
  };
  const report = (done: YeekeeTickResult, failures: unknown[]) => {
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} Yeekee round step(s) failed`);
    return Object.values(done).some((count) => count > 0) ? { result: done } : {};
  };

  const freeze = async (db: Db, clock: Clock, done: YeekeeTickResult, failures: unknown[]) => {
    await db.transaction(async (tx) => {
      // One node at a time: two nodes updating the same rows in another order could deadlock.
      if (!(await tryLockKey(tx, 'yeekee:open-close'))) return;
      const now = clock.now();
      done.closed = await rounds.closeDueRounds(tx, now);
      done.opened = await rounds.openDueRounds(tx, now);
    });
    const freezeBy = new Date(clock.now().getTime() - FREEZE_GRACE_MS);
    await eachRound(await yeekee.dueToFreeze(db, freezeBy, ROUNDS_PER_TICK), failures, async (roundId) => {
      const outcome = await guard(`freeze:${roundId}`, () => steps.freeze(roundId));
      if (outcome?.kind === 'RESULT') done.frozen += 1;
      if (outcome?.kind === 'VOID') done.voided += 1;
    });
  };
  const pay = async (db: Db, done: YeekeeTickResult, failures: unknown[]) => {
    await eachRound(await yeekee.voidRoundsToRefund(db, ROUNDS_PER_TICK), failures, async (roundId) => {
      await guard(`money:${roundId}`, async () => {
        for (let chunk = await steps.refundVoid(roundId); chunk > 0; chunk = await steps.refundVoid(roundId))
          done.refunded += chunk;
      });
    });
    await eachRound(await yeekee.roundsToSettle(db, ROUNDS_PER_TICK), failures, async (roundId) => {
      if (await guard(`money:${roundId}`, () => steps.settle(roundId))) done.settled += 1;
    });
    await eachRound(await yeekee.roundsToReward(db, ROUNDS_PER_TICK), failures, async (roundId) => {
      done.rewarded += (await guard(`rewards:${roundId}`, () => steps.reward(roundId))) ?? 0;
    });
  };
  const nextFreezeAt = async (db: Db) => {
    const next = await yeekee.nextFreezeAt(db);
    return next ? new Date(next.getTime() + FREEZE_GRACE_MS) : undefined;
  };

  type YeekeeTask = Task & { tick(db: Db, clock: Clock): Promise<TaskRun & { result?: YeekeeTickResult }> };
  const freezeTask: YeekeeTask = {
    key: 'yeekee.freeze',
    everyMs: 1_000,
    async tick(db, clock) {
      const done = empty();
      const failures: unknown[] = [];
      await freeze(db, clock, done, failures);
      const nextAt = await nextFreezeAt(db);
      return { ...report(done, failures), nextAt };
    },
  };
  const payTask: YeekeeTask = {
    key: 'yeekee.pay',
    everyMs: 1_000,
    async tick(db) {
      const done = empty();
      const failures: unknown[] = [];
      await pay(db, done, failures);
      return report(done, failures);
    },
  };
  const both: YeekeeTask = {
    key: 'yeekee.tick',
    everyMs: 1_000,
    async tick(db, clock) {
      const done = empty();
      const failures: unknown[] = [];
      await freeze(db, clock, done, failures);
      await pay(db, done, failures);
      return { ...report(done, failures), nextAt: await nextFreezeAt(db) };
    },
  };
  return { freeze: freezeTask, pay: payTask, tick: both };
};
