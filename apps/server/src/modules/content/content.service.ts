import type {
  BlogArticle,
  BlogArticleAdmin,
  BlogArticleSummary,
  blogArticleInputSchema,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError, fieldAppError } from '#platform/http/app-error';
import type { BlogArticleRow, ContentRepo } from './content.repo';
import { renderArticleMarkdown } from './markdown';

type ArticleInput = z.output<typeof blogArticleInputSchema>;
type Deps = { db: Db; repo: ContentRepo; clock: Clock; audit: Pick<AuditLog, 'record'> };

const toSummary = (row: Pick<BlogArticleRow, 'slug' | 'title' | 'excerpt' | 'coverUrl' | 'publishedAt'>) =>
  ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverUrl: row.coverUrl,
    // Members only ever see published articles, which always have a date (CHECK).
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  }) satisfies BlogArticleSummary;

const toAdmin = (row: BlogArticleRow): BlogArticleAdmin => ({
  ...toSummary(row),
  id: row.id,
  bodyMarkdown: row.bodyMarkdown,
  published: row.published,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns staff write as given (the date has its own rule: `publishedAtOf`). */
const writtenFields = ({ slug, title, excerpt, coverUrl, bodyMarkdown, published }: ArticleInput) => ({
  slug,
  title,
  excerpt,
  coverUrl,
  bodyMarkdown,
  published,
});

/** What the audit keeps of an article: everything but the body, which can be 50 KB. */
const auditView = (row: BlogArticleRow) => {
  const { bodyMarkdown, ...rest } = toAdmin(row);
  return { ...rest, bodyLength: bodyMarkdown.length };
};

/**
 * The site's articles (`/blog`): staff write Markdown in the back office (every change audited in its
 * transaction); members read published articles as HTML rendered here with raw HTML off
 * (`markdown.ts`), so no article can carry a script.
 */
export const createContentService = ({ db, repo, clock, audit }: Deps) => {
  /** One writer per slug at a time, so two saves of one slug answer BLOG_SLUG_TAKEN, not a 500. */
  const claimSlug = async (tx: Tx, operatorId: string, slug: string, exceptId?: string) => {
    await lockKey(tx, `blog-slug:${operatorId}:${slug}`);
    if (await repo.isSlugTaken(tx, operatorId, slug, exceptId))
      throw fieldAppError('BLOG_SLUG_TAKEN', 'slug');
  };

  /** A published article keeps the date it was first given; publishing without one dates it now. */
  const publishedAtOf = (input: ArticleInput, before: BlogArticleRow | undefined, now: Date): Date | null => {
    if (input.publishedAt) return new Date(input.publishedAt);
    if (!input.published) return before?.publishedAt ?? null;
    return before?.publishedAt ?? now;
  };

  return {
    async listArticles(operatorId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.listVisible(db, operatorId, clock.now(), pageNo, pageSize);
      return { data: rows.map(toSummary), total, pageNo, pageSize };
    },

    async getArticle(operatorId: string, slug: string): Promise<BlogArticle> {
      const row = await repo.findVisible(db, operatorId, slug, clock.now());
      if (!row) throw new AppError('BLOG_ARTICLE_NOT_FOUND');
      return { ...toSummary(row), bodyHtml: renderArticleMarkdown(row.bodyMarkdown) };
    },

    previewArticle(bodyMarkdown: string) {
      return { bodyHtml: renderArticleMarkdown(bodyMarkdown) };
    },

    async adminList(operatorId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.listAll(db, operatorId, pageNo, pageSize);
      return { data: rows.map(toAdmin), total, pageNo, pageSize };
    },

    async adminGet(operatorId: string, id: string): Promise<BlogArticleAdmin> {
      const row = await repo.find(db, operatorId, id);
      if (!row) throw new AppError('BLOG_ARTICLE_NOT_FOUND');
      return toAdmin(row);
    },

    async createArticle(
      staff: AuthenticatedStaff,
      ip: string,
      input: ArticleInput,
    ): Promise<BlogArticleAdmin> {
      const { operatorId } = staff;
      return db.transaction(async (tx) => {
        await claimSlug(tx, operatorId, input.slug);
        const now = clock.now();
        const row = await repo.insert(tx, {
          id: uuidv7(),
          operatorId,
          ...writtenFields(input),
          publishedAt: publishedAtOf(input, undefined, now),
          createdBy: staff.staffId,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, {
          staff,
          action: 'blog.article.create',
          targetType: 'blog_article',
          targetId: row.id,
          after: auditView(row),
          ip,
        });
        return toAdmin(row);
      });
    },

    async updateArticle(
      staff: AuthenticatedStaff,
      ip: string,
      id: string,
      input: ArticleInput,
    ): Promise<BlogArticleAdmin> {
      const { operatorId } = staff;
      return db.transaction(async (tx) => {
        const before = await repo.lock(tx, operatorId, id);
        if (!before) throw new AppError('BLOG_ARTICLE_NOT_FOUND');
        if (input.slug !== before.slug) await claimSlug(tx, operatorId, input.slug, id);
        const now = clock.now();
        const after = await repo.update(tx, operatorId, id, {
          ...writtenFields(input),
          publishedAt: publishedAtOf(input, before, now),
          updatedAt: now,
        });
        if (!after) throw new AppError('BLOG_ARTICLE_NOT_FOUND');
        await audit.record(tx, {
          staff,
          action: 'blog.article.update',
          targetType: 'blog_article',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
          ip,
        });
        return toAdmin(after);
      });
    },

    async deleteArticle(staff: AuthenticatedStaff, ip: string, id: string): Promise<void> {
      const { operatorId } = staff;
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, operatorId, id);
        if (!before) throw new AppError('BLOG_ARTICLE_NOT_FOUND');
        await repo.remove(tx, operatorId, id);
        await audit.record(tx, {
          staff,
          action: 'blog.article.delete',
          targetType: 'blog_article',
          targetId: id,
          before: auditView(before),
          ip,
        });
      });
    },
  };
};
export type ContentService = ReturnType<typeof createContentService>;
