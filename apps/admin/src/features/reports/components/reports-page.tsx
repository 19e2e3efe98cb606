import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { apiMessage } from '../../../lib/api-client';
import { fill } from '../../../lib/format';
import { reportsTh } from '../../../messages/reports';
import { adminTh } from '../../../messages/th';
import { type ReportKind, useDownloadReport } from '../api/download-report';
import { ROUND_REPORT_PAGE_SIZE, useDailyReport, useRoundReport } from '../api/get-reports';
import { type ReportFilters, thisMonth } from '../api/report-filters';
import { ReportFilterForm } from './report-filter-form';
import { AdjustmentReportTable, DailyReportTable, RoundReportTable } from './report-tables';

const kinds: ReadonlyArray<{ value: ReportKind; label: string }> = [
  { value: 'daily', label: reportsTh.daily },
  { value: 'rounds', label: reportsTh.rounds },
];

/**
 * Lottery money by Bangkok day and product, or by round (owner, finance, lottery), for a range of at
 * most 92 days (this month by default) and one product or all; each as a CSV file too.
 */
export const ReportsPage = () => {
  const [filters, setFilters] = useState<ReportFilters>(() => thisMonth());
  const [kind, setKind] = useState<ReportKind>('daily');
  const [pageNo, setPageNo] = useState(1);
  const daily = useDailyReport(filters, kind === 'daily');
  const rounds = useRoundReport(filters, pageNo, kind === 'rounds');
  const download = useDownloadReport();
  const current = kind === 'daily' ? daily : rounds;

  return (
    <div>
      <PageHeader
        title={adminTh.pageReports}
        actions={
          <>
            <Button variant="secondary" loading={current.isFetching} onClick={() => void current.refetch()}>
              {adminTh.refresh}
            </Button>
            <Button
              loading={download.isPending}
              onClick={() =>
                download.mutate(
                  { kind, filters },
                  { onSuccess: (file) => toast.success(fill(reportsTh.downloaded, { file })) },
                )
              }
            >
              {reportsTh.downloadCsv}
            </Button>
          </>
        }
      />
      <ReportFilterForm
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <StatusTabs label={reportsTh.kind} value={kind} options={kinds} onValueChange={setKind}>
        {kind === 'daily' ? (
          <>
            <DailyReportTable
              report={daily.data}
              error={daily.isError ? apiMessage(daily.error) : undefined}
            />
            <h2 className="mt-6 mb-2 text-lg font-bold text-slate-900">{reportsTh.adjustments}</h2>
            <AdjustmentReportTable report={daily.data} />
          </>
        ) : (
          <RoundReportTable
            page={rounds.data}
            error={rounds.isError ? apiMessage(rounds.error) : undefined}
            pageNo={pageNo}
            pageSize={ROUND_REPORT_PAGE_SIZE}
            onPage={setPageNo}
          />
        )}
      </StatusTabs>
    </div>
  );
};
