import {
  errorCatalogue,
  type YeekeeBoardDelta,
  type YeekeeBoardShot,
  type YeekeeJoinAck,
  yeekeeJoinRequestSchema,
  yeekeeSocketEvents,
} from '@chokdee/contracts';
import type { Socket } from 'socket.io';
import type { AccessClaims } from '#platform/auth/tokens';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { type LocalRooms, roundRoom } from '#platform/realtime/socket-server';
import type { YeekeeRead } from './yeekee-read';
import { boardShot } from './yeekee-read';
import type { YeekeeReadRepo } from './yeekee-read.repo';

/** One delta per room per tick: at most 5 messages a second to each watcher (yeekee.md §3.6). */
export const BOARD_INTERVAL_MS = 200;
export const BOARD_MAX_SHOTS = 40;
export const BOARD_MAX_BYTES = 4096;
/** Yeekee rooms one socket may be in at once (a member watches a round or two). */
const MAX_ROOMS_PER_SOCKET = 20;

/**
 * A delta of `fromSeq..toSeq` carrying the newest shots of that range that fit: at most 40 and at most
 * 4 KB of JSON (UTF-8) for the whole message, the oldest dropped first. The client re-reads
 * `GET …/shots?afterSeq=` for what a delta left out (it sees that `shots[0].seq > fromSeq`).
 */
export const boardDelta = (
  delta: Omit<YeekeeBoardDelta, 'shots'> & { shots: readonly YeekeeBoardShot[] },
): YeekeeBoardDelta => {
  let shots = delta.shots.slice(-BOARD_MAX_SHOTS);
  const bytesOf = (candidate: YeekeeBoardShot[]) =>
    Buffer.byteLength(JSON.stringify({ ...delta, shots: candidate }), 'utf8');
  while (shots.length > 0 && bytesOf(shots) > BOARD_MAX_BYTES) shots = shots.slice(1);
  return { ...delta, shots };
};

type Watch = { operatorId: string; roundCode: string; roundId: string; sentSeq: number };

/**
 * The per-node live board: for every round with watchers on THIS node, one coalesced `yeekee.board`
 * delta per tick when new shots committed, read by seq from the round's tally (so every node sends its
 * own sockets what it read, and nothing is sent twice through the adapter). Deltas follow each other
 * (`fromSeq` = the previous `toSeq` + 1) from the tally seen when the room got its first watcher.
 */
export const createYeekeeBoard = ({
  db,
  clock,
  repo,
  rooms,
}: {
  db: Db;
  clock: Clock;
  repo: Pick<YeekeeReadRepo, 'tallies' | 'shotsBetween'>;
  rooms: LocalRooms;
}) => {
  const watched = new Map<string, Watch>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async (): Promise<void> => {
    for (const [room] of watched) if (rooms.size(room) === 0) watched.delete(room);
    if (watched.size === 0) return;
    const watches = [...watched.entries()];
    const tallies = new Map(
      (
        await repo.tallies(
          db,
          watches.map(([, watch]) => watch.roundId),
        )
      ).map((t) => [t.roundId, t]),
    );
    for (const [room, watch] of watches) {
      const tally = tallies.get(watch.roundId);
      if (!tally || tally.lastSeq <= watch.sentSeq) continue;
      const range = { roundId: watch.roundId, afterSeq: watch.sentSeq, upToSeq: tally.lastSeq };
      const shots = await repo.shotsBetween(db, range, BOARD_MAX_SHOTS, 'newest');
      const delta = boardDelta({
        roundCode: watch.roundCode,
        fromSeq: watch.sentSeq + 1,
        toSeq: tally.lastSeq,
        shots: shots.map(boardShot),
        sum: tally.shotSum.toString(),
        count: tally.shotCount,
        serverTime: clock.now().toISOString(),
      });
      watch.sentSeq = tally.lastSeq;
      rooms.emit(room, yeekeeSocketEvents.board, delta);
    }
  };

  return {
    /** Starts broadcasting a round this node's sockets watch (from its tally now). */
    async watch(operatorId: string, roundCode: string, roundId: string): Promise<void> {
      const room = roundRoom(operatorId, roundCode);
      if (watched.has(room)) return;
      const [tally] = await repo.tallies(db, [roundId]);
      if (!watched.has(room))
        watched.set(room, { operatorId, roundCode, roundId, sentSeq: tally?.lastSeq ?? 0 });
    },

    /** Sends what committed since the last tick; a tick still running is not overlapped. */
    tick(): Promise<void> {
      if (!running) running = tick().finally(() => (running = undefined));
      return running;
    },

    start(onError: (error: unknown) => void): void {
      if (timer) return;
      timer = setInterval(() => {
        this.tick().catch(onError);
      }, BOARD_INTERVAL_MS);
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
};
export type YeekeeBoard = ReturnType<typeof createYeekeeBoard>;

/**
 * `yeekee.join {roundCode}` and `yeekee.leave {roundCode}` on member sockets, each acked with
 * `{ok, serverTime}` (and the error `code` when refused). A join is checked: a member socket (not
 * staff), a round of the member's own operator that exists and is a Yeekee round.
 */
export const handleYeekeeSockets =
  ({
    read,
    board,
    clock,
  }: {
    read: Pick<YeekeeRead, 'requireRound'>;
    board: Pick<YeekeeBoard, 'watch'>;
    clock: Clock;
  }) =>
  (socket: Socket, member: AccessClaims | undefined): void => {
    const answer = (ack: unknown, outcome: Omit<YeekeeJoinAck, 'serverTime'>) => {
      if (typeof ack === 'function') ack({ ...outcome, serverTime: clock.now().toISOString() });
    };
    const refusal = (error: unknown) =>
      error instanceof AppError ? error.code : errorCatalogue.INTERNAL.code;

    socket.on(yeekeeSocketEvents.join, (payload: unknown, ack: unknown) => {
      const parsed = yeekeeJoinRequestSchema.safeParse(payload);
      if (!member) return answer(ack, { ok: false, code: errorCatalogue.UNAUTHORIZED.code });
      if (!parsed.success) return answer(ack, { ok: false, code: errorCatalogue.VALIDATION_FAILED.code });
      const room = roundRoom(member.operatorId, parsed.data.roundCode);
      const joined = [...socket.rooms].filter((name) => name.startsWith('round:') && name !== room);
      if (joined.length >= MAX_ROOMS_PER_SOCKET)
        return answer(ack, { ok: false, code: errorCatalogue.RATE_LIMITED.code });
      read
        .requireRound(member.operatorId, parsed.data.roundCode)
        .then(async (round) => {
          await socket.join(room);
          await board.watch(member.operatorId, round.roundCode, round.roundId);
          answer(ack, { ok: true });
        })
        .catch((error: unknown) => answer(ack, { ok: false, code: refusal(error) }));
    });

    socket.on(yeekeeSocketEvents.leave, (payload: unknown, ack: unknown) => {
      const parsed = yeekeeJoinRequestSchema.safeParse(payload);
      if (!member || !parsed.success)
        return answer(ack, { ok: false, code: errorCatalogue.VALIDATION_FAILED.code });
      Promise.resolve(socket.leave(roundRoom(member.operatorId, parsed.data.roundCode))).then(
        () => answer(ack, { ok: true }),
        (error: unknown) => answer(ack, { ok: false, code: refusal(error) }),
      );
    });
  };
