/**
 * The simulated feed's randomness: every draw comes from a stream named by the seed and what it is
 * for (a fixture's slot, a club's rating), so any node, after any restart, draws the same matches.
 * Fictional matches only: nothing paid out by chance depends on these numbers.
 */

/** A 32-bit hash of a string: FNV-1a, then a murmur3 finaliser so near-identical names spread apart. */
export const hash32 = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

const keyOf = (parts: ReadonlyArray<string | number>) => parts.join('|');

/** One uniform number in [0, 1) named by its parts (no stream needed for a single draw). */
export const unitOf = (...parts: Array<string | number>): number => hash32(keyOf(parts)) / 4294967296;

/** A stream of uniform numbers in [0, 1) named by its parts: sfc32, seeded from four hashes of the name. */
export const randomStream = (...parts: Array<string | number>): (() => number) => {
  const key = keyOf(parts);
  let a = hash32(`a|${key}`);
  let b = hash32(`b|${key}`);
  let c = hash32(`c|${key}`);
  let d = hash32(`d|${key}`);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 still echo the seed words.
  for (let i = 0; i < 12; i += 1) next();
  return next;
};

/** A Poisson count (Knuth's method: fine for the small rates of goals in a half). */
export const poissonDraw = (lambda: number, random: () => number): number => {
  const limit = Math.exp(-lambda);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
};

/** A whole number in [low, high]. */
export const intBetween = (low: number, high: number, random: () => number): number =>
  low + Math.floor(random() * (high - low + 1));
