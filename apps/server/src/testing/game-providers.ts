import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AdminGameProvider,
  adminMemberHref,
  type GameAdapterKind,
  type GameCategory,
  gamePaths,
  type ProviderLaunchRequest,
  providerAuthHeaders,
} from '@chokdee/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { signBody } from '#modules/games/providers/provider-secrets';
import * as schema from '#platform/db/schema';
import type { TestApp } from './build-test-app';
import { insertLoggedInMembers } from './bulk-members';
import { depositDirect } from './game-wallet';
import { listenOnFreePort } from './http';
import { call } from './members';
import { grantBonus, ownerToken } from './money';

/**
 * A fake game provider over real HTTP (docs/domain/games.md, "a fake provider drives each adapter over real
 * HTTP"): the test app listens on a free port, a provider of each adapter kind is created for the
 * test operator through the real admin API, and a client signs and sends wire requests as a provider's
 * server would. A tiny provider server answers `/launch`, so `launchGame` is tested over HTTP too.
 * Members get their game username, a catalogue game and a launch session written straight to the
 * tables (the catalogue's launch makes them in production).
 */

// biome-ignore lint/suspicious/noExplicitAny: a wire answer is read field by field in tests, like `inject().json()`.
export type WireAnswer = { status: number; json: any; text: string };

/** What the fake provider server does with the next launches. */
export type LaunchBehaviour =
  | { kind: 'url'; url: string }
  | { kind: 'status'; status: number }
  | { kind: 'body'; body: string }
  | { kind: 'hang' };

export type FakeLaunchServer = {
  baseUrl: string;
  /** Requests received, with their headers and raw body. */
  received: Array<{ path: string; headers: IncomingMessage['headers']; body: string }>;
  behave(next: LaunchBehaviour): void;
  close(): Promise<void>;
};

