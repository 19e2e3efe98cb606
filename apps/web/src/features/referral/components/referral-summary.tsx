import { fillMessage, parseAmount } from '@chokdee/contracts';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { MoneyText } from '../../../components/ui/money-text';
import { formatBaht } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { referralText } from '../../../messages/referral';
import { useClaimReferral, useReferralSummary } from '../api/referral-api';
import { LoadState } from './load-state';

/** `https://line.me/R/msg/text/?…`: LINE's share link with the invitation in the message. */
export const lineShareHref = (link: string): string =>
  `https://line.me/R/msg/text/?${encodeURIComponent(fillMessage(referralText.shareMessage, { link }))}`;

const Stat = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="rounded-xl bg-brand-800 px-3 py-2 ring-1 ring-white/10">
    <dt className="text-xs text-white/70">{label}</dt>
    <dd className="text-lg font-bold tabular-nums text-gold-200">{children}</dd>
  </div>
);

/**
 * `/referral-friend`: the member's invitation link and code (copy, share to LINE), clicks, friends,
 * income today (running) and this month, the claimable balance and the claim.
 */
export const ReferralSummary = ({ origin = window.location.origin }: { origin?: string }) => {
  const summary = useReferralSummary();
  const claim = useClaimReferral();
  if (!summary.data) return <LoadState isError={summary.isError} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const link = `${origin}${data.invitePath}`;
  const claimable = parseAmount(data.claimable) ?? 0n;
  const minimum = parseAmount(data.minClaim) ?? 0n;
  const canClaim = claimable > 0n && claimable >= minimum;
  return (
    <div className="flex flex-col gap-4">
      {!data.enabled && (
        <p role="status" className="rounded-xl bg-brand-800 px-3 py-2 text-sm text-white/80">
          {referralText.off}
        </p>
      )}
      <p className="text-sm text-white/80">{referralText.intro}</p>
      <p className="text-xs text-white/60">
        {fillMessage(referralText.rates, { lottery: data.percents.LOTTERY, games: data.percents.SLOT })}
      </p>
      <section className="flex flex-col gap-3 rounded-2xl bg-brand-900 p-3 ring-1 ring-gold-400/30">
        <div>
          <p className="text-xs text-white/70">{referralText.linkLabel}</p>
          <div className="flex items-center gap-2">
            <p className="min-w-0 flex-1 truncate font-mono text-sm" data-testid="invite-link">
              {link}
            </p>
            <CopyButton text={link} label={referralText.copyLink} />
          </div>
        </div>
        <div>
          <p className="text-xs text-white/70">{referralText.codeLabel}</p>
          <div className="flex items-center gap-2">
            <p className="flex-1 font-mono text-xl font-bold tracking-widest text-gold-200">{data.code}</p>
            <CopyButton text={data.code} label={referralText.copyCode} />
          </div>
        </div>
        <a
          href={lineShareHref(link)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ fullWidth: true, variant: 'secondary' })}
        >
          {referralText.shareLine}
        </a>
      </section>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label={referralText.clicks}>{data.clicks}</Stat>
        <Stat label={referralText.registered}>{data.registered}</Stat>
        <Stat label={referralText.validFriends}>{data.validFriends}</Stat>
      </dl>
      <dl className="grid grid-cols-2 gap-2">
        <Stat label={referralText.incomeToday}>
          <MoneyText amount={data.incomeToday} />
        </Stat>
        <Stat label={referralText.incomeMonth}>
          <MoneyText amount={data.incomeMonth} />
        </Stat>
      </dl>
      <section className="flex flex-col gap-2 rounded-2xl bg-brand-900 p-3 ring-1 ring-gold-400/30">
        <p className="text-sm text-white/70">{referralText.claimable}</p>
        <p className="text-3xl font-bold text-gold-200">
          <MoneyText amount={data.claimable} data-testid="claimable" />
        </p>
        <p className="text-xs text-white/60">
          {data.claimAs === 'CASH' ? referralText.claimAsCash : referralText.claimAsBonus} ·{' '}
          {fillMessage(referralText.claimMinimum, { min: formatBaht(data.minClaim) })}
        </p>
        <Button
          fullWidth
          size="lg"
          disabled={!canClaim}
          loading={claim.isPending}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: (result) =>
                toast.success(
                  result.paidAs === 'CASH'
                    ? fillMessage(referralText.claimedCash, { amount: formatBaht(result.claimed) })
                    : fillMessage(referralText.claimedBonus, {
                        amount: formatBaht(result.claimed),
                        target: formatBaht(result.turnoverTarget ?? '0.00'),
                      }),
                ),
            })
          }
        >
          {referralText.claim}
        </Button>
      </section>
      <p className="text-xs text-white/60">{referralText.validRules}</p>
    </div>
  );
};
