import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Socket } from 'socket.io';
import type { AuditLog, AuditNamer } from '#platform/audit/audit-log';
import type { MemberGuard } from '#platform/auth/member-guard';
import type { RequireStaff } from '#platform/auth/staff-guard';
import type { AccessClaims } from '#platform/auth/tokens';
import { createInvalidationBus, type InvalidationBus } from '#platform/cache/invalidation-bus';
import type { Clock } from '#platform/clock';
import type { Config } from '#platform/config/config';
import type { Db } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import {
  createRealtimeServer,
  createSocketPublisher,
  onSocket,
  type RealtimeServer,
} from '#platform/realtime/socket-server';
import type { Job, Task } from '#platform/scheduler/scheduler';

/**
 * What every module factory (`createXModule(platform, deps)`) is given besides the other modules'
 * services: the edges the composition root (app.ts) builds once. See docs/modules/server-wiring.md.
 */
export type Platform = {
  db: Db;
  clock: Clock;
  config: Config;
  /** Where services announce committed changes (Socket.IO, or a test's recorder). */
  publish: Publisher;
  log: FastifyBaseLogger;
  /** Drops per-node caches on every node when writes commit. */
  bus: InvalidationBus;
  audit: AuditLog;
  realtime: RealtimeServer;
};

/** The member and staff guards, handed to every module's routes. */
export type RouteEdges = { guard: MemberGuard; requireStaff: RequireStaff };

/** An outbox consumer as a scheduler task: `main.ts` runs it on its cadence, tests `drain` it. */
export type EventTask = Task & { drain(db: Db, clock: Clock): Promise<number> };

/** What a module's demo seed is given: the demo site (seeded first, by the operator module). */
export type SeedContext = {
  db: Db;
  clock: Clock;
  operatorId: string;
  operatorKey: string;
  /** Prints a line `npm start` shows (a generated password); silent in tests. */
  announce(message: string): void;
};

/**
 * A module's part of the demo data. `fixture`: also seeded by the test harness (`buildTestApp`),
 * which tests build on; otherwise only `npm start` seeds it (tests make their own).
 */
export type DemoSeed = { fixture: boolean; run(ctx: SeedContext): Promise<void> };

/**
 * One area's contribution to the server, as data: the composition root reads these fields and does
 * the registering, so nothing is wired as a side effect of building a module.
 */
export type ServerModule<Name extends string = string, Api = unknown, Hooks = unknown> = {
  name: Name;
  /** The services later modules are given (see `needs`). */
  api: Api;
  /** Hooks on the tenant scope, added before any module's routes (a hint after every change call). */
  siteHooks?: (site: FastifyInstance) => void;
  /** Member and staff routes, inside the tenant scope (every call has a resolved operator). */
  siteRoutes?: (site: FastifyInstance, edges: RouteEdges) => Promise<void>;
  /** Routes outside the tenant scope: a provider's or bank's calls name their operator otherwise. */
  rootRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Scheduler jobs every node runs (`main.ts`), each under its advisory lock. */
  jobs?: Array<Job | Task>;
  /** Outbox consumers, in the order they are drained. */
  eventConsumers?: EventTask[];
  /** Hooks this module asks another module to call (the wallet's ledger hooks), installed by the root. */
  hooks?: Hooks;
  /** Socket handlers for accepted sockets (member claims, or undefined for staff). */
  sockets?: (socket: Socket, member: AccessClaims | undefined) => void;
  /** Timers started once the node listens (`main.ts`), with where their errors go. */
  start?: (onError: (err: unknown) => void) => void;
  /** Stops what `start` began or in-flight work, before the server closes its sockets. */
  preClose?: () => Promise<void> | void;
  /** Releases what the module holds, as the app closes (before the database does). */
  onClose?: () => Promise<void> | void;
  /** Its part of the demo data, in order (see `runDemoSeed`). */
  seedDemo?: DemoSeed[];
  /** Names its rows for the audit log's reader (`platform/audit/audit-log.ts`). */
  auditNamers?: AuditNamer[];
};

/** The demo seed, written once: the site first, then each module's seed in composition order. */
export const runDemoSeed = async (
  modules: readonly ServerModule[],
  seedSite: () => Promise<{ operatorId: string; operatorKey: string }>,
  ctx: { db: Db; clock: Clock; announce(message: string): void; fixtureOnly: boolean },
): Promise<{ operatorId: string; operatorKey: string }> => {
  const site = await seedSite();
  for (const module of modules) {
    for (const seed of module.seedDemo ?? [])
      if (seed.fixture || !ctx.fixtureOnly)
        await seed.run({ db: ctx.db, clock: ctx.clock, announce: ctx.announce, ...site });
  }
  return site;
};

/**
 * The platform edges of one app, on its HTTP server: Socket.IO (sockets close before the server
 * does; services get `publish`, unless a test gives its own) and the invalidation bus.
 */
export const openPlatform = async (
  app: FastifyInstance,
  edges: Pick<Platform, 'db' | 'clock' | 'config' | 'audit'> & { publish?: Publisher | undefined },
): Promise<Platform> => {
  const { config } = edges;
  const realtime = await createRealtimeServer({
    httpServer: app.server,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  app.addHook('preClose', () => realtime.disconnectAll());
  app.addHook('onClose', () => realtime.close());
  // Per-node caches of the hot reads (operator, session, balance), dropped on every node when writes commit.
  const bus = await createInvalidationBus({ redisUrl: config.REDIS_URL, log: app.log });
  app.addHook('onClose', () => bus.close());
  const publish = edges.publish ?? createSocketPublisher(realtime.io);
  return { ...edges, publish, log: app.log, bus, realtime };
};

/**
 * Registers what the modules declare, in their order: close hooks, socket handlers, then the tenant
 * scope (every member-facing call runs inside it, so none can run without a resolved operator) with
 * the modules' scope hooks and routes, then the routes outside it.
 */
export const mountModules = async (
  app: FastifyInstance,
  modules: readonly ServerModule[],
  scope: {
    realtime: RealtimeServer;
    edges: RouteEdges;
    tenantHook: onRequestHookHandler;
    siteExtras?: (site: FastifyInstance) => Promise<void>;
  },
): Promise<void> => {
  for (const m of modules) {
    if (m.preClose) app.addHook('preClose', async () => m.preClose?.());
    if (m.onClose) app.addHook('onClose', async () => m.onClose?.());
    if (m.sockets) onSocket(scope.realtime.io, m.sockets);
  }
  await app.register(async (site) => {
    site.addHook('onRequest', scope.tenantHook);
    for (const m of modules) m.siteHooks?.(site);
    for (const m of modules) await m.siteRoutes?.(site, scope.edges);
    await scope.siteExtras?.(site);
  });
  for (const m of modules) await m.rootRoutes?.(app);
};
