import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operator/operator.tables';

/** A blog article (`/blog`): Markdown written by staff, rendered to HTML without raw HTML. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    coverUrl: text('cover_url'),
    bodyMarkdown: text('body_markdown').notNull(),
    published: boolean('published').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('blog_articles_operator_slug').on(t.operatorId, t.slug),
    index('blog_articles_published').on(t.operatorId, t.published, t.publishedAt),
    check('blog_articles_published_at', sql`not ${t.published} or ${t.publishedAt} is not null`),
  ],
);
