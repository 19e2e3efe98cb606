import { type SportsFixtureStatus, type SportsMarketStatus, sportsTh } from '@chokdee/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Money } from '../../../components/ui/money';
import { cx } from '../../../lib/cx';
import { fill } from '../../../lib/format';
import { marketStatusLabel, sportsDeskTh as th } from '../../../messages/sports';
import { percentText, shareOfCap } from '../model/money';

export { Panel } from '../../../components/ui/panel';

const fixtureTones: Record<SportsFixtureStatus, BadgeTone> = {
  SCHEDULED: 'neutral',
  LIVE: 'success',
  HALF_TIME: 'info',
  ENDED: 'neutral',
  POSTPONED: 'warning',
  INTERRUPTED: 'warning',
  ABANDONED: 'danger',
  CANCELLED: 'danger',
};

/** The match's status in Thai, with the minute while it is played. */

export const FixtureStatus = ({ status, minute }: { status: SportsFixtureStatus; minute: number | null }) => (
  <span className="inline-flex items-center gap-1">
    <Badge tone={fixtureTones[status]}>{sportsTh.fixtureStatuses[status]}</Badge>
    {status === 'LIVE' && minute !== null && (
      <span className="tabular-nums text-sm font-semibold text-emerald-700">
        {fill(th.minute, { minute })}
      </span>
    )}
  </span>
);

const marketTones: Record<SportsMarketStatus, BadgeTone> = {
  OPEN: 'success',
  SUSPENDED: 'warning',
  CLOSED: 'neutral',
  SETTLED: 'info',
  VOID: 'danger',
};

export const MarketStatus = ({ status }: { status: SportsMarketStatus }) => (
  <Badge tone={marketTones[status]}>{marketStatusLabel[status]}</Badge>
);

/** จำลอง: a fictional match of the simulated feed. */
export const SimulatedBadge = () => <Badge tone="info">{sportsTh.simulated}</Badge>;

/** A score "2 - 1", or a dash before kick-off. */
export const scoreText = (score: { home: number; away: number } | null) =>
  score ? fill(th.scoreLine, { home: score.home, away: score.away }) : th.none;

/** What the worst score would cost the house against its cap: the amount, a bar and the share. */
export const LiabilityBar = ({ worst, cap }: { worst: string; cap: string }) => {
  const share = shareOfCap(worst, cap);
  const near = share >= 0.8;
  return (
    <div className="flex flex-col gap-1" data-share={share.toFixed(3)}>
      <span className="text-xs tabular-nums text-slate-600">
        <Money amount={worst} className={cx(near && 'font-semibold text-red-700')} /> / <Money amount={cap} />
      </span>
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-slate-200">
          <span
            className={cx('block h-full rounded-full', near ? 'bg-red-600' : 'bg-brand-600')}
            style={{ width: `${share * 100}%` }}
          />
        </span>
        <span className="text-xs tabular-nums">{percentText(share)}</span>
      </span>
    </div>
  );
};
