import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};
