import { create } from 'zustand';
import { onTestReset } from '../../../lib/module-state';
import {
  type GameHold,
  gameShowed,
  HOLD_TIMEOUT_MS,
  holdExpired,
  idleHold,
  startPlaying,
  stopPlaying,
  walletChanged,
} from '../utils/game-hold';

/** The launcher's hold on the header balance (utils/game-hold.ts), with the timer that ends it. */
export const useGameHoldStore = create<GameHold>()(() => idleHold);

let expiry: ReturnType<typeof setTimeout> | undefined;
onTestReset(() => {
  clearTimeout(expiry);
  expiry = undefined;
});

const apply = (change: (hold: GameHold, now: number) => GameHold) => {
  const next = change(useGameHoldStore.getState(), Date.now());
  useGameHoldStore.setState(next, true);
  clearTimeout(expiry);
  expiry = undefined;
  if (next.heldSince !== undefined)
    expiry = setTimeout(() => apply(holdExpired), Math.max(0, next.heldSince + HOLD_TIMEOUT_MS - Date.now()));
};

export const gameHold = {
  /** The launcher opened a game: from now on the header waits for the game to show a change. */
  start: () => apply(startPlaying),
  /** The game closed: the header shows the wallet at once. */
  stop: () => apply(stopPlaying),
  /** The wallet was read or pushed (the header feeds it). */
  wallet: (truth: string | undefined) => apply((hold, now) => walletChanged(hold, truth, now)),
  /** The game says it shows `balance`. */
  showed: (balance: string) => apply((hold, now) => gameShowed(hold, balance, now)),
};
