import { sportsTh } from '@chokdee/contracts';
import { lineDisplay, parseMarketKey, thaiHandicapName } from '@chokdee/sportsbook';

export type Teams = { home: string; away: string };

export type MarketName = {
  /** "แฮนดิแคป เต็มเวลา 0.5/1": type, period and the line as Thai tables write it (the member's ticket says the same). */
  text: string;
  /** The handicap's Thai name (ครึ่งควบลูก), when it has one. */
  lineName: string | undefined;
  /** Which team gives the handicap; undefined for a level line and every other market. */
  giver: 'HOME' | 'AWAY' | undefined;
  /** AH and O/U are shown in Malay water, the rest in decimal odds (docs/domain/sportsbook.md, "Odds"). */
  water: boolean;
  /** What a scenario of the liability grid counts: goal margin (AH, 1X2) or total goals (the rest). */
  scenario: 'margin' | 'total';
};

/**
 * A market key (`FT.AH:-0.25`) as staff read it: its type, period, the line's size ("0/0.5") and Thai
 * name (ป.ป), and the team giving it (an AH line is stated from the home side: negative, home gives).
 * A key that is not a market is shown as it came.
 */
export const marketName = (key: string): MarketName => {
  const parsed = parseMarketKey(key);
  if (!parsed) return { text: key, lineName: undefined, giver: undefined, water: false, scenario: 'total' };
  const base = `${sportsTh.marketTypes[parsed.type]} ${sportsTh.periods[parsed.period]}`;
  const scenario = parsed.type === 'AH' || parsed.type === '1X2' ? 'margin' : 'total';
  if (parsed.type === 'AH') {
    return {
      text: `${base} ${lineDisplay(parsed.quarters)}`,
      lineName: thaiHandicapName(parsed.quarters),
      giver: parsed.quarters < 0 ? 'HOME' : parsed.quarters > 0 ? 'AWAY' : undefined,
      water: true,
      scenario,
    };
  }
  if (parsed.type === 'OU')
    return {
      text: `${base} ${lineDisplay(parsed.quarters)}`,
      lineName: undefined,
      giver: undefined,
      water: true,
      scenario,
    };
  return { text: base, lineName: undefined, giver: undefined, water: false, scenario };
};

/** An outcome as staff read it: the team's name for HOME and AWAY, สูง, ต่ำ, เสมอ, คี่, คู่, อื่นๆ, or the score. */
export const outcomeName = (outcome: string, teams: Teams): string => {
  if (outcome === 'HOME') return teams.home;
  if (outcome === 'AWAY') return teams.away;
  return outcome in sportsTh.outcomes
    ? sportsTh.outcomes[outcome as keyof typeof sportsTh.outcomes]
    : outcome;
};
