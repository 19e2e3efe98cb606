import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { imageUrlSchema } from './promotions';

/**
 * The site's articles (`/blog`). Bodies are Markdown written by staff; the server renders them to
 * HTML with raw HTML disabled (`bodyHtml`), so an article can never carry a script.
 */
export const blogPaths = {
  list: '/api/v2/blog',
  article: '/api/v2/blog/:slug',
  adminList: '/api/admin/blog',
  adminArticle: '/api/admin/blog/:id',
  /** `POST {bodyMarkdown}` → `{bodyHtml}`: the editor's preview, rendered by the same code as members see. */
  adminPreview: '/api/admin/blog/preview',
} as const;

export const blogSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'กรุณากรอก slug เป็นตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีด (-)')
  .max(100, 'slug ยาวเกินไป');

export const blogArticleInputSchema = z.object({
  slug: blogSlugSchema,
  title: z.string().trim().min(1, 'กรุณากรอกหัวข้อ').max(200, 'หัวข้อยาวเกินไป'),
  excerpt: z.string().trim().max(500, 'คำโปรยยาวเกินไป'),
  coverUrl: imageUrlSchema.nullable(),
  bodyMarkdown: z.string().max(50_000, 'เนื้อหายาวเกินไป'),
  published: z.boolean(),
  /** ISO time shown as the article's date; null = now when first published. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BlogArticleInput = z.input<typeof blogArticleInputSchema>;

/** A list item (`GET /api/v2/blog?pageNo&pageSize`): published articles, newest first. */
export const blogArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;
export const blogListQuerySchema = pageQuerySchema;
export const blogPageSchema = pageSchema(blogArticleSummarySchema);
export const blogArticleSchema = blogArticleSummarySchema.extend({ bodyHtml: z.string() });
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** The back office's view: drafts too, with the Markdown source. */
export const blogArticleAdminSchema = blogArticleSummarySchema.extend({
  id: z.string(),
  bodyMarkdown: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type BlogArticleAdmin = z.infer<typeof blogArticleAdminSchema>;
export const blogAdminPageSchema = pageSchema(blogArticleAdminSchema);

export const blogSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });
export const blogArticleParamsSchema = z.object({ id: z.uuid() });
export const blogPreviewRequestSchema = blogArticleInputSchema.pick({ bodyMarkdown: true });
export const blogPreviewSchema = z.object({ bodyHtml: z.string() });
