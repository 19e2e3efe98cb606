import type { YeekeeShotAccepted } from '@chokdee/contracts';
import { maskShooterName } from '@chokdee/lottery';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { violatedForeignKey } from '#platform/db/errors';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { IntakeSampler } from './intake-samples';
import type { NewShot, ShooterState, ShotIntakeRepo } from './shot-intake.repo';
import type { YeekeeRead } from './yeekee-read';

/** The most shots one transaction takes: a few statements, whatever the size. */
export const MAX_SHOT_BATCH = 500;
/** How long this node trusts what it read of a member (account kind, status, masked name). */
const MEMBER_CACHE_MS = 10_000;
const CACHE_LIMIT = 10_000;

export type ShootInput = { operatorId: string; memberId: string; roundCode: string; number: string };

/** The immutable part of a round the intake checks before queueing (its state is re-read in the batch). */
type RoundMeta = {
  operatorId: string;
  roundId: string;
  roundCode: string;
  openAt: Date;
  freezeAt: Date;
  maxShotsPerMember: number;
  cooldownMs: number;
};

type ShotItem = { memberId: string; number: string; shooterName: string; receivedAt: Date };
type Pending = ShotItem & {
  resolve(accepted: YeekeeShotAccepted): void;
  reject(error: unknown): void;
};

type RoundQueue = { round: RoundMeta; items: Pending[]; flushing: boolean };
type Outcome = { accepted: YeekeeShotAccepted } | { refused: AppError };

const refused = (name: 'YEEKEE_SHOOT_NOT_OPEN' | 'YEEKEE_SHOOT_CLOSED', retryAfterMs: number | null) =>
  new AppError(name, { data: { retryAfterMs } });
const limitReached = (max: number) =>
  new AppError('YEEKEE_SHOT_LIMIT', {
    params: { max: max.toLocaleString('en-US') },
    data: { retryAfterMs: null },
  });
const coolingDown = (retryAfterMs: number) =>
  new AppError('YEEKEE_SHOT_COOLDOWN', {
    params: { seconds: Math.ceil(retryAfterMs / 1000) },
    data: { retryAfterMs },
  });
const notAllowed = () => new AppError('YEEKEE_SHOOTER_NOT_ALLOWED', { data: { retryAfterMs: null } });

/** The refusal of a shot by the member's limit or cooldown, from what they shot so far; undefined: allowed. */
const throttleOf = (
  round: RoundMeta,
  state: ShooterState | undefined,
  receivedAt: Date,
): AppError | undefined => {
  if (!state) return undefined;
  if (state.shotCount >= round.maxShotsPerMember) return limitReached(round.maxShotsPerMember);
  const waitMs = state.lastShotAt.getTime() + round.cooldownMs - receivedAt.getTime();
  return waitMs > 0 ? coolingDown(waitMs) : undefined;
};

/**
 * Shot intake in micro-batches (docs/domain/yeekee.md §3.3). A shot is checked against what does not change
 * (round times, the member's account) and queued for its round; each round's queue is flushed one
 * batch at a time, each batch ONE transaction that locks the round's `yeekee_rounds` row, re-checks
 * the freeze, the limit and the cooldown from `yeekee_round_shooters`, gives consecutive seqs from
 * `last_seq`, inserts the shots, saves the shooters and the tally. Batches of every node serialise on
 * that row, so seqs are gapless across nodes; while one batch commits the next one gathers, so the
 * row is locked once per batch, not once per shot. Each shot's promise answers its own outcome.
 */
