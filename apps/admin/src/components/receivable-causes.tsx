import type { GameTxnKind, Receivable } from '@chokdee/contracts';
import { Link } from 'react-router';
import { gameRoundHref } from '../config/paths';
import { fill, formatBaht } from '../lib/format';
import { gamesTh } from '../messages/games';
import { receivablesTh } from '../messages/receivables';

const reversalNames: Partial<Record<GameTxnKind, string>> = {
  UNSETTLE: gamesTh.kindUNSETTLE,
  VOID: gamesTh.kindVOID,
};

/**
 * Why a member owes, one line each (member page and finance list): the result corrections, then the
 * game reversals whose take-back their cash could not cover (linked to the round).
 */
export const ReceivableCauses = ({ receivable }: { receivable: Receivable }) => (
  <ul className="text-sm text-slate-700">
    {receivable.causes.map((cause) => (
      <li key={`${cause.roundCode}-${cause.correctionNo}`}>
        {fill(receivablesTh.cause, {
          roundCode: cause.roundCode,
          no: cause.correctionNo,
          amount: formatBaht(cause.amount),
        })}
      </li>
    ))}
    {receivable.gameCauses.map((cause) => {
      const text = fill(gamesTh.gameCause, {
        kind: reversalNames[cause.kind] ?? cause.kind,
        provider: cause.providerName,
        round: cause.providerRoundId ?? cause.providerTxnId,
        amount: formatBaht(cause.amount),
      });
      return (
        <li
          key={`${cause.provider}-${cause.providerTxnId}-${cause.kind}`}
          data-testid="game-receivable-cause"
        >
          {cause.roundId ? (
            <Link className="underline" to={gameRoundHref(cause.roundId)}>
              {text}
            </Link>
          ) : (
            text
          )}
        </li>
      );
    })}
  </ul>
);
