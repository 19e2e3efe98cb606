import { bahtText, fillMessage, formatAmount, sportsAcceptPolicies, sportsTh } from '@chokdee/contracts';
import { formatOdds } from '@chokdee/sportsbook';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { modalIds, sportsPages } from '../../../config/paths';
import { useIsMember } from '../../../lib/auth-store';
import { cx } from '../../../lib/cx';
import { formatBaht } from '../../../lib/format';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { sportsText } from '../../../messages/sports';
import { webTh } from '../../../messages/th';
import { useSportsRules } from '../api/get-rules';
import { usePlaceTicket } from '../hooks/use-place-ticket';
import { useOddsFormat } from '../stores/odds-format-store';
import { activeLegs, type PlacedTicket, useSportsSlipStore } from '../stores/slip-store';
import { marketNameOf } from '../utils/markets';
import { priceView } from '../utils/prices';
import { limitsOf, type SlipLeg, type SlipMode, slipSummary, ticketBody } from '../utils/slip';
import { selectionName } from './price-button';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'] as const;
const modes: readonly SlipMode[] = ['SINGLE', 'PARLAY'];

const baht = (satang: bigint | undefined) => (satang === undefined ? '—' : formatBaht(formatAmount(satang)));

/** บอลเต็ง / บอลสเต็ป. */
const ModeSwitch = () => {
  const mode = useSportsSlipStore((state) => state.mode);
  const setMode = useSportsSlipStore((state) => state.setMode);
  return (
    <fieldset className="flex rounded-xl bg-brand-950 p-1">
      <legend className="sr-only">{sportsText.modesLabel}</legend>
      {modes.map((option) => (
        <label
          key={option}
          className={cx(
            'flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold',
            option === mode ? 'bg-gold-400 text-brand-950' : 'text-white/70',
          )}
        >
          <input
            type="radio"
            name="sports-slip-mode"
            value={option}
            checked={option === mode}
            onChange={() => setMode(option)}
            className="sr-only"
          />
          {sportsText.modes[option]}
        </label>
      ))}
    </fieldset>
  );
};

/** A leg: fixture, selection, market, the price as the slip shows it (a changed or suspended price said so). */
const LegItem = ({ leg, mode }: { leg: SlipLeg; mode: SlipMode }) => {
  const format = useOddsFormat();
  const removeLeg = useSportsSlipStore((state) => state.removeLeg);
  const view = priceView(leg.odds, leg.type, format, { parlay: mode === 'PARLAY' });
  const before = leg.changedFrom
    ? priceView(leg.changedFrom, leg.type, format, { parlay: mode === 'PARLAY' })
    : undefined;
  const selection = selectionName(leg);
  return (
    <li
      data-testid="sports-slip-leg"
      data-fixture={leg.fixtureId}
      data-market={leg.market}
      data-outcome={leg.outcome}
      className="flex flex-col gap-0.5 rounded-lg bg-brand-800 p-2 ring-1 ring-white/10"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate text-xs text-white/60">
          {leg.live && (
            <span className="mr-1 rounded bg-red-600 px-1 text-[10px] font-bold">{sportsText.liveNow}</span>
          )}
          {leg.home} - {leg.away}
        </p>
        <button
          type="button"
          aria-label={fillMessage(sportsText.removeLeg, { selection })}
          onClick={() => removeLeg(leg)}
          className="-mt-1 shrink-0 rounded px-1.5 text-lg leading-none text-white/60 hover:bg-white/10"
        >
          ×
        </button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 font-semibold">{selection}</p>
        <span
          data-testid="sports-slip-odds"
          className={cx(
            'shrink-0 rounded bg-white px-1.5 font-num font-bold',
            view?.red ? 'text-red-600' : 'text-neutral-950',
          )}
        >
          {view?.text ?? leg.odds}
        </span>
      </div>
      <p className="text-xs text-white/70">
        {marketNameOf({ key: leg.market, type: leg.type, period: leg.period, line: null })}
      </p>
      {before && (
        <p className="text-xs text-amber-300" role="status">
          {fillMessage(sportsText.oddsChanged, { from: before.text })}
        </p>
      )}
      {leg.suspended && (
        <p className="flex items-center gap-1 text-xs text-red-300">
          <LockIcon className="size-3.5" /> {sportsText.legSuspended}
        </p>
      )}
    </li>
  );
};

