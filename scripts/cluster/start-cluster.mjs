// Several Chokdee nodes on one PostgreSQL and one Redis behind the local load balancer
// (`npm run start:cluster`; README "Several nodes"; docs/operations.md). Each node is the built
// server (`apps/server/dist/main.mjs`, scripts/build-server.mjs) in its own process, on its own
// port; the balancer listens on `port`.
//
//   npm run start:cluster                       two nodes on http://localhost:3000
//   CLUSTER_NODES=3 PORT=8080 npm run start:cluster
//
// DATABASE_URL unset: the database `chokdee_cluster` on postgres://postgres@127.0.0.1:5432 (created
// when missing). REDIS_URL unset: redis://127.0.0.1:6379. Outside production one simulated payout bank
// runs as its own process for every node (SIMULATED_BANK_URL given: that one; SIMULATED_BANK=false:
// none). Ctrl-C stops the balancer, every node and the bank.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverBundle } from '../build-server.mjs';
import { startLoadBalancer } from './load-balancer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'apps/server');
const bankCli = path.join(root, 'apps/simulated-bank/src/cli.ts');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_DATABASE = 'chokdee_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A free TCP port on loopback (taken and released at once). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Creates `name` on the server of `adminUrl` when it does not exist; answers its URL. */
export const ensureDatabase = async (adminUrl, name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const { default: pg } = await import(pathToFileURL(requireFromServer.resolve('pg')).href);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${name}`).catch((error) => {
        if (error.code !== '42P04') throw error; // created meanwhile
      });
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The secrets every node must share (the token key, the demo bank feed's key): given in `env`, or kept
 * in `dataDir/secrets.json` as a single node keeps them. Written here once, before any node starts,
 * so nodes starting together never each generate their own.
 */
const sharedSecrets = (dataDir, env) => {
  const file = path.join(dataDir, 'secrets.json');
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of ['jwtSecret', 'demoBankFeedSecret']) {
    if (!secrets[name]) {
      secrets[name] = randomBytes(48).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return {
    JWT_SECRET: env.JWT_SECRET || secrets.jwtSecret,
    DEMO_BANK_FEED_SECRET: env.DEMO_BANK_FEED_SECRET || secrets.demoBankFeedSecret,
  };
};

/**
 * The simulated payout bank as its own process, one for the whole cluster (each node mounting its
 * own would give the demo operator one bank per node). One account per operator key with the
 * credentials the demo seed stores (`simulatedBankCredentials`, read from the server's source through
 * tsx), its webhooks sent to the balancer. Resolves once it listens: `{ url, child }`.
 */
const startSimulatedBankProcess = async ({
  jwtSecret,
  operatorKeys,
  webhookBase,
  dataDir,
  env,
  log,
  timeoutMs,
}) => {
  const { tsImport } = await import('tsx/esm/api');
  const { simulatedBankCredentials } = await tsImport(
    pathToFileURL(path.join(serverDir, 'src/adapters/bank-payout/simulated-bank-credentials.ts')).href,
    import.meta.url,
  );
  const { payoutWebhookPath } = await tsImport(
    pathToFileURL(path.join(root, 'packages/contracts/src/payouts.ts')).href,
    import.meta.url,
  );
  const accounts = operatorKeys.map((key) => ({
    ...simulatedBankCredentials(jwtSecret, key),
    webhookUrl: `${webhookBase}${payoutWebhookPath.replace(':operatorKey', encodeURIComponent(key))}`,
  }));
  const child = spawn(process.execPath, ['--import', 'tsx', bankCli], {
    cwd: root,
    env: {
      ...process.env,
      SIMULATED_BANK_PORT: '0',
      SIMULATED_BANK_HOST: '127.0.0.1',
      SIMULATED_BANK_ACCOUNTS: JSON.stringify(accounts),
      SIMULATED_BANK_STATE_FILE: path.join(dataDir, 'simulated-bank.json'),
      ...(env.SIMULATED_BANK_DELAY_MS ? { SIMULATED_BANK_DELAY_MS: env.SIMULATED_BANK_DELAY_MS } : {}),
      ...(env.SIMULATED_BANK_FAILURE_RATE
        ? { SIMULATED_BANK_FAILURE_RATE: env.SIMULATED_BANK_FAILURE_RATE }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`the simulated bank did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      seen += chunk;
      const match = /simulated bank listening on (\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the simulated bank exited (${code ?? signal}) before it listened`));
    });
  });
  if (log) {
    prefixLines(child.stdout, '[bank]', log);
    prefixLines(child.stderr, '[bank]', log);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return { url, child };
};

/**
 * Resolves once `url` answers its health check (200); throws when `child` exits first (a start that
 * crashed) or after `timeoutMs`.
 */
export const waitHealthy = async (url, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`node ${url} exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`node ${url} was not healthy within ${timeoutMs} ms`);
};

const prefixLines = (stream, prefix, log) => {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) log(`${prefix} ${line}`);
  });
  stream.on('end', () => rest && log(`${prefix} ${rest}`));
};

/**
 * The built server (`apps/server/dist/main.mjs`, scripts/build-server.mjs) as its own process, as
 * `npm start` runs it, with `env` over this process's environment; its output goes to `log` one
 * `[label] line` at a time (`null` drops it).
 */
