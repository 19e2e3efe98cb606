/// <reference types="node" />
// Runs in Node only (vitest); the game rules themselves import nothing from Node, so they run in the browser.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ByteStream, fairStream, newServerSeed, serverSeedHash } from './fair';
import {
  type FishSpecies,
  findFishSpecies,
  fishHelp,
  fishKillChance,
  fishRtp,
  fishSpecies,
  fishTableCanonical,
  fishTableHash,
  shootFish,
} from './fish';
import { fractionToNumber } from './fraction';
import {
  alpha,
  chiSquareIndependence,
  chiSquarePValue,
  houseWindow,
  scriptedBytes,
  seededByteSource,
} from './lab.testing';
import { verifyFishShot } from './verify';

/** The published hash of the species table; a change to the table must change this line on purpose. */
const publishedTableHash = 'b73eb652a05607acee4643bd33d9c47ec70adf10eb138dc91982f606cca94ac6';

describe('the species table', () => {
  it('has multipliers from 2× to 300× with Thai names and unique ids', () => {
    expect(fishSpecies.map((s) => s.multiplier)).toEqual([2, 3, 5, 8, 10, 20, 30, 50, 100, 150, 300]);
    expect(new Set(fishSpecies.map((s) => s.id)).size).toBe(fishSpecies.length);
    for (const species of fishSpecies) expect(species.name).toMatch(/^[\u0E00-\u0E7F]+$/);
    expect(findFishSpecies('GOLDEN_NAGA')?.multiplier).toBe(300);
    expect(findFishSpecies('NEMO')).toBeUndefined();
  });

  it('kills with probability exactly 96% ÷ multiplier, so every bullet returns exactly 96%', () => {
    expect(fishKillChance(findFishSpecies('MACKEREL') as FishSpecies)).toEqual({
      numerator: 12n,
      denominator: 25n,
    });
    expect(fishKillChance(findFishSpecies('GOLDEN_NAGA') as FishSpecies)).toEqual({
      numerator: 2n,
      denominator: 625n,
    });
    for (const species of fishSpecies)
      expect(fishRtp(species), species.id).toEqual({ numerator: 24n, denominator: 25n });
    expect(fishHelp().rtpPercent).toBe('96.00%');
    expect(fishHelp().species.find((s) => s.id === 'SHARK')?.killChancePercent).toBe('1.92%');
  });

  it('hashes a stable canonical text with SHA-256', () => {
    expect(fishTableCanonical().split('\n').slice(0, 2)).toEqual(['chokdee-fish-table v1', 'MACKEREL|2|96']);
    expect(fishTableHash()).toBe(createHash('sha256').update(fishTableCanonical(), 'utf8').digest('hex'));
    expect(fishTableHash()).toBe(publishedTableHash);
  });
});

describe('a bullet', () => {
  it('kills when one uniform draw in [0, 100 × multiplier) falls below 96, and pays stake × multiplier', () => {
    // 2× fish: one byte, accepted below 200 (256 − 256 mod 200)
    expect(shootFish(500n, 'MACKEREL', scriptedBytes([95]))).toEqual({
      speciesId: 'MACKEREL',
      multiplier: 2,
      killed: true,
      winSatang: 1000n,
      ticket: 95,
    });
    expect(shootFish(500n, 'MACKEREL', scriptedBytes([96])).killed).toBe(false);
    expect(shootFish(500n, 'MACKEREL', scriptedBytes([96])).winSatang).toBe(0n);
    expect(shootFish(500n, 'MACKEREL', scriptedBytes([200, 3])).ticket).toBe(3);
    // 300× fish: two bytes over [0, 30000)
    expect(shootFish(100n, 'GOLDEN_NAGA', scriptedBytes([0, 95])).winSatang).toBe(30_000n);
    expect(shootFish(100n, 'GOLDEN_NAGA', scriptedBytes([0, 96])).killed).toBe(false);
    expect(() => shootFish(100n, 'NEMO', scriptedBytes([0]))).toThrow(RangeError);
    expect(() => shootFish(0n, 'MACKEREL', scriptedBytes([0]))).toThrow(RangeError);
  });

  it('is recomputed by verifyFishShot from the revealed seed', () => {
    const serverSeed = newServerSeed();
    const round = { serverSeed, clientSeed: 'ยิงปลา', nonce: 1_000 };
    const shots = fishSpecies.map((species, i) =>
      shootFish(100n, species.id, fairStream({ ...round, nonce: i })),
    );
    const verified = fishSpecies.map((species, i) =>
      verifyFishShot({
        ...round,
        nonce: i,
        committedServerSeedHash: serverSeedHash(serverSeed),
        stakeSatang: 100n,
        speciesId: species.id,
      }),
    );
    expect(verified.map((v) => v.shot)).toEqual(shots);
    expect(verified.every((v) => v.seedMatches)).toBe(true);
  });
});

