import {
  blogAdminPageSchema,
  blogArticleAdminSchema,
  blogArticleInputSchema,
  blogArticleParamsSchema,
  blogListQuerySchema,
  blogPaths,
  blogPreviewRequestSchema,
  blogPreviewSchema,
  envelopeSchema,
  noDataSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { ContentService } from './content.service';

/**
 * Articles in the back office. Content moves no money: the owner and support (who talk to members)
 * write it; every change is audited.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{
  service: ContentService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const editors = requireStaff(staffAccess.blog);
  const security = [{ bearer: [] }];

  app.get(
    blogPaths.adminList,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'Every article, drafts too, the most recently edited first',
        security,
        querystring: blogListQuerySchema,
        response: { 200: envelopeSchema(blogAdminPageSchema) },
      },
    },
    async (request) =>
      ok(await service.adminList(request.staff.operatorId, request.query.pageNo, request.query.pageSize)),
  );

  app.post(
    blogPaths.adminPreview,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: "Render Markdown as members would see it (the editor's preview)",
        security,
        body: blogPreviewRequestSchema,
        response: { 200: envelopeSchema(blogPreviewSchema) },
      },
    },
    async (request) => ok(service.previewArticle(request.body.bodyMarkdown)),
  );

  app.get(
    blogPaths.adminArticle,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'One article with its Markdown source',
        security,
        params: blogArticleParamsSchema,
        response: { 200: envelopeSchema(blogArticleAdminSchema) },
      },
    },
    async (request) => ok(await service.adminGet(request.staff.operatorId, request.params.id)),
  );

  app.post(
    blogPaths.adminList,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'Create an article (a draft, or published)',
        security,
        body: blogArticleInputSchema,
        response: { 200: envelopeSchema(blogArticleAdminSchema) },
      },
    },
    async (request) => ok(await service.createArticle(request.staff, request.ip, request.body)),
  );

  app.put(
    blogPaths.adminArticle,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'Replace an article (publishing it, or taking it back to a draft)',
        security,
        params: blogArticleParamsSchema,
        body: blogArticleInputSchema,
        response: { 200: envelopeSchema(blogArticleAdminSchema) },
      },
    },
    async (request) =>
      ok(await service.updateArticle(request.staff, request.ip, request.params.id, request.body)),
  );

  app.delete(
    blogPaths.adminArticle,
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        summary: 'Delete an article',
        security,
        params: blogArticleParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.deleteArticle(request.staff, request.ip, request.params.id);
      return ok(null);
    },
  );
};
