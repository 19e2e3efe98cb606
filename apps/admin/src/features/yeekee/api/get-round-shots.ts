import { adminYeekeeShotPageSchema, yeekeeAdminHref } from '@chokdee/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './keys';

/** Shots per read: a large round (thousands of shots) comes in pages, oldest first. */
export const SHOTS_PAGE_SIZE = 500;

/**
 * `GET /api/admin/lottery/yeekee/rounds/{roundCode}/shots?afterSeq=&limit=`: the shots after `afterSeq`
 * in sequence order. `member` is filled only for the owner; every other role gets the masked name.
 */
export const getYeekeeRoundShots = async (
  roundCode: string,
  afterSeq: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  adminYeekeeShotPageSchema.parse(
    await api.get<unknown>(yeekeeAdminHref.roundShots(roundCode), {
      query: { afterSeq, limit: SHOTS_PAGE_SIZE },
      signal,
    }),
  );

/** Page by page from the first shot (afterSeq 0); the next page starts after the server's `nextAfterSeq`. */
export const useYeekeeRoundShots = (roundCode: string) =>
  useInfiniteQuery({
    queryKey: yeekeeKeys.roundShots(roundCode),
    queryFn: ({ pageParam, signal }) => getYeekeeRoundShots(roundCode, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextAfterSeq ?? undefined,
  });
