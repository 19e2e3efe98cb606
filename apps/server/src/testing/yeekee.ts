import { maskShooterName } from '@chokdee/lottery';
import { and, eq, sql } from 'drizzle-orm';
import * as schema from '#platform/db/schema';
import { runJob } from '#platform/scheduler/scheduler';
import type { TestApp } from './build-test-app';
import { moduleApi } from './module-api';

/** `count` shots of distinct numbers by the given members in turn, a second apart from `from`. */
export const shotsFrom = (members: Array<{ memberId: string }>, count: number, from: Date, seed = 1) =>
  Array.from({ length: count }, (_, index) => ({
    memberId: (members[index % members.length] as { memberId: string }).memberId,
    number: String((seed * 7919 + index * 104_729) % 100_000).padStart(5, '0'),
    at: new Date(from.getTime() + index * 1000),
  }));

/** Runs the Yeekee round job once at the test clock's time, under its advisory lock. */
export const runYeekeeRoundJob = (t: TestApp) =>
  runJob(t.database.db, t.clock, moduleApi(t, 'lottery').yeekeeJobs.roundJob) as Promise<{ created: number }>;

/** Runs one Yeekee tick at the test clock's time (what the scheduler does every second). */
export const runYeekeeTick = async (t: TestApp) =>
  (await moduleApi(t, 'lottery').yeekeeJobs.tick.tick(t.database.db, t.clock)).result;

/** A Yeekee round's lottery row and Yeekee row by its code. */
export const yeekeeRoundOf = async (t: TestApp, roundCode: string) => {
  const [row] = await t.database.db
    .select({ round: schema.lotteryRounds, yeekee: schema.yeekeeRounds })
    .from(schema.lotteryRounds)
    .innerJoin(schema.yeekeeRounds, eq(schema.yeekeeRounds.roundId, schema.lotteryRounds.id))
    .where(
      and(eq(schema.lotteryRounds.operatorId, t.operatorId), eq(schema.lotteryRounds.roundCode, roundCode)),
    );
  if (!row) throw new Error(`no Yeekee round ${roundCode}`);
  return row;
};

/**
 * Writes accepted shots straight into a round as the intake would (next seqs, masked names, the
 * round's tally), for tests of what happens after the shooting. `at` defaults to the test clock.
 */
export const insertShots = async (
  t: TestApp,
  roundCode: string,
  shots: Array<{ memberId: string; number: string; at?: Date }>,
): Promise<void> => {
  const { round } = await yeekeeRoundOf(t, roundCode);
  await t.database.db.transaction(async (tx) => {
    const [tally] = await tx
      .select()
      .from(schema.yeekeeRounds)
      .where(eq(schema.yeekeeRounds.roundId, round.id))
      .for('update');
    if (!tally) throw new Error('no tally');
    const names = new Map(
      (await tx.select({ id: schema.members.id, name: schema.members.fullName }).from(schema.members)).map(
        (member) => [member.id, member.name] as const,
      ),
    );
    const rows = shots.map((shot, index) => ({
      roundId: round.id,
      seq: tally.lastSeq + index + 1,
      memberId: shot.memberId,
      number: shot.number,
      shooterName: maskShooterName(names.get(shot.memberId) ?? ''),
      receivedAt: shot.at ?? t.clock.now(),
    }));
    if (rows.length > 0) await tx.insert(schema.yeekeeShots).values(rows);
    for (const row of rows)
      await tx
        .insert(schema.yeekeeRoundShooters)
        .values({ roundId: round.id, memberId: row.memberId, shotCount: 1, lastShotAt: row.receivedAt })
        .onConflictDoUpdate({
          target: [schema.yeekeeRoundShooters.roundId, schema.yeekeeRoundShooters.memberId],
          set: { shotCount: sql`${schema.yeekeeRoundShooters.shotCount} + 1`, lastShotAt: row.receivedAt },
        });
    await tx
      .update(schema.yeekeeRounds)
      .set({
        lastSeq: tally.lastSeq + rows.length,
        shotCount: sql`${schema.yeekeeRounds.shotCount} + ${rows.length}`,
        shotSum: tally.shotSum + rows.reduce((sum, row) => sum + BigInt(row.number), 0n),
      })
      .where(eq(schema.yeekeeRounds.roundId, round.id));
  });
};

/**
 * The intake's heartbeat for a round: a zero row per 5-s bucket over the 130 s before its freeze, as
 * a live node writes them (without it the freeze reads the intake as down, docs/domain/yeekee.md §3.5).
 */
export const insertIntakeHeartbeats = async (
  t: TestApp,
  roundCode: string,
  nodeId = 'test-node',
): Promise<void> => {
  const { yeekee } = await yeekeeRoundOf(t, roundCode);
  const freeze = yeekee.freezeAt.getTime();
  const first = Math.floor((freeze - 130_000) / 5000) * 5000;
  const rows = [];
  for (let bucket = first; bucket < freeze; bucket += 5000)
    rows.push({ roundId: yeekee.roundId, nodeId, bucketAt: new Date(bucket), watchers: 1 });
  await t.database.db.insert(schema.yeekeeIntakeSamples).values(rows).onConflictDoNothing();
};
