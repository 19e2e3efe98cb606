import {
  envelopeSchema,
  roundCodeParamsSchema,
  yeekeePaths,
  yeekeeProofQuerySchema,
  yeekeeProofSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import type { ProofService } from './proof.service';

/** The result proof: open to guests too (anyone may verify a result). Registered inside the tenant scope. */
export const yeekeeProofRoutes: FastifyPluginAsyncZod<{ service: ProofService }> = async (
  app,
  { service },
) => {
  app.get(
    yeekeePaths.proof,
    {
      schema: {
        tags: ['lottery'],
        summary: "A frozen Yeekee round's proof: its shots a page at a time, their hash, seed and result",
        params: roundCodeParamsSchema,
        querystring: yeekeeProofQuerySchema,
        response: { 200: envelopeSchema(yeekeeProofSchema) },
      },
    },
    async (request) => ok(await service.proof(request.operator.id, request.params.roundCode, request.query)),
  );
};
