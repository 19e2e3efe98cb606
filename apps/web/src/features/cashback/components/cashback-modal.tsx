import {
  type CashbackCredit,
  type CashbackFigure,
  type CashbackMe,
  errorCatalogue,
  fillMessage,
  periodKindOf,
  periodRange,
  wageringCategories,
  wageringCategoryNames,
} from '@chokdee/contracts';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { ApiError, apiMessage } from '../../../lib/api-client';
import { formatAmountNumber, formatBaht, formatThaiDate, formatThaiDay } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { cashbackText } from '../../../messages/cashback';
import { useClaimCashback } from '../api/claim-cashback';
import { useCashback } from '../api/get-cashback';

/** `?modal=cashback`: this period's running loss cashback, what was credited, the claim, the rules. */
export const CashbackModal = () => (
  <Modal id={modalIds.cashback} title={cashbackText.title} description={cashbackText.intro}>
    <CashbackBody />
  </Modal>
);

/** "2026-W48" → "23 พฤศจิกายน 2569 – 29 พฤศจิกายน 2569"; a day → its Thai date. */
const periodLabel = (period: string): string => {
  if (!periodKindOf(period)) return period;
  const range = periodRange(period);
  const from = formatThaiDay(range.from.toISOString());
  if (range.kind === 'DAY') return from;
  const last = new Date(range.to.getTime() - 1).toISOString();
  return fillMessage(cashbackText.periodRange, { from, to: formatThaiDay(last) });
};

const CashbackBody = () => {
  const cashback = useCashback();
  if (cashback.isPending) return <p className="text-sm text-white/70">{cashbackText.loading}</p>;
  if (cashback.isError)
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{cashbackText.failed}</p>
        <Button size="sm" variant="secondary" onClick={() => void cashback.refetch()}>
          {cashbackText.retry}
        </Button>
      </div>
    );
  const me = cashback.data;
  return (
    <div className="flex flex-col gap-4">
      <ClaimCard me={me} />
      {me.enabled && me.current && me.rules ? <CurrentPeriod me={me} /> : null}
      {!me.enabled ? <p className="text-sm text-white/80">{cashbackText.off}</p> : null}
      <Credits credits={me.credits} minimum={me.rules?.minimumLoss ?? null} />
      {me.rules ? <Rules rules={me.rules} /> : null}
    </div>
  );
};

const ClaimCard = ({ me }: { me: CashbackMe }) => {
  const claim = useClaimCashback();
  const [refusal, setRefusal] = useState<string | undefined>();
  // One key per attempt: a retry after a lost answer is the same request to the server.
  const attempt = useRef<string | null>(null);
  const multiplier = me.rules?.turnoverMultiplier ?? '0';
  const canClaim = me.claimable.count > 0;
  const onClaim = () => {
    attempt.current ??= newIdempotencyKey();
    setRefusal(undefined);
    claim.mutate(attempt.current, {
      onSuccess: (result) => {
        attempt.current = null;
        const text = result.paidAs === 'BONUS' ? cashbackText.claimedBonus : cashbackText.claimed;
        toast.success(fillMessage(text, { amount: formatBaht(result.amount) }));
      },
      onError: (error) => {
        attempt.current = null;
        setRefusal(
          error instanceof ApiError && error.code === errorCatalogue.PROMOTION_ONE_ACTIVE.code
            ? cashbackText.oneBonusAtATime
            : apiMessage(error),
        );
      },
    });
  };
  return (
    <section aria-labelledby="cashback-claimable" className="rounded-xl bg-white/10 p-4 text-center">
      <h3 id="cashback-claimable" className="text-sm text-white/80">
        {cashbackText.claimableTitle}
      </h3>
      <p className="my-1 text-3xl font-bold text-gold-300" data-testid="cashback-claimable">
        {formatBaht(me.claimable.amount)}
      </p>
      <p className="mb-3 text-xs text-white/70">
        {me.claimable.paidAs === 'BONUS'
          ? fillMessage(cashbackText.paidAsBonus, { multiplier })
          : cashbackText.paidAsCash}
      </p>
      <Button size="lg" fullWidth disabled={!canClaim} loading={claim.isPending} onClick={onClaim}>
        {canClaim ? cashbackText.claim : cashbackText.nothingToClaim}
      </Button>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {refusal}
        </p>
      ) : null}
    </section>
  );
};

