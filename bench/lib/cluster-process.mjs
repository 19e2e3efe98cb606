// A process of its own for the spike bench's two-node phase: `startCluster` of
// scripts/cluster/start-cluster.mjs (what `npm run start:cluster` runs) with the settings of the
// environment — CLUSTER_NODES, PORT, DATABASE_URL, REDIS_URL — and `env` = every other variable of
// this process (JWT_SECRET, LOG_LEVEL, SEED_ADMIN_PASSWORD…), so the nodes share the bench's JWT
// secret (the script's own main keeps its secrets in data/cluster). The balancer runs in this
// process; it prints one line `cluster {json}` (url, node pids) once every node is healthy, and
// closes the cluster on SIGTERM or SIGINT.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../../scripts/cluster/start-cluster.mjs';

const { CLUSTER_NODES, PORT, DATABASE_URL, REDIS_URL, ...env } = process.env;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-cluster-data-'));
const cluster = await startCluster({
  nodes: Number(CLUSTER_NODES ?? 2),
  databaseUrl: DATABASE_URL,
  redisUrl: REDIS_URL,
  env,
  port: Number(PORT ?? 0),
  dataDir,
  log: (line) => process.stderr.write(`${line}\n`),
});
console.log(`cluster ${JSON.stringify({ url: cluster.url, pids: cluster.nodes.map((node) => node.pid) })}`);
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await cluster.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
