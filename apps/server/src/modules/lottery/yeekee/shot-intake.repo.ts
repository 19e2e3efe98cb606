import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { publishEventsFrom } from '#platform/events/events';

/** The round's tally and state as a batch finds them under the `yeekee_rounds` row lock. */
export type LockedTally = {
  lastSeq: number;
  shotCount: number;
  shotSum: bigint;
  frozenAt: Date | null;
  status: string;
};

export type ShooterState = { memberId: string; shotCount: number; lastShotAt: Date };

export type NewShot = {
  seq: number;
  memberId: string;
  number: string;
  shooterName: string;
  receivedAt: Date;
};

export type IntakeSample = {
  roundId: string;
  nodeId: string;
  bucketAt: Date;
  watchers: number;
  attempts: number;
  errors: number;
  accepted: number;
};

/** A round whose intake is sampled: its freeze is near. */
export type SampledRound = { roundId: string; operatorId: string; roundCode: string; freezeAt: Date };

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * The shot intake's SQL. Raw and set-based on purpose: a batch of hundreds of shots is a handful of
 * statements (array parameters through `unnest`), whatever its size.
 */
export const createShotIntakeRepo = () => ({
  /**
   * Locks the round's `yeekee_rounds` row (never the `lottery_rounds` row, which bills share-lock) and
   * reads its tally: every batch of every node serialises here, so seqs are consecutive and gapless.
   */
  async lockTally(tx: Tx, roundId: string): Promise<LockedTally | undefined> {
    const [row] = rowsOf<{
      last_seq: string;
      shot_count: number;
      shot_sum: string;
      frozen_at: Date | string | null;
      status: string;
    }>(
      await tx.execute(sql`
        select y.last_seq, y.shot_count, y.shot_sum, y.frozen_at, r.status
        from yeekee_rounds y join lottery_rounds r on r.id = y.round_id
        where y.round_id = ${roundId}
        for update of y`),
    );
    if (!row) return undefined;
    return {
      lastSeq: Number(row.last_seq),
      shotCount: Number(row.shot_count),
      shotSum: BigInt(row.shot_sum),
      frozenAt: row.frozen_at === null ? null : toDate(row.frozen_at),
      status: row.status,
    };
  },

  /** What these members have shot in the round so far (read under the round lock, so it is current). */
  async shooters(tx: Tx, roundId: string, memberIds: string[]): Promise<ShooterState[]> {
    if (memberIds.length === 0) return [];
    return rowsOf<{ member_id: string; shot_count: number; last_shot_at: Date | string }>(
      await tx.execute(sql`
        select member_id, shot_count, last_shot_at from yeekee_round_shooters
        where round_id = ${roundId} and member_id = any(${arrayLiteral(memberIds)}::uuid[])`),
    ).map((row) => ({
      memberId: row.member_id,
      shotCount: Number(row.shot_count),
      lastShotAt: toDate(row.last_shot_at),
    }));
  },

  /** Inserts the batch's shots in one statement (the member/kind foreign key refuses non-members). */
  async insertShots(tx: Tx, roundId: string, shots: NewShot[]): Promise<void> {
    if (shots.length === 0) return;
    const column = (pick: (shot: NewShot) => string | number) => arrayLiteral(shots.map(pick));
    await tx.execute(sql`
      insert into yeekee_shots (round_id, seq, member_id, number, shooter_name, received_at)
      select ${roundId}::uuid, s.seq, s.member_id, s.number, s.shooter_name, s.received_at
      from unnest(
        ${column((s) => s.seq)}::bigint[], ${column((s) => s.memberId)}::uuid[],
        ${column((s) => s.number)}::text[], ${column((s) => s.shooterName)}::text[],
        ${column((s) => s.receivedAt.toISOString())}::timestamptz[]
      ) as s(seq, member_id, number, shooter_name, received_at)`);
  },

  /**
   * Publishes `yeekee.shot` for each of the batch's shots in the batch's transaction, set-based (one
   * statement whatever the batch size). The shot's id is `{roundId}:{seq}`, its dedupe key
   * `yeekee.shot:{roundId}:{seq}`.
   */
  async publishShots(
    tx: Tx,
    round: { operatorId: string; roundId: string; roundCode: string },
    shots: NewShot[],
  ): Promise<number> {
    if (shots.length === 0) return 0;
    const column = (pick: (shot: NewShot) => string | number) => arrayLiteral(shots.map(pick));
    return publishEventsFrom(
      tx,
      sql`
      select ${round.operatorId}::uuid, 'yeekee.shot', s.member_id,
             ${round.roundId}::text || ':' || s.seq::text,
             'yeekee.shot:' || ${round.roundId}::text || ':' || s.seq::text,
             jsonb_build_object(
               'shotId', ${round.roundId}::text || ':' || s.seq::text, 'roundId', ${round.roundId}::text,
               'roundCode', ${round.roundCode}::text, 'memberId', s.member_id::text,
               'shotAt', to_char(s.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
             s.received_at
      from unnest(
        ${column((s) => s.seq)}::bigint[], ${column((s) => s.memberId)}::uuid[],
        ${column((s) => s.receivedAt.toISOString())}::timestamptz[]
      ) as s(seq, member_id, received_at)`,
    );
  },

  /** Writes the members' new counts and last shot times (one statement, one row per member). */
  async saveShooters(tx: Tx, roundId: string, shooters: ShooterState[]): Promise<void> {
    if (shooters.length === 0) return;
    const column = (pick: (row: ShooterState) => string | number) => arrayLiteral(shooters.map(pick));
    await tx.execute(sql`
      insert into yeekee_round_shooters (round_id, member_id, shot_count, last_shot_at)
      select ${roundId}::uuid, s.member_id, s.shot_count, s.last_shot_at
      from unnest(
        ${column((s) => s.memberId)}::uuid[], ${column((s) => s.shotCount)}::int[],
        ${column((s) => s.lastShotAt.toISOString())}::timestamptz[]
      ) as s(member_id, shot_count, last_shot_at)
      on conflict (round_id, member_id) do update
        set shot_count = excluded.shot_count, last_shot_at = excluded.last_shot_at`);
  },

  async saveTally(
    tx: Tx,
    roundId: string,
    tally: { lastSeq: number; shotCount: number; shotSum: bigint },
  ): Promise<void> {
    await tx.execute(sql`
      update yeekee_rounds
      set last_seq = ${tally.lastSeq}, shot_count = ${tally.shotCount}, shot_sum = ${tally.shotSum.toString()}::bigint
      where round_id = ${roundId}`);
  },

  /** Rounds not yet frozen whose freeze falls in [from, to]: the ones whose intake is sampled. */
  async roundsFreezingBetween(db: DbOrTx, from: Date, to: Date): Promise<SampledRound[]> {
    return rowsOf<{ round_id: string; operator_id: string; round_code: string; freeze_at: Date | string }>(
      await db.execute(sql`
        select y.round_id, r.operator_id, r.round_code, y.freeze_at
        from yeekee_rounds y join lottery_rounds r on r.id = y.round_id
        where y.frozen_at is null and y.freeze_at >= ${from.toISOString()}::timestamptz
          and y.freeze_at <= ${to.toISOString()}::timestamptz`),
    ).map((row) => ({
      roundId: row.round_id,
      operatorId: row.operator_id,
      roundCode: row.round_code,
      freezeAt: toDate(row.freeze_at),
    }));
  },

  /**
   * Writes this node's samples (absolute figures of each bucket so far: a rewrite of the same bucket
   * replaces it, so the writer may run as often as it likes).
   */
  async saveSamples(db: DbOrTx, samples: IntakeSample[]): Promise<void> {
    if (samples.length === 0) return;
    const column = (pick: (row: IntakeSample) => string | number) => arrayLiteral(samples.map(pick));
    await db.execute(sql`
      insert into yeekee_intake_samples (round_id, node_id, bucket_at, watchers, attempts, errors, accepted)
      select * from unnest(
        ${column((s) => s.roundId)}::uuid[], ${column((s) => s.nodeId)}::text[],
        ${column((s) => s.bucketAt.toISOString())}::timestamptz[], ${column((s) => s.watchers)}::int[],
        ${column((s) => s.attempts)}::int[], ${column((s) => s.errors)}::int[],
        ${column((s) => s.accepted)}::int[])
      on conflict (round_id, node_id, bucket_at) do update
        set watchers = excluded.watchers, attempts = excluded.attempts,
            errors = excluded.errors, accepted = excluded.accepted`);
  },
});
export type ShotIntakeRepo = ReturnType<typeof createShotIntakeRepo>;
