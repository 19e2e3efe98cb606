import { fillMessage, type SportsFixture, type SportsMarket, sportsTh } from '@chokdee/contracts';
import { lineDisplay, parseMarketKey, thaiHandicapName } from '@chokdee/sportsbook';
import { sportsText } from '../../../messages/sports';

export type Period = SportsMarket['period'];
export const periodOrder: readonly Period[] = ['FT', '1H'];
export const typeOrder: readonly SportsMarket['type'][] = ['AH', 'OU', '1X2', 'OE', 'CS'];

/** A handicap's or total's line in quarter goals (`FT.AH:-0.25` → −1); undefined for markets without one. */
export const quartersOf = (marketKey: string): number | undefined => {
  const key = parseMarketKey(marketKey);
  return key && (key.type === 'AH' || key.type === 'OU') ? key.quarters : undefined;
};

/**
 * Who gives a handicap: the line is stated from the home side, so below zero the home team gives,
 * above zero the away team does, and at zero (ต่อเสมอ) nobody.
 */
export const giverOf = (quarters: number | undefined): 'HOME' | 'AWAY' | null =>
  quarters === undefined || quarters === 0 ? null : quarters < 0 ? 'HOME' : 'AWAY';

/** The line as Thai tables write it ("0.5/1"), from the key; the API's own text when the key says none. */
export const lineOf = (market: Pick<SportsMarket, 'key' | 'line'>): string | null => {
  const quarters = quartersOf(market.key);
  return quarters === undefined ? market.line : lineDisplay(quarters);
};

/** A handicap's Thai name (ครึ่งควบลูก); none for totals or past two and a half goals. */
export const lineNameOf = (market: Pick<SportsMarket, 'key' | 'type' | 'lineName'>): string | null => {
  if (market.type !== 'AH') return null;
  const quarters = quartersOf(market.key);
  return (quarters === undefined ? undefined : thaiHandicapName(quarters)) ?? market.lineName;
};

/** "แฮนดิแคป เต็มเวลา 0.5/1", as the ticket's `marketName` reads. */
export const marketNameOf = (market: Pick<SportsMarket, 'key' | 'type' | 'period' | 'line'>): string => {
  const line = market.type === 'AH' || market.type === 'OU' ? lineOf(market) : null;
  return [sportsTh.marketTypes[market.type], sportsTh.periods[market.period], line].filter(Boolean).join(' ');
};

/** The selection in words: the team, สูง, ต่ำ, เสมอ, คี่, คู่, a score or อื่นๆ. */
export const outcomeNameOf = (
  fixture: Pick<SportsFixture, 'home' | 'away'>,
  type: SportsMarket['type'],
  outcome: string,
): string => {
  if (outcome === 'HOME') return fixture.home;
  if (outcome === 'AWAY') return fixture.away;
  if (type === 'CS' && outcome !== 'OTHER') return outcome;
  return sportsTh.outcomes[outcome as keyof typeof sportsTh.outcomes] ?? outcome;
};

/** For a handicap selection, "(ต่อ 0.5/1)" or "(รอง 0.5/1)"; nothing for other markets. */
export const handicapSideOf = (marketKey: string, outcome: string): string | null => {
  const key = parseMarketKey(marketKey);
  if (key?.type !== 'AH') return null;
  const giver = giverOf(key.quarters);
  const line = lineDisplay(key.quarters);
  if (giver === null) return `${thaiHandicapName(0) ?? ''} ${line}`.trim();
  return `${giver === outcome ? sportsText.gives : sportsText.receives} ${line}`;
};

/** The main market of a type in a period: the one flagged main, else the first. */
export const mainMarket = (
  markets: readonly SportsMarket[],
  period: Period,
  type: SportsMarket['type'],
): SportsMarket | undefined => {
  const ofType = markets.filter((market) => market.period === period && market.type === type);
  return ofType.find((market) => market.main) ?? ofType[0];
};

/** A fixture's markets of one period and type, handicaps and totals in the order of their lines. */
export const marketsOf = (
  markets: readonly SportsMarket[],
  period: Period,
  type: SportsMarket['type'],
): SportsMarket[] =>
  markets
    .filter((market) => market.period === period && market.type === type)
    .sort((a, b) => (quartersOf(a.key) ?? 0) - (quartersOf(b.key) ?? 0));

export const priceOf = (market: SportsMarket | undefined, outcome: string) =>
  market?.prices.find((price) => price.outcome === outcome);

/** Whether a selection takes bets now: its market open and the price quoted. */
export const isOpenPrice = (market: SportsMarket | undefined, outcome: string): boolean =>
  market?.status === 'OPEN' && priceOf(market, outcome) !== undefined;

export const IN_PLAY: ReadonlySet<SportsFixture['status']> = new Set(['LIVE', 'HALF_TIME', 'INTERRUPTED']);
export const isInPlay = (fixture: Pick<SportsFixture, 'status'>): boolean => IN_PLAY.has(fixture.status);

/** Fixtures by competition, competitions in the order of their first kick-off, fixtures by kick-off. */
export const groupByCompetition = (
  fixtures: readonly SportsFixture[],
): Array<{ id: string; name: string; simulated: boolean; fixtures: SportsFixture[] }> => {
  const sorted = [...fixtures].sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt));
  const groups = new Map<
    string,
    { id: string; name: string; simulated: boolean; fixtures: SportsFixture[] }
  >();
  for (const fixture of sorted) {
    const group = groups.get(fixture.competition.id) ?? {
      id: fixture.competition.id,
      name: fixture.competition.name,
      simulated: false,
      fixtures: [],
    };
    group.fixtures.push(fixture);
    group.simulated ||= fixture.simulated;
    groups.set(fixture.competition.id, group);
  }
  return [...groups.values()];
};

export const scoreText = (score: { home: number; away: number }): string =>
  fillMessage(sportsText.scoreText, { home: score.home, away: score.away });
