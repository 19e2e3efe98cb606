import {
  type AdminYeekeeMarket,
  adminYeekeeMarketSchema,
  type CreateYeekeeMarketRequest,
  type UpdateYeekeeMarketRequest,
  yeekeeAdminHref,
  yeekeeAdminPaths,
} from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './keys';

export type SaveYeekeeMarket =
  | { mode: 'create'; body: CreateYeekeeMarketRequest }
  | { mode: 'update'; code: string; body: UpdateYeekeeMarketRequest };

/**
 * `POST /api/admin/lottery/yeekee/markets` or `PUT …/markets/{code}` (owner, lottery). Silent: the
 * form shows the refusal (a code already taken, settings out of range). Answers the market as saved
 * when the server sends it back, else null (the list is read again either way).
 */
export const saveYeekeeMarket = async (save: SaveYeekeeMarket): Promise<AdminYeekeeMarket | null> => {
  const answer =
    save.mode === 'create'
      ? await api.post<unknown>(yeekeeAdminPaths.markets, save.body, { silent: true })
      : await api.put<unknown>(yeekeeAdminHref.market(save.code), save.body, { silent: true });
  const market = adminYeekeeMarketSchema.safeParse(answer);
  return market.success ? market.data : null;
};

export const useSaveYeekeeMarket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveYeekeeMarket,
    onSuccess: (market) => {
      if (market)
        queryClient.setQueryData<AdminYeekeeMarket[]>(yeekeeKeys.markets, (list) =>
          list?.some((item) => item.code === market.code)
            ? list.map((item) => (item.code === market.code ? market : item))
            : list && [...list, market],
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: yeekeeKeys.all }),
  });
};