export const createShotIntake = ({
  db,
  clock,
  repo,
  read,
  members,
  sampler,
  idempotency,
  onCommitted = () => undefined,
  maxBatch = MAX_SHOT_BATCH,
}: {
  db: Db;
  clock: Clock;
  repo: ShotIntakeRepo;
  read: Pick<YeekeeRead, 'requireRound'>;
  members: Pick<MemberService, 'requireMember'>;
  sampler: Pick<IntakeSampler, 'record'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  /** Called after a commit that accepted shots of the round (the board sends them without waiting to poll). */
  onCommitted?: (roundId: string) => void;
  maxBatch?: number;
}) => {
  const rounds = new Map<string, RoundMeta>();
  const shooters = new Map<string, { kind: string; status: string; name: string; until: number }>();
  /** What this node last committed per (round, member): a cheap first refusal before queueing. */
  const known = new Map<string, { freezeAt: Date; byMember: Map<string, ShooterState> }>();
  const queues = new Map<string, RoundQueue>();
  const flushes = new Set<Promise<void>>();

  const roundOf = async (operatorId: string, roundCode: string): Promise<RoundMeta> => {
    const key = `${operatorId}:${roundCode}`;
    const cached = rounds.get(key);
    if (cached) return cached;
    const row = await read.requireRound(operatorId, roundCode);
    const meta: RoundMeta = {
      operatorId,
      roundId: row.roundId,
      roundCode,
      openAt: row.openAt,
      freezeAt: row.freezeAt,
      maxShotsPerMember: row.maxShotsPerMember,
      cooldownMs: row.shotCooldownSeconds * 1000,
    };
    if (rounds.size >= CACHE_LIMIT) rounds.clear();
    rounds.set(key, meta);
    return meta;
  };

  /** The shooter's masked name, or the refusal of a house or staff account or a locked member. */
  const shooterName = async (operatorId: string, memberId: string): Promise<string> => {
    const now = Date.now();
    let entry = shooters.get(memberId);
    if (!entry || entry.until < now) {
      const member = await members.requireMember(operatorId, memberId);
      entry = {
        kind: member.accountKind,
        status: member.status,
        name: maskShooterName(member.fullName),
        until: now + MEMBER_CACHE_MS,
      };
      if (shooters.size >= CACHE_LIMIT) shooters.clear();
      shooters.set(memberId, entry);
    }
    if (entry.kind !== 'MEMBER') throw notAllowed();
    if (entry.status !== 'ACTIVE') throw new AppError('MEMBER_SUSPENDED');
    return entry.name;
  };

  /** Keeps what a batch committed; a round past its freeze is forgotten when another one starts. */
  const remember = (round: RoundMeta, states: Iterable<ShooterState>) => {
    let entry = known.get(round.roundId);
    if (!entry) {
      const now = clock.now();
      for (const [roundId, old] of known) if (old.freezeAt <= now) known.delete(roundId);
      entry = { freezeAt: round.freezeAt, byMember: new Map() };
      known.set(round.roundId, entry);
    }
    for (const state of states) entry.byMember.set(state.memberId, state);
  };

  /** One batch under the round's row lock: the outcome of each shot, in the batch's order. */
  const processBatch = async (tx: Tx, round: RoundMeta, batch: readonly ShotItem[]) => {
    const tally = await repo.lockTally(tx, round.roundId);
    if (!tally) throw new Error(`yeekee round ${round.roundId} has no tally row`);
    const isClosed = tally.frozenAt !== null || tally.status === 'CANCELLED';
    const memberIds = [...new Set(batch.map((item) => item.memberId))];
    const states = new Map((await repo.shooters(tx, round.roundId, memberIds)).map((s) => [s.memberId, s]));
    const changed = new Map<string, ShooterState>();
    const shots: NewShot[] = [];
    let { lastSeq, shotCount, shotSum } = tally;
    const outcomes = batch.map((item): Outcome => {
      if (isClosed || item.receivedAt >= round.freezeAt)
        return { refused: refused('YEEKEE_SHOOT_CLOSED', null) };
      const state = states.get(item.memberId);
      const throttle = throttleOf(round, state, item.receivedAt);
      if (throttle) return { refused: throttle };
      lastSeq += 1;
      shotCount += 1;
      shotSum += BigInt(Number(item.number));
      const next: ShooterState = {
        memberId: item.memberId,
        shotCount: (state?.shotCount ?? 0) + 1,
        lastShotAt: state && state.lastShotAt > item.receivedAt ? state.lastShotAt : item.receivedAt,
      };
      states.set(item.memberId, next);
      changed.set(item.memberId, next);
      shots.push({
        seq: lastSeq,
        memberId: item.memberId,
        number: item.number,
        shooterName: item.shooterName,
        receivedAt: item.receivedAt,
      });
      return { accepted: { seq: lastSeq, number: item.number, receivedAt: item.receivedAt.toISOString() } };
    });
    if (shots.length > 0) {
      await repo.insertShots(tx, round.roundId, shots);
      // `yeekee.shot` for the missions (N shots in rounds where you bet): one statement per batch.
      await repo.publishShots(tx, round, shots);
      await repo.saveShooters(tx, round.roundId, [...changed.values()]);
      await repo.saveTally(tx, round.roundId, { lastSeq, shotCount, shotSum });
    }
    return { outcomes, changed: [...changed.values()] };
  };

  /**
   * Commits one batch and answers each shot. A foreign-key refusal (a house or staff account the
   * pre-check did not know of: the database is the backstop) fails the whole statement: the batch is
   * split in halves until the refused shot stands alone, so the others still land.
   */
  const runBatch = async (round: RoundMeta, batch: Pending[]): Promise<void> => {
    let result: Awaited<ReturnType<typeof processBatch>>;
    try {
      result = await db.transaction((tx) => processBatch(tx, round, batch));
    } catch (error) {
      if (violatedForeignKey(error) !== undefined) {
        if (batch.length > 1) {
          const half = Math.ceil(batch.length / 2);
          await runBatch(round, batch.slice(0, half));
          await runBatch(round, batch.slice(half));
          return;
        }
        for (const item of batch) {
          shooters.delete(item.memberId);
          item.reject(notAllowed());
        }
        return;
      }
      for (const item of batch) {
        sampler.record(round.roundId, item.receivedAt, 'error');
        item.reject(error);
      }
      return;
    }
    remember(round, result.changed);
    if (result.changed.length > 0) onCommitted(round.roundId);
    result.outcomes.forEach((outcome, index) => {
      const item = batch[index];
      if (!item) return;
      if ('accepted' in outcome) {
        sampler.record(round.roundId, item.receivedAt, 'accepted');
        item.resolve(outcome.accepted);
      } else item.reject(outcome.refused);
    });
  };

  /**
   * A shot with an Idempotency-Key: its own transaction (the round lock, then the key's), so a retry
   * answers the first shot's seq and shoots nothing. A replay answers even after the window closed.
   */
  const shootOnce = async (
    request: IdempotentRequest,
    round: RoundMeta,
    item: ShotItem,
  ): Promise<YeekeeShotAccepted> => {
    let changed: ShooterState[] = [];
    try {
      const answer = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const result = await processBatch(tx, round, [item]);
          const [outcome] = result.outcomes;
          if (!outcome) throw new Error('a batch of one answered nothing');
          if ('refused' in outcome) throw outcome.refused;
          changed = result.changed;
          return outcome.accepted;
        }),
      );
      if (!answer.replayed) {
        remember(round, changed);
        onCommitted(round.roundId);
        sampler.record(round.roundId, item.receivedAt, 'accepted');
      }
      return answer.data;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (violatedForeignKey(error) !== undefined) {
        shooters.delete(item.memberId);
        throw notAllowed();
      }
      sampler.record(round.roundId, item.receivedAt, 'error');
      throw error;
    }
  };

  const flush = async (queue: RoundQueue): Promise<void> => {
    try {
      while (queue.items.length > 0) await runBatch(queue.round, queue.items.splice(0, maxBatch));
    } finally {
      queue.flushing = false;
      if (queue.items.length === 0) queues.delete(queue.round.roundId);
    }
  };

  const enqueue = (round: RoundMeta, item: Pending) => {
    let queue = queues.get(round.roundId);
    if (!queue) {
      queue = { round, items: [], flushing: false };
      queues.set(round.roundId, queue);
    }
    queue.items.push(item);
    if (queue.flushing) return;
    queue.flushing = true;
    const started = queue;
    // Let the requests already read in this turn of the event loop join the batch.
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(() => flush(started));
    flushes.add(run);
    void run.finally(() => flushes.delete(run));
  };

  return {
    /**
     * Takes one shot, received now: `{seq, number, receivedAt}` once its batch committed, or the
     * refusal (AppError with `data.retryAfterMs`): outside the window, over the limit, within the
     * cooldown, a house or staff account, a locked member. With an Idempotency-Key the shot skips the
     * queue (its own transaction) so that a retry answers the first outcome.
     */
    async shoot(input: ShootInput, idempotent?: IdempotentRequest): Promise<YeekeeShotAccepted> {
      const receivedAt = clock.now();
      const round = await roundOf(input.operatorId, input.roundCode);
      if (idempotent) {
        const name = await shooterName(input.operatorId, input.memberId);
        return shootOnce(idempotent, round, {
          memberId: input.memberId,
          number: input.number,
          shooterName: name,
          receivedAt,
        });
      }
      if (receivedAt < round.openAt)
        throw refused('YEEKEE_SHOOT_NOT_OPEN', round.openAt.getTime() - receivedAt.getTime());
      if (receivedAt >= round.freezeAt) throw refused('YEEKEE_SHOOT_CLOSED', null);
      let name: string;
      try {
        name = await shooterName(input.operatorId, input.memberId);
      } catch (error) {
        if (!(error instanceof AppError)) sampler.record(round.roundId, receivedAt, 'error');
        throw error;
      }
      const throttle = throttleOf(round, known.get(round.roundId)?.byMember.get(input.memberId), receivedAt);
      if (throttle) throw throttle;
      return new Promise<YeekeeShotAccepted>((resolve, reject) =>
        enqueue(round, {
          memberId: input.memberId,
          number: input.number,
          shooterName: name,
          receivedAt,
          resolve,
          reject,
        }),
      );
    },

    /** Resolves once every queued shot has its answer (shutdown, tests). */
    async drain(): Promise<void> {
      while (flushes.size > 0) await Promise.allSettled([...flushes]);
    },
  };
};
export type ShotIntake = ReturnType<typeof createShotIntake>;
