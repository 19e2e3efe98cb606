import { sportsPaths, sportsReportSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/**
 * `GET /api/admin/sports/reports?from=&to=` (owner, finance, trader): business days `from`..`to`
 * ("YYYY-MM-DD", 11:00 to 11:00 Bangkok), both included.
 */
export const getReport = async (
  range: { from: string; to: string },
  { signal }: { signal?: AbortSignal } = {},
) => sportsReportSchema.parse(await api.get<unknown>(sportsPaths.adminReport, { query: range, signal }));

export const useReport = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: sportsKeys.report(range.from, range.to),
    queryFn: ({ signal }) => getReport(range, { signal }),
    placeholderData: keepPreviousData,
  });
