import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { type LocalRooms, roundRoom } from '#platform/realtime/socket-server';
import { createIntakeSampler } from './intake-samples';
import { createShotIntake } from './shot-intake';
import { createShotIntakeRepo } from './shot-intake.repo';
import { createYeekeeBoard, handleYeekeeSockets } from './yeekee-board';
import { createYeekeeRead } from './yeekee-read';
import { createYeekeeReadRepo } from './yeekee-read.repo';

/** How often a node writes its intake samples (the current 5-s bucket is rewritten each time). */
export const SAMPLE_WRITE_MS = 1_000;

/**
 * The live side of Yeekee on one node: member reads, the shot intake, the board broadcaster, the
 * intake sampler and the socket handlers, built together. `start` runs the board and the sampler on
 * timers (`main.ts`); tests leave them stopped and call `board.tick()` / `sampler.flush()` themselves.
 */
export const createYeekeeLive = ({
  db,
  clock,
  members,
  rooms,
  nodeId,
  idempotency,
}: {
  db: Db;
  clock: Clock;
  members: Pick<MemberService, 'requireMember'>;
  /** This node's sockets (watchers and the board's local emits). */
  rooms: LocalRooms;
  /** Names this node's rows in `yeekee_intake_samples`. */
  nodeId: string;
  idempotency: Pick<IdempotencyService, 'run'>;
}) => {
  const readRepo = createYeekeeReadRepo();
  const intakeRepo = createShotIntakeRepo();
  const read = createYeekeeRead({ db, clock, repo: readRepo });
  const sampler = createIntakeSampler({
    db,
    clock,
    repo: intakeRepo,
    nodeId,
    watchers: (operatorId, roundCode) => rooms.size(roundRoom(operatorId, roundCode)),
  });
  const board = createYeekeeBoard({ db, clock, repo: readRepo, rooms });
  const intake = createShotIntake({
    db,
    clock,
    repo: intakeRepo,
    read,
    members,
    sampler,
    idempotency,
    onCommitted: (roundId) => board.nudge(roundId),
  });
  let sampling: NodeJS.Timeout | undefined;
  return {
    read,
    intake,
    board,
    sampler,
    sockets: handleYeekeeSockets({ read, board, clock }),
    start(onError: (error: unknown) => void): void {
      board.start(onError);
      sampling ??= setInterval(() => {
        sampler.flush().catch(onError);
      }, SAMPLE_WRITE_MS);
    },
    /** Stops the timers and answers every queued shot (before the database closes). */
    async stop(): Promise<void> {
      if (sampling) clearInterval(sampling);
      sampling = undefined;
      await board.stop();
      await intake.drain();
    },
  };
};
export type YeekeeLive = ReturnType<typeof createYeekeeLive>;
