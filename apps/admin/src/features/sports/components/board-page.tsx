import type { SportsBoardRow } from '@chokdee/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { Td } from '../../../components/ui/table';
import { sportsFixtureHref } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fill } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { adminTh } from '../../../messages/th';
import { type BoardTab, useBoard } from '../api/get-board';
import { DESK_REFRESH_MS } from '../api/keys';
import { formatClock, formatKickoff } from '../model/time';
import { NewFixtureDialog } from './new-fixture-dialog';
import { FixtureStatus, LiabilityBar, SimulatedBadge, scoreText } from './parts';

/** The book holds a market when its feed has been silent longer than this (docs/domain/sportsbook.md, "Lifecycle rules"). */
export const FEED_STALE_SECONDS = 20;

const tabs: ReadonlyArray<{ value: BoardTab; label: string }> = [
  { value: 'today', label: th.tabToday },
  { value: 'live', label: th.tabLive },
  { value: 'tomorrow', label: th.tabTomorrow },
];

const columns = [
  { label: th.colKickoff },
  { label: th.colCompetition },
  { label: th.colMatch },
  { label: th.colStatus },
  { label: th.colScore },
  { label: th.colSource },
  { label: th.colFeedAge },
  { label: th.colMarkets },
  { label: th.colStake, className: 'text-right' },
  { label: th.colLiability },
  { label: th.colResult },
];

/** Seconds since the feed's last message: red past the silence limit; a hand-entered fixture has none. */
const FeedAge = ({ seconds }: { seconds: number | null }) => {
  if (seconds === null) return <span className="text-slate-500">{th.handEntered}</span>;
  const stale = seconds > FEED_STALE_SECONDS;
  return (
    <span
      data-testid="feed-age"
      data-stale={stale || undefined}
      className={cx('inline-flex items-center gap-1 tabular-nums', stale && 'font-semibold text-red-600')}
    >
      {fill(th.seconds, { seconds })}
      {stale && <Badge tone="danger">{th.feedStale}</Badge>}
    </span>
  );
};

const BoardRow = ({ row }: { row: SportsBoardRow }) => {
  const stale = row.feedAgeSeconds !== null && row.feedAgeSeconds > FEED_STALE_SECONDS;
  return (
    <tr data-testid={`board-row-${row.id}`} className={cx(stale && 'bg-red-50')}>
      <Td className="whitespace-nowrap tabular-nums">{formatKickoff(row.kickoffAt)}</Td>
      <Td>{row.competition}</Td>
      <Td>
        <span className="flex flex-wrap items-center gap-1">
          <Link
            to={sportsFixtureHref(row.id)}
            className="font-semibold text-brand-700 underline hover:text-brand-600"
          >
            {fill(th.versus, { home: row.home, away: row.away })}
          </Link>
          {row.simulated && <SimulatedBadge />}
          {row.betStop && <Badge tone="warning">{th.betStop}</Badge>}
        </span>
      </Td>
      <Td>
        <FixtureStatus status={row.status} minute={row.minute} />
      </Td>
      <Td className="whitespace-nowrap font-semibold tabular-nums">{scoreText(row.score)}</Td>
      <Td className="text-slate-600">{row.source}</Td>
      <Td>
        <FeedAge seconds={row.feedAgeSeconds} />
      </Td>
      <Td className="tabular-nums">
        {fill(th.marketsOpenSuspended, { open: row.openMarkets, suspended: row.suspendedMarkets })}
      </Td>
      <Td className="text-right">
        <Money amount={row.stake} />
      </Td>
      <Td>
        <LiabilityBar worst={row.worstLiability} cap={row.liabilityCap} />
      </Td>
      <Td>{row.resultPending && <Badge tone="warning">{th.resultPending}</Badge>}</Td>
    </tr>
  );
};

/**
 * The trader's live board (owner, trader): today's, the live or tomorrow's fixtures with their feed's
 * health, markets, stake and worst liability against the cap, read again every few seconds; and a
 * fixture entered by hand for a league the feed does not cover.
 */
export const BoardPage = () => {
  const [tab, setTab] = useState<BoardTab>('today');
  const [creating, setCreating] = useState(false);
  const board = useBoard(tab);
  const updated = board.dataUpdatedAt ? formatClock(board.dataUpdatedAt) : th.none;
  return (
    <div>
      <PageHeader
        title={th.pageBoard}
        actions={
          <>
            <Button variant="secondary" loading={board.isFetching} onClick={() => void board.refetch()}>
              {adminTh.refresh}
            </Button>
            <Button onClick={() => setCreating(true)}>{th.newFixture}</Button>
          </>
        }
      />
      <p className="mb-1 max-w-4xl text-sm text-slate-600">
        {fill(th.boardIntro, { seconds: FEED_STALE_SECONDS })}
      </p>
      <p className="mb-3 text-xs text-slate-500" aria-live="off">
        {fill(th.autoRefresh, { seconds: DESK_REFRESH_MS / 1000, time: updated })}
      </p>
      {board.isError && board.data && (
        <Alert className="mb-3">{fill(th.refreshFailed, { message: apiMessage(board.error) })}</Alert>
      )}
      <StatusTabs label={th.boardTabs} value={tab} options={tabs} onValueChange={setTab}>
        <PagedTable
          label={th.pageBoard}
          columns={columns}
          page={board.data && { data: board.data, total: board.data.length }}
          error={board.isError && !board.data ? apiMessage(board.error) : undefined}
          renderRow={(row) => <BoardRow key={row.id} row={row} />}
        />
      </StatusTabs>
      {creating && <NewFixtureDialog onClose={() => setCreating(false)} />}
    </div>
  );
};
