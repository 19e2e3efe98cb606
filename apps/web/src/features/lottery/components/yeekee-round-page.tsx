import type { YeekeePhase, YeekeeRoundDetail } from '@chokdee/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { modalIds, paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { modalHref } from '../../../lib/modal-url';
import { usePageTitle } from '../../../lib/page-title';
import type { Realtime } from '../../../lib/socket';
import { fillText, lotteryText } from '../../../messages/lottery';
import { yeekeeText } from '../../../messages/yeekee';
import { useYeekeeRound } from '../api/get-yeekee-round';
import { formatCountdown, useServerNow } from '../hooks/use-now';
import { useYeekeeBoard } from '../hooks/use-yeekee-board';
import { useYeekeePhase } from '../hooks/use-yeekee-phase';
import type { YeekeeBoard } from '../utils/yeekee-board';
import { formatClock, groupDigits } from '../utils/yeekee-format';
import { isShootingPhase, phaseEndsAt } from '../utils/yeekee-phase';
import { BuyPage } from './buy-page';
import { LoadFailed } from './load-failed';
import { YeekeeBoardView } from './yeekee-board-view';
import { PhaseBadge, ResultFigures } from './yeekee-round-card';
import { YeekeeShootPanel } from './yeekee-shoot-panel';

const linkClass = 'rounded-lg px-2 py-1 text-gold-200 hover:bg-white/10';

/** The round's name, phase and countdown on the server's clock, the live sum and count, and the way around. */
const RoundHeader = ({
  round,
  phase,
  board,
  live,
}: {
  round: YeekeeRoundDetail;
  phase: YeekeePhase;
  board: YeekeeBoard | null;
  live: boolean;
}) => {
  const now = useServerNow(1000);
  usePageTitle(fillText(yeekeeText.roundDocumentTitle, { market: round.marketName, round: round.roundName }));
  const endsAt = phaseEndsAt(round, phase);
  /** The board is final: no more "live" about it. */
  const settled = phase === 'RESULTED' || phase === 'VOID';
  const countdownLabel =
    phase === 'SCHEDULED' || phase === 'BETTING' || phase === 'SHOOTING' ? yeekeeText.countdown[phase] : null;
  return (
    <header className="flex flex-col gap-2 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="truncate text-lg font-bold text-gold-200">{round.marketName}</h1>
          <p className="text-xs text-white/70">
            {round.roundName} · {fillText(yeekeeText.closesAt, { time: formatClock(round.closeAt) })}
          </p>
        </div>
        <PhaseBadge phase={phase} />
      </div>
      <div className="flex items-end justify-between gap-2">
        <div>
          <p className="text-xs text-white/60">{settled ? yeekeeText.sum : yeekeeText.liveSum}</p>
          <p className="font-num text-2xl font-extrabold tabular-nums text-gold-100" data-testid="yeekee-sum">
            {groupDigits(board?.sum ?? round.sum)}
          </p>
          <p className="text-xs text-white/70" data-testid="yeekee-count">
            {fillText(yeekeeText.liveCount, { count: groupDigits(board?.count ?? round.shotCount) })}
            {!settled && (
              <span className={cx('ml-2', live ? 'text-emerald-300' : 'text-white/50')}>
                ● {live ? yeekeeText.live : yeekeeText.notLive}
              </span>
            )}
          </p>
        </div>
        {countdownLabel && endsAt && (
          <p className="text-right text-xs text-white/70">
            {countdownLabel}
            <br />
            <time
              dateTime={endsAt}
              className="font-num text-xl font-bold tabular-nums text-emerald-200"
              data-testid="yeekee-countdown"
            >
              {formatCountdown(Date.parse(endsAt) - now)}
            </time>
          </p>
        )}
      </div>
      <nav className="-mx-2 flex flex-wrap gap-1 text-sm">
        <Link to={paths.lotteryYeekee.getHref(round.marketCode)} className={linkClass}>
          {yeekeeText.backToLobby}
        </Link>
        <Link to={modalHref(modalIds.orderHistory)} className={linkClass}>
          {yeekeeText.orderHistory}
        </Link>
        <Link to={paths.yeekeeRules.getHref(round.marketCode)} className={linkClass}>
          {yeekeeText.rulesLink}
        </Link>
      </nav>
    </header>
  );
};

