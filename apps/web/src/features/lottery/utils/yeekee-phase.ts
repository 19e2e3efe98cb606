import type { YeekeePhase, YeekeeRoundItem } from '@chokdee/contracts';

type RoundTimes = Pick<YeekeeRoundItem, 'phase' | 'openAt' | 'closeAt' | 'freezeAt'>;

/**
 * A round's phase at `now` (server time): the server's word for what only it can say (frozen,
 * resulted, void), the clock for the rest, so a countdown that reaches zero moves the page on
 * without waiting for a read.
 */
export const phaseAt = (round: RoundTimes, now: number): YeekeePhase => {
  if (round.phase === 'RESULTED' || round.phase === 'VOID' || round.phase === 'FROZEN') return round.phase;
  if (now < Date.parse(round.openAt)) return 'SCHEDULED';
  if (now < Date.parse(round.closeAt)) return 'BETTING';
  if (now < Date.parse(round.freezeAt)) return 'SHOOTING';
  return 'FROZEN';
};

/** The instant the current phase ends (what its countdown counts to), or null when nothing is ahead. */
export const phaseEndsAt = (round: RoundTimes, phase: YeekeePhase): string | null => {
  if (phase === 'SCHEDULED') return round.openAt;
  if (phase === 'BETTING') return round.closeAt;
  if (phase === 'SHOOTING') return round.freezeAt;
  return null;
};

/** Shots are taken from the open until the freeze (docs/domain/yeekee.md §3.2). */
export const isShootingPhase = (phase: YeekeePhase): boolean => phase === 'BETTING' || phase === 'SHOOTING';
