import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type ByteStream, uniformInt } from './fair';
import { type Fraction, formatPercent, fraction } from './fraction';

/**
 * The slot "สล็อตโชคดี" (docs/domain/games.md §3): 5 reels, one payline (the middle row). A spin draws one outcome
 * from the published lookup table below by weight (one `uniformInt(Σ weight)`, then the cumulative
 * weights); the outcome fixes the multiplier and the symbols shown. The return to player is exactly
 * Σ weight × multiplier / Σ weight, shown with the table's SHA-256 in the game's help.
 */

/** The symbols, lowest paying first. */
export const slotSymbols = ['CHILI', 'MANGO', 'TUKTUK', 'LOTUS', 'NAGA', 'GARUDA', 'ELEPHANT'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** What members read for each symbol. */
export const slotSymbolNames: Record<SlotSymbol, string> = {
  CHILI: 'พริก',
  MANGO: 'มะม่วง',
  TUKTUK: 'ตุ๊กตุ๊ก',
  LOTUS: 'ดอกบัว',
  NAGA: 'พญานาค',
  GARUDA: 'ครุฑ',
  ELEPHANT: 'ช้างเผือก',
};

/**
 * The paytable, in hundredths of the stake, for 3, 4 and 5 of a symbol from the leftmost reel on the
 * payline (a run shorter than 3 pays nothing). Every outcome of the table shows a line that this
 * paytable pays exactly at the outcome's multiplier (`evaluateSlotLine`; the tests check each row).
 */
export const slotPaytable: Record<SlotSymbol, readonly [three: number, four: number, five: number]> = {
  CHILI: [50, 100, 250],
  MANGO: [80, 150, 400],
  TUKTUK: [100, 250, 600],
  LOTUS: [150, 400, 1000],
  NAGA: [200, 600, 2500],
  GARUDA: [300, 1000, 5000],
  ELEPHANT: [500, 2500, 50000],
};

export type SlotLine = readonly [SlotSymbol, SlotSymbol, SlotSymbol, SlotSymbol, SlotSymbol];

/** One row of the lookup table. `multiplierHundredths` 250 means the spin pays 2.5 × the stake. */
export type SlotOutcome = {
  readonly id: number;
  readonly weight: number;
  readonly multiplierHundredths: number;
  /** The payline's symbols, reel 1 to reel 5. */
  readonly reels: SlotLine;
};

/**
 * The published lookup table (Σ weight = 1,000,000, so a weight reads as "per million spins"). Losing
 * lines come first; the two near misses (rows 5 and 6) are rarer than any plain losing line.
 */
export const slotTable: readonly SlotOutcome[] = [
  { id: 1, weight: 140_000, multiplierHundredths: 0, reels: ['CHILI', 'MANGO', 'TUKTUK', 'LOTUS', 'NAGA'] },
  { id: 2, weight: 90_000, multiplierHundredths: 0, reels: ['MANGO', 'CHILI', 'MANGO', 'GARUDA', 'TUKTUK'] },
  {
    id: 3,
    weight: 80_000,
    multiplierHundredths: 0,
    reels: ['TUKTUK', 'LOTUS', 'CHILI', 'MANGO', 'ELEPHANT'],
  },
  { id: 4, weight: 70_000, multiplierHundredths: 0, reels: ['LOTUS', 'NAGA', 'MANGO', 'CHILI', 'GARUDA'] },
  { id: 5, weight: 20_000, multiplierHundredths: 0, reels: ['GARUDA', 'GARUDA', 'LOTUS', 'GARUDA', 'CHILI'] },
  {
    id: 6,
    weight: 9_450,
    multiplierHundredths: 0,
    reels: ['ELEPHANT', 'ELEPHANT', 'NAGA', 'ELEPHANT', 'MANGO'],
  },
  { id: 7, weight: 150_000, multiplierHundredths: 50, reels: ['CHILI', 'CHILI', 'CHILI', 'MANGO', 'LOTUS'] },
  { id: 8, weight: 60_000, multiplierHundredths: 100, reels: ['CHILI', 'CHILI', 'CHILI', 'CHILI', 'MANGO'] },
  { id: 9, weight: 12_000, multiplierHundredths: 250, reels: ['CHILI', 'CHILI', 'CHILI', 'CHILI', 'CHILI'] },
  { id: 10, weight: 100_000, multiplierHundredths: 80, reels: ['MANGO', 'MANGO', 'MANGO', 'TUKTUK', 'NAGA'] },
  {
    id: 11,
    weight: 35_000,
    multiplierHundredths: 150,
    reels: ['MANGO', 'MANGO', 'MANGO', 'MANGO', 'TUKTUK'],
  },
  { id: 12, weight: 8_000, multiplierHundredths: 400, reels: ['MANGO', 'MANGO', 'MANGO', 'MANGO', 'MANGO'] },
  {
    id: 13,
    weight: 70_000,
    multiplierHundredths: 100,
    reels: ['TUKTUK', 'TUKTUK', 'TUKTUK', 'LOTUS', 'GARUDA'],
  },
  {
    id: 14,
    weight: 20_000,
    multiplierHundredths: 250,
    reels: ['TUKTUK', 'TUKTUK', 'TUKTUK', 'TUKTUK', 'LOTUS'],
  },
  {
    id: 15,
    weight: 5_000,
    multiplierHundredths: 600,
    reels: ['TUKTUK', 'TUKTUK', 'TUKTUK', 'TUKTUK', 'TUKTUK'],
  },
  {
    id: 16,
    weight: 45_000,
    multiplierHundredths: 150,
    reels: ['LOTUS', 'LOTUS', 'LOTUS', 'NAGA', 'ELEPHANT'],
  },
  { id: 17, weight: 13_000, multiplierHundredths: 400, reels: ['LOTUS', 'LOTUS', 'LOTUS', 'LOTUS', 'NAGA'] },
  { id: 18, weight: 3_000, multiplierHundredths: 1000, reels: ['LOTUS', 'LOTUS', 'LOTUS', 'LOTUS', 'LOTUS'] },
  { id: 19, weight: 30_000, multiplierHundredths: 200, reels: ['NAGA', 'NAGA', 'NAGA', 'GARUDA', 'CHILI'] },
  { id: 20, weight: 7_000, multiplierHundredths: 600, reels: ['NAGA', 'NAGA', 'NAGA', 'NAGA', 'GARUDA'] },
  { id: 21, weight: 1_000, multiplierHundredths: 2500, reels: ['NAGA', 'NAGA', 'NAGA', 'NAGA', 'NAGA'] },
  {
    id: 22,
    weight: 18_000,
    multiplierHundredths: 300,
    reels: ['GARUDA', 'GARUDA', 'GARUDA', 'ELEPHANT', 'MANGO'],
  },
  {
    id: 23,
    weight: 3_000,
    multiplierHundredths: 1000,
    reels: ['GARUDA', 'GARUDA', 'GARUDA', 'GARUDA', 'ELEPHANT'],
  },
  {
    id: 24,
    weight: 500,
    multiplierHundredths: 5000,
    reels: ['GARUDA', 'GARUDA', 'GARUDA', 'GARUDA', 'GARUDA'],
  },
  {
    id: 25,
    weight: 9_000,
    multiplierHundredths: 500,
    reels: ['ELEPHANT', 'ELEPHANT', 'ELEPHANT', 'CHILI', 'TUKTUK'],
  },
  {
    id: 26,
    weight: 1_000,
    multiplierHundredths: 2500,
    reels: ['ELEPHANT', 'ELEPHANT', 'ELEPHANT', 'ELEPHANT', 'CHILI'],
  },
  {
    id: 27,
    weight: 50,
    multiplierHundredths: 50000,
    reels: ['ELEPHANT', 'ELEPHANT', 'ELEPHANT', 'ELEPHANT', 'ELEPHANT'],
  },
];

/** The multiplier (hundredths) the paytable gives a payline: the leftmost run of 3 or more. */
export const evaluateSlotLine = (line: readonly SlotSymbol[]): number => {
  const first = line[0];
  if (first === undefined) return 0;
  let run = 1;
  while (run < line.length && line[run] === first) run += 1;
  if (run < 3) return 0;
  return slotPaytable[first][Math.min(run, 5) - 3] as number;
};

/** Throws unless the table is well formed: ids unique, weights positive, lines paid as the paytable says. */
export const checkSlotTable = (table: readonly SlotOutcome[]): void => {
  const ids = new Set<number>();
  let total = 0;
  for (const outcome of table) {
    if (!Number.isSafeInteger(outcome.id) || outcome.id < 1 || ids.has(outcome.id)) {
      throw new RangeError(`outcome id ${outcome.id} must be a unique positive integer`);
    }
    ids.add(outcome.id);
    if (!Number.isSafeInteger(outcome.weight) || outcome.weight < 1) {
      throw new RangeError(`outcome ${outcome.id}: weight must be a positive integer`);
    }
    total += outcome.weight;
    if (outcome.reels.length !== 5 || !outcome.reels.every((symbol) => slotSymbols.includes(symbol))) {
      throw new RangeError(`outcome ${outcome.id}: reels must be 5 known symbols`);
    }
    if (evaluateSlotLine(outcome.reels) !== outcome.multiplierHundredths) {
      throw new RangeError(`outcome ${outcome.id}: the line does not pay its multiplier`);
    }
  }
  if (table.length === 0 || total > 2 ** 48) throw new RangeError('the table needs 1 to 2^48 total weight');
};

/** Σ weight of a table. */
export const slotTotalWeight = (table: readonly SlotOutcome[] = slotTable): number =>
  table.reduce((sum, outcome) => sum + outcome.weight, 0);

/** The exact return to player: Σ weight × multiplier / (100 × Σ weight), in lowest terms. */
export const slotRtp = (table: readonly SlotOutcome[] = slotTable): Fraction => {
  let paid = 0n;
  let total = 0n;
  for (const { weight, multiplierHundredths } of table) {
    paid += BigInt(weight) * BigInt(multiplierHundredths);
    total += BigInt(weight);
  }
  return fraction(paid, total * 100n);
};

/**
 * The canonical text the table's hash is taken over: a header line, then one line per outcome in table
 * order, `id|weight|multiplierHundredths|SYMBOL,SYMBOL,SYMBOL,SYMBOL,SYMBOL`, each ending in "\n".
 */
export const slotTableCanonical = (table: readonly SlotOutcome[] = slotTable): string =>
  `chokdee-slot-table v1\n${table
    .map((o) => `${o.id}|${o.weight}|${o.multiplierHundredths}|${o.reels.join(',')}\n`)
    .join('')}`;

/** SHA-256 hex of the canonical text (UTF-8): what the help shows beside the RTP. */
export const slotTableHash = (table: readonly SlotOutcome[] = slotTable): string =>
  bytesToHex(sha256(utf8ToBytes(slotTableCanonical(table))));

/** What the help shows: the table, its exact RTP (fraction and "96.00%") and its hash. */
export const slotHelp = (table: readonly SlotOutcome[] = slotTable) => {
  const rtp = slotRtp(table);
  return {
    table,
    totalWeight: slotTotalWeight(table),
    rtp,
    rtpPercent: formatPercent(rtp),
    sha256: slotTableHash(table),
  };
};

// Cumulative weights per table, built once: the draw is then a binary search.
const cumulativeByTable = new WeakMap<readonly SlotOutcome[], { cumulative: Float64Array; total: number }>();

const cumulativeOf = (table: readonly SlotOutcome[]) => {
  let entry = cumulativeByTable.get(table);
  if (entry === undefined) {
    checkSlotTable(table);
    const cumulative = new Float64Array(table.length);
    let total = 0;
    table.forEach((outcome, index) => {
      total += outcome.weight;
      cumulative[index] = total;
    });
    entry = { cumulative, total };
    cumulativeByTable.set(table, entry);
  }
  return entry;
};

/**
 * The index in the table of a drawn ticket r ∈ [0, Σ weight): the first row whose cumulative weight
 * exceeds r. Exposed so the verification page can show the ticket too.
 */
export const slotOutcomeIndexOf = (ticket: number, table: readonly SlotOutcome[] = slotTable): number => {
  const { cumulative, total } = cumulativeOf(table);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new RangeError('ticket out of range');
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] as number) > ticket) high = middle;
    else low = middle + 1;
  }
  return low;
};

