import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  IDEMPOTENCY_HEADER,
  OPERATOR_HEADER,
  paymentPaths,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { inject } from 'vitest';
import { DEMO_OPERATOR_KEY } from '#modules/operator/index';
import { signFeedBody } from '#modules/payments/index';
import { systemClock } from '#platform/clock';
import type { Database } from '#platform/db/client';
import * as schema from '#platform/db/schema';
import {
  ensureDatabase,
  freePort,
  spawnServer,
  waitHealthy,
} from '../../../../scripts/cluster/start-cluster.mjs';
import { TEST_FEED_SECRET, TEST_JWT_SECRET } from './build-test-app';
import { insertLoggedInMembers } from './bulk-members';
import { depositDirect } from './game-wallet';
import { cloneDatabase, dropDatabase, uniqueDatabaseName, withDatabase } from './postgres-admin';
import { testDatabaseUrl } from './test-db';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PostgreSQL database of its own for server processes (`TEST_DATABASE_URL`'s server), cloned from
 * the run's migrated template, so a node's start-up migration finds nothing to do; `drop` removes it.
 */
export const processDatabase = async (): Promise<{ url: string; drop(): Promise<void> }> => {
  const admin = testDatabaseUrl();
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueDatabaseName('chokdee_proc');
  const template = inject('postgresTemplate');
  if (template) await cloneDatabase(admin, template, name);
  const url = template ? withDatabase(admin, name) : await ensureDatabase(admin, name);
  return {
    url,
    // Without `force`: terminating backends a pool is still closing would surface as a FATAL error.
    drop: () => dropDatabase(admin, name),
  };
};

export type ServerProcess = {
  /** `http://127.0.0.1:<port>`: the same port at every start. */
  url: string;
  dataDir: string;
  /**
   * Starts `main.ts` (again) on the same port and data dir, `env` added to what earlier starts had;
   * resolves once its health check answers, and throws when the process exits before (a start
   * that crashed): a restart must come up the first time.
   */
  start(env?: Record<string, string>): Promise<void>;
  /** Signals the running process (SIGKILL: gone at once, nothing flushed); resolves once it exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The last lines the process wrote (for failure messages). */
  output(): string;
  /** SIGTERM (then SIGKILL after 15 s) and the data dir removed. */
  close(): Promise<void>;
};

/**
 * The real server as its own process, as `npm start` runs it (development, the demo seed, console
 * SMS, the test secrets), on a fixed free port and a fresh data dir: the embedded PGlite unless
 * `DATABASE_URL` is given. Started, killed and started again by the restart tests.
 */
export const serverProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chokdee-proc-'));
  const lines: string[] = [];
  const base: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_BANK_FEED_SECRET: TEST_FEED_SECRET,
    SEED_ADMIN_PASSWORD: 'owner-process-password',
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
    ...env,
  };
  let child: ChildProcess | undefined;
  const exited = (running: ChildProcess) => running.exitCode !== null || running.signalCode !== null;
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || exited(running)) return resolve();
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  return {
    url,
    dataDir,
    async start(more = {}) {
      if (child && !exited(child)) throw new Error('the server process is still running');
      Object.assign(base, more);
      const started = spawnServer({
        env: base,
        label: `server:${port}`,
        log: (line) => {
          lines.push(line);
          if (lines.length > 1000) lines.shift();
        },
      });
      child = started;
      try {
        await waitHealthy(url, started, 180_000);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${lines.slice(-40).join('\n')}`);
      }
    },
    kill,
    output: () => lines.join('\n'),
    async close() {
      const running = child;
      if (running && !exited(running)) {
        const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
        await kill('SIGTERM');
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Members of the demo operator written straight to a server process's database: a live session, a
 * KBANK account of their own and `fundSatang` of cash. What the process would have after their
 * registration and a deposit (no `member.registered` event: the first dispatch creates the recipient).
 */
export const payableDemoMembers = async (
  database: Database,
  count: number,
  fundSatang: bigint,
): Promise<{ operatorId: string; members: Array<{ memberId: string; token: string }> }> => {
  const [operator] = await database.db
    .select({ id: schema.operators.id })
    .from(schema.operators)
    .where(eq(schema.operators.key, DEMO_OPERATOR_KEY));
  const [kbank] = await database.db
    .select({ id: schema.banks.id })
    .from(schema.banks)
    .where(eq(schema.banks.code, 'KBANK'));
  if (!operator || !kbank) throw new Error('the demo seed has not run on this database');
  const site = { database, operatorId: operator.id, clock: systemClock };
  const members = await insertLoggedInMembers(site, count);
  await database.db.insert(schema.memberBankAccounts).values(
    members.map((member) => ({
      id: uuidv7(),
      operatorId: operator.id,
      memberId: member.memberId,
      bankId: kbank.id,
      accountNumber: String(randomInt(1e9, 1e10)),
      accountName: 'สมาชิก ทดสอบ',
      createdAt: new Date(),
    })),
  );
  for (const member of members) await depositDirect(site, member.memberId, fundSatang);
  return { operatorId: operator.id, members };
};

/** One call of the demo site over HTTP; the envelope's data, or an error naming the refusal. */
const siteCall = async <T>(
  url: string,
  route: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<T> => {
  const res = await fetch(`${url}${route}`, {
    method: init.body === undefined && init.raw === undefined ? 'GET' : 'POST',
    headers: {
      [OPERATOR_HEADER]: DEMO_OPERATOR_KEY,
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? null : JSON.stringify(init.body)),
    signal: AbortSignal.timeout(30_000),
  });
  const envelope = (await res.json()) as { status: { code: number }; data: T };
  if (res.status !== 200 || envelope.status.code !== 0)
    throw new Error(`${route} → ${res.status} ${JSON.stringify(envelope.status)}`);
  return envelope.data;
};

/**
 * A demo-site member made through the member calls of a running process (whatever its database):
 * registered with the OTP from the dev outbox and a KBANK account, then credited `amount` baht by a
 * signed statement line from that account. Answers their access token.
 */
export const registerAndFund = async (url: string, amount: string): Promise<string> => {
  const phone = `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const password = 'lucky123';
  const accountNumber = String(randomInt(1e9, 1e10));
  const banks = await siteCall<Array<{ companyId: number; code: string }>>(url, apiPaths.bankList);
  const kbank = banks.find((bank) => bank.code === 'KBANK');
  const { verifyRef } = await siteCall<{ verifyRef: string }>(url, apiPaths.verifyUser, {
    body: { userName: phone },
  });
  const pinCode = await eventually(
    'the OTP in the dev outbox',
    async () =>
      (
        await siteCall<Array<{ text: string }>>(url, `${apiPaths.smsOutbox}?mobileNo=${phone}`)
      )[0]?.text.match(/\b(\d{6})\b/)?.[1],
    10_000,
  );
  await siteCall(url, apiPaths.verifyPin, { body: { mobileNo: phone, pinCode, verifyRef } });
  await siteCall(url, apiPaths.register, {
    body: {
      userName: phone,
      password,
      confirmPassword: password,
      bankCompanyId: kbank?.companyId,
      accountNumber,
      fullName: 'ทดสอบ รีสตาร์ท',
      sourceRef: 'LINE',
      verifyRef,
      verifyPin: pinCode,
    },
  });
  const { accessToken: token } = await siteCall<{ accessToken: string }>(url, apiPaths.login, {
    body: { userName: phone, password },
  });
  const accounts = await siteCall<Array<{ type: string; accountNumber: string }>>(
    url,
    paymentPaths.depositBankList,
    { token },
  );
  const raw = JSON.stringify({
    lines: [
      {
        externalId: `proc-${randomBytes(8).toString('hex')}`,
        toAccountNumber: accounts.find((account) => account.type === 'BANK')?.accountNumber ?? '',
        amount,
        fromBankCode: 'KBANK',
        fromAccountNumber: accountNumber,
        fromName: 'ทดสอบ รีสตาร์ท',
        transferredAt: new Date().toISOString(),
      },
    ],
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const fed = await siteCall<{ lines: Array<{ result: string }> }>(url, paymentPaths.bankStatementFeed, {
    raw,
    headers: {
      [FEED_TIMESTAMP_HEADER]: timestamp,
      [FEED_SIGNATURE_HEADER]: signFeedBody(TEST_FEED_SECRET, timestamp, raw),
    },
  });
  if (fed.lines[0]?.result !== 'CREDITED')
    throw new Error(`the deposit was not credited: ${JSON.stringify(fed)}`);
  return token;
};

/** A member's money call on the demo site over HTTP with its Idempotency-Key: its data, or undefined when no success came. */
export const memberPost = (
  url: string,
  token: string,
  route: string,
  body: unknown,
  key: string,
): Promise<Record<string, unknown> | undefined> =>
  siteCall<Record<string, unknown>>(url, route, {
    body,
    token,
    headers: { [IDEMPOTENCY_HEADER]: key },
  }).catch(() => undefined);

/** Polls `read` every 250 ms until it answers a value other than undefined; throws after `timeoutMs`. */
export const eventually = async <T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(250);
  }
};
