import { describe, expect, it } from 'vitest';
import {
  gameShowed,
  HOLD_TIMEOUT_MS,
  headerBalance,
  holdExpired,
  idleHold,
  startPlaying,
  stopPlaying,
  walletChanged,
} from './game-hold';

/** The launcher opened with ฿500.00 read. */
const playing = () => startPlaying(walletChanged(idleHold, '500.00', 0));

describe('the header balance while a game is open', () => {
  it('outside a game it is the wallet, change by change', () => {
    let hold = walletChanged(idleHold, '500.00', 0);
    hold = walletChanged(hold, '499.00', 10);
    expect(headerBalance(hold, '499.00')).toBe('499.00');
    expect(hold.heldSince).toBeUndefined();
  });

  it('holds the bet and the win until the game shows the result, then shows the game’s balance', () => {
    let hold = playing();
    hold = walletChanged(hold, '499.00', 300); // the stake
    expect(headerBalance(hold, '499.00')).toBe('500.00');
    hold = walletChanged(hold, '509.00', 400); // the win
    expect(headerBalance(hold, '509.00')).toBe('500.00');
    expect(hold.heldSince).toBe(300);
    hold = gameShowed(hold, '509.00', 2_700);
    expect(headerBalance(hold, '509.00')).toBe('509.00');
    expect(hold.heldSince).toBeUndefined();
  });

  it('a later round’s result equal to an earlier shown balance is still held', () => {
    let hold = playing();
    hold = walletChanged(hold, '499.00', 300);
    hold = walletChanged(hold, '500.00', 400); // the stake won back
    hold = gameShowed(hold, '500.00', 2_700);
    hold = walletChanged(hold, '499.00', 3_000); // the next round's stake
    hold = walletChanged(hold, '500.00', 3_100); // won back: the header already shows it, nothing is told
    expect(headerBalance(hold, '500.00')).toBe('500.00');
    hold = walletChanged(hold, '499.00', 3_200); // and the next stake is held again
    expect(headerBalance(hold, '499.00')).toBe('500.00');
    expect(hold.heldSince).toBe(3_200);
  });

  it('the game showing its balance before the wallet’s push: shown at once, and the push then changes nothing', () => {
    let hold = playing();
    hold = gameShowed(hold, '490.00', 2_500);
    expect(headerBalance(hold, '500.00')).toBe('490.00');
    hold = walletChanged(hold, '490.00', 2_600);
    expect(headerBalance(hold, '490.00')).toBe('490.00');
    expect(hold.heldSince).toBeUndefined();
  });

  it('what the game never shows (an outside provider’s game, a deposit) shows after the timeout', () => {
    let hold = playing();
    hold = walletChanged(hold, '499.00', 1_000);
    hold = walletChanged(hold, '480.00', 4_000);
    expect(holdExpired(hold, 1_000 + HOLD_TIMEOUT_MS - 1)).toBe(hold);
    hold = holdExpired(hold, 1_000 + HOLD_TIMEOUT_MS);
    expect(headerBalance(hold, '480.00')).toBe('480.00');
    expect(hold.heldSince).toBeUndefined();
  });

  it('closing the game shows the wallet at once', () => {
    let hold = walletChanged(playing(), '499.00', 300);
    hold = stopPlaying(hold);
    expect(headerBalance(hold, '499.00')).toBe('499.00');
    expect(hold).toMatchObject({ playing: false, heldSince: undefined });
  });

  it('a game’s word outside play changes nothing', () => {
    const hold = walletChanged(idleHold, '500.00', 0);
    expect(gameShowed(hold, '1.00', 5)).toBe(hold);
  });
});
