import type { Job, Task } from '#platform/scheduler/scheduler';
import type { LotteryDeps } from '../lottery.deps';
import type { Settlement } from '../settlement/settlement';
import { createMarketRepo } from './market.repo';
import { createYeekeeRoundJob, createYeekeeTicks } from './yeekee.jobs';
import { createYeekeeSteps } from './yeekee-result';
import { createYeekeeRoundRepo } from './yeekee-round.repo';

/**
 * The Yeekee scheduled work of one node: the round job (every 20 s) and two ticks every second
 * (freeze → result or void; refunds → settlement → shooter rewards). `main.ts` gives them to the
 * scheduler; tests run them by hand on a test clock.
 */
export const createYeekeeJobs = (
  deps: Pick<LotteryDeps, 'db' | 'clock' | 'publish' | 'rounds' | 'catalogue'> & {
    wallet: Parameters<typeof createYeekeeSteps>[0]['wallet'];
    settlement: Settlement;
  },
) => {
  const yeekee = createYeekeeRoundRepo();
  const steps = createYeekeeSteps({ ...deps, yeekee });
  const roundJob = createYeekeeRoundJob({ markets: createMarketRepo(), yeekee, catalogue: deps.catalogue });
  const ticks = createYeekeeTicks({ rounds: deps.rounds, yeekee, steps });
  return {
    roundJob,
    /** Both ticks one after the other: what tests run on their clock. */
    tick: ticks.tick,
    steps,
    jobs: [roundJob, ticks.freeze, ticks.pay] as Array<Job | Task>,
  };
};
export type YeekeeJobs = ReturnType<typeof createYeekeeJobs>;
