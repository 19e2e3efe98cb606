import { dailyReportSchema, reportPaths, roundReportSchema } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ReportFilters, reportQuery } from './report-filters';

export const ROUND_REPORT_PAGE_SIZE = 50;

const reportsKey = ['reports'] as const;

/** `GET /api/admin/reports/daily?from&to&productCode` (owner, finance, lottery): rows and their total. */
export const getDailyReport = async (filters: ReportFilters, { signal }: { signal?: AbortSignal } = {}) =>
  dailyReportSchema.parse(
    await api.get<unknown>(reportPaths.daily, { query: reportQuery('daily', filters), signal }),
  );

/** `GET /api/admin/reports/rounds?from&to&productCode&pageNo&pageSize`: rounds closing in the range. */
export const getRoundReport = async (
  filters: ReportFilters,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  roundReportSchema.parse(
    await api.get<unknown>(reportPaths.rounds, {
      query: { ...reportQuery('rounds', filters), pageNo, pageSize: ROUND_REPORT_PAGE_SIZE },
      signal,
    }),
  );

export const dailyReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...reportsKey, 'daily', filters],
    queryFn: ({ signal }) => getDailyReport(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const roundReportQueryOptions = (filters: ReportFilters, pageNo: number) =>
  queryOptions({
    queryKey: [...reportsKey, 'rounds', filters, pageNo],
    queryFn: ({ signal }) => getRoundReport(filters, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDailyReport = (filters: ReportFilters, enabled: boolean) =>
  useQuery({ ...dailyReportQueryOptions(filters), enabled });

export const useRoundReport = (filters: ReportFilters, pageNo: number, enabled: boolean) =>
  useQuery({ ...roundReportQueryOptions(filters, pageNo), enabled });
