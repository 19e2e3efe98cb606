import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contracts' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Chokdee API',
        description:
          'Every answer is `{ status: { code, message }, data }`; `code` 0 is success. Member calls need the `x-operator` header (or a known hostname) and, where marked, `Authorization: Bearer <accessToken>`.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
};
