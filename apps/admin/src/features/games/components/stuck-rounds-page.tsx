import { type AdminGameRound, GAME_STUCK_ROUND_MINUTES } from '@chokdee/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { fill } from '../../../lib/format';
import { gamesTh as th } from '../../../messages/games';
import { GAME_ROUNDS_PAGE_SIZE, useStuckRounds } from '../api/rounds';
import { RoundCells, roundColumns } from './rounds-page';

/** How long a round has been open, in Thai ("1 ชม. 5 นาที"). */
const ageOf = (openedAt: string, now: number): string => {
  const minutes = Math.max(0, Math.floor((now - new Date(openedAt).getTime()) / 60_000));
  return minutes < 60
    ? fill(th.ageMinutes, { minutes })
    : fill(th.ageHours, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
};

/** Rounds a provider never ended (owner, finance, support), oldest first: chase the provider. */
export const StuckRoundsPage = () => {
  const [pageNo, setPageNo] = useState(1);
  const rounds = useStuckRounds(pageNo);
  const now = rounds.dataUpdatedAt || Date.now();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageStuck} />
      <p className="max-w-3xl text-sm text-slate-600">
        {fill(th.stuckIntro, { minutes: GAME_STUCK_ROUND_MINUTES })}
      </p>
      <PagedTable
        label={th.stuckTable}
        columns={[{ label: th.colAge }, ...roundColumns]}
        page={rounds.data}
        error={rounds.isError ? apiMessage(rounds.error) : undefined}
        pageNo={pageNo}
        pageSize={GAME_ROUNDS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(round: AdminGameRound) => (
          <tr key={round.id} data-testid={`stuck-${round.id}`}>
            <Td className="whitespace-nowrap font-semibold text-amber-800">{ageOf(round.openedAt, now)}</Td>
            <RoundCells round={round} />
          </tr>
        )}
      />
    </div>
  );
};
