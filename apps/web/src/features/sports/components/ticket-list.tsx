import { fillMessage, sportsTh } from '@chokdee/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import { sportsPages } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { sportsText } from '../../../messages/sports';
import { useSportsTickets } from '../api/get-tickets';
import type { SportsTicketFilter } from '../api/query-keys';
import { TicketStatusBadge } from './ticket-badge';

const filters: readonly SportsTicketFilter[] = ['OPEN', 'SETTLED'];

/**
 * The member's sports tickets (the order-history modal's "กีฬา" tab): open or settled, each with its
 * kind, legs, stake and what it can pay or paid, linking to its page.
 */
export const SportsTicketList = () => {
  const [status, setStatus] = useState<SportsTicketFilter>('OPEN');
  const tickets = useSportsTickets(status);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{sportsText.ticketFilter}</legend>
        {filters.map((option) => (
          <label
            key={option}
            className={cx(
              'cursor-pointer rounded-full px-3 py-1 text-sm font-semibold ring-1',
              option === status ? 'bg-gold-400 text-brand-950 ring-gold-400' : 'text-white/70 ring-white/20',
            )}
          >
            <input
              type="radio"
              name="sports-ticket-filter"
              value={option}
              checked={option === status}
              onChange={() => setStatus(option)}
              className="sr-only"
            />
            {sportsText.ticketFilters[option]}
          </label>
        ))}
      </fieldset>
      {tickets.isPending ? (
        <p className="text-sm text-white/70">{sportsText.ticketsLoading}</p>
      ) : tickets.isError ? (
        <div className="flex items-center gap-3 text-sm text-red-300">
          <p>{sportsText.ticketsFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void tickets.refetch()}>
            {sportsText.retry}
          </Button>
        </div>
      ) : tickets.data.length === 0 ? (
        <p className="text-sm text-white/70">{sportsText.ticketsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tickets.data.map((ticket) => (
            <li
              key={ticket.id}
              data-testid="sports-ticket-card"
              className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {sportsTh.kinds[ticket.kind]}
                    {ticket.kind === 'PARLAY' && (
                      <span className="ml-1 text-sm text-white/60">
                        {fillMessage(sportsText.legCount, { count: ticket.legs.length })}
                      </span>
                    )}
                  </p>
                  {ticket.kind === 'SINGLE' && ticket.legs[0] && (
                    <p className="truncate text-xs text-white/70">
                      {ticket.legs[0].fixtureName} · {ticket.legs[0].outcomeName}
                    </p>
                  )}
                  <p className="font-num text-xs text-white/60">
                    <span className="sr-only">{sportsText.ticketNo} </span>
                    {ticket.ticketNo} · {formatThaiDate(ticket.placedAt)}
                  </p>
                </div>
                <TicketStatusBadge status={ticket.status} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-white/60">{sportsText.risk}</dt>
                  <dd>
                    <MoneyText amount={ticket.stake} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-white/60">
                    {ticket.payout === null ? sportsText.maxPayout : sportsText.payout}
                  </dt>
                  <dd className="font-semibold text-gold-200">
                    <MoneyText amount={ticket.payout ?? ticket.maxPayout} />
                  </dd>
                </div>
              </dl>
              <Link
                to={sportsPages.ticket.getHref(ticket.id)}
                className="mt-1 inline-block text-sm text-gold-200 underline"
              >
                {sportsText.viewTicket}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
