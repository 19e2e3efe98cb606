/**
 * The header balance while a game is open in the launcher must not run ahead of the game: the bet's
 * `wallet.updated` arrives ~0.3 s after the tap while the reels or cards take ~2.5 s more to show the
 * result. So while playing, a change of the wallet is held — the header keeps what it showed — until
 * the game says it shows a balance (the house games post it once their animation has shown the
 * result), or for at most `HOLD_TIMEOUT_MS` (games that say nothing: outside providers, which show
 * their own balance in their frame). Closing the game shows the wallet at once.
 */

/** The longest a change is held (a slow answer plus the slot's 2.6 s still ends well within it). */
export const HOLD_TIMEOUT_MS = 10_000;

export type GameHold = {
  /** A game's frame is open (the launcher is on screen). */
  playing: boolean;
  /** The wallet's balance as last read or pushed. */
  truth: string | undefined;
  /** What the header shows while playing. */
  shown: string | undefined;
  /** When the wallet first moved away from `shown`: the hold's start; undefined while nothing is held. */
  heldSince: number | undefined;
  /** A balance the game showed before the wallet's push reached the page: shown as soon as the wallet gets there. */
  ahead: string | undefined;
};

export const idleHold: GameHold = {
  playing: false,
  truth: undefined,
  shown: undefined,
  heldSince: undefined,
  ahead: undefined,
};

/** The header shows the wallet: nothing held. */
const release = (hold: GameHold): GameHold => ({
  ...hold,
  shown: hold.truth,
  heldSince: undefined,
  ahead: undefined,
});

export const startPlaying = (hold: GameHold): GameHold => release({ ...hold, playing: true });
export const stopPlaying = (hold: GameHold): GameHold => release({ ...hold, playing: false });

/** The wallet read or pushed `truth`. */
export const walletChanged = (hold: GameHold, truth: string | undefined, now: number): GameHold => {
  if (truth === hold.truth) return hold;
  const next = { ...hold, truth };
  // Nothing to hide: not playing, nothing shown yet, or the game has already shown this balance.
  if (!hold.playing || hold.shown === undefined || truth === undefined || truth === hold.ahead)
    return release(next);
  // Back to what is shown (a stake won back): nothing is hidden any more.
  if (truth === hold.shown) return { ...next, heldSince: undefined };
  return { ...next, heldSince: hold.heldSince ?? now };
};

/** The game says it now shows `balance` (its animation has shown the result). */
export const gameShowed = (hold: GameHold, balance: string, now: number): GameHold => {
  if (!hold.playing) return hold;
  if (balance === hold.truth) return release(hold);
  // The wallet's push has not arrived yet (or something else moved it): show the game's balance and
  // wait for the wallet to get there, or for the timeout.
  return { ...hold, shown: balance, ahead: balance, heldSince: now };
};

/** The held change once the timeout has passed; the hold unchanged before. */
export const holdExpired = (hold: GameHold, now: number): GameHold =>
  hold.heldSince !== undefined && now - hold.heldSince >= HOLD_TIMEOUT_MS ? release(hold) : hold;

/** What the header shows: the held balance while playing, else the wallet. */
export const headerBalance = (hold: GameHold, truth: string | undefined): string | undefined =>
  hold.playing && hold.shown !== undefined ? hold.shown : truth;
