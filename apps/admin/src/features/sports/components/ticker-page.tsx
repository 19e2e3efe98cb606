import { type SportsTickerRow, sportsTh } from '@chokdee/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { paths, sportsMemberRiskHref } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatDateTime } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { adminTh } from '../../../messages/th';
import { TICKER_PAGE_SIZE, useTickets } from '../api/get-tickets';
import { DESK_REFRESH_MS } from '../api/keys';
import { formatClock } from '../model/time';
import { ConfirmVoidDialog, RequestVoidDialog } from './void-dialogs';

const columns = [
  { label: th.colPlacedAt },
  { label: th.colTicket },
  { label: th.colMember },
  { label: th.colLegs },
  { label: th.colOdds, className: 'text-right' },
  { label: th.colTicketStake, className: 'text-right' },
  { label: th.colMaxPayout, className: 'text-right' },
  { label: th.colTicketStatus },
  { label: th.colFlags },
  { label: th.colActions },
];

/** A ticket the obvious-error rule can still void: taken, not yet settled or refused. */
const voidable = (ticket: SportsTickerRow) => ticket.status === 'OPEN' || ticket.status === 'PENDING';

type Open = { kind: 'request' | 'confirm'; ticket: SportsTickerRow } | undefined;

const TickerRow = ({ ticket, onOpen }: { ticket: SportsTickerRow; onOpen: (open: Open) => void }) => (
  <tr
    data-testid={`ticket-row-${ticket.ticketNo}`}
    className={ticket.flags.length ? 'bg-amber-50/50' : undefined}
  >
    <Td className="whitespace-nowrap">{formatDateTime(ticket.placedAt)}</Td>
    <Td>
      <span className="block font-mono">{ticket.ticketNo}</span>
      <span className="text-xs text-slate-500">{sportsTh.kinds[ticket.kind]}</span>
    </Td>
    <Td>
      <Link
        to={sportsMemberRiskHref(ticket.memberId)}
        className="text-brand-700 underline hover:text-brand-600"
      >
        {ticket.member}
      </Link>
    </Td>
    <Td>
      <ul className="flex flex-col gap-0.5 text-xs">
        {ticket.legs.map((leg) => (
          <li key={`${leg.fixtureId}-${leg.market}`}>
            {fill(th.legLine, {
              fixture: leg.fixtureName,
              market: leg.marketName,
              outcome: leg.outcomeName,
              odds: leg.odds,
            })}
          </li>
        ))}
      </ul>
    </Td>
    <Td className="text-right tabular-nums">{ticket.combinedOdds}</Td>
    <Td className="text-right">
      <Money amount={ticket.stake} />
    </Td>
    <Td className="text-right">
      <Money amount={ticket.maxPayout} />
    </Td>
    <Td>
      <Badge tone={ticket.status === 'REJECTED' ? 'danger' : 'neutral'}>
        {sportsTh.ticketStatuses[ticket.status]}
      </Badge>
    </Td>
    <Td>
      <span className="flex flex-wrap gap-1">
        {ticket.flags.map((flag) => (
          <Badge key={flag} tone="warning">
            {th.flags[flag]}
          </Badge>
        ))}
      </span>
    </Td>
    <Td>
      {ticket.voidRequest ? (
        <div className="flex flex-col items-start gap-1">
          <span className="text-xs text-red-700">
            {fill(th.voidPending, {
              kind: th.voidKinds[ticket.voidRequest.kind],
              reason: ticket.voidRequest.reason,
              name: ticket.voidRequest.requestedBy,
            })}
          </span>
          <Button
            size="sm"
            variant="danger"
            data-testid={`void-confirm-${ticket.ticketNo}`}
            onClick={() => onOpen({ kind: 'confirm', ticket })}
          >
            {th.confirmVoid}
          </Button>
        </div>
      ) : (
        voidable(ticket) && (
          <Button
            size="sm"
            variant="secondary"
            data-testid={`void-request-${ticket.ticketNo}`}
            onClick={() => onOpen({ kind: 'request', ticket })}
          >
            {th.requestVoid}
          </Button>
        )
      )}
    </Td>
  </tr>
);

/**
 * The bet ticker (owner, trader): the newest tickets first, read again every few seconds, with their
 * flags; of one fixture or member when the link says so, or the flagged ones only. An obvious-error
 * void is asked here and approved here by a second staff member.
 */
export const TickerPage = () => {
  const [search, setSearch] = useSearchParams();
  const fixtureId = search.get('fixtureId') ?? undefined;
  const memberId = search.get('memberId') ?? undefined;
  const [flagged, setFlagged] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<Open>();
  const tickets = useTickets({ fixtureId, memberId, flagged }, pageNo);
  const updated = tickets.dataUpdatedAt ? formatClock(tickets.dataUpdatedAt) : th.none;
  return (
    <div>
      <PageHeader
        title={th.pageTicker}
        actions={
          <Button variant="secondary" loading={tickets.isFetching} onClick={() => void tickets.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <p className="mb-1 max-w-4xl text-sm text-slate-600">{th.tickerIntro}</p>
      {pageNo === 1 && (
        <p className="mb-3 text-xs text-slate-500" aria-live="off">
          {fill(th.autoRefresh, { seconds: DESK_REFRESH_MS / 1000, time: updated })}
        </p>
      )}
      <div className="mb-3 flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={flagged}
            data-testid="ticker-flagged"
            onChange={(event) => {
              setFlagged(event.target.checked);
              setPageNo(1);
            }}
          />
          {th.flaggedOnly}
        </label>
        {(fixtureId || memberId) && (
          <span className="flex items-center gap-2 text-sm">
            <Badge tone="info">{fixtureId ? th.filteredFixture : th.filteredMember}</Badge>
            <Link
              to={paths.sportsTicker}
              className="text-brand-700 underline"
              onClick={(event) => {
                event.preventDefault();
                setSearch({});
                setPageNo(1);
              }}
            >
              {th.clearFilter}
            </Link>
          </span>
        )}
      </div>
      {tickets.isError && tickets.data && (
        <Alert className="mb-3">{fill(th.refreshFailed, { message: apiMessage(tickets.error) })}</Alert>
      )}
      <PagedTable
        label={th.tickerTable}
        columns={columns}
        page={tickets.data}
        error={tickets.isError && !tickets.data ? apiMessage(tickets.error) : undefined}
        pageNo={pageNo}
        pageSize={TICKER_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(ticket) => <TickerRow key={ticket.id} ticket={ticket} onOpen={setOpen} />}
      />
      {open?.kind === 'request' && (
        <RequestVoidDialog ticket={open.ticket} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'confirm' && (
        <ConfirmVoidDialog ticket={open.ticket} onClose={() => setOpen(undefined)} />
      )}
    </div>
  );
};
