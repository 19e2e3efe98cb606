import { type YeekeeFormula, type YeekeeOutcome, yeekeeOutcome } from './yeekee';
import { isYeekeeSeed, type YeekeeProofShot, yeekeeSeedCommitment, yeekeeShotsHash } from './yeekee-seed';

/** A published proof, every page's shots concatenated in seq order (`GET …/proof`). */
export type YeekeeProofInput = {
  roundCode: string;
  formula: YeekeeFormula;
  shots: readonly YeekeeProofShot[];
  minShots: number;
  subtractPosition: number;
  seed?: string;
  seedCommitment?: string;
  shotsHash: string;
  r: string | null;
  top3: string | null;
  bottom2: string | null;
  /**
   * The proof's void reason, when it has one. An intake outage (docs/domain/yeekee.md §3.5) voids a round whose
   * shots would make a result: the proof then rightly carries no result, which this accepts.
   */
  voidReason?: 'TOO_FEW_SHOTS' | 'INTAKE_OUTAGE' | null;
};

export type YeekeeProofCheck = {
  /** Every check passed: the hash, the commitment (SEEDED), the seq order and the result. */
  ok: boolean;
  hashOk: boolean;
  /** SEEDED: the revealed seed matches the commitment published at the open; null for CLASSIC. */
  commitmentOk: boolean | null;
  resultOk: boolean;
  recomputed: YeekeeOutcome;
  /** What did not match, in plain words (empty when ok). */
  problems: string[];
};

const tooFew: YeekeeOutcome = { kind: 'VOID', reason: 'TOO_FEW_SHOTS' };

/** Seqs must rise strictly, one by one: a missing or repeated shot shows here even before the hash. */
const seqProblem = (shots: readonly YeekeeProofShot[]): string | undefined => {
  for (let index = 1; index < shots.length; index += 1) {
    const previous = (shots[index - 1] as YeekeeProofShot).seq;
    const seq = (shots[index] as YeekeeProofShot).seq;
    if (seq !== previous + 1)
      return `shot seq ${seq} follows seq ${previous}: shots missing, repeated or out of order`;
  }
  return undefined;
};

const commitmentCheck = (proof: YeekeeProofInput, problems: string[]): boolean | null => {
  if (proof.formula !== 'SEEDED') return null;
  if (proof.seed === undefined || !isYeekeeSeed(proof.seed)) {
    problems.push('the seed is missing or is not 64 lowercase hex characters');
    return false;
  }
  if (proof.seedCommitment === undefined) {
    problems.push('the seed commitment is missing');
    return false;
  }
  if (yeekeeSeedCommitment(proof.seed, proof.roundCode) !== proof.seedCommitment.toLowerCase()) {
    problems.push('SHA-256(seed + roundCode) is not the commitment published when the round opened');
    return false;
  }
  return true;
};

const resultCheck = (proof: YeekeeProofInput, recomputed: YeekeeOutcome, problems: string[]): boolean => {
  const published = { r: proof.r, top3: proof.top3, bottom2: proof.bottom2 };
  const noResult = published.r === null && published.top3 === null && published.bottom2 === null;
  if (recomputed.kind === 'VOID' || proof.voidReason === 'INTAKE_OUTAGE') {
    if (noResult) return true;
    problems.push(
      recomputed.kind === 'VOID'
        ? 'the round has fewer shots than the minimum but publishes a result'
        : 'the round is void (intake outage) but publishes a result',
    );
    return false;
  }
  if (proof.voidReason === 'TOO_FEW_SHOTS') {
    problems.push(`the round is void for too few shots but has ${proof.shots.length}, enough for a result`);
    return false;
  }
  const expected = { r: recomputed.r, top3: recomputed.top3, bottom2: recomputed.bottom2 };
  const mismatched = (['r', 'top3', 'bottom2'] as const).filter((key) => published[key] !== expected[key]);
  for (const key of mismatched) {
    problems.push(`${key} is ${JSON.stringify(published[key])}, recomputed ${expected[key]}`);
  }
  return mismatched.length === 0;
};

/**
 * Recomputes a published proof (all pages concatenated): the SHA-256 of the canonical list, the seed
 * against its commitment (SEEDED) and the result from the shots. Never throws: a malformed proof (a shot
 * that is not 5 digits, a missing seed) is reported in `problems` with ok false.
 */
export const verifyYeekeeProof = (proof: YeekeeProofInput): YeekeeProofCheck => {
  const problems: string[] = [];
  const hashOk = yeekeeShotsHash(proof.shots) === proof.shotsHash.toLowerCase();
  if (!hashOk) problems.push('the SHA-256 of the published shots is not the stored shotsHash');
  const orderProblem = seqProblem(proof.shots);
  if (orderProblem) problems.push(orderProblem);
  const commitmentOk = commitmentCheck(proof, problems);
  let recomputed: YeekeeOutcome = tooFew;
  let resultOk = false;
  try {
    recomputed = yeekeeOutcome({
      formula: proof.formula,
      shots: proof.shots,
      minShots: proof.minShots,
      subtractPosition: proof.subtractPosition,
      ...(proof.formula === 'SEEDED' ? { seed: proof.seed ?? '' } : {}),
    });
    resultOk = resultCheck(proof, recomputed, problems);
  } catch (error) {
    problems.push(
      `the result cannot be recomputed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    ok: hashOk && commitmentOk !== false && resultOk && orderProblem === undefined,
    hashOk,
    commitmentOk,
    resultOk,
    recomputed,
    problems,
  };
};