/** One weighted draw from the table: the ticket (uniform in [0, Σ weight)) and the outcome it falls on. */
export const drawSlotOutcome = (
  stream: ByteStream,
  table: readonly SlotOutcome[] = slotTable,
): { ticket: number; outcome: SlotOutcome } => {
  const { total } = cumulativeOf(table);
  const ticket = uniformInt(stream, total);
  return { ticket, outcome: table[slotOutcomeIndexOf(ticket, table)] as SlotOutcome };
};

/**
 * Reel strips for the rows above and below the payline (display only, they never pay): the shown column
 * of reel r is the strip's neighbours of the payline symbol, so the 3 × 5 window is a fixed function of
 * the outcome and the verification page reproduces it.
 */
export const slotReelStrips: readonly (readonly SlotSymbol[])[] = [
  ['CHILI', 'LOTUS', 'MANGO', 'ELEPHANT', 'TUKTUK', 'NAGA', 'GARUDA'],
  ['MANGO', 'GARUDA', 'CHILI', 'NAGA', 'LOTUS', 'ELEPHANT', 'TUKTUK'],
  ['TUKTUK', 'ELEPHANT', 'LOTUS', 'CHILI', 'GARUDA', 'MANGO', 'NAGA'],
  ['LOTUS', 'NAGA', 'ELEPHANT', 'MANGO', 'CHILI', 'TUKTUK', 'GARUDA'],
  ['NAGA', 'CHILI', 'GARUDA', 'TUKTUK', 'MANGO', 'LOTUS', 'ELEPHANT'],
];