/** The last ticket: รอยืนยัน with a spinner while PENDING, then accepted (with a link) or rejected. */
const TicketState = ({ ticket }: { ticket: PlacedTicket }) => {
  const setLastTicket = useSportsSlipStore((state) => state.setLastTicket);
  const pending = ticket.status === 'PENDING';
  const rejected = ticket.status === 'REJECTED';
  return (
    <div
      data-testid="sports-ticket-state"
      data-status={ticket.status}
      role="status"
      className={cx(
        'flex flex-col gap-1 rounded-lg p-2 text-sm ring-1',
        pending && 'bg-amber-400/10 ring-amber-300/40',
        rejected && 'bg-red-500/10 ring-red-400/40',
        !pending && !rejected && 'bg-emerald-500/10 ring-emerald-400/40',
      )}
    >
      {pending ? (
        <>
          <p className="flex items-center gap-2 font-semibold text-amber-200">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
            {sportsText.pendingTitle}
          </p>
          <p className="text-xs text-white/70">
            {fillMessage(sportsText.pendingDetail, {
              ticketNo: ticket.ticketNo,
              seconds: ticket.delaySeconds,
            })}
          </p>
        </>
      ) : (
        <p className={rejected ? 'text-red-200' : 'text-emerald-200'}>
          {rejected
            ? ticket.rejectReason
              ? fillMessage(sportsText.rejected, { ticketNo: ticket.ticketNo, reason: ticket.rejectReason })
              : fillMessage(sportsText.rejectedNoReason, { ticketNo: ticket.ticketNo })
            : fillMessage(sportsText.accepted, { ticketNo: ticket.ticketNo })}{' '}
          <span className="text-white/60">({sportsTh.ticketStatuses[ticket.status]})</span>
        </p>
      )}
      <div className="flex gap-3 text-xs">
        <Link to={sportsPages.ticket.getHref(ticket.id)} className="text-gold-200 underline">
          {sportsText.viewTicket}
        </Link>
        {!pending && (
          <button type="button" className="text-white/60 underline" onClick={() => setLastTicket(null)}>
            {sportsText.dismiss}
          </button>
        )}
      </div>
    </div>
  );
};

/**
 * The slip: the mode, the legs, ยอดแทง typed, ยอดเสี่ยง and the most it can pay computed before
 * confirming (a single at red water risks ยอดแทง × |m|), the local checks with the rules' numbers, the
 * price-change policy and confirm (a guest is asked to log in).
 */
