import { fillMessage, type VipLevel, type VipUpgradeBonus, type VipView } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import { cx } from '../../../lib/cx';
import { formatAmountNumber, formatThaiDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { vipText } from '../../../messages/vip';
import { useClaimUpgradeBonus } from '../api/claim-upgrade-bonus';
import { useVip } from '../api/get-vip';

const day = (date: string) => formatThaiDay(`${date}T00:00:00+07:00`);

/** The member's level as a badge, the 90-day turnover and the bar to the next level. */
const LevelCard = ({ vip }: { vip: VipView }) => {
  const { next } = vip;
  const progressLabel = next
    ? fillMessage(vipText.progressLabel, { name: next.name, percent: String(next.percent) })
    : vipText.topLevel;
  return (
    <section
      aria-label={vipText.yourLevel}
      className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-4 ring-1 ring-gold-400/40"
    >
      <div className="flex items-center gap-3">
        <span
          data-testid="vip-badge"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-gold-400 text-center text-xs font-bold leading-tight text-brand-950 shadow"
        >
          VIP
          <br />
          {vip.level}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-white/70">{vipText.yourLevel}</p>
          <p className="truncate text-2xl font-bold text-gold-200" data-testid="vip-level-name">
            {vip.name}
          </p>
          <p className="text-xs text-white/60">
            {fillMessage(vipText.levelBadge, { level: String(vip.level) })}
          </p>
        </div>
      </div>
      <p className="mt-4 flex justify-between gap-2 text-sm text-white/80">
        <span>{vipText.turnover}</span>
        <MoneyText amount={vip.turnover} data-testid="vip-turnover" className="font-semibold text-white" />
      </p>
      <p className="text-xs text-white/50">
        {fillMessage(vipText.window, { from: day(vip.windowFrom), to: day(vip.windowTo) })}
      </p>
      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={next ? next.percent : 100}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-brand-950"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${next ? next.percent : 100}%` }} />
      </div>
      <p className="mt-2 text-sm text-gold-100" data-testid="vip-next">
        {next
          ? fillMessage(vipText.nextLevel, { remaining: formatAmountNumber(next.remaining), name: next.name })
          : vipText.topLevel}
      </p>
    </section>
  );
};

const limit = (amount: string | null) => (amount === null ? vipText.noLimit : <MoneyText amount={amount} />);

/** Every level's benefits: one card per level (phone-first), the member's own marked. */
const BenefitsTable = ({ levels, current }: { levels: VipLevel[]; current: number }) => (
  <section aria-labelledby="vip-benefits">
    <h2 id="vip-benefits" className="mb-2 text-lg font-semibold text-gold-200">
      {vipText.benefits}
    </h2>
    <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {levels.map((level) => (
        <li
          key={level.level}
          aria-current={level.level === current ? 'true' : undefined}
          aria-label={level.name}
          className={cx(
            'rounded-xl bg-brand-900/80 p-3 text-sm ring-1',
            level.level === current ? 'ring-gold-400' : 'ring-white/10',
          )}
        >
          <p className="flex items-center justify-between gap-2">
            <span className="font-semibold text-gold-200">
              {level.level}. {level.name}
            </span>
            {level.level === current && (
              <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-brand-950">
                {vipText.current}
              </span>
            )}
          </p>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-white/80">
            <dt>{vipText.threshold}</dt>
            <dd className="text-right">
              <MoneyText amount={level.threshold} />
            </dd>
            <dt>{vipText.cashback}</dt>
            <dd className="text-right">
              {level.cashbackPercent === null ? vipText.cashbackDefault : `${level.cashbackPercent}%`}
            </dd>
            <dt>{vipText.referral}</dt>
            <dd className="text-right">+{level.referralBonusPercent}%</dd>
            <dt>{vipText.withdrawPerRequest}</dt>
            <dd className="text-right">{limit(level.maxWithdrawPerRequest)}</dd>
            <dt>{vipText.withdrawPerDay}</dt>
            <dd className="text-right">{limit(level.maxWithdrawPerDay)}</dd>
            <dt>{vipText.upgradeBonus}</dt>
            <dd className="text-right">
              {level.upgradeBonus === '0.00' ? vipText.none : <MoneyText amount={level.upgradeBonus} />}
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  </section>
);

/** The member's upgrade bonuses: claim each once (bonus with ×10 turnover), or why not now. */
const UpgradeBonuses = ({ bonuses, blocked }: { bonuses: VipUpgradeBonus[]; blocked: string | null }) => {
  const claim = useClaimUpgradeBonus();
  if (bonuses.length === 0) return null;
  return (
    <section aria-labelledby="vip-bonuses" className="rounded-xl bg-brand-900/80 p-3 ring-1 ring-gold-400/30">
      <h2 id="vip-bonuses" className="mb-2 text-lg font-semibold text-gold-200">
        {vipText.bonusesTitle}
      </h2>
      {blocked && (
        <p role="note" className="mb-2 text-sm text-amber-200">
          {blocked}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {bonuses.map((bonus) => (
          <li key={bonus.level} className="flex flex-col gap-1" data-testid="vip-bonus">
            <p className="flex items-center justify-between gap-2">
              <span className="font-semibold text-white">
                {bonus.name} · <MoneyText amount={bonus.amount} />
              </span>
              {bonus.status === 'CLAIMED' ? (
                <span className="text-sm text-white/60">{vipText.claimed}</span>
              ) : (
                <Button
                  size="sm"
                  disabled={blocked !== null}
                  loading={claim.isPending && claim.variables === bonus.level}
                  aria-label={fillMessage(vipText.claimLabel, { name: bonus.name })}
                  onClick={() =>
                    claim.mutate(bonus.level, {
                      onSuccess: (result) =>
                        toast.success(
                          fillMessage(vipText.claimedToast, {
                            amount: formatAmountNumber(result.bonus),
                            target: formatAmountNumber(result.turnoverTarget),
                          }),
                        ),
                    })
                  }
                >
                  {vipText.claim}
                </Button>
              )}
            </p>
            {bonus.status === 'CLAIMABLE' && (
              <p className="text-xs text-white/60">
                {fillMessage(vipText.bonusTerms, { target: formatAmountNumber(bonus.turnoverTarget) })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};

/** `/vip`: the member's level and progress, their upgrade bonuses, and every level's benefits. */
export const VipPage = () => {
  const vip = useVip();
  if (vip.isPending) return <p className="text-sm text-white/70">{vipText.loading}</p>;
  if (vip.isError)
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{vipText.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void vip.refetch()}>
          {vipText.retry}
        </Button>
      </div>
    );
  const data = vip.data;
  if (!data.enabled)
    return (
      <p role="status" className="text-white/80">
        {vipText.off}
      </p>
    );
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-white/80">{vipText.intro}</p>
      <LevelCard vip={data} />
      <UpgradeBonuses bonuses={data.upgradeBonuses} blocked={data.claimBlockedReason} />
      <BenefitsTable levels={data.levels} current={data.level} />
    </div>
  );
};
