import type { ChildProcess } from 'node:child_process';
import type { LoadBalancer } from './load-balancer.mjs';

export declare const DEFAULT_POSTGRES: string;
export declare const DEFAULT_DATABASE: string;
export declare const DEFAULT_REDIS_URL: string;

/** Creates the database `name` on the server of `adminUrl` when missing; answers its URL. */
export declare const ensureDatabase: (adminUrl: string, name: string) => Promise<string>;

/** A free TCP port on loopback (taken and released at once). */
export declare const freePort: () => Promise<number>;

/** The built server (`apps/server/dist/main.mjs`) as its own process, `env` over this one's; output to `log` as `[label] line`. */
export declare const spawnServer: (options: {
  env: Record<string, string>;
  label?: string;
  log?: ((line: string) => void) | null;
}) => ChildProcess;

/** Resolves once `url` answers `GET /api/health` with 200; throws when `child` exits first or after `timeoutMs`. */
export declare const waitHealthy: (url: string, child: ChildProcess, timeoutMs: number) => Promise<void>;

export type ClusterNode = {
  url: string;
  pid: number;
  /** Signals the node (default SIGTERM); resolves once it exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
};

export type Cluster = {
  /** The load balancer's URL: what members and benches call. */
  url: string;
  databaseUrl: string;
  balancer: LoadBalancer;
  /** The simulated payout bank the cluster runs for its nodes (null: SIMULATED_BANK_URL given, or off). */
  simulatedBank: { url: string; pid: number } | null;
  nodes: ClusterNode[];
  /** Stops every node (SIGTERM, then SIGKILL after 15 s), the simulated bank and the balancer. */
  close(): Promise<void>;
};

export declare const startCluster: (options?: {
  nodes?: number;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  env?: Record<string, string>;
  port?: number;
  host?: string;
  dataDir?: string;
  log?: ((line: string) => void) | null;
  startTimeoutMs?: number;
}) => Promise<Cluster>;
