import { describe, expect, it } from 'vitest';
import { newYeekeeSeed, yeekeeSeedCommitment, yeekeeSeedOffset, yeekeeShotsHash } from './yeekee-seed';

describe('yeekeeShotsHash', () => {
  it('hashes the canonical lines as UTF-8 (value checked with Python hashlib)', () => {
    const shots = [
      { seq: 1, number: '12345', name: 'สม***', receivedAt: '2026-11-23T23:00:01.234Z' },
      { seq: 2, number: '00007', name: 'Jo***', receivedAt: '2026-11-23T23:00:02.000Z' },
    ];
    // sha256("1|12345|สม***|2026-11-23T23:00:01.234Z\n2|00007|Jo***|2026-11-23T23:00:02.000Z\n")
    expect(yeekeeShotsHash(shots)).toBe('a277bdafe453d6b38f937b82eab0fb75b3749ffbe1d9372da2fa79134086d853');
  });

  it('an empty list hashes the empty text', () => {
    expect(yeekeeShotsHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashing in pieces gives the hash of the whole text (a round larger than one piece)', () => {
    const shots = Array.from({ length: 4_321 }, (_, index) => ({
      seq: index + 1,
      number: String((index * 7_919) % 100_000).padStart(5, '0'),
      name: index % 2 ? 'ที่***' : 'Ab***',
      receivedAt: new Date(Date.UTC(2026, 10, 23, 23, 0, 0, index)).toISOString(),
    }));
    const half = shots.slice(0, 2_000);
    expect(yeekeeShotsHash(shots)).not.toBe(yeekeeShotsHash(half));
    expect(yeekeeShotsHash(shots)).toBe(yeekeeShotsHash([...shots]));
  });
});

describe('seed', () => {
  it('is 64 lowercase hex characters, a new one each time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newYeekeeSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('offset = the seed as a number mod 100,000', () => {
    expect(yeekeeSeedOffset('0'.repeat(64))).toBe(0);
    expect(yeekeeSeedOffset(`${'0'.repeat(59)}186a0`)).toBe(0); // 0x186a0 = 100,000
    expect(yeekeeSeedOffset(`${'0'.repeat(59)}1869f`)).toBe(99_999);
    expect(yeekeeSeedOffset('f'.repeat(64))).toBe(Number((2n ** 256n - 1n) % 100_000n));
    expect(() => yeekeeSeedOffset('abc')).toThrow(RangeError);
    expect(() => yeekeeSeedOffset('g'.repeat(64))).toThrow(RangeError);
  });

  it('the commitment binds the seed to the round code', () => {
    const seed = newYeekeeSeed();
    const commitment = yeekeeSeedCommitment(seed, 'YK2026112401');
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(yeekeeSeedCommitment(seed, 'YK2026112402')).not.toBe(commitment);
    expect(yeekeeSeedCommitment(newYeekeeSeed(), 'YK2026112401')).not.toBe(commitment);
  });
});
