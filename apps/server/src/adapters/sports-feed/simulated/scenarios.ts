import { unitOf } from './prng';

/**
 * What can go wrong with a match, scripted so the sports module meets every rule of
 * docs/domain/sportsbook.md §8 (and the feed's own failures) without waiting for a real one:
 * - POSTPONED: STATUS POSTPONED three hours before kick-off, then a FIXTURE 13 h later (past the 12 h
 *   window, so its bets are void); the match is then played at the new time.
 * - ABANDONED: three goals by the 51st minute, STATUS ABANDONED at 60'.
 * - VAR_GOAL_CANCELLED: a goal, BET_STOP VAR, then SCORE GOAL_CANCELLED taking it back.
 * - RESULT_CORRECTED: RESULT FT, ROLLBACK FT four minutes later, a different RESULT FT three after.
 * - FEED_SILENCE: no message from the whole feed for three minutes from the 30th minute (the polls
 *   stay healthy; the module's silence rule has to notice), then the backlog.
 * - DUPLICATES: about a quarter of the fixture's messages come twice (the copy three seconds late),
 *   and every batch carrying them is shuffled.
 * - EARLY_KICKOFF: STATUS LIVE five minutes before the scheduled time; the FIXTURE never changes.
 * - PRICE_ERROR: one pre-match PRICES half an hour before kick-off quotes FT.1X2 HOME at 10× its fair
 *   price; the next version, a minute later, corrects it.
 */
export const simulatedScenarios = [
  'POSTPONED',
  'ABANDONED',
  'VAR_GOAL_CANCELLED',
  'RESULT_CORRECTED',
  'FEED_SILENCE',
  'DUPLICATES',
  'EARLY_KICKOFF',
  'PRICE_ERROR',
] as const;
export type SimulatedScenario = (typeof simulatedScenarios)[number];

/** The share of fixtures that carry a scenario when they are left to chance. */
export const SCENARIO_SHARE = 0.1;

export type ScenarioOverrides = {
  /** About one fixture in ten carries a scenario picked from the seed; `false` leaves only the forced ones. */
  random?: boolean;
  /** A scenario (or `NONE`) forced on the fixture whose kick-off slot holds `kickoffAt`. */
  forced?: ReadonlyArray<{ kickoffAt: Date; scenario: SimulatedScenario | 'NONE' }>;
};

/** The scenario of a slot: forced, else drawn from the seed (one in ten), else none. */
export const scenarioPicker = (
  seed: string,
  overrides: ScenarioOverrides | undefined,
  slotOf: (time: number) => number,
): ((slot: number) => SimulatedScenario | undefined) => {
  const forced = new Map<number, SimulatedScenario | 'NONE'>();
  for (const entry of overrides?.forced ?? []) forced.set(slotOf(entry.kickoffAt.getTime()), entry.scenario);
  const random = overrides?.random ?? true;
  return (slot) => {
    const chosen = forced.get(slot);
    if (chosen !== undefined) return chosen === 'NONE' ? undefined : chosen;
    if (!random || unitOf(seed, 'scenario', slot) >= SCENARIO_SHARE) return undefined;
    const index = Math.floor(unitOf(seed, 'scenario-kind', slot) * simulatedScenarios.length);
    return simulatedScenarios[index];
  };
};
