import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type ByteStream, uniformInt } from './fair';
import { type Fraction, formatPercent, fraction } from './fraction';

/**
 * The fish-shooting game "ยิงปลาโชคดี" (docs/domain/games.md §3). Every bullet is a bet of the chosen bullet stake,
 * fired at one fish. It kills with probability RTP ÷ multiplier, drawn exactly: with RTP = 96/100 and a
 * whole multiplier m, `uniformInt(100·m) < 96`. A kill pays stake × m. So each bullet returns exactly
 * 96% in expectation whatever the target, and the draw takes nothing but the stream: no "hot/cold"
 * state and no look at the house's position (GLI-19 §4.6).
 */

/** The return to player of every bullet, as an exact fraction (96/100). */
export const fishRtpPercent = 96;

export type FishSpecies = {
  readonly id: string;
  /** The name members read. */
  readonly name: string;
  /** Whole multiplier paid on a kill (stake × multiplier). */
  readonly multiplier: number;
};

/** The published species table, smallest first. */
export const fishSpecies: readonly FishSpecies[] = [
  { id: 'MACKEREL', name: 'ปลาทู', multiplier: 2 },
  { id: 'CLOWNFISH', name: 'ปลาการ์ตูน', multiplier: 3 },
  { id: 'TILAPIA', name: 'ปลานิล', multiplier: 5 },
  { id: 'BETTA', name: 'ปลากัด', multiplier: 8 },
  { id: 'PUFFERFISH', name: 'ปลาปักเป้า', multiplier: 10 },
  { id: 'SEA_TURTLE', name: 'เต่าทะเล', multiplier: 20 },
  { id: 'STINGRAY', name: 'ปลากระเบน', multiplier: 30 },
  { id: 'SHARK', name: 'ปลาฉลาม', multiplier: 50 },
  { id: 'WHALE_SHARK', name: 'ฉลามวาฬ', multiplier: 100 },
  { id: 'CROCODILE', name: 'จระเข้ยักษ์', multiplier: 150 },
  { id: 'GOLDEN_NAGA', name: 'พญานาคทองคำ', multiplier: 300 },
];

const speciesById = new Map(fishSpecies.map((species) => [species.id, species]));

/** The species with this id, or undefined. */
export const findFishSpecies = (id: string): FishSpecies | undefined => speciesById.get(id);

/** The kill chance as drawn: numerator RTP% over denominator 100 × multiplier (not reduced). */
export const fishKillOdds = (species: FishSpecies): { numerator: number; denominator: number } => ({
  numerator: fishRtpPercent,
  denominator: 100 * species.multiplier,
});

/** The exact kill probability RTP ÷ multiplier, in lowest terms. */
export const fishKillChance = (species: FishSpecies): Fraction => {
  const { numerator, denominator } = fishKillOdds(species);
  return fraction(BigInt(numerator), BigInt(denominator));
};

/** The exact return per bullet on a species: kill chance × multiplier (= 96/100 for every species). */
export const fishRtp = (species?: FishSpecies): Fraction => {
  const target = species ?? (fishSpecies[0] as FishSpecies);
  const chance = fishKillChance(target);
  return fraction(chance.numerator * BigInt(target.multiplier), chance.denominator);
};

/** The canonical text of the species table: a header, then `id|multiplier|RTP%` per line. */
export const fishTableCanonical = (species: readonly FishSpecies[] = fishSpecies): string =>
  `chokdee-fish-table v1\n${species.map((s) => `${s.id}|${s.multiplier}|${fishRtpPercent}\n`).join('')}`;

/** SHA-256 hex of the canonical species table: shown in the help. */
export const fishTableHash = (species: readonly FishSpecies[] = fishSpecies): string =>
  bytesToHex(sha256(utf8ToBytes(fishTableCanonical(species))));

/** What the help shows: every species with its kill chance, the RTP and the table's hash. */
export const fishHelp = () => ({
  species: fishSpecies.map((species) => ({
    ...species,
    killChance: fishKillChance(species),
    killChancePercent: formatPercent(fishKillChance(species)),
  })),
  rtp: fishRtp(),
  rtpPercent: formatPercent(fishRtp()),
  sha256: fishTableHash(),
});

export type FishShot = {
  speciesId: string;
  multiplier: number;
  killed: boolean;
  /** What the WIN pays: stake × multiplier on a kill, else 0. */
  winSatang: bigint;
  /** The uniform draw in [0, 100 × multiplier): a kill when below 96 (for verification). */
  ticket: number;
};

/** One bullet at a fish of `speciesId`: draws the kill from the stream and pays it. */
export const shootFish = (stakeSatang: bigint, speciesId: string, stream: ByteStream): FishShot => {
  if (stakeSatang <= 0n) throw new RangeError('stake must be positive');
  const species = speciesById.get(speciesId);
  if (species === undefined) throw new RangeError(`unknown fish species ${speciesId}`);
  const { numerator, denominator } = fishKillOdds(species);
  const ticket = uniformInt(stream, denominator);
  const killed = ticket < numerator;
  return {
    speciesId,
    multiplier: species.multiplier,
    killed,
    winSatang: killed ? stakeSatang * BigInt(species.multiplier) : 0n,
    ticket,
  };
};
