import { reportPaths } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type ReportFilters, reportQuery } from './report-filters';

export type ReportKind = 'daily' | 'rounds';

/**
 * The report as the server's CSV (`format=csv`, every row, UTF-8 with BOM), saved as a file. Fetched
 * with the staff token: the endpoint needs the Authorization header, which a plain link cannot send.
 * Answers the file's name.
 */
export const downloadReport = async (kind: ReportKind, filters: ReportFilters): Promise<string> => {
  const { blob, filename } = await api.download(reportPaths[kind], {
    query: { ...reportQuery(kind, filters), format: 'csv' },
  });
  const name = filename ?? `${kind}-${filters.from}_${filters.to}.csv`;
  saveFile(blob, name);
  return name;
};

export const useDownloadReport = () =>
  useMutation({
    mutationFn: ({ kind, filters }: { kind: ReportKind; filters: ReportFilters }) =>
      downloadReport(kind, filters),
  });
