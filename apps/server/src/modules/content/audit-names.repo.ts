import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { blogArticles } from './content.tables';

/** The audit log's names of articles, by title (SQL only). */
export const contentAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'blog_article',
    table: blogArticles,
    id: blogArticles.id,
    operatorId: blogArticles.operatorId,
    name: blogArticles.title,
  }),
];
