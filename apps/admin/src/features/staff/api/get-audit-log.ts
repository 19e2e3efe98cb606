import { type AuditLogQuery, adminPaths, auditLogEntrySchema, pageSchema } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

const auditPageSchema = pageSchema(auditLogEntrySchema);

export type AuditFilters = Pick<AuditLogQuery, 'staffId' | 'action' | 'from' | 'to'>;

/** `GET /api/admin/audit-log?staffId&action&from&to&pageNo&pageSize` (owner): newest first. */
export const getAuditLog = async (
  filters: AuditFilters,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  auditPageSchema.parse(
    await api.get<unknown>(adminPaths.auditLog, {
      query: { ...filters, pageNo, pageSize: AUDIT_PAGE_SIZE },
      signal,
    }),
  );

export const useAuditLog = (filters: AuditFilters, pageNo: number) =>
  useQuery({
    queryKey: ['audit-log', filters, pageNo],
    queryFn: ({ signal }) => getAuditLog(filters, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });
