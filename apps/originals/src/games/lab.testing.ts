/// <reference types="node" />
// Runs in Node only (vitest); the game rules themselves import nothing from Node, so they run in the browser.
import { createCipheriv, createHash, randomFillSync } from 'node:crypto';
import { type ByteStream, bufferedByteSource } from './fair';

/**
 * What the lab-style tests share (Node only, never shipped to the browser): fast CSPRNG byte sources
 * that feed the games' own draw functions, and the chi-square arithmetic.
 */

/** node's CSPRNG (`crypto.randomFillSync`, the buffer form of `randomBytes`) read 1 MiB at a time. */
export const cryptoByteSource = (): ByteStream => bufferedByteSource((buffer) => randomFillSync(buffer));

/**
 * An AES-256-CTR keystream keyed by SHA-256(label): a CSPRNG whose output is fixed by the label, so a
 * simulation's verdict is reproducible (a fresh random source would fail a 99% test one run in a
 * hundred, and our tests do not retry). Change the label to rerun a simulation on other draws.
 */
export const seededByteSource = (label: string): ByteStream => {
  const key = createHash('sha256').update(label).digest();
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const zeros = new Uint8Array(1 << 20);
  return bufferedByteSource((buffer) => {
    buffer.set(cipher.update(zeros));
  }, zeros.length);
};

/** A stream that answers the given bytes in order, then throws (for exhaustive and example checks). */
export const scriptedBytes = (bytes: readonly number[]): ByteStream & { consumed(): number } => {
  let index = 0;
  return {
    nextByte() {
      if (index >= bytes.length) throw new Error('scripted bytes exhausted');
      return bytes[index++] as number;
    },
    consumed: () => index,
  };
};

// ln Γ(x) by Lanczos (g = 7, 9 terms): ~15 significant digits, ample for p-values.
const lanczos = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const lnGamma = (x: number): number => {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = lanczos[0] as number;
  for (let i = 1; i < 9; i += 1) sum += (lanczos[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
};

/** Q(a, x), the regularised upper incomplete gamma function (series below a + 1, continued fraction above). */
const upperGamma = (a: number, x: number): number => {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - front * sum;
  }
  // Lentz's method for the continued fraction of Q
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return front * h;
};

/** P(χ²(df) ≥ statistic): the p-value of a chi-square statistic. */
export const chiSquarePValue = (statistic: number, df: number): number => upperGamma(df / 2, statistic / 2);

export type ChiSquare = { statistic: number; df: number; pValue: number };

/** Goodness of fit of observed counts to probabilities (which sum to 1). */
export const chiSquareFit = (observed: readonly number[], probabilities: readonly number[]): ChiSquare => {
  const total = observed.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  observed.forEach((count, index) => {
    const expected = total * (probabilities[index] as number);
    statistic += (count - expected) ** 2 / expected;
  });
  const df = observed.length - 1;
  return { statistic, df, pValue: chiSquarePValue(statistic, df) };
};

/**
 * Test of independence on a contingency table (rows = groups, columns = outcomes): the same outcome
 * distribution in every group. Columns nobody reached are left out of the degrees of freedom.
 */
export const chiSquareIndependence = (table: readonly (readonly number[])[]): ChiSquare => {
  const rowTotals = table.map((row) => row.reduce((sum, count) => sum + count, 0));
  const columns = (table[0] as readonly number[]).length;
  const columnTotals = Array.from({ length: columns }, (_, column) =>
    table.reduce((sum, row) => sum + (row[column] as number), 0),
  );
  const total = rowTotals.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  table.forEach((row, r) => {
    row.forEach((count, column) => {
      const expected = ((rowTotals[r] as number) * (columnTotals[column] as number)) / total;
      if (expected > 0) statistic += (count - expected) ** 2 / expected;
    });
  });
  const liveColumns = columnTotals.filter((count) => count > 0).length;
  const liveRows = rowTotals.filter((count) => count > 0).length;
  const df = (liveRows - 1) * (liveColumns - 1);
  return { statistic, df, pValue: chiSquarePValue(statistic, df) };
};

/**
 * The house's profit over the last `size` rounds (a rolling window, what a "hot/cold" engine would
 * look at): `ahead()` is true while that profit is ≥ 0.
 */
export const houseWindow = (size: number) => {
  const ring = new Float64Array(size);
  let at = 0;
  let sum = 0;
  return {
    ahead: () => sum >= 0,
    record(houseProfit: number) {
      sum += houseProfit - (ring[at] as number);
      ring[at] = houseProfit;
      at = (at + 1) % size;
    },
  };
};

/** The significance level of every statistical test here: 99%. */
export const alpha = 0.01;
