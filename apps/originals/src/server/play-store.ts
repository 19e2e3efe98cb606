import { randomBytes } from 'node:crypto';
import type { OperatorCredentials } from './wallet-client';

/**
 * A wallet call a round still owes because it got no answer (retried later under the same request
 * id): the settlement of a round whose stake was taken, or the cancel of a stake that got no answer.
 */
export type PendingSettlement = {
  endpoint: 'settleBets' | 'cancelBets';
  /** The launch the round was played in: its credentials, member and platform session. */
  session: PlaySession;
  requestId: string;
  roundId: string;
  /** `payoutAmount` for a settlement, `betAmount` for a cancel (baht). */
  txns: Array<{ id: string; payoutAmount?: number; betAmount?: number }>;
};

/** One launch: what the play token stands for. */
export type PlaySession = {
  token: string;
  credentials: OperatorCredentials;
  operatorKey: string;
  username: string;
  /** The platform's `game_sessions.token`: every wallet call carries it (a superseded one is refused for bets). */
  sessionToken: string;
  gameCode: string;
  createdAt: number;
  lastSeenAt: number;
};

/**
 * What a member carries from one launch of a game to the next on this process: the provably-fair
 * seeds and nonce, game state (the baccarat shoe), the time of the last slot spin, and settlements
 * still owed. `T` is the game's own part.
 */
export type PlayerState<T> = {
  key: string;
  game: T;
  lastRoundAt: number;
  pending: PendingSettlement[];
  lastSeenAt: number;
  /** Serialises this member's rounds of this game: one at a time, in order. */
  queue: Promise<unknown>;
  queued: number;
};

/** An unguessable play token (256 bits). */
export const newPlayToken = (): string => randomBytes(32).toString('base64url');

/**
 * Play state in memory, per process, with an idle expiry (a session after `sessionTtlMs` without a
 * call, a member's game state after `playerTtlMs`). Nothing here is money: the wallet is the truth,
 * and an expired session only means the member launches the game again from the site. Capped in
 * size so a flood of launches cannot exhaust memory (the oldest idle entries go first).
 */
export const createPlayStore = <T>({
  now = Date.now,
  sessionTtlMs = 2 * 60 * 60 * 1000,
  playerTtlMs = 24 * 60 * 60 * 1000,
  maxSessions = 50_000,
  newGame,
}: {
  now?: () => number;
  sessionTtlMs?: number;
  playerTtlMs?: number;
  maxSessions?: number;
  newGame: (gameCode: string) => T;
}) => {
  const sessions = new Map<string, PlaySession>();
  const players = new Map<string, PlayerState<T>>();

  const sweep = () => {
    const at = now();
    for (const [token, s] of sessions) if (at - s.lastSeenAt > sessionTtlMs) sessions.delete(token);
    for (const [key, p] of players)
      if (at - p.lastSeenAt > playerTtlMs && p.pending.length === 0 && p.queued === 0) players.delete(key);
    // Maps keep insertion order and `touch` re-inserts: the first entries are the longest idle.
    for (const token of sessions.keys()) {
      if (sessions.size <= maxSessions) break;
      sessions.delete(token);
    }
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref();

  const playerKey = (s: Pick<PlaySession, 'credentials' | 'username' | 'gameCode'>) =>
    `${s.credentials.walletKey}\u0000${s.username}\u0000${s.gameCode}`;

  return {
    open(input: Omit<PlaySession, 'token' | 'createdAt' | 'lastSeenAt'>): PlaySession {
      const at = now();
      const session: PlaySession = { ...input, token: newPlayToken(), createdAt: at, lastSeenAt: at };
      sessions.set(session.token, session);
      if (sessions.size > maxSessions) sweep();
      return session;
    },
    /** The live session of a token (and marks it used), or undefined when unknown or expired. */
    session(token: string | undefined): PlaySession | undefined {
      if (!token) return undefined;
      const session = sessions.get(token);
      if (!session) return undefined;
      const at = now();
      if (at - session.lastSeenAt > sessionTtlMs) {
        sessions.delete(token);
        return undefined;
      }
      session.lastSeenAt = at;
      sessions.delete(token);
      sessions.set(token, session);
      return session;
    },
    player(session: PlaySession): PlayerState<T> {
      const key = playerKey(session);
      let player = players.get(key);
      if (!player) {
        player = {
          key,
          game: newGame(session.gameCode),
          lastRoundAt: 0,
          pending: [],
          lastSeenAt: now(),
          queue: Promise.resolve(),
          queued: 0,
        };
        players.set(key, player);
      }
      player.lastSeenAt = now();
      return player;
    },
    /**
     * Runs `task` after the member's earlier rounds of this game: two taps never interleave their
     * wallet calls or reuse a nonce. More than `maxQueued` waiting → `undefined` (the caller refuses).
     */
    async serial<R>(player: PlayerState<T>, task: () => Promise<R>, maxQueued = 8): Promise<R | undefined> {
      if (player.queued >= maxQueued) return undefined;
      player.queued += 1;
      const run = player.queue.then(task, task);
      player.queue = run.catch(() => undefined);
      try {
        return await run;
      } finally {
        player.queued -= 1;
      }
    },
    /** Members' game states with a settlement still owed (retried in the background). */
    owing(): Array<PlayerState<T>> {
      return [...players.values()].filter((player) => player.pending.length > 0);
    },
    sweep,
    close() {
      clearInterval(timer);
    },
    size: () => ({ sessions: sessions.size, players: players.size }),
  };
};
export type PlayStore<T> = ReturnType<typeof createPlayStore<T>>;
