import type { IncomingMessage } from 'node:http';

/** The default sticky key: the originals play token (`x-play-token`, or `?s=` under `/originals/`). */
export declare const originalsSession: (req: IncomingMessage) => string | undefined;

export type LoadBalancer = {
  url: string;
  port: number;
  /** Each node's health as the balancer last saw it. */
  status(): Array<{ url: string; healthy: boolean }>;
  /** Checks every node now. */
  checkHealth(): Promise<unknown>;
  close(): Promise<void>;
};

export declare const startLoadBalancer: (options: {
  port?: number;
  host?: string;
  targets: string[];
  sticky?: (req: IncomingMessage) => string | undefined;
  healthPath?: string;
  healthIntervalMs?: number;
}) => Promise<LoadBalancer>;
