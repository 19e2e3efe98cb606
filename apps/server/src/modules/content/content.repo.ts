import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { blogArticles } from './content.tables';

export type BlogArticleRow = typeof blogArticles.$inferSelect;
export type NewBlogArticle = typeof blogArticles.$inferInsert;
type ArticleChanges = Omit<NewBlogArticle, 'id' | 'operatorId' | 'createdBy' | 'createdAt'>;

/** Members see an article once it is published and its date has come (a future date schedules it). */
const visibleAt = (operatorId: string, now: Date) =>
  and(
    eq(blogArticles.operatorId, operatorId),
    eq(blogArticles.published, true),
    lte(blogArticles.publishedAt, now),
  );

const summaryColumns = {
  slug: blogArticles.slug,
  title: blogArticles.title,
  excerpt: blogArticles.excerpt,
  coverUrl: blogArticles.coverUrl,
  publishedAt: blogArticles.publishedAt,
};

export const createContentRepo = () => ({
  async listVisible(db: DbOrTx, operatorId: string, now: Date, pageNo: number, pageSize: number) {
    const where = visibleAt(operatorId, now);
    const rows = await db
      .select(summaryColumns)
      .from(blogArticles)
      .where(where)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(blogArticles).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async findVisible(
    db: DbOrTx,
    operatorId: string,
    slug: string,
    now: Date,
  ): Promise<BlogArticleRow | undefined> {
    const [row] = await db
      .select()
      .from(blogArticles)
      .where(and(visibleAt(operatorId, now), eq(blogArticles.slug, slug)));
    return row;
  },

  /** Drafts and scheduled articles too, the most recently edited first. */
  async listAll(db: DbOrTx, operatorId: string, pageNo: number, pageSize: number) {
    const where = eq(blogArticles.operatorId, operatorId);
    const rows = await db
      .select()
      .from(blogArticles)
      .where(where)
      .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(blogArticles).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: DbOrTx, operatorId: string, id: string): Promise<BlogArticleRow | undefined> {
    const [row] = await db
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.operatorId, operatorId), eq(blogArticles.id, id)));
    return row;
  },

  async lock(tx: Tx, operatorId: string, id: string): Promise<BlogArticleRow | undefined> {
    const [row] = await tx
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.operatorId, operatorId), eq(blogArticles.id, id)))
      .for('update');
    return row;
  },

  async isSlugTaken(db: DbOrTx, operatorId: string, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(and(eq(blogArticles.operatorId, operatorId), eq(blogArticles.slug, slug)));
    return row !== undefined && row.id !== exceptId;
  },

  async insert(tx: Tx, row: NewBlogArticle): Promise<BlogArticleRow> {
    const [inserted] = await tx.insert(blogArticles).values(row).returning();
    if (!inserted) throw new Error('blog article insert returned no row');
    return inserted;
  },

  async update(
    tx: Tx,
    operatorId: string,
    id: string,
    changes: ArticleChanges,
  ): Promise<BlogArticleRow | undefined> {
    const [row] = await tx
      .update(blogArticles)
      .set(changes)
      .where(and(eq(blogArticles.operatorId, operatorId), eq(blogArticles.id, id)))
      .returning();
    return row;
  },

  async remove(tx: Tx, operatorId: string, id: string): Promise<void> {
    await tx
      .delete(blogArticles)
      .where(and(eq(blogArticles.operatorId, operatorId), eq(blogArticles.id, id)));
  },

  async hasAnyArticle(db: DbOrTx, operatorId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(eq(blogArticles.operatorId, operatorId))
      .limit(1);
    return row !== undefined;
  },
});
export type ContentRepo = ReturnType<typeof createContentRepo>;