/** A provider's launch endpoint on a free port: `POST /launch` answers as told (default: a game URL). */
export const startFakeLaunchServer = async (): Promise<FakeLaunchServer> => {
  let behaviour: LaunchBehaviour = { kind: 'url', url: 'https://games.example/play?t=1' };
  const received: FakeLaunchServer['received'] = [];
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (behaviour.kind === 'hang') {
        hanging.add(request);
        return;
      }
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const text = behaviour.kind === 'body' ? behaviour.body : JSON.stringify({ url: behaviour.url });
      response.writeHead(200, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type TestProvider = {
  provider: AdminGameProvider;
  secret: string;
  /** The game every test member plays on this provider. */
  gameCode: string;
  gameId: string;
};

/** A provider created through the admin API (owner), with one catalogue game. */
export const createTestProvider = async (
  t: TestApp,
  input: {
    adapter: GameAdapterKind;
    apiBaseUrl: string;
    code?: string;
    allowList?: string[];
    category?: GameCategory;
  },
): Promise<TestProvider> => {
  const category = input.category ?? 'SLOT';
  const res = await call(t, {
    url: gamePaths.adminProviders,
    token: await ownerToken(t),
    body: {
      code: input.code ?? `test-${input.adapter.toLowerCase()}-${randomBytes(3).toString('hex')}`,
      name: `Test ${input.adapter}`,
      adapter: input.adapter,
      categories: [category],
      apiBaseUrl: input.apiBaseUrl,
      allowList: input.allowList ?? [],
    },
  });
  if (res.statusCode !== 200) throw new Error(`provider create failed: ${res.body}`);
  const { provider, secret } = res.json().data as { provider: AdminGameProvider; secret: string };
  const gameId = uuidv7();
  const gameCode = `game-${randomBytes(3).toString('hex')}`;
  const now = t.clock.now();
  await t.database.db.insert(schema.games).values({
    id: gameId,
    operatorId: t.operatorId,
    providerId: provider.id,
    slug: `${provider.code}-${gameCode}`,
    gameCode,
    name: 'เกมทดสอบ',
    category,
    createdAt: now,
    updatedAt: now,
  });
  return { provider, secret, gameCode, gameId };
};

export type GameMember = {
  memberId: string;
  /** The member site's bearer token. */
  token: string;
  username: string;
  /** The current launch token per provider id. */
  sessions: Map<string, string>;
};

/** Puts `satang` on the member's main account (a deposit), or on their bonus account (a grant). */
export const creditMember = async (
  t: TestApp,
  memberId: string,
  satang: bigint,
  account: 'MEMBER_WALLET' | 'BONUS' = 'MEMBER_WALLET',
): Promise<void> => {
  await (account === 'BONUS' ? grantBonus(t, memberId, satang) : depositDirect(t, memberId, satang));
};

/** A new launch of `providers` games for the member: the older session of that provider is superseded. */
export const launchSession = async (
  t: TestApp,
  member: GameMember,
  provider: TestProvider,
): Promise<string> => {
  const now = t.clock.now();
  const token = `sess_${randomBytes(12).toString('hex')}`;
  await t.database.db.transaction(async (tx) => {
    await tx
      .update(schema.gameSessions)
      .set({ supersededAt: now })
      .where(
        and(
          eq(schema.gameSessions.memberId, member.memberId),
          eq(schema.gameSessions.providerId, provider.provider.id),
          isNull(schema.gameSessions.supersededAt),
        ),
      );
    await tx.insert(schema.gameSessions).values({
      id: uuidv7(),
      operatorId: t.operatorId,
      memberId: member.memberId,
      providerId: provider.provider.id,
      gameId: provider.gameId,
      token,
      createdAt: now,
    });
  });
  member.sessions.set(provider.provider.id, token);
  return token;
};

/**
 * `count` members with `balance` satang each, a game username and a session on every given provider.
 * Written straight to the tables (registering through OTP would take seconds per member).
 */
export const gameMembers = async (
  t: TestApp,
  count: number,
  balanceSatang: bigint,
  providers: TestProvider[],
  pool?: MemberPool,
): Promise<GameMember[]> => {
  const rows = pool ? pool.take(count) : await insertLoggedInMembers(t, count);
  const members: GameMember[] = [];
  for (const row of rows) {
    const username = `p${randomBytes(6).toString('hex')}`;
    await t.database.db.insert(schema.gamePlayers).values({
      operatorId: t.operatorId,
      memberId: row.memberId,
      username,
      createdAt: t.clock.now(),
    });
    if (balanceSatang > 0n) await creditMember(t, row.memberId, balanceSatang);
    const member: GameMember = { ...row, username, sessions: new Map() };
    for (const provider of providers) await launchSession(t, member, provider);
    members.push(member);
  }
  return members;
};

export type MemberPool = { take(count: number): Array<{ memberId: string; token: string }> };

/**
 * Members made in one batch and handed out by `take`: `insertLoggedInMembers` numbers phones from one
 * random block per call, so hundreds of one-member calls in a file would collide on a phone.
 */
export const memberPool = async (t: TestApp, size: number): Promise<MemberPool> => {
  const rows = await insertLoggedInMembers(t, size);
  return {
    take(count) {
      if (rows.length < count) throw new Error('the member pool is empty: make it bigger');
      return rows.splice(0, count);
    },
  };
};

/** Locks a member as staff do (the back office's lock). */
export const lockMember = async (t: TestApp, memberId: string): Promise<void> => {
  const res = await call(t, {
    url: adminMemberHref.lock(memberId),
    token: await ownerToken(t),
    body: { reason: 'ทดสอบการระงับบัญชี' },
  });
  if (res.statusCode !== 200) throw new Error(`lock failed: ${res.body}`);
};

/** Sends one wire request over real HTTP and reads the answer (never throws for an HTTP status). */
const send = async (url: string, headers: Record<string, string>, body: string): Promise<WireAnswer> => {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
};

export type ProviderClient = {
  /** `POST /api/integrations/amb/{endpoint}` signed with the provider's key and secret (or as overridden). */
  amb(
    endpoint: string,
    body: unknown,
    options?: { raw?: string; key?: string; secret?: string; signature?: string; contentType?: string },
  ): Promise<WireAnswer>;
  /** `POST /api/integrations/pgsoft/{endpoint}` with operator_token and secret_key in a form body (or JSON). */
  pgsoft(
    endpoint: string,
    fields: Record<string, string | number>,
    options?: { key?: string; secret?: string; json?: boolean },
  ): Promise<WireAnswer>;
};

export const providerClient = (baseUrl: string, provider: TestProvider): ProviderClient => ({
  async amb(endpoint, body, options = {}) {
    const raw = options.raw ?? JSON.stringify(body);
    const signature = options.signature ?? signBody(options.secret ?? provider.secret, raw);
    return send(
      `${baseUrl}/api/integrations/amb/${endpoint}`,
      {
        'content-type': options.contentType ?? 'application/json',
        [providerAuthHeaders.key]: options.key ?? provider.provider.walletKey,
        [providerAuthHeaders.signature]: signature,
      },
      raw,
    );
  },
  async pgsoft(endpoint, fields, options = {}) {
    const all: Record<string, string> = {
      operator_token: options.key ?? provider.provider.walletKey,
      secret_key: options.secret ?? provider.secret,
      ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    };
    if (options.json)
      return send(
        `${baseUrl}/api/integrations/pgsoft/${endpoint}`,
        { 'content-type': 'application/json' },
        JSON.stringify({ ...all, ...fields }),
      );
    return send(
      `${baseUrl}/api/integrations/pgsoft/${endpoint}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(all).toString(),
    );
  },
});

export type GameProviderHarness = {
  baseUrl: string;
  launchServer: FakeLaunchServer;
  amb: TestProvider & { client: ProviderClient };
  pgsoft: TestProvider & { client: ProviderClient };
  close(): Promise<void>;
};

/**
 * The app on a free port with an AMB and a PG Soft-like provider (both launching at the fake provider
 * server). Call `close()` before the app's own close (it stops the fake server).
 */
export const startGameProviders = async (t: TestApp): Promise<GameProviderHarness> => {
  const baseUrl = await listenOnFreePort(t);
  const launchServer = await startFakeLaunchServer();
  const amb = await createTestProvider(t, { adapter: 'AMB', apiBaseUrl: launchServer.baseUrl });
  const pgsoft = await createTestProvider(t, { adapter: 'PGSOFT', apiBaseUrl: launchServer.baseUrl });
  return {
    baseUrl,
    launchServer,
    amb: { ...amb, client: providerClient(baseUrl, amb) },
    pgsoft: { ...pgsoft, client: providerClient(baseUrl, pgsoft) },
    close: () => launchServer.close(),
  };
};

/** The launch request a provider received, parsed. */
export const launchRequestOf = (received: FakeLaunchServer['received'][number]): ProviderLaunchRequest =>
  JSON.parse(received.body);

/** Whether golden-vector tests should rewrite their expected answers (`UPDATE_GOLDEN=1`) instead of checking them. */
export const updatingGolden = (): boolean => process.env.UPDATE_GOLDEN === '1';
