import { reportPaths } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReportFilters } from './report-filters';

export type ReportKind = 'daily' | 'rounds';

/** Hands a fetched file to the browser as a download (a link to a blob URL, clicked once). */
const saveFile = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the download starts; let it go afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * The report as the server's CSV (`format=csv`, every row, UTF-8 with BOM), saved as a file. Fetched
 * with the staff token: the endpoint needs the Authorization header, which a plain link cannot send.
 * Answers the file's name.
 */
export const downloadReport = async (kind: ReportKind, filters: ReportFilters): Promise<string> => {
  const { blob, filename } = await api.download(reportPaths[kind], { query: { ...filters, format: 'csv' } });
  const name = filename ?? `${kind}-${filters.from}_${filters.to}.csv`;
  saveFile(blob, name);
  return name;
};

export const useDownloadReport = () =>
  useMutation({
    mutationFn: ({ kind, filters }: { kind: ReportKind; filters: ReportFilters }) =>
      downloadReport(kind, filters),
  });
