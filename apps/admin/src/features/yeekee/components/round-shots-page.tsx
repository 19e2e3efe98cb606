import type { AdminYeekeeShotPage } from '@chokdee/contracts';
import { generatePath, Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { fill } from '../../../lib/format';
import { adminTh } from '../../../messages/th';
import { yeekeeTh } from '../../../messages/yeekee';
import { useYeekeeRoundShots } from '../api/get-round-shots';
import { businessDateOfRound, marketRoundsHref } from '../model/yeekee-href';
import { formatShotTime } from '../model/yeekee-time';

type Shot = AdminYeekeeShotPage['shots'][number];

const ShotRow = ({ shot, showMember }: { shot: Shot; showMember: boolean }) => (
  <tr data-testid={`shot-${shot.seq}`}>
    <Td className="text-right tabular-nums">{shot.seq.toLocaleString('th-TH')}</Td>
    <Td className="font-mono text-base font-semibold tracking-wider">{shot.number}</Td>
    <Td>{shot.name}</Td>
    <Td className="tabular-nums">{formatShotTime(shot.receivedAt)}</Td>
    {showMember && (
      <Td>
        {shot.member && (
          <Link
            to={generatePath(paths.member, { id: shot.member.memberId })}
            className="text-brand-700 underline hover:text-brand-600"
          >
            {shot.member.fullName} ({shot.member.phone})
          </Link>
        )}
      </Td>
    )}
  </tr>
);

/**
 * A round's whole shot list in sequence order (every staff role), read in pages of 500: seq, the 5
 * digits, the masked name and the server's receive time to the millisecond. The member behind each
 * shot is a column only when the server sends it, which it does for the owner alone.
 */
export const YeekeeRoundShotsPage = () => {
  const { code = '', roundCode = '' } = useParams();
  const shots = useYeekeeRoundShots(roundCode);
  const pages = shots.data?.pages ?? [];
  const list = pages.flatMap((page) => page.shots);
  const count = pages.at(-1)?.count ?? 0;
  const showMember = list.some((shot) => shot.member !== null);

  return (
    <div>
      <Link
        to={marketRoundsHref(code, businessDateOfRound(code, roundCode))}
        className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {yeekeeTh.backToRounds}
      </Link>
      <PageHeader
        title={fill(yeekeeTh.shotsTitle, { roundCode })}
        actions={
          <Button variant="secondary" loading={shots.isFetching} onClick={() => void shots.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      {shots.isError && <Alert className="mb-3">{apiMessage(shots.error)}</Alert>}
      {!shots.data ? (
        !shots.isError && <Spinner />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            <p data-testid="shots-shown">
              {fill(yeekeeTh.shotsCountOf, {
                shown: list.length.toLocaleString('th-TH'),
                count: count.toLocaleString('th-TH'),
              })}
            </p>
            {!showMember && <p>{yeekeeTh.memberHidden}</p>}
          </div>
          <Table label={yeekeeTh.pageShots}>
            <thead>
              <tr>
                <Th className="text-right">{yeekeeTh.colSeq}</Th>
                <Th>{yeekeeTh.colNumber}</Th>
                <Th>{yeekeeTh.colName}</Th>
                <Th>{yeekeeTh.colReceivedAt}</Th>
                {showMember && <Th>{yeekeeTh.colMember}</Th>}
              </tr>
            </thead>
            <tbody>
              {list.length ? (
                list.map((shot) => <ShotRow key={shot.seq} shot={shot} showMember={showMember} />)
              ) : (
                <EmptyRow colSpan={showMember ? 5 : 4}>{adminTh.empty}</EmptyRow>
              )}
            </tbody>
          </Table>
          {shots.hasNextPage && (
            <div className="mt-3 flex justify-center">
              <Button
                variant="secondary"
                loading={shots.isFetchingNextPage}
                onClick={() => void shots.fetchNextPage()}
              >
                {yeekeeTh.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
};
