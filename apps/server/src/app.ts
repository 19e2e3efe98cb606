import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConsoleSms } from '#adapters/sms/console-sms';
import type { SmsSender } from '#adapters/sms/sms-sender';
import {
  bankLogoRoutes,
  createOperatorRepo,
  createOperatorService,
  operatorRoutes,
} from '#modules/operator/index';
import type { Clock } from '#platform/clock';
import type { Config } from '#platform/config/config';
import type { Database } from '#platform/db/client';
import { registerOpenApi } from '#platform/docs/openapi';
import { registerErrorHandler } from '#platform/http/error-handler';
import { healthRoutes } from '#platform/http/health.routes';
import { createTenantHook } from '#platform/http/tenant';
import { loggerOptions } from '#platform/logging/logger';
import { registerWebApp } from '#platform/static/web-app';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The SMS edge; a console sender also exposes its outbox to the dev route. */
  sms: SmsSender | ConsoleSms;
  clock: Clock;
  /** Built member app to serve at `/`; undefined serves the API only. */
  webDistDir?: string | undefined;
};

/**
 * The composition root: builds services from their edges and registers every route explicitly.
 * `npm start` and the tests call this same function with different adapters.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerOpenApi(app);

  const operatorService = createOperatorService({ db: database.db, repo: createOperatorRepo() });
  const tenantHook = createTenantHook(operatorService.resolver);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(bankLogoRoutes);

  // Every member-facing call runs inside this scope, so none can run without a resolved operator.
  await app.register(async (site) => {
    site.addHook('onRequest', tenantHook);
    await site.register(operatorRoutes, { service: operatorService });
  });

  await registerWebApp(app, deps.webDistDir);
  return app;
};
