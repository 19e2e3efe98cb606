import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** proxy-addr's names for whole ranges (Fastify hands the list to it). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_EXAMPLE = 'e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1';

const trustedProxies = (value: string): string[] =>
  value === 'false'
    ? []
    : value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');

/** An address, an address/prefix (not /0: that is everyone) or an IPv4 address/netmask. */
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4 && !/^0+\.0+\.0+\.0+$/.test(prefix);
};

/** Why a TRUST_PROXY value is refused, and what to write instead; undefined when it is fine. */
const trustProxyProblem = (value: string): string | undefined => {
  if (value === 'true')
    return `true is refused: it believed X-Forwarded-For from anyone who reaches this node. Name the load balancers' addresses or CIDRs instead (${TRUST_PROXY_EXAMPLE})`;
  if (/^\d+$/.test(value))
    return `a hop count is refused: it cannot tell a load balancer from a client that reaches this node directly (Fastify ignores one). Name the load balancers' addresses or CIDRs instead (${TRUST_PROXY_EXAMPLE})`;
  const entries = trustedProxies(value);
  if (value !== 'false' && value !== '' && entries.length === 0)
    return `names no proxy (${TRUST_PROXY_EXAMPLE}, or false)`;
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    return `not an IP address or CIDR (a /0 trusts everyone): ${wrong.join(', ')} (${TRUST_PROXY_EXAMPLE})`;
  return undefined;
};

