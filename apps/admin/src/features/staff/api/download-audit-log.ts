import { adminPaths } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { AuditFilters } from './get-audit-log';

/**
 * The audit log of the page's filters as the server's CSV (`format=csv`: every matching row, Thai
 * headers, UTF-8 with BOM), saved as a file; fetched with the staff token. Answers the file's name.
 */
export const downloadAuditLog = async (filters: AuditFilters): Promise<string> => {
  const { blob, filename } = await api.download(adminPaths.auditLog, {
    query: { ...filters, format: 'csv' },
  });
  const name = filename ?? 'audit-log.csv';
  saveFile(blob, name);
  return name;
};

export const useDownloadAuditLog = () =>
  useMutation({ mutationFn: (filters: AuditFilters) => downloadAuditLog(filters) });