/** What the round came to: the result with the way to verify it, why it was void, or that it is being computed. */
const Outcome = ({ round, phase }: { round: YeekeeRoundDetail; phase: YeekeePhase }) => {
  if (phase === 'RESULTED' && round.result) {
    return (
      <section
        aria-labelledby="yk-result"
        className="flex flex-col items-center gap-2 rounded-xl bg-brand-900/70 p-4 text-center ring-1 ring-gold-400/40"
      >
        <h2 id="yk-result" className="text-sm text-white/70">
          {yeekeeText.result}
        </h2>
        <p
          className="font-num text-3xl font-extrabold tracking-widest text-gold-200"
          data-testid="yeekee-result"
        >
          {round.result.r}
        </p>
        <ResultFigures top3={round.result.top3} bottom2={round.result.bottom2} />
        <Link
          to={paths.yeekeeProof.getHref(round.roundCode)}
          className="rounded-lg bg-gold-400 px-4 py-2 font-semibold text-brand-950"
        >
          {yeekeeText.verify}
        </Link>
      </section>
    );
  }
  if (phase === 'VOID') {
    return (
      <section className="flex flex-col items-center gap-2 rounded-xl bg-red-950/40 p-4 text-center ring-1 ring-red-400/40">
        <p className="font-semibold text-red-200">{yeekeeText.phase.VOID}</p>
        {round.voidReason && <p className="text-sm">{yeekeeText.voidReason[round.voidReason]}</p>}
        <Link to={paths.yeekeeProof.getHref(round.roundCode)} className="text-sm text-gold-200 underline">
          {yeekeeText.verify}
        </Link>
      </section>
    );
  }
  if (phase === 'FROZEN') {
    return (
      <p
        role="status"
        className="rounded-xl bg-sky-950/40 p-3 text-center text-sm text-sky-100 ring-1 ring-sky-400/30"
      >
        {yeekeeText.phase.FROZEN}…
      </p>
    );
  }
  return null;
};

const tabClass = (active: boolean) =>
  cx(
    'flex-1 rounded-lg py-2 text-center font-semibold',
    active ? 'bg-gold-400 text-brand-950' : 'bg-brand-800 text-gold-100 ring-1 ring-white/10',
  );

/**
 * `/lottery/yk/round/:roundCode`: a Yeekee round on the phone. The header keeps the phase, the
 * countdown and the live sum in view; below, "ยิงเลข" (the pad, the member's shots and the live board)
 * or "แทงหวย" (the daily products' bet slip of the lottery's buy page, for this round).
 */
export const YeekeeRoundPage = ({ roundCode, realtime }: { roundCode: string; realtime?: Realtime }) => {
  const detail = useYeekeeRound(roundCode);
  const { board, live } = useYeekeeBoard(roundCode, realtime);
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'bet' ? 'bet' : 'shoot';
  const phase = useYeekeePhase(detail.data);
  const refetch = detail.refetch;
  // The clock says the window has closed: read the round now, then poll until the result (get-yeekee-round).
  useEffect(() => {
    if (phase === 'FROZEN') void refetch();
  }, [phase, refetch]);

  if (detail.isPending) return <p className="text-sm text-white/70">{yeekeeText.roundLoading}</p>;
  if (detail.isError || !phase) {
    return <LoadFailed text={yeekeeText.roundFailed} onRetry={() => void detail.refetch()} />;
  }
  const round = detail.data;
  const canShoot = isShootingPhase(phase);
  return (
    <div className="flex flex-col gap-3 pb-2">
      <RoundHeader round={round} phase={phase} board={board} live={live} />
      <Outcome round={round} phase={phase} />
      <nav aria-label={yeekeeText.tabsLabel} className="flex gap-2">
        <Link
          to={paths.yeekeeRound.getHref(round.roundCode)}
          replace
          aria-current={tab === 'shoot' ? 'page' : undefined}
          className={tabClass(tab === 'shoot')}
        >
          {yeekeeText.tabShoot}
        </Link>
        <Link
          to={paths.yeekeeRound.getHref(round.roundCode, 'bet')}
          replace
          aria-current={tab === 'bet' ? 'page' : undefined}
          className={tabClass(tab === 'bet')}
        >
          {yeekeeText.tabBet}
        </Link>
      </nav>
      {tab === 'shoot' ? (
        <div className="grid gap-3 lg:grid-cols-2">
          <YeekeeShootPanel
            round={round}
            canShoot={canShoot}
            closedText={phase === 'SCHEDULED' ? yeekeeText.shootNotOpen : yeekeeText.shootClosed}
          />
          <YeekeeBoardView board={board} />
        </div>
      ) : (
        <>
          {phase !== 'BETTING' && (
            <p className="text-sm text-white/80">
              {phase === 'SCHEDULED'
                ? yeekeeText.betNotOpen
                : phase === 'SHOOTING'
                  ? yeekeeText.betClosed
                  : lotteryText.roundClosed}
            </p>
          )}
          <BuyPage roundCode={round.roundCode} embedded />
        </>
      )}
    </div>
  );
};
