import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { IntakeSample, ShotIntakeRepo } from './shot-intake.repo';
import { SAMPLE_BUCKET_MS } from './yeekee-outage';

/** How far before its freeze a round's intake is sampled: the outage rule reads the last 120 s. */
export const SAMPLED_BEFORE_FREEZE_MS = 130_000;
/** Buckets this old are written one last time and forgotten. */
const KEEP_MS = 30_000;

export const bucketOf = (at: Date): number => Math.floor(at.getTime() / SAMPLE_BUCKET_MS) * SAMPLE_BUCKET_MS;

/** `watchers`: the most sockets seen in the round's room on this node during the bucket. */
type Counts = { watchers: number; attempts: number; errors: number; accepted: number };

/**
 * What this node saw of each round's intake, written to `yeekee_intake_samples` for rounds near their
 * freeze (docs/domain/yeekee.md §3.5: the freeze tells an outage from a quiet round with them).
 *
 * An attempt is a shot that passed every rule (window, account, limit, cooldown) and reached the
 * intake; it ends accepted or as an error (the intake failed it). Rule refusals are not attempts: a
 * member hammering after their limit must not make a healthy round look broken. Every sampled round
 * gets a row per bucket from every live node, even a quiet one (a heartbeat: a missing row means the
 * node's intake was down), with the watchers of the round's room on this node.
 */
export const createIntakeSampler = ({
  db,
  clock,
  repo,
  nodeId,
  watchers,
}: {
  db: Db;
  clock: Clock;
  repo: Pick<ShotIntakeRepo, 'roundsFreezingBetween' | 'saveSamples'>;
  nodeId: string;
  /** Sockets of this node in the round's room. */
  watchers: (operatorId: string, roundCode: string) => number;
}) => {
  /** roundId → bucket start (ms) → counts. */
  const counts = new Map<string, Map<number, Counts>>();

  const countsOf = (roundId: string, bucket: number): Counts => {
    let byBucket = counts.get(roundId);
    if (!byBucket) {
      byBucket = new Map();
      counts.set(roundId, byBucket);
    }
    let entry = byBucket.get(bucket);
    if (!entry) {
      entry = { watchers: 0, attempts: 0, errors: 0, accepted: 0 };
      byBucket.set(bucket, entry);
    }
    return entry;
  };

  return {
    nodeId,

    /** Counts one attempt at `at` (its receive time) and how it ended. */
    record(roundId: string, at: Date, outcome: 'accepted' | 'error'): void {
      const entry = countsOf(roundId, bucketOf(at));
      entry.attempts += 1;
      if (outcome === 'accepted') entry.accepted += 1;
      else entry.errors += 1;
    },

    /**
     * Writes the current bucket of every round freezing within the next 130 s (or that reached its
     * freeze in the last bucket and is not frozen yet), with the buckets counted since the last
     * write, then forgets old buckets. Idempotent: a bucket's row holds its figures so far.
     */
    async flush(): Promise<void> {
      const now = clock.now();
      const current = bucketOf(now);
      const rounds = await repo.roundsFreezingBetween(
        db,
        new Date(now.getTime() - SAMPLE_BUCKET_MS),
        new Date(now.getTime() + SAMPLED_BEFORE_FREEZE_MS),
      );
      const samples: IntakeSample[] = [];
      for (const round of rounds) {
        if (current < round.freezeAt.getTime()) {
          const entry = countsOf(round.roundId, current);
          entry.watchers = Math.max(entry.watchers, watchers(round.operatorId, round.roundCode));
        }
        for (const [bucket, entry] of counts.get(round.roundId) ?? []) {
          if (bucket >= round.freezeAt.getTime()) continue;
          samples.push({ roundId: round.roundId, nodeId, bucketAt: new Date(bucket), ...entry });
        }
      }
      await repo.saveSamples(db, samples);
      for (const [roundId, byBucket] of counts) {
        for (const bucket of byBucket.keys()) if (bucket < current - KEEP_MS) byBucket.delete(bucket);
        if (byBucket.size === 0) counts.delete(roundId);
      }
    },
  };
};
export type IntakeSampler = ReturnType<typeof createIntakeSampler>;
