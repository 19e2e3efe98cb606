import { fillMessage, type SportsTicket, type SportsTicketLeg, sportsTh } from '@chokdee/contracts';
import { parseMarketKey } from '@chokdee/sportsbook';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { sportsText } from '../../../messages/sports';
import { useSportsTicket } from '../api/get-ticket';
import { decimalText, priceView } from '../utils/prices';
import { TicketStatusBadge } from './ticket-badge';

const Row = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <>
    <dt className="text-white/60">{label}</dt>
    <dd className="text-right" data-testid={testId}>
      {children}
    </dd>
  </>
);

const resultClass: Record<NonNullable<SportsTicketLeg['result']>, string> = {
  WIN: 'text-emerald-300',
  HALF_WIN: 'text-emerald-200',
  PUSH: 'text-white/80',
  HALF_LOSE: 'text-amber-200',
  LOSE: 'text-red-300',
  VOID: 'text-white/80',
};

/** A leg: the match, the selection and its price, the score when a live bet was taken, then its working. */
const LegCard = ({ ticket, leg, index }: { ticket: SportsTicket; leg: SportsTicketLeg; index: number }) => {
  const type = parseMarketKey(leg.market)?.type;
  // The price in the format the slip showed (a single's handicap or total); the decimal is always shown.
  const shown =
    ticket.kind === 'SINGLE' && type && ticket.oddsFormat !== 'EU'
      ? priceView(leg.odds, type, ticket.oddsFormat)
      : undefined;
  return (
    <li
      data-testid="sports-ticket-leg"
      className="flex flex-col gap-1 rounded-xl bg-brand-800 p-3 text-sm ring-1 ring-white/10"
    >
      <p className="text-xs text-white/60">
        {index + 1}. {leg.competition} · {formatThaiDate(leg.kickoffAt)}
      </p>
      <p className="font-semibold">{leg.fixtureName}</p>
      <p>
        {leg.marketName}: <span className="font-semibold text-gold-100">{leg.outcomeName}</span>
      </p>
      <p className="flex flex-wrap gap-x-3 text-xs text-white/80">
        <span>
          {sportsText.decimalOdds} <span className="font-num font-semibold">{decimalText(leg.odds)}</span>
        </span>
        {shown && shown.format !== 'EU' && (
          <span>
            {sportsText.shownOdds} ({shown.format}){' '}
            <span className={cx('font-num font-semibold', shown.red && 'text-red-300')}>{shown.text}</span>
          </span>
        )}
      </p>
      {leg.scoreAtPlacement && (
        <p className="text-xs text-amber-200" data-testid="sports-score-at-placement">
          {fillMessage(sportsText.scoreAtPlacement, leg.scoreAtPlacement)}
        </p>
      )}
      {leg.result ? (
        <div
          data-testid="sports-leg-working"
          data-result={leg.result}
          className="mt-1 flex flex-col gap-0.5 rounded-lg bg-brand-950/60 p-2"
        >
          <p>
            {sportsText.legResult}:{' '}
            <span className={cx('font-semibold', resultClass[leg.result])}>
              {sportsTh.results[leg.result]}
            </span>
            {leg.factor && (
              <span className="ml-2 font-num text-white/70">
                {sportsText.factor} ×{leg.factor}
              </span>
            )}
          </p>
          {leg.working && (
            <p className="text-xs text-white/80">
              {sportsText.working}: {leg.working}
            </p>
          )}
          {leg.voidReason && (
            <p className="text-xs text-white/80">
              {sportsText.voidReason}: {leg.voidReason}
            </p>
          )}
        </div>
      ) : (
        <p className="text-xs text-white/60">{sportsText.waitingResult}</p>
      )}
    </li>
  );
};

