import type { AdminRoundDetail, BetTypeCode } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { PagedTable } from '../../../components/ui/paged-table';
import { Panel } from '../../../components/ui/panel';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fill, formatBaht } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { EXPOSURE_REFRESH_MS, useExposure } from '../api/get-exposure';
import { formatTime } from '../model/bangkok-date';

const columns = [
  { label: lotteryTh.colBetType },
  { label: lotteryTh.colNumber },
  { label: lotteryTh.colStake, className: 'text-right' },
  { label: lotteryTh.colLiability, className: 'text-right' },
  { label: lotteryTh.colCap, className: 'text-right' },
  { label: lotteryTh.colCapUsed },
  { label: lotteryTh.colRule },
];

/** "0.8123" → "81.2%" (for reading only; the server decides what is near the cap). */
const percent = (share: string) => `${(Number(share) * 100).toFixed(1)}%`;

const CapBar = ({ share, nearCap }: { share: string; nearCap: boolean }) => (
  <div className="flex items-center gap-2">
    <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div
        className={cx('h-full rounded-full', nearCap ? 'bg-red-600' : 'bg-brand-600')}
        style={{ width: `${Math.min(100, Number(share) * 100)}%` }}
      />
    </div>
    <span className="tabular-nums">{percent(share)}</span>
  </div>
);

/**
 * The live exposure board: per number its stake, what the house pays if it comes out, and how much
 * of the cap that uses, riskiest first (the server's order). Near-cap rows stand out; while the round
 * takes bills it reads again every few seconds.
 */
export const ExposureBoard = ({
  round,
  betTypes,
}: {
  round: AdminRoundDetail;
  /** The product's bet types, for the filter. */
  betTypes: readonly BetTypeCode[];
}) => {
  const [betType, setBetType] = useState<BetTypeCode>();
  const live = round.status === 'OPEN';
  const board = useExposure(round.roundCode, betType, live);
  const updated = board.dataUpdatedAt ? formatTime(board.dataUpdatedAt) : '–';

  return (
    <Panel
      title={lotteryTh.exposure}
      actions={
        <p className="text-xs text-slate-500" aria-live="off">
          {live
            ? fill(lotteryTh.autoRefresh, { seconds: EXPOSURE_REFRESH_MS / 1000, time: updated })
            : fill(lotteryTh.lastUpdated, { time: updated })}
        </p>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{lotteryTh.exposureHint}</p>
      {board.data && (
        <div className="mb-3 flex flex-wrap gap-2" data-testid="worst-case">
          <div className="rounded-md bg-slate-100 px-3 py-2">
            <p className="text-xs text-slate-500">{lotteryTh.totalStake}</p>
            <p className="font-semibold tabular-nums">{formatBaht(board.data.totalStake)}</p>
          </div>
          {board.data.worstCase.map((worst) => (
            <div key={worst.betType} className="rounded-md bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
              <p className="text-xs text-amber-800">
                {lotteryTh.worstCase} · {betTypeNamesTh[worst.betType]}
              </p>
              <p className="font-semibold tabular-nums">{formatBaht(worst.liability)}</p>
            </div>
          ))}
        </div>
      )}
      <SelectField
        className="mb-3 w-fit"
        label={lotteryTh.betTypeFilter}
        value={betType ?? ''}
        onChange={(event) => setBetType((event.target.value || undefined) as BetTypeCode | undefined)}
        options={[
          { value: '', label: adminTh.all },
          ...betTypes.map((code) => ({ value: code, label: betTypeNamesTh[code] })),
        ]}
      />
      <PagedTable
        label={lotteryTh.exposure}
        columns={columns}
        page={board.data && { data: board.data.rows, total: board.data.rows.length }}
        error={board.isError ? apiMessage(board.error) : undefined}
        renderRow={(row) => (
          <tr
            key={`${row.betType}-${row.number}`}
            data-testid={`exposure-${row.betType}-${row.number}`}
            data-near-cap={row.nearCap || undefined}
            className={cx(row.nearCap && 'bg-red-50')}
          >
            <Td>{betTypeNamesTh[row.betType]}</Td>
            <Td className="font-mono text-base font-semibold">{row.number}</Td>
            <Td className="text-right tabular-nums">{formatBaht(row.stake)}</Td>
            <Td className={cx('text-right tabular-nums', row.nearCap && 'font-semibold text-red-700')}>
              {formatBaht(row.liability)}
            </Td>
            <Td className="text-right tabular-nums text-slate-600">{formatBaht(row.liabilityCap)}</Td>
            <Td>
              <div className="flex items-center gap-2">
                <CapBar share={row.capUsed} nearCap={row.nearCap} />
                {row.nearCap && <Badge tone="danger">{lotteryTh.nearCap}</Badge>}
              </div>
            </Td>
            <Td>{row.rule && <Badge tone="warning">{lotteryTh.ruleKind[row.rule]}</Badge>}</Td>
          </tr>
        )}
      />
    </Panel>
  );
};
