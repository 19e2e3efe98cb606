import { fillMessage, type SportsFixture, sportsTh } from '@chokdee/contracts';
import { cx } from '../../../lib/cx';
import { sportsText } from '../../../messages/sports';
import { isInPlay, scoreText } from '../utils/markets';
import { kickoffTime } from '../utils/time';

/** "จำลอง": a fictional match of the simulated feed, always labelled. */
export const SimulatedBadge = () => (
  <span
    data-testid="sports-simulated"
    className="shrink-0 rounded bg-sky-400/20 px-1.5 py-0.5 text-[11px] font-semibold text-sky-200"
  >
    {sportsTh.simulated}
  </span>
);

/** A team's red cards: a small red card with the count. */
export const RedCards = ({ count }: { count: number }) =>
  count > 0 ? (
    <span
      role="img"
      aria-label={fillMessage(sportsText.redCards, { count })}
      className="ml-1 inline-grid h-3.5 w-2.5 shrink-0 place-items-center rounded-[2px] bg-red-600 align-middle text-[9px] leading-none font-bold text-white"
    >
      {count}
    </span>
  ) : null;

/**
 * When the match is: the kick-off (Bangkok) before it starts, the minute and score while it is played
 * (พักครึ่ง at half time), its state otherwise.
 */
export const MatchClock = ({ fixture, className }: { fixture: SportsFixture; className?: string }) => {
  const playing = isInPlay(fixture);
  if (!playing && fixture.status === 'SCHEDULED') {
    return (
      <span className={cx('font-num text-white/80', className)} data-testid="sports-kickoff">
        {kickoffTime(fixture.kickoffAt)}
      </span>
    );
  }
  const when =
    fixture.status === 'HALF_TIME'
      ? sportsText.halfTime
      : fixture.status === 'LIVE' && fixture.minute !== null
        ? fillMessage(sportsText.minute, { minute: fixture.minute })
        : sportsTh.fixtureStatuses[fixture.status];
  return (
    <span className={cx('inline-flex items-center gap-1.5', className)} data-testid="sports-live">
      {playing && (
        <span className="rounded bg-red-600 px-1 text-[10px] font-bold text-white">{sportsText.liveNow}</span>
      )}
      <span className="font-num text-red-300">{when}</span>
      {fixture.score && (
        <span className="font-num font-bold text-gold-200" data-testid="sports-score">
          {scoreText(fixture.score)}
        </span>
      )}
    </span>
  );
};

/** A team's name, red and bold when it gives the handicap, with its red cards; `wrap` lets a long name wrap. */
export const TeamName = ({
  name,
  gives,
  redCards,
  className,
  wrap = false,
}: {
  name: string;
  gives: boolean;
  redCards: number;
  className?: string;
  wrap?: boolean;
}) => (
  <span className={cx('flex min-w-0 items-center', className)}>
    <span
      className={cx(wrap ? 'break-words' : 'truncate', gives ? 'font-bold text-red-400' : 'text-white')}
      data-giver={gives ? 'true' : undefined}
    >
      {name}
    </span>
    {gives && <span className="sr-only"> ({sportsText.gives})</span>}
    <RedCards count={redCards} />
  </span>
);
