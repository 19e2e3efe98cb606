import { afterEach, describe, expect, it } from 'vitest';
import { createPlayStore } from './play-store';

const open = (store: ReturnType<typeof createPlayStore<{ n: number }>>, username = 'm1') =>
  store.open({
    credentials: { walletKey: 'gp_k', secret: 's' },
    operatorKey: 'demo',
    username,
    sessionToken: 'st',
    gameCode: 'lucky-slot',
  });

describe('play store', () => {
  let now = 0;
  const stores: Array<{ close(): void }> = [];
  const make = (options: { maxSessions?: number } = {}) => {
    const store = createPlayStore<{ n: number }>({
      now: () => now,
      sessionTtlMs: 1_000,
      playerTtlMs: 5_000,
      newGame: () => ({ n: 0 }),
      ...options,
    });
    stores.push(store);
    return store;
  };
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
    now = 0;
  });

  it('answers a session for its unguessable token only, until it has been idle longer than the expiry', () => {
    const store = make();
    const session = open(store);
    expect(session.token).toMatch(/^[\w-]{43}$/);
    expect(open(store).token).not.toBe(session.token);
    expect(store.session(session.token)?.username).toBe('m1');
    expect(store.session('guess')).toBeUndefined();
    now = 900;
    expect(store.session(session.token)).toBeDefined();
    now = 1_800;
    expect(store.session(session.token)).toBeDefined();
    now = 2_900;
    expect(store.session(session.token)).toBeUndefined();
  });

  it('keeps a member’s game state across launches of the same game, apart from other members', () => {
    const store = make();
    const first = store.player(open(store));
    first.game.n = 7;
    expect(store.player(open(store)).game.n).toBe(7);
    expect(store.player(open(store, 'm2')).game.n).toBe(0);
  });

  it('drops the longest idle sessions past the cap', () => {
    const store = make({ maxSessions: 2 });
    const a = open(store);
    const b = open(store);
    store.session(a.token);
    const c = open(store);
    expect(store.session(b.token)).toBeUndefined();
    expect(store.session(a.token)).toBeDefined();
    expect(store.session(c.token)).toBeDefined();
  });

  it('runs a member’s tasks one at a time in order, and refuses past the queue limit', async () => {
    const store = make();
    const player = store.player(open(store));
    const order: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = store.serial(player, async () => {
      await gate;
      order.push(1);
      return 1;
    });
    const second = store.serial(player, async () => {
      order.push(2);
      return 2;
    });
    const refused = store.serial(player, async () => 3, 2);
    release();
    expect(await Promise.all([first, second, refused])).toEqual([1, 2, undefined]);
    expect(order).toEqual([1, 2]);
    // A failed task does not block the next one.
    await expect(store.serial(player, async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await store.serial(player, async () => 'after')).toBe('after');
  });
});
