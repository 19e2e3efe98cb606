import { grade, type LegResult, type MatchResult, parseMarketKey } from '@chokdee/sportsbook';

/**
 * The grader's cross-check for a source that grades each outcome itself (a RESULT with `outcomes`):
 * every outcome it graded is graded again by our own rules (docs/domain/sportsbook.md §2) from the
 * period scores, and each disagreement is answered, so the module can hold that market for the
 * result desk instead of paying either side's reading. `ours` is UNGRADABLE when we cannot grade it
 * at all: a market key or outcome that is not ours, or scores that cannot be (the grader refuses
 * them). A source's VOID always disagrees: a void comes from the lifecycle, never from a score.
 */
export type OutcomeDisagreement = {
  market: string;
  outcome: string;
  ours: Exclude<LegResult, 'VOID'> | 'UNGRADABLE';
  theirs: LegResult;
};

export const crossCheck = (
  result: MatchResult,
  outcomes: ReadonlyArray<{ market: string; outcome: string; result: LegResult }>,
): OutcomeDisagreement[] => {
  const disagreements: OutcomeDisagreement[] = [];
  for (const { market, outcome, result: theirs } of outcomes) {
    const key = parseMarketKey(market);
    let ours: OutcomeDisagreement['ours'] = 'UNGRADABLE';
    if (key) {
      try {
        ours = grade(key, outcome, result);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
      }
    }
    if (ours !== theirs) disagreements.push({ market, outcome, ours, theirs });
  }
  return disagreements;
};
