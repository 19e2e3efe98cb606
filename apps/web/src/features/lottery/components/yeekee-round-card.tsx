import type { YeekeePhase, YeekeeRoundItem } from '@chokdee/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { fillText } from '../../../messages/lottery';
import { yeekeeText } from '../../../messages/yeekee';
import { formatCountdown } from '../hooks/use-now';
import { formatClock, groupDigits } from '../utils/yeekee-format';
import { phaseAt, phaseEndsAt } from '../utils/yeekee-phase';

const phaseTone: Record<YeekeePhase, string> = {
  SCHEDULED: 'bg-white/10 text-white/80',
  BETTING: 'bg-emerald-400/20 text-emerald-200',
  SHOOTING: 'bg-gold-400/20 text-gold-200',
  FROZEN: 'bg-sky-400/20 text-sky-200',
  RESULTED: 'bg-brand-950/60 text-gold-100',
  VOID: 'bg-red-400/20 text-red-200',
};

/** A round's phase as a small badge. */
export const PhaseBadge = ({ phase }: { phase: YeekeePhase }) => (
  <span
    className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', phaseTone[phase])}
    data-testid="yeekee-phase"
  >
    {yeekeeText.phase[phase]}
  </span>
);

/** The 3 top and 2 bottom of a resulted round, side by side. */
export const ResultFigures = ({ top3, bottom2 }: { top3: string; bottom2: string }) => (
  <span className="flex gap-3 font-num text-sm tabular-nums">
    <span>
      <span className="text-xs text-white/60">{yeekeeText.top3}</span> <b className="text-gold-200">{top3}</b>
    </span>
    <span>
      <span className="text-xs text-white/60">{yeekeeText.bottom2}</span>{' '}
      <b className="text-gold-200">{bottom2}</b>
    </span>
  </span>
);

/**
 * One round of the day list: its number and close time, its phase on the server's clock with the
 * countdown of that phase, the result or why it was void, and the way in.
 */
export const YeekeeRoundCard = ({ round, now }: { round: YeekeeRoundItem; now: number }) => {
  const phase = phaseAt(round, now);
  const endsAt = phaseEndsAt(round, phase);
  const playable = phase === 'BETTING' || phase === 'SHOOTING';
  return (
    <li data-testid="yeekee-round">
      <Link
        to={paths.yeekeeRound.getHref(round.roundCode)}
        className={cx(
          'flex items-center gap-3 rounded-xl bg-brand-800 p-3 ring-1',
          playable ? 'ring-gold-400/50' : 'ring-white/10',
        )}
      >
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2">
            <span className="font-semibold">{fillText(yeekeeText.roundNo, { no: round.roundNo })}</span>
            <PhaseBadge phase={phase} />
          </p>
          <p className="text-xs text-white/70">
            {fillText(yeekeeText.closesAt, { time: formatClock(round.closeAt) })}
            {round.shotCount > 0 && (
              <> · {fillText(yeekeeText.shotCount, { count: groupDigits(round.shotCount) })}</>
            )}
          </p>
          {endsAt && phase !== 'SCHEDULED' && (
            <p className="text-xs text-emerald-200">
              {phase === 'BETTING' ? yeekeeText.countdown.BETTING : yeekeeText.countdown.SHOOTING}{' '}
              <time dateTime={endsAt} className="font-num tabular-nums">
                {formatCountdown(Date.parse(endsAt) - now)}
              </time>
            </p>
          )}
          {phase === 'RESULTED' && round.result && (
            <ResultFigures top3={round.result.top3} bottom2={round.result.bottom2} />
          )}
          {phase === 'VOID' && round.voidReason && (
            <p className="text-xs text-red-200">{yeekeeText.voidReason[round.voidReason]}</p>
          )}
        </div>
        <span
          className={cx(
            'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold',
            playable ? 'bg-gold-400 text-brand-950' : 'bg-brand-700 text-gold-100',
          )}
        >
          {playable ? yeekeeText.enterRound : yeekeeText.viewRound}
        </span>
      </Link>
    </li>
  );
};
