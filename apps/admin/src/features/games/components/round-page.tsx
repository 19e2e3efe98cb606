import { type AdminGameTxn, type GameTxnKind, gameCategoryNames } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Spinner } from '../../../components/ui/spinner';
import { Td } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { gamesTh as th } from '../../../messages/games';
import { useGameRound } from '../api/rounds';
import { RoundStatus } from './round-status';

/** Thai names of the wallet transaction kinds (also the receivables' game causes). */
export const txnKindNames: Record<GameTxnKind, string> = {
  BET: th.kindBET,
  WIN: th.kindWIN,
  CANCEL: th.kindCANCEL,
  ADJUST: th.kindADJUST,
  UNSETTLE: th.kindUNSETTLE,
  VOID: th.kindVOID,
  PROMO: th.kindPROMO,
  TIP: th.kindTIP,
};

const txnColumns = [
  { label: th.colTime },
  { label: th.colKind },
  { label: th.colTxnId },
  { label: th.colAmount, className: 'text-right' },
  { label: th.colReceivable, className: 'text-right' },
];

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt className="font-medium text-slate-600">{label}</dt>
    <dd>{children}</dd>
  </>
);

/** One provider round (owner, finance, support): who, which game, the money, and each wallet transaction. */
export const GameRoundPage = () => {
  const { id = '' } = useParams();
  const round = useGameRound(id);
  const data = round.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageRound} />
      <Link className="text-sm font-medium text-brand-700 underline" to={paths.gameRounds}>
        {th.back}
      </Link>
      {round.isError && <Alert>{apiMessage(round.error)}</Alert>}
      {!data && !round.isError && <Spinner />}
      {data && (
        <>
          <dl
            aria-label={th.roundFacts}
            className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200"
          >
            <Fact label={th.colMember}>
              {data.member.phone} {data.member.name}
            </Fact>
            <Fact label={th.colProvider}>{data.provider}</Fact>
            <Fact label={th.colGame}>
              {data.game} ({gameCategoryNames[data.category]})
            </Fact>
            <Fact label={th.colRoundId}>
              <span className="font-mono">{data.providerRoundId}</span>
            </Fact>
            <Fact label={th.colStatus}>
              <RoundStatus status={data.status} />
            </Fact>
            <Fact label={th.colStake}>
              <Money amount={data.stake} />
            </Fact>
            <Fact label={th.bonusStake}>
              <Money amount={data.bonusStake} />
            </Fact>
            <Fact label={th.colWin}>
              <Money amount={data.win} />
            </Fact>
            <Fact label={th.colOpenedAt}>{formatDateTime(data.openedAt)}</Fact>
            <Fact label={th.colSettledAt}>{data.settledAt ? formatDateTime(data.settledAt) : '–'}</Fact>
          </dl>
          <PagedTable
            label={th.txnsTable}
            columns={txnColumns}
            page={{ data: data.transactions, total: data.transactions.length }}
            renderRow={(txn: AdminGameTxn) => (
              <tr key={txn.id} data-testid={`txn-${txn.id}`}>
                <Td className="whitespace-nowrap">{formatDateTime(txn.createdAt)}</Td>
                <Td>{txnKindNames[txn.kind]}</Td>
                <Td className="font-mono text-xs">{txn.providerTxnId}</Td>
                <Td className="text-right">
                  <Money amount={txn.amount} />
                </Td>
                <Td className="text-right">
                  <Money amount={txn.receivable} />
                </Td>
              </tr>
            )}
          />
        </>
      )}
    </div>
  );
};
