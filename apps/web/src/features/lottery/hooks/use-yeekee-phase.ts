import type { YeekeePhase, YeekeeRoundItem } from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { serverNow, useServerClockStore } from '../stores/server-clock-store';
import { phaseAt, phaseEndsAt } from '../utils/yeekee-phase';

type RoundTimes = Pick<YeekeeRoundItem, 'phase' | 'openAt' | 'closeAt' | 'freezeAt'>;

/**
 * The round's phase on the server's clock, re-rendering only when it changes (a timer set to the
 * current phase's end), so a page holding the bet slip does not redraw every second for a countdown.
 */
export const useYeekeePhase = (round: RoundTimes | undefined): YeekeePhase | null => {
  const offsetMs = useServerClockStore((state) => state.offsetMs);
  const [, setTick] = useState(0);
  const phase = round ? phaseAt(round, serverNow()) : null;
  const endsAt = round && phase ? phaseEndsAt(round, phase) : null;
  useEffect(() => {
    if (!endsAt) return;
    // Re-read just after the boundary; a timer never waits more than ~24 days in a browser.
    const wait = Math.min(Math.max(0, Date.parse(endsAt) - (Date.now() + offsetMs)) + 50, 2 ** 31 - 1);
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait);
    return () => clearTimeout(timer);
  }, [endsAt, offsetMs]);
  return phase;
};
