import { type GameCategory, type GameGgr, gameCategories, gameCategoryNames } from '@chokdee/contracts';
import { useState } from 'react';
import { DayRangeForm, thisBangkokMonth } from '../../../components/ui/day-range-form';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { sumAmounts } from '../../../lib/format';
import { gamesTh as th } from '../../../messages/games';
import { useGameGgr } from '../api/ggr';

type Figures = { rounds: number; stake: string; win: string; ggr: string };

const moneyColumns = [
  { label: th.colRounds, className: 'text-right' },
  { label: th.colStake, className: 'text-right' },
  { label: th.colWin, className: 'text-right' },
  { label: th.colGgr, className: 'text-right' },
];
const columns = [{ label: th.colProvider }, { label: th.colCategory }, ...moneyColumns];
const categoryColumns = [{ label: th.colCategory }, ...moneyColumns];

const Cells = ({ figures }: { figures: Figures }) => (
  <>
    <Td className="text-right tabular-nums">{figures.rounds.toLocaleString('th-TH')}</Td>
    <Td className="text-right">
      <Money amount={figures.stake} />
    </Td>
    <Td className="text-right">
      <Money amount={figures.win} />
    </Td>
    <Td className="text-right font-semibold">
      <Money amount={figures.ggr} />
    </Td>
  </>
);

/** The report's rows summed per category (categories with no settled round left out). */
const byCategory = (report: GameGgr): Array<Figures & { category: GameCategory }> =>
  gameCategories.flatMap((category) => {
    const rows = report.rows.filter((row) => row.category === category);
    if (rows.length === 0) return [];
    return [
      {
        category,
        rounds: rows.reduce((sum, row) => sum + row.rounds, 0),
        stake: sumAmounts(rows.map((row) => row.stake)),
        win: sumAmounts(rows.map((row) => row.win)),
        ggr: sumAmounts(rows.map((row) => row.ggr)),
      },
    ];
  });

/** Stakes, wins and GGR of provider games per provider and category over Bangkok days (owner, finance). */
export const GameGgrPage = () => {
  const [range, setRange] = useState(thisBangkokMonth);
  const report = useGameGgr(range);
  const data = report.data;
  const error = report.isError ? apiMessage(report.error) : undefined;
  const totalRow = data ? (
    <tr data-testid="ggr-total">
      <Td className="font-semibold">{th.total}</Td>
      <Td />
      <Cells figures={data.total} />
    </tr>
  ) : undefined;
  const categories = data ? byCategory(data) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageGgr} />
      <p className="max-w-3xl text-sm text-slate-600">{th.ggrIntro}</p>
      <DayRangeForm
        initial={range}
        labels={{ from: th.fromLabel, to: th.toLabel, show: th.show }}
        onShow={setRange}
      />
      <PagedTable
        label={th.ggrTable}
        columns={columns}
        page={data ? { data: data.rows, total: data.rows.length } : undefined}
        error={error}
        renderRow={(row) => (
          <tr key={`${row.provider}-${row.category}`} data-testid={`ggr-${row.provider}-${row.category}`}>
            <Td>{row.providerName}</Td>
            <Td>{gameCategoryNames[row.category]}</Td>
            <Cells figures={row} />
          </tr>
        )}
        footer={totalRow}
      />
      <h2 className="text-lg font-bold text-slate-900">{th.ggrByCategory}</h2>
      <PagedTable
        label={th.ggrByCategory}
        columns={categoryColumns}
        page={categories ? { data: categories, total: categories.length } : undefined}
        renderRow={(row) => (
          <tr key={row.category} data-testid={`ggr-category-${row.category}`}>
            <Td>{gameCategoryNames[row.category]}</Td>
            <Cells figures={row} />
          </tr>
        )}
      />
    </div>
  );
};
