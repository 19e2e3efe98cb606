import type { FastifyRequest } from 'fastify';
import type { FairState } from './fairness';
import { PlayError } from './messages';
import type { PlayerState, PlaySession, PlayStore } from './play-store';
import type { RoundRunner } from './rounds';

/** The header the game page sends its play token in (never a cookie: the page is framed by the site). */
export const PLAY_TOKEN_HEADER = 'x-play-token';

/** A member's state for one game on this process. */
export type GameState = {
  fair: FairState;
  /** Game-specific (the baccarat shoe); each game's routes own their part. */
  extra: unknown;
};

export type PlayDeps = {
  store: PlayStore<GameState>;
  rounds: RoundRunner;
  now: () => number;
};

/** The session the request's play token stands for, checked against the game it asks to play. */
export const playOf = (
  store: PlayStore<GameState>,
  request: FastifyRequest,
  gameCode?: string,
): { session: PlaySession; player: PlayerState<GameState> } => {
  const token = request.headers[PLAY_TOKEN_HEADER];
  const session = store.session(typeof token === 'string' ? token : undefined);
  if (!session) throw new PlayError('SESSION_EXPIRED');
  if (gameCode && session.gameCode !== gameCode) throw new PlayError('WRONG_GAME');
  return { session, player: store.player(session) };
};

/** Runs a member's round after their earlier ones; too many waiting → BUSY. */
export const inTurn = async <R>(
  store: PlayStore<GameState>,
  player: PlayerState<GameState>,
  task: () => Promise<R>,
): Promise<R> => {
  const result = await store.serial(player, async () => ({ value: await task() }));
  if (!result) throw new PlayError('BUSY');
  return result.value;
};
