import {
  adminGameRoundDetailSchema,
  adminGameRoundPageSchema,
  adminMemberPageSchema,
  adminMemberPaths,
  type GameRoundStatus,
  gameHref,
  gamePaths,
} from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const GAME_ROUNDS_PAGE_SIZE = 25;

/** The rounds search as the server takes it (instants with their offset). */
export type RoundsFilter = {
  memberId?: string;
  providerId?: string;
  providerTxnId?: string;
  status?: GameRoundStatus;
  from?: string;
  to?: string;
};

/** `GET /api/admin/games/rounds`: newest first. */
export const useGameRounds = (filter: RoundsFilter, pageNo: number, enabled = true) =>
  useQuery({
    queryKey: ['games', 'rounds', filter, pageNo],
    queryFn: async ({ signal }) =>
      adminGameRoundPageSchema.parse(
        await api.get<unknown>(gamePaths.adminRounds, {
          query: { ...filter, pageNo, pageSize: GAME_ROUNDS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `GET /api/admin/games/rounds/{id}`: one round with its transactions. */
export const useGameRound = (id: string) =>
  useQuery({
    queryKey: ['games', 'round', id],
    queryFn: async ({ signal }) =>
      adminGameRoundDetailSchema.parse(await api.get<unknown>(gameHref.adminRound(id), { signal })),
  });

/** `GET /api/admin/games/stuck-rounds`: rounds a provider never ended, oldest first. */
export const useStuckRounds = (pageNo: number) =>
  useQuery({
    queryKey: ['games', 'stuck-rounds', pageNo],
    queryFn: async ({ signal }) =>
      adminGameRoundPageSchema.parse(
        await api.get<unknown>(gamePaths.adminStuckRounds, {
          query: { pageNo, pageSize: GAME_ROUNDS_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * The members a phone (or part of one) names, through the members search (`GET /api/admin/members?q=`):
 * the rounds search takes a member id, staff type a phone.
 */
export const findMembers = async (q: string) =>
  adminMemberPageSchema.parse(
    await api.get<unknown>(adminMemberPaths.members, { query: { q, pageNo: 1, pageSize: 5 } }),
  ).data;
