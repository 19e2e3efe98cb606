import {
  blogArticleSchema,
  blogListQuerySchema,
  blogPageSchema,
  blogPaths,
  blogSlugParamsSchema,
  envelopeSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import type { ContentService } from './content.service';

/** The site's articles for everyone, guests included (no guard). */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    blogPaths.list,
    {
      schema: {
        tags: ['content'],
        summary: 'Published articles, newest first, paged',
        querystring: blogListQuerySchema,
        response: { 200: envelopeSchema(blogPageSchema) },
      },
    },
    async (request) =>
      ok(await service.listArticles(request.operator.id, request.query.pageNo, request.query.pageSize)),
  );

  app.get(
    blogPaths.article,
    {
      schema: {
        tags: ['content'],
        summary: 'One published article with its body as safe HTML (rendered from Markdown, raw HTML off)',
        params: blogSlugParamsSchema,
        response: { 200: envelopeSchema(blogArticleSchema) },
      },
    },
    async (request) => ok(await service.getArticle(request.operator.id, request.params.slug)),
  );
};
