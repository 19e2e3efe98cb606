import { fillMessage, type SportsFixture, type SportsMarket, sportsTh } from '@chokdee/contracts';
import { correctScoreGrid, thaiHandicapName } from '@chokdee/sportsbook';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { sportsText } from '../../../messages/sports';
import { useFixture } from '../api/get-fixture';
import { useSportsPushed } from '../stores/feed-store';
import { useSportsSlipStore } from '../stores/slip-store';
import {
  giverOf,
  lineOf,
  mainMarket,
  marketsOf,
  type Period,
  periodOrder,
  quartersOf,
  scoreText,
} from '../utils/markets';
import { MatchClock, SimulatedBadge, TeamName } from './match-info';
import { OddsFormatSwitch } from './odds-format-switch';
import { PriceButton } from './price-button';

const Block = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="flex flex-col gap-1.5">
    <h3 className="text-xs font-semibold text-white/60">{title}</h3>
    {children}
  </div>
);

const ROW = 'grid grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)] items-center gap-1.5';

/** Every handicap line: the line and its Thai name with who gives, then the home and away prices. */
const HandicapLines = ({ fixture, markets }: { fixture: SportsFixture; markets: SportsMarket[] }) => (
  <Block title={sportsTh.marketTypes.AH}>
    <div className={`${ROW} text-[11px] text-white/50`}>
      <span>{sportsText.line}</span>
      <span className="truncate text-center">{fixture.home}</span>
      <span className="truncate text-center">{fixture.away}</span>
    </div>
    {markets.map((market) => {
      const quarters = quartersOf(market.key) ?? 0;
      const giver = giverOf(quarters);
      const name = thaiHandicapName(quarters) ?? market.lineName;
      return (
        <div key={market.key} className={ROW} data-market-row={market.key}>
          <span className="min-w-0 text-xs">
            <span className="font-num font-semibold text-white">{lineOf(market)}</span>{' '}
            {name && <span className="text-white/70">{name}</span>}
            {giver && (
              <span className="block truncate text-[11px] text-red-300">
                {fillMessage(sportsText.givesLabel, { team: giver === 'HOME' ? fixture.home : fixture.away })}
              </span>
            )}
          </span>
          <PriceButton fixture={fixture} market={market} outcome="HOME" />
          <PriceButton fixture={fixture} market={market} outcome="AWAY" />
        </div>
      );
    })}
  </Block>
);

/** Every total line: the line, then สูง and ต่ำ. */
const TotalLines = ({ fixture, markets }: { fixture: SportsFixture; markets: SportsMarket[] }) => (
  <Block title={sportsTh.marketTypes.OU}>
    <div className={`${ROW} text-[11px] text-white/50`}>
      <span>{sportsText.line}</span>
      <span className="text-center">{sportsTh.outcomes.OVER}</span>
      <span className="text-center">{sportsTh.outcomes.UNDER}</span>
    </div>
    {markets.map((market) => (
      <div key={market.key} className={ROW} data-market-row={market.key}>
        <span className="font-num text-xs font-semibold">{lineOf(market)}</span>
        <PriceButton fixture={fixture} market={market} outcome="OVER" />
        <PriceButton fixture={fixture} market={market} outcome="UNDER" />
      </div>
    ))}
  </Block>
);

/** The correct-score grid (FT 0-0…4-4, 1H 0-0…2-2) by home goals, then อื่นๆ. */
const CorrectScore = ({ fixture, market }: { fixture: SportsFixture; market: SportsMarket }) => {
  const size = correctScoreGrid(market.period) + 1;
  const scores = Array.from(
    { length: size * size },
    (_, index) => `${Math.floor(index / size)}-${index % size}`,
  );
  return (
    <Block title={sportsTh.marketTypes.CS}>
      <div className={cx('grid gap-1', size === 5 ? 'grid-cols-5' : 'grid-cols-3')}>
        {scores.map((score) => (
          <PriceButton
            key={score}
            fixture={fixture}
            market={market}
            outcome={score}
            caption={score}
            className="flex-col gap-0"
          />
        ))}
      </div>
      <PriceButton fixture={fixture} market={market} outcome="OTHER" caption={sportsTh.outcomes.OTHER} />
    </Block>
  );
};

