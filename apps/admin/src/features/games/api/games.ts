import {
  adminGameSchema,
  type GameCategory,
  type GameInput,
  gameHref,
  gamePaths,
  pageSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminGamesKey = ['games', 'catalogue'] as const;
export const GAMES_PAGE_SIZE = 25;
const adminGamePageSchema = pageSchema(adminGameSchema);

export type GamesFilter = { providerId?: string; category?: GameCategory; q?: string };

/** `GET /api/admin/games?providerId=&category=&q=`: the catalogue, one page. */
export const useAdminGames = (filter: GamesFilter, pageNo: number) =>
  useQuery({
    queryKey: [...adminGamesKey, filter, pageNo],
    queryFn: async ({ signal }) =>
      adminGamePageSchema.parse(
        await api.get<unknown>(gamePaths.adminGames, {
          query: { ...filter, pageNo, pageSize: GAMES_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `POST /api/admin/games` or `PUT /api/admin/games/{id}`: one game of the catalogue. */
export const useSaveGame = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | undefined; body: GameInput }) =>
      adminGameSchema.parse(
        id
          ? await api.put<unknown>(gameHref.adminGame(id), body, { silent: true })
          : await api.post<unknown>(gamePaths.adminGames, body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminGamesKey }),
  });
};
