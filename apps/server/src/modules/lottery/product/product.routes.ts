import {
  envelopeSchema,
  lotteryPaths,
  lottoListSchema,
  lottoResultsPageSchema,
  lottoResultsQuerySchema,
  roundCodeParamsSchema,
  roundDetailSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import type { ProductService } from './product.service';

/** The catalogue: open to guests (the site shows lotteries before login). Registered inside the tenant scope. */
export const lotteryCatalogueRoutes: FastifyPluginAsyncZod<{ service: ProductService }> = async (
  app,
  { service },
) => {
  app.get(
    lotteryPaths.list,
    {
      schema: {
        tags: ['lottery'],
        summary: 'Lottery products with their rates and current round',
        response: { 200: envelopeSchema(lottoListSchema) },
      },
    },
    async (request) => ok(await service.listProducts(request.operator.id)),
  );

  app.get(
    lotteryPaths.results,
    {
      schema: {
        tags: ['lottery'],
        summary: 'Results of settled rounds, newest first (all products, or one by productCode)',
        querystring: lottoResultsQuerySchema,
        response: { 200: envelopeSchema(lottoResultsPageSchema) },
      },
    },
    async (request) => ok(await service.listResults(request.operator.id, request.query)),
  );

  app.get(
    lotteryPaths.round,
    {
      schema: {
        tags: ['lottery'],
        summary: "A round's bet types, limits, closed and reduced-rate numbers",
        params: roundCodeParamsSchema,
        response: { 200: envelopeSchema(roundDetailSchema) },
      },
    },
    async (request) => ok(await service.roundDetail(request.operator.id, request.params.roundCode)),
  );
};