export const SlipPanel = () => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const mode = useSportsSlipStore((state) => state.mode);
  const legs = useSportsSlipStore(activeLegs);
  const typedStake = useSportsSlipStore((state) => state.typedStake);
  const acceptPolicy = useSportsSlipStore((state) => state.acceptPolicy);
  const lastTicket = useSportsSlipStore((state) => state.lastTicket);
  const setTypedStake = useSportsSlipStore((state) => state.setTypedStake);
  const setAcceptPolicy = useSportsSlipStore((state) => state.setAcceptPolicy);
  const clearLegs = useSportsSlipStore((state) => state.clearLegs);
  const format = useOddsFormat();
  const rules = useSportsRules();
  const summary = slipSummary({ mode, legs, typedStake, chosenFormat: format, limits: limitsOf(rules.data) });
  const place = usePlaceTicket({
    onNoMoney: (message) =>
      toast.error(message, { action: { label: webTh.deposit, onClick: () => openModal(modalIds.deposit) } }),
  });
  const waiting = lastTicket?.status === 'PENDING';
  const failure = place.error instanceof Error ? place.error.message : null;

  return (
    <div className="flex flex-col gap-3" data-testid="sports-slip">
      <ModeSwitch />
      {lastTicket && <TicketState ticket={lastTicket} />}
      {legs.length === 0 ? (
        <p className="text-sm text-white/70">{sportsText.slipEmpty}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {legs.map((leg) => (
              <LegItem key={`${leg.fixtureId}|${leg.market}|${leg.outcome}`} leg={leg} mode={mode} />
            ))}
          </ul>
          <div className="flex items-center justify-between text-xs text-white/60">
            <span>{fillMessage(sportsText.legCount, { count: legs.length })}</span>
            <button type="button" className="underline" onClick={clearLegs}>
              {sportsText.clearSlip}
            </button>
          </div>
        </>
      )}
      {mode === 'PARLAY' && summary.combined && (
        <p className="flex justify-between text-sm">
          <span className="text-white/70">{sportsText.combinedOdds}</span>
          <span className="font-num font-bold" data-testid="sports-combined-odds">
            {formatOdds(summary.combined, 'EU')}
          </span>
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="sports-stake" className="text-sm font-medium text-gold-100">
          {sportsText.typedStake}
        </label>
        <input
          id="sports-stake"
          data-testid="sports-stake-input"
          inputMode="decimal"
          autoComplete="off"
          value={typedStake}
          onChange={(event) => {
            place.reset();
            setTypedStake(event.target.value.replace(/[^\d.]/g, ''));
          }}
          className="h-11 rounded-lg border border-brand-600 bg-brand-950/60 px-3 font-num text-base text-white focus:ring-2 focus:ring-gold-300 focus:outline-none"
        />
        <div className="flex gap-1.5">
          {QUICK_AMOUNTS.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => {
                place.reset();
                setTypedStake(amount);
              }}
              className="flex-1 rounded-md bg-brand-700 py-1 font-num text-xs text-white/80 hover:bg-brand-600"
            >
              {amount}
            </button>
          ))}
        </div>
        {summary.redWater && summary.riskSatang !== undefined && (
          <p className="text-xs text-red-300" data-testid="sports-red-water">
            {fillMessage(sportsText.typedStakeRedHint, { risk: bahtText(summary.riskSatang) })}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-white/70">{sportsText.typedStake}</dt>
        <dd className="text-right font-num" data-testid="sports-typed-stake">
          {baht(summary.typedSatang)}
        </dd>
        <dt className="text-white/70">{sportsText.risk}</dt>
        <dd className="text-right font-num font-semibold" data-testid="sports-risk">
          {baht(summary.riskSatang)}
        </dd>
        <dt className="text-white/70">{sportsText.maxPayout}</dt>
        <dd className="text-right font-num font-bold text-gold-200" data-testid="sports-max-payout">
          {baht(summary.maxPayoutSatang)}
        </dd>
      </dl>
      {summary.problem && (
        <p role="alert" className="text-sm text-red-300" data-testid="sports-slip-problem">
          {summary.problem}
        </p>
      )}
      {failure && !summary.problem && (
        <p role="alert" className="text-sm text-red-300" data-testid="sports-place-error">
          {failure}
        </p>
      )}
      <label className="flex items-center justify-between gap-2 text-sm">
        <span className="text-white/70">{sportsText.acceptPolicy}</span>
        <select
          data-testid="sports-accept-policy"
          value={acceptPolicy}
          onChange={(event) => {
            const value = sportsAcceptPolicies.find((policy) => policy === event.target.value);
            if (value) setAcceptPolicy(value);
          }}
          className="h-9 rounded-lg border border-brand-600 bg-brand-950 px-2 text-sm text-white"
        >
          {sportsAcceptPolicies.map((policy) => (
            <option key={policy} value={policy}>
              {sportsText.acceptPolicies[policy]}
            </option>
          ))}
        </select>
      </label>
      {isMember ? (
        <Button
          data-testid="sports-confirm"
          fullWidth
          size="lg"
          disabled={!summary.ready || waiting}
          loading={place.isPending}
          onClick={() => place.mutate(ticketBody(legs, summary, acceptPolicy))}
        >
          {place.isPending ? sportsText.placing : sportsText.confirm}
        </Button>
      ) : (
        <Button fullWidth size="lg" onClick={() => openModal(modalIds.login)}>
          {sportsText.loginToBet}
        </Button>
      )}
    </div>
  );
};
