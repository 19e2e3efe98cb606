import { receivablePageSchema, receivablePaths } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RECEIVABLES_PAGE_SIZE = 25;

/** `GET /api/admin/finance/receivables`: open receivables, oldest first (a write-off refetches it: same key prefix). */
export const useReceivables = (pageNo: number) =>
  useQuery({
    queryKey: ['receivables', 'list', pageNo],
    queryFn: async ({ signal }) =>
      receivablePageSchema.parse(
        await api.get<unknown>(receivablePaths.receivables, {
          query: { pageNo, pageSize: RECEIVABLES_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
