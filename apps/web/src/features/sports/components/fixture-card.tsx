import { fillMessage, type SportsFixture, type SportsMarket, sportsTh } from '@chokdee/contracts';
import { lineDisplay, thaiHandicapName } from '@chokdee/sportsbook';
import { Link } from 'react-router';
import { sportsPages } from '../../../config/paths';
import { sportsText } from '../../../messages/sports';
import { giverOf, lineOf, mainMarket, type Period, periodOrder, quartersOf } from '../utils/markets';
import { MatchClock, SimulatedBadge, TeamName } from './match-info';
import { PriceButton } from './price-button';

/** Columns of a period's block: team, handicap, total, 1X2 (fits 390 px). */
const GRID = 'grid grid-cols-[minmax(0,1fr)_4rem_4.75rem_3.5rem] items-center gap-1';

/** Under the giving team: "ต่อ 0.5/1 ครึ่งควบลูก"; a level line under home: "0 ต่อเสมอ". */
const HandicapCaption = ({ quarters }: { quarters: number }) => (
  <span className="block truncate text-[11px] text-red-300" data-testid="sports-line">
    {quarters === 0
      ? `${lineDisplay(0)} ${thaiHandicapName(0) ?? ''}`
      : `${sportsText.gives} ${lineDisplay(quarters)} ${thaiHandicapName(quarters) ?? ''}`.trim()}
  </span>
);

const TeamCell = ({
  fixture,
  side,
  ah,
}: {
  fixture: SportsFixture;
  side: 'HOME' | 'AWAY';
  ah: SportsMarket | undefined;
}) => {
  const quarters = ah ? quartersOf(ah.key) : undefined;
  const giver = giverOf(quarters);
  const captioned = giver === side || (giver === null && side === 'HOME');
  return (
    <div className="min-w-0 text-sm">
      <TeamName
        name={side === 'HOME' ? fixture.home : fixture.away}
        gives={giver === side}
        redCards={side === 'HOME' ? fixture.redCards.home : fixture.redCards.away}
      />
      {captioned && quarters !== undefined && <HandicapCaption quarters={quarters} />}
    </div>
  );
};

/** One period's main handicap, total and 1X2, as a Thai odds table: a row per team, then the draw. */
const PeriodBlock = ({ fixture, period }: { fixture: SportsFixture; period: Period }) => {
  const ah = mainMarket(fixture.markets, period, 'AH');
  const ou = mainMarket(fixture.markets, period, 'OU');
  const x12 = mainMarket(fixture.markets, period, '1X2');
  if (!ah && !ou && !x12) return null;
  const ouLine = ou ? (lineOf(ou) ?? '') : '';
  return (
    <div className="flex flex-col gap-1" data-period={period}>
      <div className={`${GRID} text-[11px] text-white/50`}>
        <span>{sportsTh.periods[period]}</span>
        <span className="text-center">{sportsTh.marketTypes.AH}</span>
        <span className="text-center">{sportsTh.marketTypes.OU}</span>
        <span className="text-center">{sportsTh.marketTypes['1X2']}</span>
      </div>
      <div className={GRID}>
        <TeamCell fixture={fixture} side="HOME" ah={ah} />
        <PriceButton fixture={fixture} market={ah} outcome="HOME" />
        <PriceButton fixture={fixture} market={ou} outcome="OVER" caption={ouLine} />
        <PriceButton fixture={fixture} market={x12} outcome="HOME" />
      </div>
      <div className={GRID}>
        <TeamCell fixture={fixture} side="AWAY" ah={ah} />
        <PriceButton fixture={fixture} market={ah} outcome="AWAY" />
        <PriceButton
          fixture={fixture}
          market={ou}
          outcome="UNDER"
          caption={ou ? sportsTh.outcomes.UNDER : ''}
        />
        <PriceButton fixture={fixture} market={x12} outcome="AWAY" />
      </div>
      {x12 && (
        <div className={GRID}>
          <span className="text-sm text-white/70">{sportsTh.outcomes.DRAW}</span>
          <span />
          <span />
          <PriceButton fixture={fixture} market={x12} outcome="DRAW" />
        </div>
      )}
    </div>
  );
};

/** A fixture on the list: when (or the minute and score), the teams and each period's main prices. */
export const FixtureCard = ({ fixture }: { fixture: SportsFixture }) => (
  <article
    data-testid="sports-fixture"
    data-fixture-id={fixture.id}
    aria-label={`${fixture.home} - ${fixture.away}`}
    className="flex flex-col gap-2 rounded-xl bg-brand-800 p-2 ring-1 ring-white/10"
  >
    <header className="flex items-center justify-between gap-2 text-xs">
      <span className="flex min-w-0 items-center gap-2">
        <MatchClock fixture={fixture} />
        {fixture.simulated && <SimulatedBadge />}
      </span>
      <Link
        to={sportsPages.fixture.getHref(fixture.id)}
        aria-label={fillMessage(sportsText.allMarkets, { home: fixture.home, away: fixture.away })}
        className="shrink-0 rounded px-1.5 py-0.5 font-semibold text-gold-200 hover:bg-white/10"
      >
        {fillMessage(sportsText.moreMarkets, { count: fixture.marketCount })} ›
      </Link>
    </header>
    {periodOrder.map((period) => (
      <PeriodBlock key={period} fixture={fixture} period={period} />
    ))}
  </article>
);
