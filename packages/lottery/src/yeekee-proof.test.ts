import { describe, expect, it } from 'vitest';
import { verifyYeekeeProof } from './yeekee-proof';
import { publishedProof } from './yeekee-proof.testing';
import { type YeekeeProofShot, yeekeeShotsHash } from './yeekee-seed';

const seed = '626ea2f3003339f4d6738510dc53f3f1f7c985df16bb606030eb3cae0231a9d1';
const roundCode = 'YK2026112401';

const shotsOf = (count: number): YeekeeProofShot[] =>
  Array.from({ length: count }, (_, index) => ({
    seq: index + 1,
    number: String((index * 31_337 + 11) % 100_000).padStart(5, '0'),
    name: index % 3 ? 'สม***' : 'Jo***',
    receivedAt: new Date(Date.UTC(2026, 10, 23, 22, 50, 0, index * 250)).toISOString(),
  }));

const publish = (formula: 'CLASSIC' | 'SEEDED', shots: YeekeeProofShot[]) =>
  publishedProof(formula, shots, { seed, roundCode });

describe('verifyYeekeeProof', () => {
  it('a proof as published verifies, CLASSIC and SEEDED', () => {
    const classic = verifyYeekeeProof(publish('CLASSIC', shotsOf(40)));
    expect(classic).toMatchObject({
      ok: true,
      hashOk: true,
      commitmentOk: null,
      resultOk: true,
      problems: [],
    });
    expect(classic.recomputed.kind).toBe('RESULT');
    const seeded = verifyYeekeeProof(publish('SEEDED', shotsOf(40)));
    expect(seeded).toMatchObject({
      ok: true,
      hashOk: true,
      commitmentOk: true,
      resultOk: true,
      problems: [],
    });
  });

  it('a shot changed after the freeze breaks the hash', () => {
    const proof = publish('SEEDED', shotsOf(40));
    const shots = proof.shots.map((shot) => (shot.seq === 7 ? { ...shot, number: '99999' } : shot));
    const check = verifyYeekeeProof({ ...proof, shots });
    expect(check.ok).toBe(false);
    expect(check.hashOk).toBe(false);
    expect(check.problems.join(' ')).toMatch(/shotsHash/);
  });

  it('a missing page shows as a gap in seq and a broken hash', () => {
    const proof = publish('CLASSIC', shotsOf(60));
    const check = verifyYeekeeProof({
      ...proof,
      shots: [...proof.shots.slice(0, 20), ...proof.shots.slice(30)],
    });
    expect(check).toMatchObject({ ok: false, hashOk: false });
    expect(check.problems.join(' ')).toMatch(/seq 31 follows seq 20/);
  });

  it('a seed other than the committed one fails the commitment and the result', () => {
    const proof = publish('SEEDED', shotsOf(40));
    const otherSeed = `${seed.slice(0, 63)}0`;
    const check = verifyYeekeeProof({ ...proof, seed: otherSeed });
    expect(check).toMatchObject({ ok: false, hashOk: true, commitmentOk: false });
    expect(check.problems.join(' ')).toMatch(/commitment/);
  });

  it('a published result other than the recomputed one fails the result only', () => {
    const proof = publish('SEEDED', shotsOf(40));
    const top3 = proof.top3 === '000' ? '001' : '000';
    const check = verifyYeekeeProof({ ...proof, top3 });
    expect(check).toMatchObject({ ok: false, hashOk: true, commitmentOk: true, resultOk: false });
    expect(check.problems).toEqual([`top3 is "${top3}", recomputed ${proof.top3}`]);
  });

  it('a round void for too few shots verifies with no result, and fails if it publishes one', () => {
    const proof = publish('SEEDED', shotsOf(19));
    expect(proof.r).toBeNull();
    expect(verifyYeekeeProof({ ...proof, voidReason: 'TOO_FEW_SHOTS' })).toMatchObject({
      ok: true,
      recomputed: { kind: 'VOID', reason: 'TOO_FEW_SHOTS' },
    });
    expect(verifyYeekeeProof({ ...proof, r: '12345', top3: '345', bottom2: '12' }).resultOk).toBe(false);
  });

  it('an intake-outage void carries no result although its shots would make one', () => {
    const proof = publish('CLASSIC', shotsOf(40));
    const voided = { ...proof, r: null, top3: null, bottom2: null };
    expect(verifyYeekeeProof({ ...voided, voidReason: 'INTAKE_OUTAGE' }).ok).toBe(true);
    expect(verifyYeekeeProof(voided).ok).toBe(false);
    expect(verifyYeekeeProof({ ...proof, voidReason: 'INTAKE_OUTAGE' }).ok).toBe(false);
    expect(verifyYeekeeProof({ ...proof, voidReason: 'TOO_FEW_SHOTS' }).ok).toBe(false);
  });

  it('a malformed proof is reported, never thrown', () => {
    const proof = publish('SEEDED', shotsOf(40));
    const badShot = proof.shots.map((shot) => (shot.seq === 3 ? { ...shot, number: '12a45' } : shot));
    const check = verifyYeekeeProof({ ...proof, shots: badShot, shotsHash: yeekeeShotsHash(badShot) });
    expect(check).toMatchObject({ ok: false, hashOk: true, resultOk: false });
    expect(check.problems.join(' ')).toMatch(/cannot be recomputed/);
    const { seed: _seed, ...withoutSeed } = proof;
    expect(verifyYeekeeProof(withoutSeed)).toMatchObject({ ok: false, commitmentOk: false, resultOk: false });
  });
});
