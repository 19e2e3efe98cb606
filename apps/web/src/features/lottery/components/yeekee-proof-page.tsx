import { errorCatalogue, type YeekeeProof } from '@chokdee/contracts';
import { isYeekeeSeed, verifyYeekeeProof, type YeekeeProofCheck, yeekeeSeedOffset } from '@chokdee/lottery';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fillText } from '../../../messages/lottery';
import { yeekeeText } from '../../../messages/yeekee';
import { useYeekeeProof } from '../api/get-yeekee-proof';
import { formatShotTime, groupDigits } from '../utils/yeekee-format';

const SHOTS_STEP = 100;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5 border-t border-white/5 py-2 first:border-t-0">
    <dt className="text-xs text-white/60">{label}</dt>
    <dd className="break-all font-num text-sm tabular-nums">{children}</dd>
  </div>
);

const Check = ({ label, passed }: { label: string; passed: boolean }) => (
  <li className="flex items-start gap-2 text-sm">
    <span
      className={cx(
        'shrink-0 rounded px-1.5 text-xs font-bold',
        passed ? 'bg-emerald-500/30 text-emerald-100' : 'bg-red-500/30 text-red-100',
      )}
    >
      {passed ? yeekeeText.passed : yeekeeText.failed}
    </span>
    <span>{label}</span>
  </li>
);

const seedOffsetOf = (seed: string | undefined): string | null =>
  seed !== undefined && isYeekeeSeed(seed) ? groupDigits(yeekeeSeedOffset(seed)) : null;

/** What the browser recomputed beside what the round published. */
const Figures = ({ proof, check }: { proof: YeekeeProof; check: YeekeeProofCheck }) => {
  const recomputed = check.recomputed;
  const offset = seedOffsetOf(proof.seed);
  return (
    <dl className="rounded-xl bg-brand-800 px-3 py-1 ring-1 ring-white/10">
      <Row label={yeekeeText.formula}>{yeekeeText.formulaName[proof.formula]}</Row>
      <Row label={yeekeeText.shotTotal}>{groupDigits(proof.shotCount)}</Row>
      <Row label={yeekeeText.sum}>
        {groupDigits(proof.sum)}
        {recomputed.kind === 'RESULT' && (
          <span className="block text-xs text-white/60">
            {yeekeeText.recomputed} {groupDigits(recomputed.sum.toString())}
          </span>
        )}
      </Row>
      {recomputed.kind === 'RESULT' ? (
        <>
          <Row
            label={fillText(yeekeeText.subtracted, {
              position: recomputed.subtractPosition,
              seq: groupDigits(recomputed.subtractedSeq),
            })}
          >
            {recomputed.subtractedShot}
          </Row>
          <Row label={fillText(yeekeeText.classicR, { position: recomputed.subtractPosition })}>
            {groupDigits(recomputed.classicR.toString())}
          </Row>
        </>
      ) : (
        <Row label={yeekeeText.recomputed}>{yeekeeText.voidRecomputed}</Row>
      )}
      {proof.formula === 'SEEDED' && (
        <>
          <Row label={yeekeeText.commitment}>{proof.seedCommitment ?? '—'}</Row>
          <Row label={yeekeeText.seed}>{proof.seed ?? '—'}</Row>
          {offset !== null && <Row label={yeekeeText.seedOffset}>{offset}</Row>}
        </>
      )}
      {recomputed.kind === 'RESULT' && (
        <Row label={yeekeeText.finalR}>
          <span data-testid="proof-recomputed">
            {yeekeeText.recomputed} {recomputed.r} · {yeekeeText.top3} {recomputed.top3} ·{' '}
            {yeekeeText.bottom2} {recomputed.bottom2}
          </span>
          <span className="block text-xs text-white/60">
            {yeekeeText.published} {proof.r ?? '—'} · {yeekeeText.top3} {proof.top3 ?? '—'} ·{' '}
            {yeekeeText.bottom2} {proof.bottom2 ?? '—'}
          </span>
        </Row>
      )}
      <Row label={yeekeeText.shotsHash}>{proof.shotsHash}</Row>
      <Row label={yeekeeText.frozenAt}>{formatShotTime(proof.frozenAt)}</Row>
    </dl>
  );
};

