import {
  type BlogArticleAdmin,
  type BlogArticleInput,
  blogAdminPageSchema,
  blogArticleAdminSchema,
  blogPaths,
  blogPreviewSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const blogArticlesKey = ['blog-articles'] as const;
export const BLOG_ARTICLES_PAGE_SIZE = 20;

/** `GET /api/admin/blog`: every article, drafts too, the most recently edited first. */
export const useBlogArticles = (pageNo: number) =>
  useQuery({
    queryKey: [...blogArticlesKey, pageNo],
    queryFn: async ({ signal }) =>
      blogAdminPageSchema.parse(
        await api.get<unknown>(blogPaths.adminList, {
          query: { pageNo, pageSize: BLOG_ARTICLES_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `POST /api/admin/blog` (new) or `PUT /api/admin/blog/{id}`. Silent: the editor shows a refusal. */
export const useSaveBlogArticle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string | undefined;
      body: BlogArticleInput;
    }): Promise<BlogArticleAdmin> =>
      blogArticleAdminSchema.parse(
        id
          ? await api.put<unknown>(blogPaths.adminArticle.replace(':id', id), body, { silent: true })
          : await api.post<unknown>(blogPaths.adminList, body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogArticlesKey }),
  });
};

export const useDeleteBlogArticle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(blogPaths.adminArticle.replace(':id', id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogArticlesKey }),
  });
};

/** `POST /api/admin/blog/preview`: the Markdown rendered by the code members' pages use. */
export const previewBlogBody = async (bodyMarkdown: string): Promise<string> =>
  blogPreviewSchema.parse(await api.post<unknown>(blogPaths.adminPreview, { bodyMarkdown })).bodyHtml;
