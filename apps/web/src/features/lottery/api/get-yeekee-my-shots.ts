import { type YeekeeMyShots, yeekeeHref, yeekeeMyShotsSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './query-keys';

/** `GET …/rounds/{roundCode}/my-shots`: the calling member's accepted shots, oldest first. */
export const getYeekeeMyShots = async (
  roundCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<YeekeeMyShots> => {
  const data = await api.get<unknown>(yeekeeHref.myShots(roundCode), { signal, silent: true });
  return yeekeeMyShotsSchema.parse(data);
};

export const yeekeeMyShotsQueryOptions = (roundCode: string) =>
  queryOptions({
    queryKey: yeekeeKeys.myShots(roundCode),
    queryFn: ({ signal }) => getYeekeeMyShots(roundCode, { signal }),
  });

export const useYeekeeMyShots = (roundCode: string) => useQuery(yeekeeMyShotsQueryOptions(roundCode));
