/// <reference types="node" />
// Runs in Node only (vitest); the game rules themselves import nothing from Node, so they run in the browser.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ByteStream, fairStream, newServerSeed, serverSeedHash } from './fair';
import { fractionToNumber } from './fraction';
import {
  alpha,
  chiSquareFit,
  chiSquareIndependence,
  houseWindow,
  scriptedBytes,
  seededByteSource,
} from './lab.testing';
import {
  checkSlotTable,
  drawSlotOutcome,
  evaluateSlotLine,
  type SlotOutcome,
  slotHelp,
  slotRtp,
  slotTable,
  slotTableCanonical,
  slotTableHash,
  slotWinSatang,
  spinSlot,
} from './slot';
import { verifySlotSpin } from './verify';

/** The published hash; a change to the table must change this line (and the README) on purpose. */
const publishedTableHash = 'd066c8f84173fddc462db70f659679738e8b1d01d7e3262887cccd23f733bca7';

describe('the slot lookup table', () => {
  it('is well formed and every row shows a line the paytable pays at its multiplier', () => {
    expect(() => checkSlotTable(slotTable)).not.toThrow();
    for (const outcome of slotTable)
      expect(evaluateSlotLine(outcome.reels), `row ${outcome.id}`).toBe(outcome.multiplierHundredths);
    const lying: SlotOutcome[] = slotTable.map((o) => (o.id === 7 ? { ...o, multiplierHundredths: 80 } : o));
    expect(() => checkSlotTable(lying)).toThrow(/does not pay/);
  });

  it('has an RTP of exactly 96/100 (Σ weight × multiplier / Σ weight in bigint), between 92% and 97%', () => {
    const help = slotHelp();
    expect(help.totalWeight).toBe(1_000_000);
    expect(help.rtp).toEqual({ numerator: 24n, denominator: 25n });
    expect(help.rtpPercent).toBe('96.00%');
    const rtp = fractionToNumber(slotRtp());
    expect(rtp).toBeGreaterThanOrEqual(0.92);
    expect(rtp).toBeLessThanOrEqual(0.97);
    // one weight moved changes the exact RTP
    const moved = slotTable.map((o) => (o.id === 27 ? { ...o, weight: 51 } : o));
    expect(slotRtp(moved)).toEqual({ numerator: 960_500n, denominator: 1_000_001n });
  });

  it('hashes a stable canonical text with SHA-256', () => {
    const canonical = slotTableCanonical();
    expect(canonical.split('\n').slice(0, 2)).toEqual([
      'chokdee-slot-table v1',
      '1|140000|0|CHILI,MANGO,TUKTUK,LOTUS,NAGA',
    ]);
    expect(canonical.endsWith('27|50|50000|ELEPHANT,ELEPHANT,ELEPHANT,ELEPHANT,ELEPHANT\n')).toBe(true);
    expect(slotTableHash()).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
    expect(slotTableHash()).toBe(publishedTableHash);
    expect(slotHelp().sha256).toBe(publishedTableHash);
    expect(slotTableHash(slotTable.map((o) => (o.id === 1 ? { ...o, weight: 140_001 } : o)))).not.toBe(
      publishedTableHash,
    );
  });
});

describe('a spin', () => {
  it('maps tickets onto rows by cumulative weight', () => {
    // 3 bytes per draw (2^24 ≥ 10^6); tickets at 0, the first row's end, the second row's start, the last
    const ticket = (value: number) => [value >> 16, (value >> 8) & 0xff, value & 0xff];
    const idOf = (value: number) => drawSlotOutcome(scriptedBytes(ticket(value))).outcome.id;
    expect([idOf(0), idOf(139_999), idOf(140_000), idOf(999_949), idOf(999_950), idOf(999_999)]).toEqual([
      1, 1, 2, 26, 27, 27,
    ]);
  });

  it('pays ⌊stake × multiplier / 100⌋ satang', () => {
    expect(slotWinSatang(1n, 50)).toBe(0n);
    expect(slotWinSatang(101n, 250)).toBe(252n);
    expect(slotWinSatang(100n, 80)).toBe(80n);
    expect(slotWinSatang(1_000_000_000_001n, 50000)).toBe(500_000_000_000_500n);
    const jackpot = spinSlot(1000n, scriptedBytes([0x0f, 0x42, 0x3f]));
    expect(jackpot).toMatchObject({ outcomeId: 27, multiplierHundredths: 50000, winSatang: 500_000n });
    expect(jackpot.window[1]).toEqual(jackpot.reels);
    expect(() => spinSlot(0n, scriptedBytes([0, 0, 0]))).toThrow(RangeError);
  });

  it('is recomputed by verifySlotSpin from the revealed seed', () => {
    const serverSeed = newServerSeed();
    const committed = serverSeedHash(serverSeed);
    const round = { serverSeed, clientSeed: 'ปลาทอง', nonce: 42 };
    const played = spinSlot(500n, fairStream(round));
    const verified = verifySlotSpin({ ...round, committedServerSeedHash: committed, stakeSatang: 500n });
    expect(verified).toEqual({ seedMatches: true, spin: played });
    expect(
      verifySlotSpin({
        ...round,
        committedServerSeedHash: serverSeedHash(newServerSeed()),
        stakeSatang: 500n,
      }).seedMatches,
    ).toBe(false);
  });
});

