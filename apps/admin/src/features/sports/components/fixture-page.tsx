import type { SportsAdminFixture } from '@chokdee/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths, sportsTickerHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatDateTime } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { adminTh } from '../../../messages/th';
import { useFixture } from '../api/get-fixture';
import { DESK_REFRESH_MS } from '../api/keys';
import { formatClock, formatKickoff } from '../model/time';
import { LiabilityGrid } from './liability-grid';
import { MarketControlDialog, type MarketControlTarget } from './market-control-dialog';
import { type AdminMarket, MarketsTable } from './markets-table';
import { FixtureStatus, LiabilityBar, Panel, SimulatedBadge, scoreText } from './parts';
import { PricesDialog } from './prices-dialog';
import { ResultDeskPanel } from './result-desk';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs text-slate-500">{label}</dt>
    <dd className="font-medium text-slate-900">{children}</dd>
  </div>
);

const FixtureFacts = ({ fixture }: { fixture: SportsAdminFixture }) => (
  <Panel title={th.fixtureFacts}>
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="fixture-facts">
      <Fact label={th.colCompetition}>{fixture.competition.name}</Fact>
      <Fact label={th.colKickoff}>{formatKickoff(fixture.kickoffAt)}</Fact>
      <Fact label={th.colScore}>
        <span className="tabular-nums">
          {scoreText(fixture.score)}
          {fixture.halfTime && ` (${th.halfTime} ${scoreText(fixture.halfTime)})`}
        </span>
      </Fact>
      <Fact label={th.redCards}>{scoreText(fixture.redCards)}</Fact>
      <Fact label={th.colSource}>{fixture.source}</Fact>
      <Fact label={th.lastFeedAt}>
        {fixture.lastFeedAt ? formatDateTime(fixture.lastFeedAt) : th.handEntered}
      </Fact>
      <Fact label={th.colMarkets}>{fill(th.marketCount, { count: fixture.marketCount })}</Fact>
      <Fact label={th.fixtureLiability}>
        <LiabilityBar worst={fixture.liability.worst} cap={fixture.liability.cap} />
      </Fact>
    </dl>
  </Panel>
);

type Open =
  | { kind: 'control'; target: MarketControlTarget }
  | { kind: 'prices'; market: AdminMarket }
  | undefined;

/**
 * One fixture on the trader's desk (owner, trader): its facts, every market with house and feed
 * prices, the controls and the price editor, the liability grid by scenario and the result desk with
 * maker-checker. Read again every few seconds.
 */
export const FixturePage = () => {
  const { id = '' } = useParams();
  const me = useMe();
  const fixture = useFixture(id);
  const [open, setOpen] = useState<Open>();
  const data = fixture.data;

  const back = (
    <Link to={paths.sportsBoard} className="mb-2 inline-block text-sm text-brand-700 underline">
      ← {th.backToBoard}
    </Link>
  );
  if (fixture.isError && !data)
    return (
      <div>
        {back}
        <Alert>{apiMessage(fixture.error)}</Alert>
      </div>
    );
  if (!data || !me.data) return <Spinner />;

  const teams = { home: data.home, away: data.away };
  const match = fill(th.versus, teams);
  const updated = fixture.dataUpdatedAt ? formatClock(fixture.dataUpdatedAt) : th.none;
  const controlAll = (action: MarketControlTarget['action']) =>
    setOpen({ kind: 'control', target: { market: 'ALL', name: th.allMarkets, action } });

  return (
    <div className="flex flex-col gap-4">
      <div>
        {back}
        <PageHeader
          title={match}
          actions={
            <>
              {data.simulated && <SimulatedBadge />}
              <FixtureStatus status={data.status} minute={data.minute} />
              {data.betStop && <Badge tone="warning">{th.betStop}</Badge>}
              <Link
                to={sportsTickerHref({ fixtureId: data.id })}
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-600"
              >
                {th.ticketsOfFixture}
              </Link>
              <Button
                variant="secondary"
                size="sm"
                loading={fixture.isFetching}
                onClick={() => void fixture.refetch()}
              >
                {adminTh.refresh}
              </Button>
            </>
          }
        />
        <p className="text-xs text-slate-500" aria-live="off">
          {fill(th.autoRefresh, { seconds: DESK_REFRESH_MS / 1000, time: updated })}
        </p>
        {fixture.isError && (
          <Alert className="mt-2">{fill(th.refreshFailed, { message: apiMessage(fixture.error) })}</Alert>
        )}
      </div>
      <FixtureFacts fixture={data} />
      <Panel
        title={th.markets}
        actions={
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="danger"
              data-testid="market-suspend-ALL"
              onClick={() => controlAll('SUSPEND')}
            >
              {th.suspendAll}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              data-testid="market-reopen-ALL"
              onClick={() => controlAll('REOPEN')}
            >
              {th.reopenAll}
            </Button>
          </div>
        }
      >
        <MarketsTable
          markets={data.markets}
          teams={teams}
          onControl={(market, name, action) =>
            setOpen({ kind: 'control', target: { market: market.key, name: name.text, action } })
          }
          onEditPrices={(market) => setOpen({ kind: 'prices', market })}
        />
      </Panel>
      <LiabilityGrid liability={data.liability} />
      <ResultDeskPanel fixture={data} me={me.data} />
      {open?.kind === 'control' && (
        <MarketControlDialog
          fixtureId={data.id}
          match={match}
          target={open.target}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'prices' && (
        <PricesDialog
          fixtureId={data.id}
          market={open.market}
          teams={teams}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
};
