import {
  type BlogArticle,
  type BlogArticleSummary,
  blogArticleSchema,
  blogPageSchema,
  blogPaths,
} from '@chokdee/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BLOG_PAGE_SIZE = 10;

export const blogKeys = {
  list: ['blog', 'list'] as const,
  article: (slug: string) => ['blog', 'article', slug] as const,
};

export type BlogListPage = { items: BlogArticleSummary[]; pageNo: number; hasMore: boolean };

/** `GET /api/v2/blog?pageNo&pageSize`: published articles, newest first. */
export const getBlogPage = async (
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlogListPage> => {
  const data = await api.get<unknown>(blogPaths.list, {
    query: { pageNo, pageSize: BLOG_PAGE_SIZE },
    signal,
    silent: true,
  });
  const page = blogPageSchema.parse(data);
  return { items: page.data, pageNo, hasMore: pageNo * page.pageSize < page.total };
};

/** `GET /api/v2/blog/{slug}`: one article with its body as HTML the server rendered safely. */
export const getBlogArticle = async (
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlogArticle> =>
  blogArticleSchema.parse(
    await api.get<unknown>(blogPaths.article.replace(':slug', encodeURIComponent(slug)), {
      signal,
      silent: true,
    }),
  );

// Articles change rarely: five minutes fresh, so going back to the list costs no request on a phone.
const STALE_MS = 5 * 60_000;

export const blogListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: blogKeys.list,
    queryFn: ({ pageParam, signal }) => getBlogPage(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: BlogListPage) => (last.hasMore ? last.pageNo + 1 : undefined),
    staleTime: STALE_MS,
  });

export const blogArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.article(slug),
    queryFn: ({ signal }) => getBlogArticle(slug, { signal }),
    staleTime: STALE_MS,
    retry: false,
  });

export const useBlogList = () => useInfiniteQuery(blogListQueryOptions());
export const useBlogArticle = (slug: string) => useQuery(blogArticleQueryOptions(slug));
