import { useDayRangeForm } from '../../../components/ui/day-range-form';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht, sumAmounts } from '../../../lib/format';
import { promotionsTh as th } from '../../../messages/promotions';
import { usePromotionCost } from '../api/promotion-cost';

const columns = [
  { label: th.colName },
  { label: th.colSource },
  { label: th.colGrants, className: 'text-right' },
  { label: th.colGranted, className: 'text-right' },
  { label: th.colConverted, className: 'text-right' },
  { label: th.colForfeited, className: 'text-right' },
  { label: th.colOpen, className: 'text-right' },
] as const;

/**
 * What each promotion (and coupon campaign…) cost over a range of Bangkok days: how many grants, the
 * bonus granted, what converted to cash (the real cost) and what was forfeited, and how many are open.
 */
export const PromotionCostPage = () => {
  const { range, form } = useDayRangeForm(th);
  const report = usePromotionCost(range);
  const rows = report.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageCost} />
      <p className="max-w-3xl text-sm text-slate-600">{th.costIntro}</p>
      {form}
      <PagedTable
        label={th.costLabel}
        columns={columns}
        page={report.data ? { data: rows, total: rows.length } : undefined}
        error={report.isError ? apiMessage(report.error) : undefined}
        renderRow={(row) => (
          <tr key={`${row.source}:${row.promotionId ?? row.name}`} data-testid="cost-row">
            <Td className="font-semibold">{row.name}</Td>
            <Td>{th.sources[row.source]}</Td>
            <Td className="text-right tabular-nums">{row.grants}</Td>
            <Td className="text-right tabular-nums">{formatBaht(row.granted)}</Td>
            <Td className="text-right tabular-nums">{formatBaht(row.converted)}</Td>
            <Td className="text-right tabular-nums">{formatBaht(row.forfeited)}</Td>
            <Td className="text-right tabular-nums">{row.open}</Td>
          </tr>
        )}
        footer={
          <tr data-testid="cost-total">
            <Td>{th.total}</Td>
            <Td />
            <Td className="text-right tabular-nums">{rows.reduce((sum, row) => sum + row.grants, 0)}</Td>
            <Td className="text-right tabular-nums">
              {formatBaht(sumAmounts(rows.map((row) => row.granted)))}
            </Td>
            <Td className="text-right tabular-nums">
              {formatBaht(sumAmounts(rows.map((row) => row.converted)))}
            </Td>
            <Td className="text-right tabular-nums">
              {formatBaht(sumAmounts(rows.map((row) => row.forfeited)))}
            </Td>
            <Td className="text-right tabular-nums">{rows.reduce((sum, row) => sum + row.open, 0)}</Td>
          </tr>
        }
      />
    </div>
  );
};