/** The 3 × 5 window shown for a payline: rows[0] above, rows[1] the payline, rows[2] below. */
export const slotWindow = (reels: SlotLine): [SlotLine, SlotLine, SlotLine] => {
  const above: SlotSymbol[] = [];
  const below: SlotSymbol[] = [];
  reels.forEach((symbol, reel) => {
    const strip = slotReelStrips[reel] as readonly SlotSymbol[];
    const at = strip.indexOf(symbol);
    above.push(strip[(at + strip.length - 1) % strip.length] as SlotSymbol);
    below.push(strip[(at + 1) % strip.length] as SlotSymbol);
  });
  return [above as unknown as SlotLine, reels, below as unknown as SlotLine];
};

export type SlotSpin = {
  outcomeId: number;
  /** Hundredths of the stake: 250 = 2.5 ×. */
  multiplierHundredths: number;
  /** What the WIN pays: ⌊stake × multiplier / 100⌋ satang (0 on a losing spin). */
  winSatang: bigint;
  /** The payline, reel 1 to 5. */
  reels: SlotLine;
  /** The 3 × 5 window (rows top to bottom); only the middle row pays. */
  window: [SlotLine, SlotLine, SlotLine];
  /** The uniform draw in [0, Σ weight) that picked the outcome (for verification). */
  ticket: number;
};

/** The win of a stake at a multiplier (hundredths), floored to the satang. */
export const slotWinSatang = (stakeSatang: bigint, multiplierHundredths: number): bigint =>
  (stakeSatang * BigInt(multiplierHundredths)) / 100n;

/** One spin: draws an outcome from the stream and pays it on the stake (satang, > 0). */
export const spinSlot = (
  stakeSatang: bigint,
  stream: ByteStream,
  table: readonly SlotOutcome[] = slotTable,
): SlotSpin => {
  if (stakeSatang <= 0n) throw new RangeError('stake must be positive');
  const { ticket, outcome } = drawSlotOutcome(stream, table);
  return {
    outcomeId: outcome.id,
    multiplierHundredths: outcome.multiplierHundredths,
    winSatang: slotWinSatang(stakeSatang, outcome.multiplierHundredths),
    reels: outcome.reels,
    window: slotWindow(outcome.reels),
    ticket,
  };
};
