import {
  inviteSchema,
  type ReferralFriend,
  type ReferralHistoryItem,
  referralClaimResponseSchema,
  referralFriendsPageSchema,
  referralHistoryPageSchema,
  referralIncomeSchema,
  referralPaths,
  referralSummarySchema,
} from '@chokdee/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { referralKeys } from './query-keys';

export const REFERRAL_PAGE_SIZE = 20;

/** `GET /api/v2/invite/{slug}` (public): the inviter's masked name. Silent: the page says "not found". */
export const getInvite = async (slug: string, { signal }: { signal?: AbortSignal } = {}) =>
  inviteSchema.parse(
    await api.get<unknown>(referralPaths.invite.replace(':slug', encodeURIComponent(slug)), {
      signal,
      silent: true,
    }),
  );

export const useInvite = (slug: string) =>
  useQuery({
    queryKey: referralKeys.invite(slug),
    queryFn: ({ signal }) => getInvite(slug, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: slug !== '',
  });

/** `GET /api/v2/referral/summary`. */
export const useReferralSummary = () =>
  useQuery({
    queryKey: referralKeys.summary,
    queryFn: async ({ signal }) =>
      referralSummarySchema.parse(await api.get<unknown>(referralPaths.summary, { signal, silent: true })),
  });

type Page<T> = { items: T[]; pageNo: number; hasMore: boolean };

const pagedQuery = <T>(
  queryKey: readonly string[],
  path: string,
  parse: (raw: unknown) => { data: T[]; total: number; pageSize: number },
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> => {
      const page = parse(
        await api.get<unknown>(path, {
          query: { pageNo: pageParam, pageSize: REFERRAL_PAGE_SIZE },
          signal,
          silent: true,
        }),
      );
      return {
        items: page.data,
        pageNo: pageParam,
        hasMore: (pageParam - 1) * page.pageSize + page.data.length < page.total,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

/** `GET /api/v2/referral/members` page by page. */
export const useReferralFriends = () =>
  useInfiniteQuery(
    pagedQuery<ReferralFriend>(referralKeys.members, referralPaths.members, (raw) =>
      referralFriendsPageSchema.parse(raw),
    ),
  );

/** `GET /api/v2/referral/history` page by page. */
export const useReferralHistory = () =>
  useInfiniteQuery(
    pagedQuery<ReferralHistoryItem>(referralKeys.history, referralPaths.history, (raw) =>
      referralHistoryPageSchema.parse(raw),
    ),
  );

/** `GET /api/v2/referral/income?by=`. */
export const useReferralIncome = (by: 'DAY' | 'MONTH') =>
  useQuery({
    queryKey: referralKeys.income(by),
    queryFn: async ({ signal }) =>
      referralIncomeSchema.parse(
        await api.get<unknown>(referralPaths.income, { query: { by }, signal, silent: true }),
      ),
  });

/**
 * `POST /api/v2/referral/claim` (Idempotency-Key): the whole claimable balance, as cash or bonus per
 * the site's setting. A refusal is toasted by the api client in the server's Thai.
 */
export const useClaimReferral = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      referralClaimResponseSchema.parse(
        await api.post<unknown>(
          referralPaths.claim,
          {},
          { idempotencyKey: newIdempotencyKey(), overlay: true },
        ),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referralKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
      ]),
  });
};
