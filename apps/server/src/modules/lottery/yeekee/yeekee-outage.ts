/** The intake samples' bucket (yeekee_intake_samples.bucket_at is a multiple of it). */
export const SAMPLE_BUCKET_MS = 5_000;
/** The part of the shooting window the outage rule looks at: the last 120 s before the freeze. */
export const OUTAGE_WINDOW_MS = 120_000;
/** How long intake must be dead (no accepted shot while members try, or no sample at all) to void. */
export const OUTAGE_STRETCH_MS = 30_000;
/** Intake errors above this share of attempts in the window void the round. */
export const OUTAGE_ERROR_SHARE = 0.05;

export type OutageSample = {
  bucketAt: Date;
  watchers: number;
  attempts: number;
  errors: number;
  accepted: number;
};

type Bucket = { watchers: number; attempts: number; errors: number; accepted: number };

/**
 * The intake outage rule (docs/domain/yeekee.md §3.5), read from every node's samples over [freeze − 120 s, freeze):
 * (a) errors above 5% of attempts; (b) a stretch of ≥ 30 s of buckets each with attempts and no shot
 * accepted; (c) a stretch of ≥ 30 s with no sample from any node while the round had watchers or
 * shots before it — every live node writes a row per bucket for rounds near their freeze, even a
 * quiet one, so a missing row means no intake was up. Answers which one held, or null. `samples` may
 * start before the window: they only tell whether the round had watchers before a gap. `attempts`
 * count shots that reached the intake, not refusals by rule (a member hammering after their limit
 * must not make a healthy round look broken).
 */
export const intakeOutage = (input: {
  freezeAt: Date;
  samples: readonly OutageSample[];
  /** Receive time of the round's first accepted shot (null: none). */
  firstShotAt: Date | null;
}): 'ERRORS' | 'NOTHING_ACCEPTED' | 'NO_SAMPLES' | null => {
  const end = input.freezeAt.getTime();
  const start = end - OUTAGE_WINDOW_MS;
  const buckets = new Map<number, Bucket>();
  for (const sample of input.samples) {
    const at = sample.bucketAt.getTime();
    const bucket = buckets.get(at) ?? { watchers: 0, attempts: 0, errors: 0, accepted: 0 };
    bucket.watchers += sample.watchers;
    bucket.attempts += sample.attempts;
    bucket.errors += sample.errors;
    bucket.accepted += sample.accepted;
    buckets.set(at, bucket);
  }
  const firstSlot = Math.floor(start / SAMPLE_BUCKET_MS) * SAMPLE_BUCKET_MS;
  const slots: number[] = [];
  for (let at = firstSlot; at < end; at += SAMPLE_BUCKET_MS) slots.push(at);

  let attempts = 0;
  let errors = 0;
  for (const at of slots) {
    attempts += buckets.get(at)?.attempts ?? 0;
    errors += buckets.get(at)?.errors ?? 0;
  }
  if (attempts > 0 && errors / attempts > OUTAGE_ERROR_SHARE) return 'ERRORS';

  const stretchSlots = Math.ceil(OUTAGE_STRETCH_MS / SAMPLE_BUCKET_MS);
  let starving = 0;
  for (const at of slots) {
    const bucket = buckets.get(at);
    starving = bucket && bucket.attempts > 0 && bucket.accepted === 0 ? starving + 1 : 0;
    if (starving >= stretchSlots) return 'NOTHING_ACCEPTED';
  }

  // Live before the gap: members were watching or shooting, so every live node wrote a row per bucket.
  const liveBefore = (at: number) =>
    (input.firstShotAt !== null && input.firstShotAt.getTime() < at) ||
    [...buckets.entries()].some(
      ([bucketAt, bucket]) => bucketAt < at && (bucket.watchers > 0 || bucket.accepted > 0),
    );
  let silentFrom: number | undefined;
  let silent = 0;
  for (const at of slots) {
    if (buckets.has(at)) {
      silent = 0;
      silentFrom = undefined;
      continue;
    }
    silentFrom ??= at;
    silent += 1;
    if (silent >= stretchSlots && liveBefore(silentFrom)) return 'NO_SAMPLES';
  }
  return null;
};
