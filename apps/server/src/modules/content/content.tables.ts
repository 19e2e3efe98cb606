import { announcementSegments } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../../platform/db/rows';
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

/**
 * A message to members in the member app (`announcements.service.ts`): shown from `starts_at` until
 * `ends_at` or until staff end it (`ended_at`), to the members of its segment.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    segment: text('segment', { enum: announcementSegments }).notNull(),
    vipLevelMin: integer('vip_level_min'),
    newWithinDays: integer('new_within_days'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('announcements_operator_starts').on(t.operatorId, t.startsAt),
    check('announcements_segment', sql`${t.segment} in (${sqlValueList(announcementSegments)})`),
    check(
      'announcements_segment_fields',
      sql`(${t.segment} = 'VIP_LEVEL') = (${t.vipLevelMin} is not null) and (${t.segment} = 'NEW_MEMBERS') = (${t.newWithinDays} is not null)`,
    ),
    check('announcements_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
