import { useEffect } from 'react';
import { gameHold, useGameHoldStore } from '../stores/game-hold-store';
import { headerBalance } from '../utils/game-hold';

/**
 * The header's balance from the wallet's `truth`: held while a game is open until the game shows it
 * (utils/game-hold.ts). `held`: the header shows something other than the wallet right now.
 */
export const useHeaderBalance = (
  truth: string | undefined,
): { balance: string | undefined; held: boolean } => {
  const hold = useGameHoldStore();
  useEffect(() => gameHold.wallet(truth), [truth]);
  const balance = headerBalance(hold, truth);
  return { balance, held: balance !== truth };
};

/**
 * For the launcher's page: while it is mounted the header holds the wallet's changes; the answer is
 * what to call when the game says it shows a balance.
 */
export const useGameHold = (): ((balance: string) => void) => {
  useEffect(() => {
    gameHold.start();
    return gameHold.stop;
  }, []);
  return gameHold.showed;
};
