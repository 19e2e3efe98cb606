import { gameGgrSchema, gamePaths } from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The first instant of a Bangkok day "YYYY-MM-DD" (the site's clock), with its offset. */
export const bangkokDayStartIso = (date: string) => `${date}T00:00:00+07:00`;
/** The first instant of the Bangkok day after `date`: a range of days ends there (half-open). */
export const bangkokDayEndIso = (date: string) =>
  new Date(new Date(bangkokDayStartIso(date)).getTime() + 24 * 3_600_000).toISOString();

/** `GET /api/admin/reports/games?from=&to=` (owner, finance): Bangkok days `from`..`to`, both included. */
export const useGameGgr = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['games', 'ggr', range.from, range.to],
    queryFn: async ({ signal }) =>
      gameGgrSchema.parse(
        await api.get<unknown>(gamePaths.adminGgr, {
          query: { from: bangkokDayStartIso(range.from), to: bangkokDayEndIso(range.to) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