/** `/sports/tickets/:ticketId` (member): the ticket, its numbers and, once settled, each leg's working. */
export const TicketPage = ({ ticketId }: { ticketId: string }) => {
  const query = useSportsTicket(ticketId);
  const ticket = query.data;
  usePageTitle(ticket ? `${sportsText.ticketTitle} ${ticket.ticketNo}` : undefined);
  const back = (
    <Link to={paths.sports.getHref()} className="self-start text-sm text-gold-200 underline">
      ‹ {sportsText.backToList}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p className="text-sm text-white/70">{sportsText.ticketLoading}</p>
      </div>
    );
  }
  if (query.isError || !ticket) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <div className="flex items-center gap-3 text-sm text-red-300">
          <p>{query.error instanceof ApiError ? query.error.message : sportsText.ticketFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {sportsText.retry}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="sports-ticket-page">
      {back}
      <header className="flex items-start justify-between gap-2">
        <h1 className="text-xl font-bold text-gold-200">
          {sportsTh.kinds[ticket.kind]}{' '}
          <span className="font-num text-base text-white/80">{ticket.ticketNo}</span>
        </h1>
        <TicketStatusBadge status={ticket.status} />
      </header>
      {ticket.status === 'PENDING' && (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-amber-200"
          data-testid="sports-ticket-pending"
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {sportsText.pendingTitle}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-brand-900 p-3 text-sm ring-1 ring-gold-400/30">
        <Row label={sportsText.ticketNo} testId="sports-ticket-no">
          <span className="font-num">{ticket.ticketNo}</span>
        </Row>
        <Row label={sportsText.kind}>{sportsTh.kinds[ticket.kind]}</Row>
        <Row label={sportsText.status}>{sportsTh.ticketStatuses[ticket.status]}</Row>
        <Row label={sportsText.rulesVersion}>{ticket.rulesVersion}</Row>
        <Row label={sportsText.oddsFormatUsed}>
          {ticket.oddsFormat} {sportsText.oddsFormats[ticket.oddsFormat]}
        </Row>
        <Row label={sportsText.acceptPolicyUsed}>{sportsText.acceptPolicies[ticket.acceptPolicy]}</Row>
        <Row label={ticket.kind === 'PARLAY' ? sportsText.combinedOdds : sportsText.decimalOdds}>
          <span className="font-num">{decimalText(ticket.combinedOdds)}</span>
        </Row>
        <Row label={sportsText.typedStake} testId="sports-ticket-typed-stake">
          <MoneyText amount={ticket.typedStake} />
        </Row>
        <Row label={sportsText.risk} testId="sports-ticket-stake">
          <MoneyText amount={ticket.stake} />
        </Row>
        <Row label={sportsText.maxPayout} testId="sports-ticket-max-payout">
          <MoneyText amount={ticket.maxPayout} />
        </Row>
        {ticket.payout !== null && (
          <Row label={sportsText.payout} testId="sports-ticket-payout">
            <MoneyText amount={ticket.payout} className="font-bold text-gold-200" />
          </Row>
        )}
        <Row label={sportsText.placedAt}>{formatThaiDate(ticket.placedAt)}</Row>
        {ticket.acceptedAt && <Row label={sportsText.acceptedAt}>{formatThaiDate(ticket.acceptedAt)}</Row>}
        {ticket.rejectReason && <Row label={sportsText.rejectReason}>{ticket.rejectReason}</Row>}
        {ticket.resultSource && (
          <Row label={sportsText.resultSource} testId="sports-ticket-result-source">
            {ticket.resultSource}
          </Row>
        )}
        {ticket.settledAt && <Row label={sportsText.settledAt}>{formatThaiDate(ticket.settledAt)}</Row>}
      </dl>
      <h2 className="font-bold text-gold-100">{sportsText.legs}</h2>
      <ul className="flex flex-col gap-2">
        {ticket.legs.map((leg, index) => (
          <LegCard
            key={`${leg.fixtureId}|${leg.market}|${leg.outcome}`}
            ticket={ticket}
            leg={leg}
            index={index}
          />
        ))}
      </ul>
    </div>
  );
};
