import type { YeekeeRoundDetail, YeekeeShotAccepted } from '@chokdee/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fillText } from '../../../messages/lottery';
import { yeekeeText } from '../../../messages/yeekee';
import { useYeekeeMyShots } from '../api/get-yeekee-my-shots';
import { type ShotRefusal, shotRefusalOf, useShootYeekee } from '../api/shoot-yeekee';
import { useDigitKeys } from '../hooks/use-digit-keys';
import { useNow } from '../hooks/use-now';
import { serverNow } from '../stores/server-clock-store';
import { formatShotTime, groupDigits } from '../utils/yeekee-format';
import { PadButton } from './bet-panel';

const SHOT_DIGITS = 5;
const padKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

type Feedback = { kind: 'accepted'; shot: YeekeeShotAccepted } | ({ kind: 'refused' } & ShotRefusal);

/** Five random digits (crypto): the "สุ่มเลข" key. */
const randomShot = (): string => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 100_000).padStart(SHOT_DIGITS, '0');
};

/** Whole seconds left until `until` (local ms), at least 1 while any time is left. */
const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * The shot pad (docs/domain/yeekee.md §1, §3.3): exactly 5 digits enable "ยิง"; an accepted shot shows its seq and
 * the server's time to the ms; a refusal shows the server's message and counts down to the next try.
 * Below, the member's own shots of the round.
 */
export const YeekeeShootPanel = ({
  round,
  canShoot,
  closedText,
}: {
  round: YeekeeRoundDetail;
  /** Shots are taken now (open → freeze); otherwise the pad is off and `closedText` says why. */
  canShoot: boolean;
  closedText: string;
}) => {
  const [entry, setEntry] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** Local ms before which the server will refuse the next shot (cooldown or a refusal's retryAfterMs). */
  const [waitUntil, setWaitUntil] = useState(() =>
    round.nextShotAt ? Date.now() + Math.max(0, Date.parse(round.nextShotAt) - serverNow()) : 0,
  );
  const shoot = useShootYeekee(round.roundCode);
  const myShots = useYeekeeMyShots(round.roundCode);
  // Re-renders the countdown; the reading itself is taken now, so a fresh wait never shows a second too many.
  useNow(250);
  const waiting = secondsLeft(waitUntil, Date.now());
  const count = myShots.data?.shots.length ?? round.myShotCount;
  const atLimit = count >= round.maxShotsPerMember;
  const ready = canShoot && entry.length === SHOT_DIGITS && waiting === 0 && !atLimit && !shoot.isPending;

  const fire = () => {
    if (!ready) return;
    const number = entry;
    shoot.mutate(number, {
      onSuccess: (shot) => {
        setFeedback({ kind: 'accepted', shot });
        setEntry('');
        setWaitUntil(Date.now() + round.shotCooldownSeconds * 1000);
      },
      onError: (error) => {
        const refusal = shotRefusalOf(error, yeekeeText.shotFailed);
        setFeedback({ kind: 'refused', ...refusal });
        if (refusal.retryAfterMs !== null) setWaitUntil(Date.now() + refusal.retryAfterMs);
      },
    });
  };

  const push = (digit: string) => {
    if (!canShoot) return;
    setEntry((current) => `${current}${digit}`.slice(0, SHOT_DIGITS));
  };
  const backspace = () => setEntry((current) => current.slice(0, -1));
  useDigitKeys({ digit: push, backspace, clear: () => setEntry(''), enter: fire });

  const shots = [...(myShots.data?.shots ?? [])].reverse();
  return (
    <section
      aria-labelledby="yk-shoot"
      className="flex flex-col gap-3 rounded-xl bg-brand-900/70 p-3 ring-1 ring-gold-400/30"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="yk-shoot" className="text-lg font-bold text-gold-200">
          {yeekeeText.shootTitle}
        </h2>
        <span className="text-xs text-white/70" data-testid="yeekee-my-count">
          {fillText(yeekeeText.myShotsLimit, { count, max: groupDigits(round.maxShotsPerMember) })}
        </span>
      </div>
      {/* Outside the window the pad is not shown: the phone's screen goes to the board and the result. */}
      {canShoot && (
        <>
          <output
            aria-label={yeekeeText.shotEntry}
            className="mx-auto flex h-14 w-56 items-center justify-center rounded-xl bg-brand-950 font-num text-3xl tracking-[0.4em] ring-1 ring-gold-400/40"
          >
            {entry.padEnd(SHOT_DIGITS, '·')}
          </output>
          <fieldset
            aria-label={yeekeeText.shotPad}
            className="mx-auto grid w-full max-w-xs grid-cols-3 gap-2"
          >
            {padKeys.map((key) => (
              <PadButton key={key} label={key} onClick={() => push(key)} />
            ))}
            <PadButton label={yeekeeText.random} onClick={() => setEntry(randomShot())} muted />
            <PadButton label="0" onClick={() => push('0')} />
            <PadButton label={yeekeeText.backspace} onClick={backspace} muted />
          </fieldset>
          <div className="mx-auto flex w-full max-w-xs gap-2">
            <Button variant="secondary" onClick={() => setEntry('')} disabled={entry === ''}>
              {yeekeeText.clear}
            </Button>
            <Button fullWidth size="lg" onClick={fire} disabled={!ready} loading={shoot.isPending}>
              {shoot.isPending ? yeekeeText.shooting : yeekeeText.shoot}
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite" className="min-h-5 text-center text-sm">
        {feedback?.kind === 'accepted' && (
          <p className="font-semibold text-emerald-200">
            {fillText(yeekeeText.shotAccepted, {
              seq: groupDigits(feedback.shot.seq),
              time: formatShotTime(feedback.shot.receivedAt),
            })}
          </p>
        )}
        {feedback?.kind === 'refused' && <p className="font-semibold text-red-300">{feedback.message}</p>}
        {canShoot && waiting > 0 && !atLimit && (
          <p className="text-white/70" data-testid="yeekee-retry">
            {fillText(yeekeeText.retryIn, { seconds: waiting })}
          </p>
        )}
        {!feedback && canShoot && waiting === 0 && <p className="text-white/60">{yeekeeText.shootHint}</p>}
        {!canShoot && <p className="text-white/80">{closedText}</p>}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-gold-100">{yeekeeText.myShots}</h3>
        {shots.length === 0 ? (
          <p className="text-xs text-white/60">{yeekeeText.myShotsEmpty}</p>
        ) : (
          <ol className="flex max-h-48 flex-col gap-1 overflow-y-auto text-xs" data-testid="yeekee-my-shots">
            {shots.map((shot) => (
              <li key={shot.seq} className="flex justify-between gap-2 rounded bg-brand-950/50 px-2 py-1">
                <span className="tabular-nums text-white/70">
                  {yeekeeText.seq} {groupDigits(shot.seq)}
                </span>
                <b className="font-num tracking-widest">{shot.number}</b>
                <span className="font-num tabular-nums text-white/70">{formatShotTime(shot.receivedAt)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
};