/** Every published shot, a page of them at a time (a round may hold thousands). */
const ShotList = ({ proof }: { proof: YeekeeProof }) => {
  const [shown, setShown] = useState(SHOTS_STEP);
  return (
    <details className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10">
      <summary className="cursor-pointer font-semibold text-gold-100">
        {fillText(yeekeeText.allShots, { count: groupDigits(proof.shots.length) })}
      </summary>
      <ol className="mt-2 flex flex-col gap-1 text-xs">
        {proof.shots.slice(0, shown).map((shot) => (
          <li key={shot.seq} className="grid grid-cols-[4rem_1fr_4rem_6rem] gap-2 tabular-nums">
            <span>{groupDigits(shot.seq)}</span>
            <span className="truncate">{shot.name}</span>
            <b className="font-num tracking-widest">{shot.number}</b>
            <span className="text-right font-num text-white/70">{formatShotTime(shot.receivedAt)}</span>
          </li>
        ))}
      </ol>
      {shown < proof.shots.length && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => setShown((n) => n + SHOTS_STEP * 10)}
        >
          {yeekeeText.showMoreShots}
        </Button>
      )}
    </details>
  );
};

const isNotReady = (error: unknown) =>
  error instanceof ApiError && error.code === errorCatalogue.YEEKEE_PROOF_NOT_READY.code;

/**
 * `/lottery/yk/round/:roundCode/proof` ("ตรวจสอบผล", docs/domain/yeekee.md §3.4): reads every page of the proof,
 * then recomputes in this browser, with `verifyYeekeeProof` of `@chokdee/lottery`, the SHA-256 of
 * the shot list, the seed against the commitment published at the open (SEEDED) and the result, and
 * says plainly whether they match what the round published.
 */
export const YeekeeProofPage = ({ roundCode }: { roundCode: string }) => {
  const proof = useYeekeeProof(roundCode);
  const check = useMemo(
    () =>
      proof.data
        ? verifyYeekeeProof({
            roundCode: proof.data.roundCode,
            formula: proof.data.formula,
            shots: proof.data.shots,
            minShots: proof.data.minShots,
            subtractPosition: proof.data.subtractPosition,
            ...(proof.data.seed !== undefined ? { seed: proof.data.seed } : {}),
            ...(proof.data.seedCommitment !== undefined ? { seedCommitment: proof.data.seedCommitment } : {}),
            shotsHash: proof.data.shotsHash,
            r: proof.data.r,
            top3: proof.data.top3,
            bottom2: proof.data.bottom2,
            voidReason: proof.data.voidReason,
          })
        : null,
    [proof.data],
  );

  const back = (
    <Link to={paths.yeekeeRound.getHref(roundCode)} className="self-start text-sm text-gold-200 underline">
      {yeekeeText.backToRound}
    </Link>
  );
  if (proof.isError) {
    const notReady = isNotReady(proof.error);
    return (
      <div className="flex flex-col gap-3">
        <p className={cx('text-sm', notReady ? 'text-white/80' : 'text-red-300')}>
          {notReady ? yeekeeText.proofNotReady : yeekeeText.proofFailed}
        </p>
        {!notReady && (
          <Button size="sm" variant="secondary" className="self-start" onClick={() => void proof.refetch()}>
            {yeekeeText.retry}
          </Button>
        )}
        {back}
      </div>
    );
  }
  if (!proof.data) return <p className="text-sm text-white/70">{yeekeeText.proofLoadingStart}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-num text-sm text-white/80">{proof.data.roundCode}</p>
      <p className="text-sm text-white/70">{yeekeeText.proofIntro}</p>
      {check === null ? (
        <p role="status">{yeekeeText.verifying}</p>
      ) : (
        <>
          <p
            role="status"
            data-testid="proof-verdict"
            className={cx(
              'rounded-xl p-3 text-center font-bold ring-1',
              check.ok
                ? 'bg-emerald-900/50 text-emerald-100 ring-emerald-400/50'
                : 'bg-red-950/60 text-red-100 ring-red-400/50',
            )}
          >
            {check.ok ? yeekeeText.verifiedOk : yeekeeText.verifiedBad}
          </p>
          <ul className="flex flex-col gap-1">
            <Check label={yeekeeText.checkHash} passed={check.hashOk} />
            {check.commitmentOk !== null && (
              <Check label={yeekeeText.checkCommitment} passed={check.commitmentOk} />
            )}
            <Check label={yeekeeText.checkResult} passed={check.resultOk} />
          </ul>
          {check.problems.length > 0 && (
            <details className="text-xs text-red-200">
              <summary>{yeekeeText.problems}</summary>
              <ul className="list-disc pl-5" lang="en">
                {check.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </details>
          )}
          <Figures proof={proof.data} check={check} />
        </>
      )}
      <ShotList proof={proof.data} />
      {back}
    </div>
  );
};
