import { type YeekeeFormula, yeekeeOutcome } from './yeekee';
import type { YeekeeProofInput } from './yeekee-proof';
import { type YeekeeProofShot, yeekeeSeedCommitment, yeekeeShotsHash } from './yeekee-seed';

/** For tests: the proof a server publishes for these shots, computed with the package as the server does. */
export const publishedProof = (
  formula: YeekeeFormula,
  shots: YeekeeProofShot[],
  { seed, roundCode = 'YK2026112401' }: { seed: string; roundCode?: string },
): YeekeeProofInput => {
  const outcome = yeekeeOutcome({ formula, shots, minShots: 20, seed });
  return {
    roundCode,
    formula,
    shots,
    minShots: 20,
    subtractPosition: 16,
    ...(formula === 'SEEDED' ? { seed, seedCommitment: yeekeeSeedCommitment(seed, roundCode) } : {}),
    shotsHash: yeekeeShotsHash(shots),
    ...(outcome.kind === 'RESULT'
      ? { r: outcome.r, top3: outcome.top3, bottom2: outcome.bottom2 }
      : { r: null, top3: null, bottom2: null }),
  };
};
