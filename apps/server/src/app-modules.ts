import type { PayoutProviderFactory } from '#adapters/bank-payout/bank-payout';
import type { ConsoleSms } from '#adapters/sms/console-sms';
import type { SmsSender } from '#adapters/sms/sms-sender';
import type { SportsFeed } from '#adapters/sports-feed/sports-feed';
import type { PromotionGate } from '#modules/payments/index';
import type { Clock } from '#platform/clock';
import type { Config } from '#platform/config/config';
import type { Database } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';

/** Every module app.ts composes, in dependency order (docs/modules/server-wiring.md). */
export const moduleNames = [
  'idempotency',
  'staff',
  'operator',
  'member',
  'wallet',
  'auth',
  'lottery',
  'promotions',
  'rewards',
  'payments',
  'payouts',
  'coupons',
  'games',
  'sports',
  'receivables',
  'member-admin',
  'content',
  'reports',
  'statement',
] as const;
export type ModuleName = (typeof moduleNames)[number];

/** What `composeApp` (app.ts) is built from: the edges `main.ts` and the tests choose. */
export type AppDeps = {
  config: Config;
  database: Database;
  /** The SMS edge; a console sender also exposes its outbox to the dev route. */
  sms: SmsSender | ConsoleSms;
  clock: Clock;
  /** Built member app to serve at `/`; undefined serves the API only. */
  webDistDir?: string | undefined;
  /** Built back office to serve at `/admin`; undefined serves none. */
  adminDistDir?: string | undefined;
  /** Whether an open wagering condition blocks withdrawals; default: the promotions module's gate. */
  promotionGate?: PromotionGate;
  /** Where services announce committed changes; default: Socket.IO on this app's HTTP server. */
  publisher?: Publisher;
  /** Builds an operator's payout adapter from its credentials; default: the Opn Payments adapter. */
  payoutProviderFactory?: PayoutProviderFactory;
  /** Whether the node has started (`main.ts`: listening, its jobs' first runs made): the health check
   * answers 503 until then. Default: always. */
  ready?: () => boolean;
  /** The sportsbook's feed (main.ts builds it from SPORTS_FEED); default: none, fixtures by hand only. */
  sportsFeed?: SportsFeed | undefined;
  /** Only these modules and what they need (tests); default: every module. */
  modules?: readonly ModuleName[];
};

/** Built in every app: the member and staff guards every route needs, and the ledger. */
const core: readonly ModuleName[] = ['idempotency', 'staff', 'operator', 'member', 'wallet', 'auth'];

/**
 * What each module is given by modules after the core (app.ts). Payments also takes promotions'
 * withdraw gate, rewards' VIP limits and payouts' dispatcher when those are built, and works without
 * them (no gate, no limits, staff pay by hand): they are not its needs.
 */
const needs: Record<ModuleName, readonly ModuleName[]> = {
  idempotency: [],
  staff: [],
  operator: [],
  member: [],
  wallet: [],
  auth: [],
  lottery: [],
  promotions: [],
  rewards: ['promotions'],
  payments: [],
  payouts: ['payments'],
  coupons: ['promotions'],
  games: [],
  sports: [],
  receivables: ['lottery'],
  'member-admin': ['payments', 'lottery'],
  content: [],
  reports: ['lottery', 'payments'],
  statement: [],
};

/** The modules to build: every one by default, else the core, those asked for and what they need. */
export const modulesWithNeeds = (asked: readonly ModuleName[] | undefined): Set<ModuleName> => {
  if (!asked) return new Set(moduleNames);
  const on = new Set<ModuleName>(core);
  const add = (name: ModuleName): void => {
    if (on.has(name) && !core.includes(name)) return;
    on.add(name);
    for (const need of needs[name]) add(need);
  };
  for (const name of asked) add(name);
  return on;
};

/** `value`, which the module closure (`modulesWithNeeds`) guarantees is built. */
export const built = <T>(value: T | undefined, name: ModuleName): T => {
  if (value === undefined) throw new Error(`module ${name} is needed but was not built`);
  return value;
};
