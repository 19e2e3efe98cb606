import type { YeekeeRoundItem } from '@chokdee/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { fillText } from '../../../messages/lottery';
import { yeekeeText } from '../../../messages/yeekee';
import { useYeekeeMarkets } from '../api/get-yeekee-markets';
import { useYeekeeRounds } from '../api/get-yeekee-rounds';
import { useServerNow } from '../hooks/use-now';
import { formatBusinessDate } from '../utils/yeekee-format';
import { phaseAt } from '../utils/yeekee-phase';
import { LoadFailed } from './load-failed';
import { chipClass } from './lobby-section';
import { YeekeeRoundCard } from './yeekee-round-card';

/** Scheduled rounds shown ahead of the current one, and past rounds before "see all". */
const NEXT_ROUNDS = 3;
const PAST_ROUNDS = 8;

const RoundSection = ({
  id,
  title,
  rounds,
  now,
  empty,
}: {
  id: string;
  title: string;
  rounds: readonly YeekeeRoundItem[];
  now: number;
  empty?: string;
}) => (
  <section aria-labelledby={id} className="flex flex-col gap-2">
    <h2 id={id} className="text-lg font-bold text-gold-200">
      {title}
    </h2>
    {rounds.length === 0 && empty ? <p className="text-sm text-white/70">{empty}</p> : null}
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {rounds.map((round) => (
        <YeekeeRoundCard key={round.roundCode} round={round} now={now} />
      ))}
    </ul>
  </section>
);

/** A market's rounds of the current business day: playing now, next, and today's results. */
const MarketDay = ({ marketCode }: { marketCode: string }) => {
  const day = useYeekeeRounds(marketCode);
  const now = useServerNow(1000);
  const [allPast, setAllPast] = useState(false);
  if (day.isPending) return <p className="text-sm text-white/70">{yeekeeText.roundsLoading}</p>;
  if (day.isError) return <LoadFailed text={yeekeeText.roundsFailed} onRetry={() => void day.refetch()} />;
  const withPhase = day.data.rounds.map((round) => ({ round, phase: phaseAt(round, now) }));
  const current = withPhase.filter(
    ({ phase }) => phase === 'BETTING' || phase === 'SHOOTING' || phase === 'FROZEN',
  );
  const next = withPhase.filter(({ phase }) => phase === 'SCHEDULED').slice(0, NEXT_ROUNDS);
  const past = withPhase.filter(({ phase }) => phase === 'RESULTED' || phase === 'VOID').reverse();
  const shownPast = allPast ? past : past.slice(0, PAST_ROUNDS);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-white/70">
        {fillText(yeekeeText.businessDate, { date: formatBusinessDate(day.data.businessDate) })}
      </p>
      <RoundSection
        id="yk-now"
        title={yeekeeText.nowSection}
        rounds={current.map(({ round }) => round)}
        now={now}
        empty={yeekeeText.noRoundsNow}
      />
      {next.length > 0 && (
        <RoundSection
          id="yk-next"
          title={yeekeeText.nextSection}
          rounds={next.map(({ round }) => round)}
          now={now}
        />
      )}
      <RoundSection
        id="yk-past"
        title={yeekeeText.pastSection}
        rounds={shownPast.map(({ round }) => round)}
        now={now}
        empty={yeekeeText.noPastRounds}
      />
      {!allPast && past.length > PAST_ROUNDS && (
        <Button variant="secondary" size="sm" className="self-center" onClick={() => setAllPast(true)}>
          {fillText(yeekeeText.showAllPast, { count: past.length })}
        </Button>
      )}
    </div>
  );
};

/** `/lottery/yk`: the Yeekee markets (chips when there are several) and the chosen one's day. */
export const YeekeeLobbyPage = () => {
  const markets = useYeekeeMarkets();
  const [search] = useSearchParams();
  if (markets.isPending) return <p className="text-sm text-white/70">{yeekeeText.marketsLoading}</p>;
  if (markets.isError)
    return <LoadFailed text={yeekeeText.marketsFailed} onRetry={() => void markets.refetch()} />;
  if (markets.data.length === 0) return <p className="text-sm text-white/70">{yeekeeText.noMarkets}</p>;
  const wanted = search.get('market');
  const market = markets.data.find((entry) => entry.code === wanted) ?? markets.data[0];
  if (!market) return null;
  return (
    <div className="flex flex-col gap-4">
      {markets.data.length > 1 && (
        <nav aria-label={yeekeeText.marketFilter} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {markets.data.map((entry) => (
            <Link
              key={entry.code}
              to={paths.lotteryYeekee.getHref(entry.code)}
              aria-current={entry.code === market.code ? 'page' : undefined}
              className={chipClass(entry.code === market.code)}
            >
              {entry.name}
            </Link>
          ))}
        </nav>
      )}
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">{market.name}</h2>
        <span className="flex gap-3">
          <Link to={paths.lotteryResults.getHref(market.code)} className="text-sm text-gold-300 underline">
            {yeekeeText.resultHistory}
          </Link>
          <Link to={paths.yeekeeRules.getHref(market.code)} className="text-sm text-gold-300 underline">
            {yeekeeText.rulesLink}
          </Link>
        </span>
      </div>
      <MarketDay key={market.code} marketCode={market.code} />
    </div>
  );
};
