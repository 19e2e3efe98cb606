import {
  adminPaths,
  adminStatementLineSchema,
  pageSchema,
  type statementLineStatuses,
} from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StatementLineStatus = (typeof statementLineStatuses)[number];

export const STATEMENT_LINES_PAGE_SIZE = 25;

const statementLinePageSchema = pageSchema(adminStatementLineSchema);

/** Prefix of every statement-line list query: an action invalidates them all. */
export const statementLinesKey = ['statement-lines'] as const;

/** `GET /api/admin/finance/statement-lines?status=&pageNo=&pageSize=`: newest first. */
export const getStatementLines = async (
  status: StatementLineStatus,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  statementLinePageSchema.parse(
    await api.get<unknown>(adminPaths.statementLines, {
      query: { status, pageNo, pageSize: STATEMENT_LINES_PAGE_SIZE },
      signal,
    }),
  );

export const useStatementLines = (status: StatementLineStatus, pageNo: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [...statementLinesKey, status, pageNo],
      queryFn: ({ signal }) => getStatementLines(status, pageNo, { signal }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
