import { lotteryPaths } from '@chokdee/contracts';
import {
  createProductRepo,
  createRoundJob,
  createRoundRepo,
  type RoundJobResult,
} from '#modules/lottery/index';
import { runJob } from '#platform/scheduler/scheduler';
import type { TestApp } from './build-test-app';
import { moneyPost } from './money';

/** Runs the round job once at the test clock's time, under its advisory lock, as the scheduler does. */
export const runRoundJob = (t: TestApp): Promise<RoundJobResult> =>
  runJob(
    t.database.db,
    t.clock,
    createRoundJob({ products: createProductRepo(), rounds: createRoundRepo() }),
  ) as Promise<RoundJobResult>;

/** Marks a number of a round closed or reduced-rate, as staff will (the admin call comes with results). */
export const restrictNumber = async (
  t: TestApp,
  roundCode: string,
  rule: { betType: 'THREE_TOP' | 'TWO_TOP' | 'TWO_BOTTOM' | 'RUN_TOP'; number: string; reducedRate?: string },
): Promise<void> => {
  const rounds = createRoundRepo();
  const round = await rounds.findRoundByCode(t.database.db, t.operatorId, roundCode);
  if (!round) throw new Error(`no round ${roundCode}`);
  await t.database.db.transaction((tx) =>
    rounds.upsertNumberRule(tx, {
      roundId: round.id,
      betType: rule.betType,
      number: rule.number,
      kind: rule.reducedRate ? 'REDUCED' : 'CLOSED',
      reducedRate: rule.reducedRate ?? null,
    }),
  );
};

/** POST a bill with an Idempotency-Key (fresh unless given). */
export const placeBill = (
  t: TestApp,
  token: string,
  roundCode: string,
  lines: Array<{ betType: string; number: string; amount: string | number }>,
  key?: string,
) => moneyPost(t, token, lotteryPaths.placeBill, { roundCode, lines }, key);
