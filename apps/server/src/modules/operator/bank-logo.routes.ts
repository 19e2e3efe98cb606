import type { FastifyPluginAsync } from 'fastify';
import { sendApiNotFound } from '#platform/http/error-handler';
import { bankLogoSvg, thaiBanks } from './thai-banks';

const logos = new Map<string, string>(
  thaiBanks.map((bank) => [`${bank.code.toLowerCase()}.svg`, bankLogoSvg(bank.code, bank.color)]),
);

/** `GET /static/banks/{code}.svg`: the bank badges `bankLogoPath` points at. */
export const bankLogoRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/static/banks/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const svg = logos.get(request.params.file);
      if (!svg) return sendApiNotFound(reply);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
