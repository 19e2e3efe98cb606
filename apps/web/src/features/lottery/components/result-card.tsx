import type { LottoResult } from '@chokdee/contracts';
import { Link } from 'react-router';
import { lobbyText } from '../../../messages/lobby';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-col items-center rounded-lg bg-brand-950/60 px-2 py-1">
    <span className="text-[11px] text-white/60">{label}</span>
    <span className="font-bold text-gold-100 tabular-nums">{value}</span>
  </div>
);

/**
 * One settled round's result: its name, the published figure, 3 top and 2 bottom (GLO: front and
 * back 3); a Yeekee round's has the way to its proof (`verify`).
 */
export const ResultCard = ({
  result,
  verify,
}: {
  result: LottoResult;
  verify?: { href: string; label: string };
}) => (
  <li className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10" data-testid="lotto-result">
    <div className="flex items-baseline justify-between gap-2">
      <p className="min-w-0 truncate font-semibold">{result.roundName}</p>
      <p className="shrink-0 text-xs text-white/60">{result.productName}</p>
    </div>
    <p className="mt-1 text-sm text-white/70">
      {lobbyText.resultHeadline}{' '}
      <span className="text-lg font-extrabold tracking-wider text-gold-200 tabular-nums">
        {result.result}
      </span>
    </p>
    <div className="mt-2 grid grid-cols-2 gap-2">
      <Figure label={lobbyText.top3} value={result.top3} />
      <Figure label={lobbyText.bottom2} value={result.bottom2} />
      {result.front3 && <Figure label={lobbyText.front3} value={result.front3.join(' ')} />}
      {result.back3 && <Figure label={lobbyText.back3} value={result.back3.join(' ')} />}
    </div>
    {verify && (
      <Link to={verify.href} className="mt-2 inline-block text-sm text-gold-300 underline">
        {verify.label}
      </Link>
    )}
  </li>
);