/**
 * Runs `spins` spins of 100 satang through `spinOf` and tallies: the total paid, the count per outcome row,
 * and the same counts split by whether the house was ahead over the last 100 spins (what a "hot/cold"
 * engine would read) before the spin.
 */
const simulate = (
  spins: number,
  spinOf: (stream: ByteStream, houseAhead: boolean) => { id: number; win: bigint },
  stream: ByteStream,
) => {
  const rows = slotTable.length;
  const counts = new Float64Array(rows);
  const byHouse = [new Float64Array(rows), new Float64Array(rows)];
  const window = houseWindow(100);
  let paid = 0n;
  for (let i = 0; i < spins; i += 1) {
    const ahead = window.ahead();
    const { id, win } = spinOf(stream, ahead);
    paid += win;
    counts[id - 1] = (counts[id - 1] as number) + 1;
    const group = byHouse[ahead ? 0 : 1] as Float64Array;
    group[id - 1] = (group[id - 1] as number) + 1;
    window.record(100 - Number(win));
  }
  return { paid, counts: [...counts], byHouse: byHouse.map((group) => [...group]) };
};

describe('lab simulation: 10^7 spins', () => {
  const spins = 10_000_000;
  const honest = (stream: ByteStream) => {
    const spin = spinSlot(100n, stream);
    return { id: spin.outcomeId, win: spin.winSatang };
  };
  const result = { run: undefined as ReturnType<typeof simulate> | undefined };
  const run = () => {
    result.run ??= simulate(spins, honest, seededByteSource('slot lab 1'));
    return result.run;
  };

  it('returns the published RTP within 3σ (σ from the table)', () => {
    const { paid } = run();
    const total = slotTable.reduce((sum, o) => sum + o.weight, 0);
    const mean = fractionToNumber(slotRtp());
    const secondMoment = slotTable.reduce(
      (sum, o) => sum + (o.weight / total) * (o.multiplierHundredths / 100) ** 2,
      0,
    );
    const sigma = Math.sqrt((secondMoment - mean ** 2) / spins);
    const observed = Number(paid) / (100 * spins);
    expect(Math.abs(observed - mean)).toBeLessThan(3 * sigma);
  }, 60_000);

  it('draws each row as often as its weight says (chi-square at 99%)', () => {
    const total = slotTable.reduce((sum, o) => sum + o.weight, 0);
    const fit = chiSquareFit(
      run().counts,
      slotTable.map((o) => o.weight / total),
    );
    expect(fit.df).toBe(26);
    expect(fit.pValue).toBeGreaterThan(alpha);
  }, 60_000);

  it('draws the same distribution whether the house is ahead or behind (chi-square independence at 99%)', () => {
    const { byHouse } = run();
    expect(Math.min(...byHouse.map((group) => group.reduce((a, b) => a + b, 0)))).toBeGreaterThan(spins / 10);
    const test = chiSquareIndependence(byHouse);
    expect(test.df).toBe(26);
    expect(test.pValue).toBeGreaterThan(alpha);
  }, 60_000);

  it('the same test catches a "hot/cold" draw that spins again when a big win comes while the house is behind', () => {
    const rigged = (stream: ByteStream, houseAhead: boolean) => {
      let spin = spinSlot(100n, stream);
      if (!houseAhead && spin.multiplierHundredths >= 1000) spin = spinSlot(100n, stream);
      return { id: spin.outcomeId, win: spin.winSatang };
    };
    const { byHouse } = simulate(1_000_000, rigged, seededByteSource('slot lab rigged'));
    expect(chiSquareIndependence(byHouse).pValue).toBeLessThan(alpha);
  }, 60_000);
});