const CurrentPeriod = ({ me }: { me: CashbackMe }) => {
  const current = me.current;
  const rules = me.rules;
  if (!current || !rules) return null;
  const anyBelow = current.figures.some((figure) => figure.belowMinimum);
  return (
    <section aria-labelledby="cashback-current" className="flex flex-col gap-2">
      <h3 id="cashback-current" className="font-bold text-white">
        {cashbackText.currentTitle}
      </h3>
      <p className="text-xs text-white/70">{periodLabel(current.period)}</p>
      {current.figures.length === 0 ? (
        <p className="text-sm text-white/80">{cashbackText.noPlay}</p>
      ) : (
        <table className="w-full text-sm text-white">
          <thead className="text-xs text-white/60">
            <tr>
              <th className="text-left font-normal">{cashbackText.category}</th>
              <th className="text-right font-normal">{cashbackText.netLoss}</th>
              <th className="text-right font-normal">{cashbackText.payback}</th>
            </tr>
          </thead>
          <tbody>
            {current.figures.map((figure) => (
              <FigureRow key={figure.category} figure={figure} />
            ))}
            <tr className="border-t border-white/20 font-bold">
              <td>{cashbackText.total}</td>
              <td className="text-right">{formatAmountNumber(current.netLoss)}</td>
              <td className="text-right text-gold-300" data-testid="cashback-running">
                {formatAmountNumber(current.amount)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {anyBelow ? (
        <p className="text-xs text-amber-300">
          {fillMessage(cashbackText.belowMinimumNow, { min: formatAmountNumber(rules.minimumLoss) })}
        </p>
      ) : null}
      <p className="text-xs text-white/60">
        {fillMessage(cashbackText.computedAfter, { at: formatThaiDate(current.endsAt) })}
      </p>
    </section>
  );
};

const FigureRow = ({ figure }: { figure: CashbackFigure }) => (
  <tr>
    <td>{wageringCategoryNames[figure.category]}</td>
    <td className="text-right">{formatAmountNumber(figure.netLoss)}</td>
    <td className="text-right">
      {formatAmountNumber(figure.amount)}
      {figure.capped ? <span className="ml-1 text-xs text-amber-300">({cashbackText.capped})</span> : null}
    </td>
  </tr>
);

/** Why a credit of 0 is 0, in the member's words. */
const reasonOf = (credit: CashbackCredit, minimum: string | null): string | undefined => {
  if (credit.status === 'MEMBER_LOCKED') return cashbackText.lockedReason;
  if (credit.status !== 'BELOW_MINIMUM') return undefined;
  if (!credit.netLoss.startsWith('-') && credit.netLoss !== '0.00' && minimum)
    return fillMessage(cashbackText.belowMinimumReason, {
      loss: formatAmountNumber(credit.netLoss),
      min: formatAmountNumber(minimum),
    });
  return cashbackText.noLossReason;
};

const dateLineOf = (credit: CashbackCredit): string | undefined => {
  if (credit.status === 'CLAIMED' && credit.claimedAt)
    return fillMessage(cashbackText.claimedAt, { date: formatThaiDate(credit.claimedAt) });
  if (credit.status === 'CLAIMABLE' && credit.claimableUntil)
    return fillMessage(cashbackText.claimUntil, { date: formatThaiDate(credit.claimableUntil) });
  if (credit.status === 'EXPIRED' && credit.claimableUntil)
    return fillMessage(cashbackText.expiredAt, { date: formatThaiDate(credit.claimableUntil) });
  return undefined;
};

const statusTone: Record<CashbackCredit['status'], string> = {
  CLAIMABLE: 'text-gold-300',
  CLAIMED: 'text-emerald-300',
  EXPIRED: 'text-white/50',
  BELOW_MINIMUM: 'text-white/60',
  MEMBER_LOCKED: 'text-red-300',
};

const Credits = ({ credits, minimum }: { credits: CashbackCredit[]; minimum: string | null }) => (
  <section aria-labelledby="cashback-credits" className="flex flex-col gap-2">
    <h3 id="cashback-credits" className="font-bold text-white">
      {cashbackText.creditsTitle}
    </h3>
    {credits.length === 0 ? (
      <p className="text-sm text-white/70">{cashbackText.noCredits}</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {credits.map((credit) => {
          const reason = reasonOf(credit, minimum);
          const dateLine = dateLineOf(credit);
          return (
            <li key={credit.id} className="rounded-lg bg-white/5 p-3 text-sm text-white">
              <div className="flex items-baseline justify-between gap-2">
                <span>
                  {wageringCategoryNames[credit.category]} · {periodLabel(credit.period)}
                </span>
                <span className={`shrink-0 font-bold ${statusTone[credit.status]}`}>
                  {cashbackText.status[credit.status]}
                </span>
              </div>
              <div className="flex justify-between text-xs text-white/70">
                <span>
                  {cashbackText.netLoss} {formatAmountNumber(credit.netLoss)}
                </span>
                <span>
                  {cashbackText.payback} {formatBaht(credit.amount)}
                </span>
              </div>
              {dateLine ? <p className="text-xs text-white/60">{dateLine}</p> : null}
              {reason ? <p className="text-xs text-amber-300">{reason}</p> : null}
            </li>
          );
        })}
      </ul>
    )}
  </section>
);

const Rules = ({ rules }: { rules: NonNullable<CashbackMe['rules']> }) => {
  const percents = wageringCategories
    .map((category) => `${wageringCategoryNames[category]} ${rules.percents[category]}%`)
    .join(', ');
  return (
    <section aria-labelledby="cashback-rules" className="flex flex-col gap-1 text-xs text-white/80">
      <h3 id="cashback-rules" className="text-sm font-bold text-white">
        {cashbackText.rulesTitle}
      </h3>
      <ul className="list-disc pl-5">
        <li>
          {fillMessage(cashbackText.rulePeriod, {
            period: rules.period === 'DAILY' ? cashbackText.daily : cashbackText.weekly,
          })}
        </li>
        <li>{fillMessage(cashbackText.rulePercent, { percents })}</li>
        <li>{cashbackText.ruleNetLoss}</li>
        <li>{fillMessage(cashbackText.ruleMinimum, { min: formatAmountNumber(rules.minimumLoss) })}</li>
        <li>{fillMessage(cashbackText.ruleCap, { cap: formatAmountNumber(rules.cap) })}</li>
        <li>{cashbackText.ruleCovering}</li>
        <li>{cashbackText.ruleWagering}</li>
        <li>
          {rules.turnoverMultiplier === '0'
            ? cashbackText.paidAsCash
            : fillMessage(cashbackText.paidAsBonus, { multiplier: rules.turnoverMultiplier })}
        </li>
        <li>{fillMessage(cashbackText.ruleClaim, { days: rules.claimDays })}</li>
        <li>{cashbackText.ruleLocked}</li>
      </ul>
    </section>
  );
};
