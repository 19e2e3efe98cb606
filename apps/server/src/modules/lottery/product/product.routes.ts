import {
  envelopeSchema,
  lotteryPaths,
  lottoListSchema,
  lottoResultsPageSchema,
  lottoResultsQuerySchema,
  roundCodeParamsSchema,
  roundDetailSchema,
} from '@chokdee/contracts';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { type CatalogueCache, memoSerializer } from './catalogue-cache';

/** The zod serializer, run once per cached answer (the cache hands out the same envelope object). */
const onceEach = memoSerializer(serializerCompiler as (route: unknown) => (data: unknown) => string);

/** The catalogue: open to guests (the site shows lotteries before login). Registered inside the tenant scope. */
export const lotteryCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache }> = async (
  app,
  { catalogue },
) => {
  app.get(
    lotteryPaths.list,
    {
      serializerCompiler: onceEach,
      schema: {
        tags: ['lottery'],
        summary: 'Lottery products with their rates and current round',
        response: { 200: envelopeSchema(lottoListSchema) },
      },
    },
    (request) => catalogue.list(request.operator.id),
  );

  app.get(
    lotteryPaths.results,
    {
      serializerCompiler: onceEach,
      schema: {
        tags: ['lottery'],
        summary: 'Results of settled rounds, newest first (all products, or one by productCode)',
        querystring: lottoResultsQuerySchema,
        response: { 200: envelopeSchema(lottoResultsPageSchema) },
      },
    },
    (request) => catalogue.results(request.operator.id, request.query),
  );

  app.get(
    lotteryPaths.round,
    {
      serializerCompiler: onceEach,
      schema: {
        tags: ['lottery'],
        summary: "A round's bet types, limits, closed and reduced-rate numbers",
        params: roundCodeParamsSchema,
        response: { 200: envelopeSchema(roundDetailSchema) },
      },
    },
    (request) => catalogue.round(request.operator.id, request.params.roundCode),
  );
};
