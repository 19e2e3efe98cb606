import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { announcements, blogArticles } from './content.tables';

/** The audit log's names of articles and announcements, by title (SQL only). */
export const contentAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'blog_article',
    table: blogArticles,
    id: blogArticles.id,
    operatorId: blogArticles.operatorId,
    name: blogArticles.title,
  }),
  rowNamer({
    type: 'announcement',
    table: announcements,
    id: announcements.id,
    operatorId: announcements.operatorId,
    name: announcements.title,
  }),
];
