import { type ExposureBet, netWinAt, SCENARIO_GOALS, type Score } from '@chokdee/sportsbook';
import type { ExposureGrid } from '../sports.tables';

/**
 * The book's exposure kept incrementally (docs/modules/sportsbook.md, "Liability"): per market and per
 * fixture period, the members' net win at every final score 0…SCENARIO_GOALS a side, in satang. A
 * ticket adds its bets' grids when it is placed and takes them away when it is rejected or voided, so
 * the cap check at placement reads one row instead of every open ticket. The worst case counts only
 * the scores still possible (at or above the score now).
 */
export type Grid = bigint[][];

const SIDE = SCENARIO_GOALS + 1;

export const emptyGrid = (): Grid => Array.from({ length: SIDE }, () => Array<bigint>(SIDE).fill(0n));

export const gridFromJson = (json: ExposureGrid | null | undefined): Grid =>
  json ? json.map((row) => row.map((cell) => BigInt(cell))) : emptyGrid();

export const gridToJson = (grid: Grid): ExposureGrid => grid.map((row) => row.map((cell) => cell.toString()));

/** One bet's net win by final score (0 where the score can no longer happen for it). */
export const betGrid = (bet: ExposureBet): Grid => {
  const grid = emptyGrid();
  for (let home = 0; home < SIDE; home += 1)
    for (let away = 0; away < SIDE; away += 1) {
      const at = bet.atPlacement;
      if (at && (home < at.home || away < at.away)) continue;
      (grid[home] as bigint[])[away] = netWinAt(bet, { home, away });
    }
  return grid;
};

/** `into` plus `sign` × `grid`, cell by cell (a new grid). */
export const addGrid = (into: Grid, grid: Grid, sign: 1n | -1n = 1n): Grid =>
  into.map((row, home) => row.map((cell, away) => cell + sign * ((grid[home] as bigint[])[away] as bigint)));

/** The most members can win from the book at a score still possible from `from` (0 when none is positive). */
export const worstOf = (grid: Grid, from: Score = { home: 0, away: 0 }): bigint => {
  let worst = 0n;
  for (let home = from.home; home < SIDE; home += 1)
    for (let away = from.away; away < SIDE; away += 1) {
      const cell = (grid[home] as bigint[])[away] as bigint;
      if (cell > worst) worst = cell;
    }
  return worst;
};

/** The score (home, away) of the worst case, for the desk's grid; undefined when nothing is at risk. */
export const worstScore = (grid: Grid, from: Score = { home: 0, away: 0 }): Score | undefined => {
  let worst = 0n;
  let at: Score | undefined;
  for (let home = from.home; home < SIDE; home += 1)
    for (let away = from.away; away < SIDE; away += 1) {
      const cell = (grid[home] as bigint[])[away] as bigint;
      if (cell > worst) {
        worst = cell;
        at = { home, away };
      }
    }
  return at;
};

/**
 * The grid folded to the scenarios the trader reads (docs/domain/sportsbook.md, "Liability"): goal
 * difference (home − away) for handicaps and 1X2, total goals otherwise, each scenario's worst cell.
 */
export const scenariosOf = (
  grid: Grid,
  byDifference: boolean,
  from: Score = { home: 0, away: 0 },
): Array<{ scenario: number; net: bigint }> => {
  const worst = new Map<number, bigint>();
  for (let home = from.home; home < SIDE; home += 1)
    for (let away = from.away; away < SIDE; away += 1) {
      const scenario = byDifference ? home - away : home + away;
      if (byDifference ? Math.abs(scenario) > 5 : scenario > 10) continue;
      const cell = (grid[home] as bigint[])[away] as bigint;
      const seen = worst.get(scenario);
      if (seen === undefined || cell > seen) worst.set(scenario, cell);
    }
  return [...worst.entries()].sort(([a], [b]) => a - b).map(([scenario, net]) => ({ scenario, net }));
};