export const spawnServer = ({ env, label = 'node', log = (line) => process.stdout.write(`${line}\n`) }) => {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (log) {
    prefixLines(child.stdout, `[${label}]`, log);
    prefixLines(child.stderr, `[${label}]`, log);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
};

/**
 * Starts `nodes` server processes on one database and Redis, and the balancer on `port` (0: any).
 * `env`: more environment for every node (it wins over the defaults here). `log`: where the nodes'
 * output goes, one prefixed line at a time (default stdout; `null` drops it).
 * Answers `{ url, nodes: [{ url, pid, kill(signal) }], close() }`.
 */
export const startCluster = async ({
  nodes = 2,
  databaseUrl,
  redisUrl,
  env = {},
  port = 0,
  host = '127.0.0.1',
  dataDir = path.join(root, 'data/cluster'),
  log = (line) => process.stdout.write(`${line}\n`),
  startTimeoutMs = 120_000,
} = {}) => {
  const database = databaseUrl ?? (await ensureDatabase(DEFAULT_POSTGRES, DEFAULT_DATABASE));
  const redis = redisUrl ?? DEFAULT_REDIS_URL;
  // A secret given in the environment (or in `env`) wins over the kept one, as on a single node. Like a
  // single node, only development keeps generated secrets: elsewhere each must be given.
  const nodeEnv = { ...process.env, ...env };
  const secrets =
    (nodeEnv.NODE_ENV ?? 'development') === 'development'
      ? sharedSecrets(path.resolve(dataDir), nodeEnv)
      : {};
  const ports = [];
  for (let i = 0; i < nodes; i += 1) ports.push(await freePort());
  const targets = ports.map((p) => `http://127.0.0.1:${p}`);
  const balancer = await startLoadBalancer({ port, host, targets });

  // One simulated payout bank for every node (not in production; not when one is given or refused).
  const wantsBank =
    !nodeEnv.SIMULATED_BANK_URL &&
    (nodeEnv.SIMULATED_BANK ?? ((nodeEnv.NODE_ENV ?? 'development') === 'production' ? 'false' : 'true')) ===
      'true';
  let bank = null;
  if (wantsBank) {
    const jwtSecret = nodeEnv.JWT_SECRET || secrets.JWT_SECRET;
    if (!jwtSecret)
      throw new Error('the simulated bank needs JWT_SECRET (the demo credentials derive from it)');
    try {
      bank = await startSimulatedBankProcess({
        jwtSecret,
        operatorKeys: (nodeEnv.ORIGINALS_OPERATORS ?? 'demo')
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== ''),
        webhookBase: `http://127.0.0.1:${balancer.port}`,
        dataDir: path.resolve(dataDir),
        env: nodeEnv,
        log,
        timeoutMs: startTimeoutMs,
      });
    } catch (error) {
      await balancer.close();
      throw error;
    }
  }
  const bankEnv = bank ? { SIMULATED_BANK: 'false', SIMULATED_BANK_URL: bank.url } : {};

  const children = [];
  const spawnNode = (index) =>
    spawnServer({
      env: {
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        HOST: '127.0.0.1',
        DATA_DIR: path.resolve(dataDir),
        ...secrets,
        // The balancer (this process, connecting from loopback) is the one proxy the nodes believe: its
        // X-Forwarded-For is the client address the login and OTP limits count. Nothing else is trusted.
        TRUST_PROXY: '127.0.0.1',
        // Launches of the house games go through the balancer, which pins each play token to its node.
        HOUSE_PROVIDER_PORT: String(balancer.port),
        ...env,
        // The cluster's one bank (its URL goes to the demo seed); no node mounts its own.
        ...bankEnv,
        PORT: String(ports[index]),
        DATABASE_URL: database,
        REDIS_URL: redis,
      },
      label: `node${index + 1}`,
      log,
    });

  const stopChild = (child, timeoutMs = 15_000) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });

  const close = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    if (bank) await stopChild(bank.child);
    await balancer.close();
  };

  try {
    // Started together, as a deployment would: migrations and the demo seed take their own locks.
    for (let i = 0; i < nodes; i += 1) children.push(spawnNode(i));
    await Promise.all(targets.map((url, i) => waitHealthy(url, children[i], startTimeoutMs)));
    await balancer.checkHealth();
  } catch (error) {
    await close();
    throw error;
  }

  return {
    url: balancer.url,
    databaseUrl: database,
    balancer,
    /** The cluster's simulated payout bank (null: none started here). */
    simulatedBank: bank ? { url: bank.url, pid: bank.child.pid } : null,
    nodes: children.map((child, i) => ({
      url: targets[i],
      pid: child.pid,
      /** Signals the node's process (SIGKILL: dies at once; SIGTERM: graceful). Resolves when it exited. */
      kill: (signal = 'SIGTERM') =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill(signal);
        }),
    })),
    close,
  };
};

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const cluster = await startCluster({
    nodes: Number(process.env.CLUSTER_NODES ?? 2),
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
  });
  const shown = cluster.url.replace('0.0.0.0', 'localhost');
  console.log(`\n  Chokdee cluster: ${cluster.nodes.length} nodes behind ${shown}`);
  for (const node of cluster.nodes) console.log(`    node ${node.url} (pid ${node.pid})`);
  if (cluster.simulatedBank)
    console.log(`    simulated bank ${cluster.simulatedBank.url} (pid ${cluster.simulatedBank.pid})`);
  console.log(`  database ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//…@')}; Ctrl-C stops everything\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  stopping the cluster…');
    await cluster.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
