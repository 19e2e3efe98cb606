import { financeAdminPaths, pageSchema, rejectedStatementLineSchema } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STATEMENT_LINES_PAGE_SIZE, statementLinesKey } from './get-statement-lines';

const rejectedPageSchema = pageSchema(rejectedStatementLineSchema);

/** `GET /api/admin/finance/rejected-statement-lines?pageNo=&pageSize=`: newest first. */
export const getRejectedStatementLines = async (pageNo: number, { signal }: { signal?: AbortSignal } = {}) =>
  rejectedPageSchema.parse(
    await api.get<unknown>(financeAdminPaths.rejectedStatementLines, {
      query: { pageNo, pageSize: STATEMENT_LINES_PAGE_SIZE },
      signal,
    }),
  );

/** Only fetched while its tab is shown. */
export const useRejectedStatementLines = (pageNo: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...statementLinesKey, 'REJECTED', pageNo],
      queryFn: ({ signal }) => getRejectedStatementLines(pageNo, { signal }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
