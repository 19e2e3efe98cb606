import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../games/index';
import { advance, newFairState, nextRound, publicFair, rotate } from './fairness';

describe('seed pair', () => {
  it('shows the hash of the server seed before play, never the seed', () => {
    const fair = newFairState();
    expect(fair.serverSeedHash).toBe(serverSeedHash(fair.serverSeed));
    expect(JSON.stringify(publicFair(fair))).not.toContain(fair.serverSeed);
  });

  it('reveals the seed with its rounds on rotate and commits to a new one from nonce 0', () => {
    const fair = newFairState();
    const committed = fair.serverSeedHash;
    const seed = fair.serverSeed;
    expect(nextRound(fair).nonce).toBe(0);
    advance(fair);
    advance(fair);
    const revealed = rotate(fair, new Date('2026-11-24T12:00:00Z'), 'my-seed');
    expect(revealed).toMatchObject({ serverSeed: seed, serverSeedHash: committed, rounds: 2 });
    expect(fair).toMatchObject({ nonce: 0, clientSeed: 'my-seed' });
    expect(fair.serverSeedHash).not.toBe(committed);
    expect(publicFair(fair).previous[0]?.serverSeed).toBe(seed);
  });

  it('refuses a client seed with control characters', () => {
    expect(() => rotate(newFairState(), new Date(), 'a\u0000b')).toThrow(RangeError);
  });
});
