import {
  type PromotionAdmin,
  type PromotionInput,
  promotionAdminListSchema,
  promotionAdminSchema,
  promotionPaths,
} from '@chokdee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const promotionKeys = {
  all: ['promotions'],
  list: ['promotions', 'list'],
  one: (id: string) => ['promotions', 'one', id],
} as const;

const onePath = (id: string) => promotionPaths.adminOne.replace(':id', encodeURIComponent(id));

/** `GET /api/admin/promotions`: every promotion of the site, enabled or not, in display order. */
export const usePromotionList = () =>
  useQuery(
    queryOptions({
      queryKey: promotionKeys.list,
      queryFn: async ({ signal }) =>
        promotionAdminListSchema.parse(await api.get<unknown>(promotionPaths.adminList, { signal })).data,
    }),
  );

/** `GET /api/admin/promotions/{id}`. */
export const usePromotion = (id: string | undefined) =>
  useQuery({
    queryKey: promotionKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      promotionAdminSchema.parse(await api.get<unknown>(onePath(id ?? ''), { signal })),
    enabled: id !== undefined,
  });

/**
 * `POST /api/admin/promotions` (no id) or `PUT /api/admin/promotions/{id}`: answers the promotion as
 * saved. Amounts travel as the typed decimal strings; the server parses them with the same schema.
 */
export const useSavePromotion = (id: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PromotionInput): Promise<PromotionAdmin> =>
      promotionAdminSchema.parse(
        id === undefined
          ? await api.post<unknown>(promotionPaths.adminList, body, { silent: true })
          : await api.put<unknown>(onePath(id), body, { silent: true }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(promotionKeys.one(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: promotionKeys.list });
    },
  });
};
