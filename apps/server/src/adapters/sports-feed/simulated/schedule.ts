import { type SimulatedCompetition, simulatedCompetitions } from './clubs';
import { hash32, randomStream } from './prng';

/**
 * The simulated board's timetable, in real time: a kick-off every 40 minutes, day and night, each
 * fixture announced 36 h ahead. Slots are counted from the Unix epoch, so a slot's number and time
 * are the same on every node. Competitions take turns slot by slot, so a club plays at most once in
 * three slots (two hours): never twice at once, at speed 1 included.
 */
export const SLOT_MS = 40 * 60_000;
export const ANNOUNCED_AHEAD_MS = 36 * 3_600_000;

export const slotOf = (time: number): number => Math.floor(time / SLOT_MS);
export const slotStart = (slot: number): number => slot * SLOT_MS;

const modulo = (value: number, by: number) => ((value % by) + by) % by;

/** The fixture's ref: the seed's tag keeps two seeds' fixtures apart in one book. */
export const fixtureRefOf = (seed: string, slot: number): string =>
  `sim-${hash32(seed).toString(16).padStart(8, '0').slice(0, 6)}-${slot}`;

export const slotOfRef = (seed: string, fixtureRef: string): number | undefined => {
  const match = /^sim-([0-9a-f]{6})-(-?\d+)$/.exec(fixtureRef);
  if (!match || fixtureRefOf(seed, 0).slice(4, 10) !== match[1]) return undefined;
  return Number(match[2]);
};

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

export type Pairing = {
  competition: SimulatedCompetition;
  home: string;
  away: string;
  /** Goals each side is expected to score over the whole match (ratings and home advantage). */
  rates: { home: number; away: number };
};

/** A club's strength from the seed: attack and defence, each 0.75…1.3 of its competition's average. */
const ratingOf = (seed: string, club: string) => {
  const random = randomStream(seed, 'rating', club);
  return { attack: 0.75 + random() * 0.55, defence: 0.75 + random() * 0.55 };
};

const HOME_SHARE = 0.56;

/**
 * Who plays in a slot: the slot's competition plays its next match of a double round robin (the
 * circle method over its eight clubs, in an order drawn from the seed), home and away swapping
 * every time round.
 */
export const pairingOf = (seed: string, slot: number): Pairing => {
  const competition = simulatedCompetitions[modulo(slot, 3)] as SimulatedCompetition;
  const clubs = shuffled(competition.clubs, randomStream(seed, 'order', competition.ref));
  const played = Math.floor(slot / 3);
  const perRound = clubs.length / 2;
  const matchday = Math.floor(played / perRound);
  const rounds = clubs.length - 1;
  const round = modulo(matchday, rounds);
  const pair = modulo(played, perRound);
  const rotating = clubs.slice(1);
  const turned = [...rotating.slice(round), ...rotating.slice(0, round)];
  const order = [clubs[0] as string, ...turned];
  const first = order[pair] as string;
  const second = order[clubs.length - 1 - pair] as string;
  const swap = modulo(Math.floor(matchday / rounds) + round + pair, 2) === 1;
  const home = swap ? second : first;
  const away = swap ? first : second;
  const h = ratingOf(seed, home);
  const a = ratingOf(seed, away);
  return {
    competition,
    home,
    away,
    rates: {
      home: (competition.goalsPerMatch * HOME_SHARE * h.attack) / a.defence,
      away: (competition.goalsPerMatch * (1 - HOME_SHARE) * a.attack) / h.defence,
    },
  };
};
