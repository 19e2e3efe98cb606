import { promotionListSchema, promotionPaths } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { promotionKeys } from './query-keys';

/**
 * `GET /api/v2/promotions`: the promotions open now with their plain-Thai terms. For a member each
 * says whether they can take it now (`available`) and why not, plus the selection and what the last
 * deposit made with one got; the key carries who asked, since a guest's answer is no use after login.
 */
export const getPromotions = async ({ signal }: { signal?: AbortSignal } = {}) =>
  promotionListSchema.parse(await api.get<unknown>(promotionPaths.list, { signal, silent: true }));

export const promotionsQueryOptions = (isMember: boolean) =>
  queryOptions({
    queryKey: [...promotionKeys.list, isMember ? 'member' : 'guest'],
    queryFn: ({ signal }) => getPromotions({ signal }),
  });

export const usePromotions = () => useQuery(promotionsQueryOptions(useIsMember()));
