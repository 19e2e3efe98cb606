import { reportPaths, type SummaryPeriod, summaryReportSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/admin/reports/summary?period=&from=` (owner, finance): a business day, 7 business days
 * from `from`, or the calendar month of `from`, from the ledger.
 */
export const useSummaryReport = (query: { period: SummaryPeriod; from: string }) =>
  useQuery({
    queryKey: ['reports', 'summary', query.period, query.from],
    queryFn: async ({ signal }) =>
      summaryReportSchema.parse(await api.get<unknown>(reportPaths.summary, { query, signal })),
    placeholderData: keepPreviousData,
  });
