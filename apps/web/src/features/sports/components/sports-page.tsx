import * as Tabs from '@radix-ui/react-tabs';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MODAL_PARAM, modalIds, ORDER_HISTORY_TAB_PARAM, sportsPages } from '../../../config/paths';
import { useIsMember } from '../../../lib/auth-store';
import { sportsText } from '../../../messages/sports';
import { useFixtures } from '../api/get-fixtures';
import { type SportsDay, sportsDays } from '../api/query-keys';
import { useSportsPushed } from '../stores/feed-store';
import { useSportsSlipStore } from '../stores/slip-store';
import { groupByCompetition } from '../utils/markets';
import { FixtureCard } from './fixture-card';
import { SimulatedBadge } from './match-info';
import { OddsFormatSwitch } from './odds-format-switch';

const DAY_PARAM = 'day';

const isDay = (value: string | null): value is SportsDay =>
  value !== null && (sportsDays as readonly string[]).includes(value);

const tabClass =
  'flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-white/70 data-[state=active]:bg-gold-400 data-[state=active]:text-brand-950';

/** One tab's fixtures, by competition. */
const FixtureList = ({ day }: { day: SportsDay }) => {
  const pushed = useSportsPushed();
  const fixtures = useFixtures(day, { pushed });
  const syncFixture = useSportsSlipStore((state) => state.syncFixture);
  // A re-read brings the slip's legs of these fixtures up to the prices read (a list has the main markets only).
  useEffect(() => {
    for (const fixture of fixtures.data ?? []) syncFixture(fixture, { complete: false });
  }, [fixtures.data, syncFixture]);

  if (fixtures.isPending) return <p className="text-sm text-white/70">{sportsText.fixturesLoading}</p>;
  if (fixtures.isError) {
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{sportsText.fixturesFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void fixtures.refetch()}>
          {sportsText.retry}
        </Button>
      </div>
    );
  }
  const groups = groupByCompetition(fixtures.data);
  if (groups.length === 0) return <p className="text-sm text-white/70">{sportsText.noFixtures[day]}</p>;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`competition-${group.id}`} className="flex flex-col gap-2">
          <h2
            id={`competition-${group.id}`}
            className="flex items-center gap-2 text-sm font-bold text-gold-100"
            data-testid="sports-competition"
          >
            <span className="truncate">{group.name}</span>
            {group.simulated && <SimulatedBadge />}
          </h2>
          {group.fixtures.map((fixture) => (
            <FixtureCard key={fixture.id} fixture={fixture} />
          ))}
        </section>
      ))}
    </div>
  );
};

/** `/sports`: วันนี้ / สด / พรุ่งนี้ (`?day=`), fixtures by competition with their main prices. */
export const SportsPage = () => {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const isMember = useIsMember();
  const dayParam = search.get(DAY_PARAM);
  const day: SportsDay = isDay(dayParam) ? dayParam : 'today';
  const historyHref = `${location.pathname}?${new URLSearchParams({
    [MODAL_PARAM]: modalIds.orderHistory,
    [ORDER_HISTORY_TAB_PARAM]: 'sports',
  }).toString()}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OddsFormatSwitch />
        <div className="flex gap-3 text-sm">
          {isMember && (
            <Link to={historyHref} className="text-gold-200 underline">
              {sportsText.myTickets}
            </Link>
          )}
          <Link to={sportsPages.rules.getHref()} className="text-gold-200 underline">
            {sportsText.rulesLink}
          </Link>
        </div>
      </div>
      <Tabs.Root
        value={day}
        onValueChange={(value) => {
          if (!isDay(value)) return;
          const next = new URLSearchParams(search);
          if (value === 'today') next.delete(DAY_PARAM);
          else next.set(DAY_PARAM, value);
          setSearch(next, { replace: true });
        }}
      >
        <Tabs.List aria-label={sportsText.daysLabel} className="mb-3 flex gap-2 rounded-xl bg-brand-950 p-1">
          {sportsDays.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {sportsText.days[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sportsDays.map((value) => (
          <Tabs.Content key={value} value={value}>
            <FixtureList day={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
};