/**
 * Fires `bullets` bullets of 100 satang at the species in turn and tallies, per species, shots and kills,
 * both overall and split by whether the house was ahead over the last 100 bullets. `shoot` lets a rigged
 * engine look at the house (the control case).
 */
const simulate = (
  bullets: number,
  stream: ByteStream,
  shoot: (
    speciesId: string,
    stream: ByteStream,
    houseAhead: boolean,
  ) => { killed: boolean; winSatang: bigint } = (speciesId, s) => shootFish(100n, speciesId, s),
) => {
  const n = fishSpecies.length;
  const shots = new Float64Array(n);
  const kills = new Float64Array(n);
  // [group][species][kill ? 1 : 0]
  const byHouse = [0, 1].map(() => Array.from({ length: n }, () => [0, 0]));
  const window = houseWindow(100);
  let paid = 0;
  for (let i = 0; i < bullets; i += 1) {
    const index = i % n;
    const ahead = window.ahead();
    const shot = shoot((fishSpecies[index] as FishSpecies).id, stream, ahead);
    const win = Number(shot.winSatang);
    paid += win;
    shots[index] = (shots[index] as number) + 1;
    if (shot.killed) kills[index] = (kills[index] as number) + 1;
    const cell = byHouse[ahead ? 0 : 1]?.[index] as number[];
    cell[shot.killed ? 1 : 0] = (cell[shot.killed ? 1 : 0] as number) + 1;
    window.record(100 - win);
  }
  return { paid, shots: [...shots], kills: [...kills], byHouse };
};

/** Σ over species of the 2 × 2 (ahead/behind × kill/miss) chi-square: χ² with one degree per species. */
const killsIndependentOfHouse = (byHouse: number[][][]) => {
  const statistic = fishSpecies.reduce(
    (sum, _, s) =>
      sum + chiSquareIndependence([byHouse[0]?.[s] as number[], byHouse[1]?.[s] as number[]]).statistic,
    0,
  );
  return chiSquarePValue(statistic, fishSpecies.length);
};

describe('lab simulation: 10^7 bullets', () => {
  const bullets = 10_000_000;
  let cached: ReturnType<typeof simulate> | undefined;
  const run = () => {
    cached ??= simulate(bullets, seededByteSource('fish lab 1'));
    return cached;
  };
  const chance = fishSpecies.map((species) => fractionToNumber(fishKillChance(species)));

  it('returns 96% within 3σ (σ from the species mix)', () => {
    const { paid, shots } = run();
    const rtp = fractionToNumber(fishRtp());
    // a bullet at m pays m with probability 0.96 / m: variance 0.96·m − 0.96²
    const variance = fishSpecies.reduce(
      (sum, s, i) => sum + (shots[i] as number) * (rtp * s.multiplier - rtp ** 2),
      0,
    );
    const observed = paid / (100 * bullets);
    expect(Math.abs(observed - rtp)).toBeLessThan((3 * Math.sqrt(variance)) / bullets);
  }, 60_000);

  it('kills each species at 96% ÷ multiplier (chi-square over the species at 99%)', () => {
    const { shots, kills } = run();
    // Σ (kills − n·p)² / (n·p·(1 − p)): each species' kill count against its binomial, one degree each
    const statistic = fishSpecies.reduce((sum, _, i) => {
      const expected = (shots[i] as number) * (chance[i] as number);
      return sum + ((kills[i] as number) - expected) ** 2 / (expected * (1 - (chance[i] as number)));
    }, 0);
    expect(chiSquarePValue(statistic, fishSpecies.length)).toBeGreaterThan(alpha);
  }, 60_000);

  it('kills at the same rates whether the house is ahead or behind (chi-square independence at 99%)', () => {
    const { byHouse } = run();
    const behind = byHouse[1]?.reduce(
      (sum, cell) => sum + (cell[0] as number) + (cell[1] as number),
      0,
    ) as number;
    expect(Math.min(behind, bullets - behind)).toBeGreaterThan(bullets / 10);
    expect(killsIndependentOfHouse(byHouse)).toBeGreaterThan(alpha);
  }, 60_000);

  it('the same test catches a "hot/cold" engine that makes fish harder to kill while the house is behind', () => {
    const cold = (speciesId: string, stream: ByteStream, houseAhead: boolean) => {
      const shot = shootFish(100n, speciesId, stream);
      // behind: a kill must be drawn twice
      return !houseAhead && shot.killed ? shootFish(100n, speciesId, stream) : shot;
    };
    const rigged = simulate(1_000_000, seededByteSource('fish rigged'), cold);
    expect(killsIndependentOfHouse(rigged.byHouse)).toBeLessThan(alpha);
  }, 60_000);
});
