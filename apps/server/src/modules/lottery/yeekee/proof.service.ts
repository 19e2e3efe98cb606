import type { YeekeeProof } from '@chokdee/contracts';
import { yeekeeFigures } from '@chokdee/lottery';
import { AppError } from '#platform/http/app-error';
import type { LotteryDeps } from '../lottery.deps';
import type { YeekeeRoundRepo } from './yeekee-round.repo';

/**
 * The result proof of a Yeekee round (docs/domain/yeekee.md §3.4), open to anyone once its shots are frozen: the
 * canonical list a page at a time (seq, number, masked name, receive time), its SHA-256 over the whole
 * list, the sum, the subtracted shot and its position, for SEEDED the seed revealed at the freeze and
 * the commitment published at the open, and R with 3 top and 2 bottom — everything to recompute it.
 */
export const createProofService = (
  deps: Pick<LotteryDeps, 'db' | 'rounds'> & { yeekee: YeekeeRoundRepo },
) => {
  const { db, rounds, yeekee } = deps;
  return {
    async proof(
      operatorId: string,
      roundCode: string,
      page: { afterSeq?: number | undefined; limit: number },
    ): Promise<YeekeeProof> {
      const round = await rounds.findRoundByCode(db, operatorId, roundCode);
      if (!round) throw new AppError('ROUND_NOT_FOUND');
      const row = await yeekee.findYeekeeRound(db, round.id);
      if (!row) throw new AppError('YEEKEE_NOT_A_YEEKEE_ROUND');
      if (row.frozenAt === null || row.shotsHash === null) throw new AppError('YEEKEE_PROOF_NOT_READY');
      const shots = await yeekee.shotPage(db, round.id, page.afterSeq ?? 0, page.limit);
      const last = shots.at(-1)?.seq;
      const r = row.resultR;
      return {
        roundCode: round.roundCode,
        formula: row.formula,
        shotCount: row.shotCount,
        shots: shots.map((shot) => ({
          seq: shot.seq,
          number: shot.number,
          name: shot.name,
          receivedAt: shot.receivedAt.toISOString(),
        })),
        nextAfterSeq: last !== undefined && last < row.lastSeq ? last : null,
        sum: row.shotSum.toString(),
        subtractPosition: row.subtractPosition,
        minShots: row.minShots,
        subtractedShot: row.subtractedNumber,
        subtractedSeq: row.subtractedSeq,
        ...(row.formula === 'SEEDED' && row.seed && row.seedCommitment
          ? { seed: row.seed, seedCommitment: row.seedCommitment }
          : {}),
        classicR: row.classicR,
        r,
        ...(r === null ? { top3: null, bottom2: null } : yeekeeFigures(r)),
        shotsHash: row.shotsHash,
        frozenAt: row.frozenAt.toISOString(),
        voidReason: row.voidReason,
      };
    },
  };
};
export type ProofService = ReturnType<typeof createProofService>;
