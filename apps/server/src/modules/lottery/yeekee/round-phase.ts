import type { YeekeePhase } from '@chokdee/contracts';

type PhaseInputs = {
  status: 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'RESULTED' | 'SETTLED' | 'CANCELLED';
  openAt: Date;
  closeAt: Date;
  freezeAt: Date;
  frozenAt: Date | null;
  voidReason: string | null;
};

/**
 * Where a Yeekee round is for members, from its times and state: the clock decides the open phases
 * (the round job's status updates may lag by a tick), the stored state decides the rest.
 */
export const yeekeePhaseOf = (round: PhaseInputs, now: Date): YeekeePhase => {
  if (round.status === 'CANCELLED' || round.voidReason !== null) return 'VOID';
  if (round.status === 'RESULTED' || round.status === 'SETTLED') return 'RESULTED';
  if (round.frozenAt !== null || now >= round.freezeAt) return 'FROZEN';
  if (now >= round.closeAt) return 'SHOOTING';
  if (now >= round.openAt) return 'BETTING';
  return 'SCHEDULED';
};
