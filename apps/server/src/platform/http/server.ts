import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardRolesOf, type StaffRouteEntry } from '#platform/auth/staff-guard';
import type { Config } from '#platform/config/config';
import { registerOpenApi } from '#platform/docs/openapi';
import { registerErrorHandler } from '#platform/http/error-handler';
import { clientErrorHandler, frameworkErrors } from '#platform/http/framework-errors';
import { registerJsonParser } from '#platform/http/json-body';
import { registerRequestRules } from '#platform/http/request-rules';
import { registerSecurityHeaders } from '#platform/http/security-headers';
import { httpTimeouts } from '#platform/http/timeouts';
import { loggerOptions } from '#platform/logging/logger';

/**
 * The Fastify instance every app is built on (app.ts): logging, proxies, body and parameter limits,
 * timeouts, the error envelope, security headers, the request rules and the API docs. `staffRoutes`
 * collects every `/api/admin` route with the roles its staff guard admits (the role-matrix test reads it).
 */
export const createHttpServer = async (config: Config) => {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    // Only the named load balancers' X-Forwarded-* are read (client address for every limit and audit
    // row, protocol for HSTS); a socket from anywhere else is taken at its own address.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: 64 * 1024,
    // HTTP hygiene (docs/architecture.md, "A request, end to end"): slow senders are cut off, and errors before routing answer the envelope.
    ...httpTimeouts(config),
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every call takes JSON: a text/plain body is refused (415 → MALFORMED_REQUEST) instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { trustProxy: config.TRUST_PROXY.length > 0 });
  registerRequestRules(app);
  if (config.API_DOCS) await registerOpenApi(app);
  const staffRoutes: StaffRouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        staffRoutes.push({ method, url: route.url, roles: guardRolesOf(route.onRequest) });
  });
  return { app, staffRoutes };
};
