import { yeekeeHref } from '@chokdee/contracts';
import { yeekeeOutcome, yeekeeSeedCommitment, yeekeeShotsHash } from '@chokdee/lottery';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { yeekeeRoundDetailFixture } from '../testing-fixtures';
import { YeekeeProofPage } from './yeekee-proof-page';

const ROUND = 'YK2026112412';
const SEED = '3f'.repeat(32);

/** 25 shots and the proof the server would publish for them, split in pages of `pageSize`. */
const publishedProof = (pageSize: number) => {
  const shots = Array.from({ length: 25 }, (_, i) => ({
    seq: i + 1,
    number: String((i * 37_913 + 4_321) % 100_000).padStart(5, '0'),
    name: i % 2 ? 'สม***' : 'วิ***',
    receivedAt: new Date(Date.UTC(2026, 10, 23, 23, 0, 0, i * 250)).toISOString(),
  }));
  const outcome = yeekeeOutcome({ formula: 'SEEDED', shots, minShots: 20, seed: SEED });
  if (outcome.kind !== 'RESULT') throw new Error('the fixture must make a result');
  const base = {
    roundCode: ROUND,
    formula: 'SEEDED' as const,
    shotCount: shots.length,
    sum: outcome.sum.toString(),
    subtractPosition: 16,
    subtractedShot: outcome.subtractedShot,
    subtractedSeq: outcome.subtractedSeq,
    seed: SEED,
    seedCommitment: yeekeeSeedCommitment(SEED, ROUND),
    classicR: outcome.classicR.toString(),
    r: outcome.r,
    top3: outcome.top3,
    bottom2: outcome.bottom2,
    shotsHash: yeekeeShotsHash(shots),
    frozenAt: '2026-11-23T23:02:00.000Z',
    voidReason: null,
    minShots: 20,
  };
  const pageAfter = (afterSeq: number) => {
    const page = shots.filter((s) => s.seq > afterSeq).slice(0, pageSize);
    const last = page.at(-1)?.seq ?? afterSeq;
    return { ...base, shots: page, nextAfterSeq: last < shots.length ? last : null };
  };
  return { shots, outcome, pageAfter };
};

const resulted = yeekeeRoundDetailFixture({ closesInMs: -600_000, phase: 'RESULTED', status: 'RESULTED' });

afterEach(() => useAuthStore.getState().clear());

describe('YeekeeProofPage', () => {
  it('reads every page of the proof and shows a guest that the result recomputed in the browser matches', async () => {
    const { outcome, pageAfter } = publishedProof(10);
    const api = stubApi({
      [`GET ${yeekeeHref.round(ROUND)}`]: () => okReply(resulted),
      [`GET ${yeekeeHref.proof(ROUND)}`]: (call) =>
        okReply(pageAfter(Number(new URLSearchParams(call.search).get('afterSeq') ?? 0))),
    });
    renderWithApp(<YeekeeProofPage roundCode={ROUND} />);
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent(
      'ผลตรงกัน: คำนวณใหม่ได้ผลเดียวกับที่ประกาศ',
    );
    expect(api.callsTo('GET', yeekeeHref.proof(ROUND)).map((c) => c.search)).toEqual([
      '?limit=5000',
      '?afterSeq=10&limit=5000',
      '?afterSeq=20&limit=5000',
    ]);
    expect(screen.getByTestId('proof-recomputed')).toHaveTextContent(
      `คำนวณใหม่ได้ ${outcome.r} · 3 ตัวบน ${outcome.top3}`,
    );
    const checks = screen.getAllByRole('listitem').filter((li) => /ผ่าน/.test(li.textContent ?? ''));
    expect(checks.map((li) => within(li).getByText(/ผ่าน/).textContent)).toEqual(['ผ่าน', 'ผ่าน', 'ผ่าน']);
    expect(screen.getByText('เลขที่ยิงทั้งหมด (25 เลข)')).toBeInTheDocument();
    // The proof has the minimum shots: no member read is needed.
    expect(api.callsTo('GET', yeekeeHref.round(ROUND))).toHaveLength(0);
  });

  it("checks a guest a void round's proof against the round's own minimum", async () => {
    const { pageAfter } = publishedProof(30);
    const proof = pageAfter(0);
    const voidProof = (minShots: number) => ({
      ...proof,
      minShots,
      subtractedShot: null,
      subtractedSeq: null,
      classicR: null,
      r: null,
      top3: null,
      bottom2: null,
      voidReason: 'TOO_FEW_SHOTS',
    });
    // 25 shots under a minimum of 30: the void is what the rule gives.
    let minShots = 30;
    stubApi({ [`GET ${yeekeeHref.proof(ROUND)}`]: () => okReply(voidProof(minShots)) });
    const fair = renderWithApp(<YeekeeProofPage roundCode={ROUND} />);
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('ผลตรงกัน');
    fair.unmount();
    // The same 25 shots under a minimum of 20 had a result: a void proof of them does not match.
    minShots = 20;
    renderWithApp(<YeekeeProofPage roundCode={ROUND} />);
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('ผลไม่ตรงกัน');
  });

  it('says it does not match when a published shot was changed after the freeze', async () => {
    const { pageAfter } = publishedProof(10);
    stubApi({
      [`GET ${yeekeeHref.round(ROUND)}`]: () => okReply(resulted),
      [`GET ${yeekeeHref.proof(ROUND)}`]: (call) => {
        const page = pageAfter(Number(new URLSearchParams(call.search).get('afterSeq') ?? 0));
        // The house rewrites shot 15 on the second page: the hash stored at the freeze gives it away.
        return okReply({
          ...page,
          shots: page.shots.map((s) => (s.seq === 15 ? { ...s, number: '00000' } : s)),
        });
      },
    });
    renderWithApp(<YeekeeProofPage roundCode={ROUND} />);
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('ผลไม่ตรงกัน');
    const hashCheck = screen.getByText(/รายการเลขตรงกับลายนิ้วมือ/).closest('li');
    expect(hashCheck).toHaveTextContent('ไม่ผ่าน');
  });

  it('says the proof is not open yet before the freeze', async () => {
    stubApi({
      [`GET ${yeekeeHref.round(ROUND)}`]: () => okReply(yeekeeRoundDetailFixture()),
      [`GET ${yeekeeHref.proof(ROUND)}`]: () => errorReply('YEEKEE_PROOF_NOT_READY'),
    });
    renderWithApp(<YeekeeProofPage roundCode={ROUND} />);
    expect(await screen.findByText(/หลักฐานจะเปิดให้ตรวจเมื่อปิดรอบแล้ว/)).toBeInTheDocument();
  });
});
