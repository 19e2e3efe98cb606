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

/** At most one delta per room every 200 ms: 5 messages a second to each watcher (docs/domain/yeekee.md §3.6). */
export const BOARD_MIN_GAP_MS = 200;
/** How often a node polls the tallies of the rounds it watches (for shots taken on other nodes). */
export const BOARD_POLL_MS = 100;
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

type Watch = {
  room: string;
  roundCode: string;
  roundId: string;
  /** The last seq sent to the room (deltas chain from it). */
  sentSeq: number;
  /** When the last delta left (monotonic ms), for the 200-ms gap. */
  sentAt: number;
  /** A send in progress, or waiting for the gap to pass. */
  busy: Promise<void> | undefined;
  /** New shots were announced while busy: look again once it is done. */
  again: boolean;
};

/**
 * The per-node live board: for every round with watchers on THIS node, coalesced `yeekee.board`
 * deltas read by seq up to the round's tally (so every node sends its own sockets what it read, and
 * nothing is sent twice through the adapter). A room gets a delta as soon as new shots committed —
 * told by this node's intake (`nudge`) or seen by polling the tallies (shots taken on other nodes) —
 * but never sooner than 200 ms after its previous one: whatever commits meanwhile goes in the next.
 * Deltas chain (`fromSeq` = the previous `toSeq` + 1) from the tally seen when the room got its
 * first watcher on this node.
 */
export const createYeekeeBoard = ({
  db,
  clock,
  repo,
  rooms,
  monotonicNow = () => performance.now(),
}: {
  db: Db;
  clock: Clock;
  repo: Pick<YeekeeReadRepo, 'tallies' | 'shotsBetween'>;
  rooms: LocalRooms;
  /** Real elapsed time for the gap between deltas (the test clock stands still). */
  monotonicNow?: () => number;
}) => {
  const watched = new Map<string, Watch>();
  let poller: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let live = false;
  let onError: (error: unknown) => void = () => undefined;

  /** Sends the room what committed after its last delta (nothing if nothing did). */
  const send = async (watch: Watch): Promise<void> => {
    const [tally] = await repo.tallies(db, [watch.roundId]);
    if (!tally || tally.lastSeq <= watch.sentSeq) return;
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
    watch.sentAt = monotonicNow();
    rooms.emit(watch.room, yeekeeSocketEvents.board, delta);
  };

  /** Sends now if the room's gap has passed, else once it has; one send per room at a time. */
  const schedule = (watch: Watch): Promise<void> => {
    if (watch.busy) {
      watch.again = true;
      return watch.busy;
    }
    const waitMs = watch.sentAt + BOARD_MIN_GAP_MS - monotonicNow();
    const run = async () => {
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      await send(watch);
    };
    watch.busy = run()
      .catch(onError)
      .finally(() => {
        watch.busy = undefined;
        if (watch.again && watched.get(watch.room) === watch) {
          watch.again = false;
          void schedule(watch);
        }
      });
    return watch.busy;
  };

  /** Reads every watched round's tally at once and schedules the rooms whose round moved. */
  const poll = async (): Promise<void> => {
    for (const [room] of watched) if (rooms.size(room) === 0) watched.delete(room);
    if (watched.size === 0) return;
    const watches = [...watched.values()];
    const tallies = await repo.tallies(
      db,
      watches.map((watch) => watch.roundId),
    );
    const moved = new Map(tallies.map((tally) => [tally.roundId, tally.lastSeq]));
    const sends: Array<Promise<void>> = [];
    for (const watch of watches)
      if ((moved.get(watch.roundId) ?? 0) > watch.sentSeq) sends.push(schedule(watch));
    await Promise.all(sends);
  };

  return {
    /** Starts broadcasting a round this node's sockets watch (from its tally now). */
    async watch(operatorId: string, roundCode: string, roundId: string): Promise<void> {
      const room = roundRoom(operatorId, roundCode);
      if (watched.has(room)) return;
      const [tally] = await repo.tallies(db, [roundId]);
      if (!watched.has(room))
        watched.set(room, {
          room,
          roundCode,
          roundId,
          sentSeq: tally?.lastSeq ?? 0,
          sentAt: Number.NEGATIVE_INFINITY,
          busy: undefined,
          again: false,
        });
    },

    /** This node's intake committed shots of the round: its rooms get them within the gap (when started). */
    nudge(roundId: string): void {
      if (!live) return;
      for (const watch of watched.values()) if (watch.roundId === roundId) void schedule(watch);
    },

    /**
     * Polls the tallies and sends each moved room its delta (at once, or once its gap has passed);
     * resolves when those sends are done. A poll still running is not overlapped.
     */
    tick(): Promise<void> {
      if (!polling) polling = poll().finally(() => (polling = undefined));
      return polling;
    },

    start(handleError: (error: unknown) => void): void {
      if (poller) return;
      onError = handleError;
      live = true;
      poller = setInterval(() => {
        this.tick().catch(handleError);
      }, BOARD_POLL_MS);
    },

    async stop(): Promise<void> {
      live = false;
      if (poller) clearInterval(poller);
      poller = undefined;
      await polling?.catch(() => undefined);
      await Promise.allSettled([...watched.values()].map((watch) => watch.busy));
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