/**
 * Every environment variable the server reads, in one schema. `loadConfig` fails fast and lists
 * everything that is wrong at once. This is the only file that reads `process.env`.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Embedded database and generated secrets live here when DATABASE_URL is unset. */
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL connection string; unset → embedded PGlite in DATA_DIR. */
    DATABASE_URL: optionalText,
    /**
     * Connections this node's PostgreSQL pool opens at most. Across nodes: nodes × this (+ a few for
     * jobs' locks) must stay under the server's max_connections (docs/operations.md).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(20),
    /** Redis for fan-out and shared rate limits across nodes; unset → in-process. */
    REDIS_URL: optionalText,
    /** Signs member access tokens (HS256). Generated into DATA_DIR outside production. */
    JWT_SECRET: optionalText,
    /** Lifetime of a member session (and of its token). */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
    /** The HTTP gateway's send endpoint (a ThaiBulkSMS-style JSON API). */
    SMS_HTTP_URL: optionalText,
    SMS_HTTP_API_KEY: optionalText,
    SMS_HTTP_API_SECRET: optionalText,
    SMS_SENDER: z.string().default('Chokdee'),
    /**
     * HMAC key of the demo site's bank-statement feed. Unset: generated into DATA_DIR/secrets.json
     * (`demoBankFeedSecret`) outside production; in production generated at seed and printed once.
     */
    DEMO_BANK_FEED_SECRET: optionalText,
    /** Password of the seeded staff `owner`; unset → generated and printed once. */
    SEED_ADMIN_PASSWORD: optionalText,
    /** Seed the demo operator and its data on an empty database. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * A clock staff can move forward (`POST /api/dev/clock`), to run period jobs without waiting:
     * demos and the e2e suite only; refused in production.
     */
    DEV_CLOCK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Built member web app to serve at `/`. */
    WEB_DIST_DIR: optionalText,
    /** Built back office to serve at `/admin`. */
    ADMIN_DIST_DIR: optionalText,
    /**
     * Serve the house provider "Chokdee Originals" at `/originals` in this process (its wallet calls
     * come back to this server over HTTP). `false`: the house games run elsewhere, or not at all.
     */
    ORIGINALS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The port the platform calls the in-process house provider on (the demo seed stores
     * `http://127.0.0.1:{port}/originals`); unset → PORT. Several nodes: the load balancer's port, so a
     * launch lands on one node and the balancer keeps its play token there (scripts/cluster).
     */
    HOUSE_PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * Operator keys (comma-separated) the in-process house provider holds credentials for
     * (`houseProviderCredentials(JWT_SECRET, key)`, the same ones the demo seed stores).
     */
    ORIGINALS_OPERATORS: z
      .string()
      .default('demo')
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== ''),
      ),
    /**
     * Serve the simulated payout bank (an Opn Payments look-alike, `@chokdee/simulated-bank`) in this
     * process at `/simulated-bank`, with one account per ORIGINALS_OPERATORS key, so the demo operator's
     * withdrawals are paid automatically on a fresh start. Unset → on, except in production (where it is refused).
     */
    SIMULATED_BANK: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    /** How long the simulated bank takes from a transfer to its payment (sent halfway). */
    SIMULATED_BANK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
    /** Share (0..1) of the simulated bank's transfers that fail (`transfer_failed`): to try the failure path. */
    SIMULATED_BANK_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
    /**
     * A simulated bank running elsewhere (the cluster runs one for every node): the demo seed points
     * the demo operator's payout account there, and this process mounts none.
     */
    SIMULATED_BANK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /**
     * Tests only (refused in production): how long an approval waits, after it committed, before this
     * process dispatches it to the payout provider — so a test's SIGKILL lands in that gap, where only
     * the sender job's sweep can still send the withdrawal. 0: no wait.
     */
    TEST_PAYOUT_DISPATCH_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /**
     * The load balancers whose X-Forwarded-For / -Proto / -Host this node believes: addresses or CIDRs,
     * comma-separated (`10.0.0.0/8,127.0.0.1`; also proxy-addr's `loopback`, `linklocal`,
     * `uniquelocal`). Only a request whose socket comes from one of them is read through its headers,
     * so a client that reaches the node directly cannot choose its own address (login throttling, OTP
     * limits, audit) or protocol (HSTS). Unset or `false`: no proxy is trusted.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .superRefine((value, ctx) => {
        const problem = trustProxyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform(trustedProxies),
    /**
     * Where the sportsbook takes fixtures, scores and prices (apps/server/src/adapters/sports-feed):
     * `simulated` (fictional matches labelled จำลอง; the default outside production), `api-football`
     * (needs SPORTS_FEED_API_KEY), `off` (fixtures by hand only; the default in production).
     */
    SPORTS_FEED: z.enum(['simulated', 'api-football', 'off']).optional(),
    SPORTS_FEED_API_KEY: optionalText,
    /** How much faster than real time the simulated matches play (1: a match lasts its 90 minutes). */
    SPORTS_SIM_SPEED: z.coerce.number().min(0.1).max(600).default(1),
    /** The simulated feed's seed: the same seed plays the same matches on every node. */
    SPORTS_SIM_SEED: z.string().trim().min(1).default('chokdee'),
    /** Serve the OpenAPI document and Swagger UI at /api/docs; unset → on, except in production. */
    API_DOCS: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    /**
     * The whole request (headers and body) must arrive within this. A body is at most 64 KB: a phone on
     * a poor 2G link (~5 KB/s) sends it in ~13 s, so 30 s refuses nobody honest and frees a socket a
     * one-byte-every-few-seconds sender holds.
     */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** The headers alone (a few hundred bytes): 15 s is one slow round trip many times over. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /**
     * An idle keep-alive socket closes after this: longer than a load balancer's usual idle timeout
     * (60 s), so the proxy, not us, closes first and never reuses a socket we just closed.
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    // The console provider prints every OTP and reset code to the log: never where members are real.
    if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'console') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must not be console in production (it logs every code); set SMS_PROVIDER=http',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEV_CLOCK) {
      ctx.addIssue({ code: 'custom', path: ['DEV_CLOCK'], message: 'must not be true in production' });
    }
    // The simulated bank pays any withdrawal it is asked to, with no money behind it.
    if (env.NODE_ENV === 'production' && env.SIMULATED_BANK === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIMULATED_BANK'],
        message: 'must not be true in production (it is a simulated bank)',
      });
    }
    if (env.NODE_ENV === 'production' && env.TEST_PAYOUT_DISPATCH_DELAY_MS > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_PAYOUT_DISPATCH_DELAY_MS'],
        message: 'must be 0 in production (it delays payouts for the restart tests)',
      });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be at least 32 characters' });
    }
    if (env.DEMO_BANK_FEED_SECRET && env.DEMO_BANK_FEED_SECRET.length < 16) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_BANK_FEED_SECRET'],
        message: 'must be at least 16 characters',
      });
    }
    if (env.SPORTS_FEED === 'api-football' && !env.SPORTS_FEED_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['SPORTS_FEED_API_KEY'],
        message: 'is required when SPORTS_FEED=api-football',
      });
    if (env.SMS_PROVIDER === 'http') {
      for (const key of ['SMS_HTTP_URL', 'SMS_HTTP_API_KEY', 'SMS_HTTP_API_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=http' });
      }
    }
  });

export type Env = z.output<typeof envSchema>;

export type Config = Omit<Env, 'JWT_SECRET' | 'API_DOCS' | 'SIMULATED_BANK' | 'SPORTS_FEED'> & {
  /** SPORTS_FEED, or `simulated` everywhere but production (`off` there). */
  SPORTS_FEED: 'simulated' | 'api-football' | 'off';
  JWT_SECRET: string;
  /** Whether /api/docs is served: API_DOCS, or on everywhere but production. */
  API_DOCS: boolean;
  /** Whether this process mounts the simulated bank: SIMULATED_BANK, or on everywhere but production, and no SIMULATED_BANK_URL. */
  SIMULATED_BANK: boolean;
  /** In development always set (given or kept in DATA_DIR); otherwise only when given. */
  DEMO_BANK_FEED_SECRET: string | undefined;
  isProduction: boolean;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
};

export class ConfigError extends Error {}

/** Reads a secret kept in DATA_DIR, creating it on first start (embedded mode only). */
const dataDirSecret = (dataDir: string, name: string): string => {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: created }, null, 2), { mode: 0o600 });
  return created;
};

export const loadConfig = (source: Record<string, string | undefined> = process.env): Config => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    isProduction: env.NODE_ENV === 'production',
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    SIMULATED_BANK: (env.SIMULATED_BANK ?? env.NODE_ENV !== 'production') && !env.SIMULATED_BANK_URL,
    SPORTS_FEED: env.SPORTS_FEED ?? (env.NODE_ENV === 'production' ? 'off' : 'simulated'),
    JWT_SECRET: env.JWT_SECRET ?? dataDirSecret(dataDir, 'jwtSecret'),
    DEMO_BANK_FEED_SECRET:
      env.DEMO_BANK_FEED_SECRET ??
      (env.NODE_ENV === 'development' ? dataDirSecret(dataDir, 'demoBankFeedSecret') : undefined),
  };
};