/** A period's markets: handicaps, totals, 1X2, คี่/คู่, correct score. */
const PeriodMarkets = ({ fixture, period }: { fixture: SportsFixture; period: Period }) => {
  const handicaps = marketsOf(fixture.markets, period, 'AH');
  const totals = marketsOf(fixture.markets, period, 'OU');
  const x12 = mainMarket(fixture.markets, period, '1X2');
  const oddEven = mainMarket(fixture.markets, period, 'OE');
  const correct = mainMarket(fixture.markets, period, 'CS');
  const empty = handicaps.length + totals.length === 0 && !x12 && !oddEven && !correct;
  return (
    <section
      aria-labelledby={`period-${period}`}
      data-period={period}
      className="flex flex-col gap-3 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10"
    >
      <h2 id={`period-${period}`} className="font-bold text-gold-200">
        {sportsTh.periods[period]}
      </h2>
      {empty && <p className="text-sm text-white/60">{sportsText.noMarketsPeriod}</p>}
      {handicaps.length > 0 && <HandicapLines fixture={fixture} markets={handicaps} />}
      {totals.length > 0 && <TotalLines fixture={fixture} markets={totals} />}
      {x12 && (
        <Block title={sportsTh.marketTypes['1X2']}>
          <div className="grid grid-cols-3 gap-1.5">
            <PriceButton fixture={fixture} market={x12} outcome="HOME" caption={sportsText.short1x2.HOME} />
            <PriceButton fixture={fixture} market={x12} outcome="DRAW" caption={sportsText.short1x2.DRAW} />
            <PriceButton fixture={fixture} market={x12} outcome="AWAY" caption={sportsText.short1x2.AWAY} />
          </div>
        </Block>
      )}
      {oddEven && (
        <Block title={sportsTh.marketTypes.OE}>
          <div className="grid grid-cols-2 gap-1.5">
            <PriceButton fixture={fixture} market={oddEven} outcome="ODD" caption={sportsTh.outcomes.ODD} />
            <PriceButton fixture={fixture} market={oddEven} outcome="EVEN" caption={sportsTh.outcomes.EVEN} />
          </div>
        </Block>
      )}
      {correct && <CorrectScore fixture={fixture} market={correct} />}
    </section>
  );
};

/** The match: competition, teams (the giver of the main handicap in red), score, minute, kick-off. */
const FixtureHeader = ({ fixture }: { fixture: SportsFixture }) => {
  const giver = giverOf(quartersOf(mainMarket(fixture.markets, 'FT', 'AH')?.key ?? ''));
  return (
    <header className="flex flex-col gap-2 rounded-xl bg-brand-900 p-3 ring-1 ring-gold-400/30">
      <p className="flex items-center gap-2 text-xs text-white/70">
        <span className="truncate">{fixture.competition.name}</span>
        {fixture.simulated && <SimulatedBadge />}
      </p>
      <h1 className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-base font-bold">
        <TeamName
          name={fixture.home}
          gives={giver === 'HOME'}
          redCards={fixture.redCards.home}
          className="justify-end text-right"
          wrap
        />
        <span className="font-num text-xl text-gold-200" data-testid="sports-score">
          {fixture.score ? scoreText(fixture.score) : 'v'}
        </span>
        <TeamName name={fixture.away} gives={giver === 'AWAY'} redCards={fixture.redCards.away} wrap />
      </h1>
      <div className="flex flex-wrap items-center justify-center gap-3 text-xs">
        <MatchClock fixture={fixture} />
        {fixture.halfTime && fixture.status !== 'HALF_TIME' && (
          <span className="font-num text-white/60">
            {fillMessage(sportsText.halfTimeScore, fixture.halfTime)}
          </span>
        )}
        <span className="text-white/60">
          {fillMessage(sportsText.kickoff, { time: formatThaiDate(fixture.kickoffAt) })}
        </span>
      </div>
    </header>
  );
};

/** `/sports/:fixtureId`: every market of a fixture by period, kept live by pushes. */
export const FixturePage = ({ fixtureId }: { fixtureId: string }) => {
  const pushed = useSportsPushed();
  const fixture = useFixture(fixtureId, { pushed });
  const syncFixture = useSportsSlipStore((state) => state.syncFixture);
  usePageTitle(fixture.data ? `${fixture.data.home} - ${fixture.data.away}` : undefined);
  useEffect(() => {
    if (fixture.data) syncFixture(fixture.data, { complete: true });
  }, [fixture.data, syncFixture]);

  const back = (
    <Link to={paths.sports.getHref()} className="self-start text-sm text-gold-200 underline">
      ‹ {sportsText.backToList}
    </Link>
  );
  if (fixture.isPending) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p className="text-sm text-white/70">{sportsText.fixtureLoading}</p>
      </div>
    );
  }
  if (fixture.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <div className="flex items-center gap-3 text-sm text-red-300">
          <p>{fixture.error instanceof ApiError ? fixture.error.message : sportsText.fixtureFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void fixture.refetch()}>
            {sportsText.retry}
          </Button>
        </div>
      </div>
    );
  }
  const data = fixture.data;
  return (
    <div className="flex flex-col gap-3" data-testid="sports-fixture-page">
      {back}
      <FixtureHeader fixture={data} />
      <OddsFormatSwitch />
      {data.markets.length === 0 ? (
        <p className="text-sm text-white/70">{sportsText.noMarkets}</p>
      ) : (
        periodOrder.map((period) => <PeriodMarkets key={period} fixture={data} period={period} />)
      )}
    </div>
  );
};
