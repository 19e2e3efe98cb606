import { describe, expect, it } from 'vitest';
import { pageContext } from './api';

describe('page context', () => {
  it('reads the mount, the game and the play token from the page’s own address', () => {
    expect(
      pageContext(new URL('https://site.test/originals/play/lucky-slot?s=abc_-1') as unknown as Location),
    ).toEqual({
      base: '/originals',
      gameCode: 'lucky-slot',
      token: 'abc_-1',
    });
    expect(
      pageContext(new URL('https://site.test/games/house/play/baccarat') as unknown as Location),
    ).toEqual({
      base: '/games/house',
      gameCode: 'baccarat',
      token: '',
    });
  });
});
