import { describe, expect, it } from 'vitest';
import { GAME_BALANCE_SHOWN, gameBalanceShown, readGameBalanceShown } from './game-frame';

describe('the game frame’s balance message', () => {
  it('carries the balance a game shows as the wire’s two-decimal text', () => {
    expect(gameBalanceShown(499)).toEqual({ type: GAME_BALANCE_SHOWN, balance: '499.00' });
    expect(gameBalanceShown(1240.5)).toEqual({ type: GAME_BALANCE_SHOWN, balance: '1240.50' });
    expect(readGameBalanceShown(gameBalanceShown(0.1 + 0.2))).toBe('0.30');
  });

  it('reads only its own shape with a plain amount', () => {
    expect(readGameBalanceShown({ type: GAME_BALANCE_SHOWN, balance: '1240.5' })).toBe('1240.50');
    for (const data of [
      null,
      'chokdee:game-balance-shown',
      { type: 'other', balance: '1.00' },
      { type: GAME_BALANCE_SHOWN, balance: 12 },
      { type: GAME_BALANCE_SHOWN, balance: '-1.00' },
      { type: GAME_BALANCE_SHOWN, balance: '1.005' },
      { type: GAME_BALANCE_SHOWN, balance: '1e3' },
    ])
      expect(readGameBalanceShown(data)).toBeUndefined();
  });
});
