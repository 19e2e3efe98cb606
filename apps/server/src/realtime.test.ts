import type { AddressInfo } from 'node:net';
import { adminPaths, apiPaths, realtimeEvents, staffRealtimeEvents } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, SOCKET_UNAUTHORIZED } from '#platform/realtime/socket-server';
import {
  addOperator,
  buildSecondNode,
  buildTestApp,
  call,
  fundMember,
  loginToken,
  ownerToken,
  type RegisteredMember,
  registerMember,
  staffMember,
  type TestApp,
  type TestNode,
  testDbKinds,
} from '#testing/index';
import { testRedisUrl } from '#testing/redis';

const baseUrl = (app: FastifyInstance): string => {
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
};

const openSockets: Socket[] = [];
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.disconnect();
});

/** Connects like the member app; resolves once the server accepted, rejects with the refusal. */
const connect = (
  app: FastifyInstance,
  auth: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connectClient(baseUrl(app), {
      path: SOCKET_PATH,
      auth,
      extraHeaders,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    openSockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });

const nextEvent = (socket: Socket, event: string): Promise<unknown> =>
  new Promise((resolve) => socket.once(event, resolve));

const walletPayload = { balance: '500.00', cash: '500.00', bonus: '0.00', lockedBalance: '0.00' };

describe('member sockets', () => {
  let t: TestApp;
  let alice: RegisteredMember & { token: string };
  let bob: RegisteredMember & { token: string };

  beforeAll(async () => {
    t = await buildTestApp({ modules: [], seedDemo: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await registerMember(t);
    const b = await registerMember(t);
    alice = { ...a, token: await loginToken(t, a) };
    bob = { ...b, token: await loginToken(t, b) };
  });
  afterAll(() => t.close());

  it('refuses a socket without a token', async () => {
    await expect(connect(t.app, { operator: t.operatorKey })).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });

  it('refuses a token that does not verify', async () => {
    await expect(connect(t.app, { token: `${alice.token}x`, operator: t.operatorKey })).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
    await expect(connect(t.app, { token: 'not-a-jwt', operator: t.operatorKey })).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
  });

  it('refuses a token whose session was revoked (logout)', async () => {
    const carol = await registerMember(t);
    const token = await loginToken(t, carol);
    const live = await connect(t.app, { token, operator: t.operatorKey });
    expect(live.connected).toBe(true);
    const out = await call(t, { url: apiPaths.logout, token, body: {} });
    expect(out.statusCode).toBe(200);
    await expect(connect(t.app, { token, operator: t.operatorKey })).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });

  it("refuses a token used on another operator's site, and a socket that names no known site", async () => {
    await addOperator(t, 'othersite');
    await expect(connect(t.app, { token: alice.token, operator: 'othersite' })).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
    await expect(connect(t.app, { token: alice.token, operator: 'nosuchsite' })).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
  });

  it('accepts the operator from the x-operator header', async () => {
    const socket = await connect(t.app, { token: alice.token }, { 'x-operator': t.operatorKey });
    expect(socket.connected).toBe(true);
  });

  it("delivers an event published to the member's room, and not to another member", async () => {
    const aliceSocket = await connect(t.app, { token: alice.token, operator: t.operatorKey });
    const bobSocket = await connect(t.app, { token: bob.token, operator: t.operatorKey });
    const bobGot: unknown[] = [];
    bobSocket.on(realtimeEvents.walletUpdated, (payload) => bobGot.push(payload));

    const aliceGets = nextEvent(aliceSocket, realtimeEvents.walletUpdated);
    t.publish.toMember(alice.memberId, realtimeEvents.walletUpdated, walletPayload);
    expect(await aliceGets).toEqual(walletPayload);

    // A later event to Bob on the same server arrives after anything sent before it: a barrier.
    const bobBarrier = nextEvent(bobSocket, 'barrier');
    t.publish.toMember(bob.memberId, 'barrier', {});
    await bobBarrier;
    expect(bobGot).toEqual([]);
  });

  it('closes its sockets when the app closes', async () => {
    const other = await buildTestApp({ modules: [], seedDemo: false });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await registerMember(other);
    const socket = await connect(other.app, {
      token: await loginToken(other, member),
      operator: other.operatorKey,
    });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await other.close();
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe.each(testDbKinds())('staff sockets and the dashboard hint (%s)', (kind) => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['reports'], seedDemo: ['payments'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    staffToken = (await staffMember(t, 'support')).token;
  });
  afterAll(() => t.close());

  it("a staff token joins its operator's staff room and hears dashboard.changed after a change; members do not", async () => {
    const member = await registerMember(t);
    const memberSocket = await connect(t.app, {
      token: await loginToken(t, member),
      operator: t.operatorKey,
    });
    // Connected after the registration's own hint went out: what it hears next is the deposit's.
    const staffSocket = await connect(t.app, { token: staffToken, operator: t.operatorKey });
    const memberGot: unknown[] = [];
    memberSocket.on(staffRealtimeEvents.dashboardChanged, (payload) => memberGot.push(payload));

    // A deposit credited through the real feed: at most a second later the staff screen hears it.
    const hint = nextEvent(staffSocket, staffRealtimeEvents.dashboardChanged);
    await fundMember(t, member, '150.00');
    expect(await hint).toEqual({});

    const barrier = nextEvent(memberSocket, 'barrier');
    t.publish.toMember(member.memberId, 'barrier', {});
    await barrier;
    expect(memberGot).toEqual([]);
  });

  it("refuses a staff token on another operator's site, and after its session ended", async () => {
    await addOperator(t, 'staffother');
    await expect(connect(t.app, { token: staffToken, operator: 'staffother' })).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
    const token = await ownerToken(t);
    expect((await connect(t.app, { token, operator: t.operatorKey })).connected).toBe(true);
    expect((await call(t, { url: adminPaths.logout, token, body: {} })).statusCode).toBe(200);
    await expect(connect(t.app, { token, operator: t.operatorKey })).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });
});

describe.runIf(testRedisUrl())('member sockets across nodes (Redis adapter)', () => {
  const redisUrl = testRedisUrl() as string;
  let t: TestApp;
  let nodeB: TestNode;

  beforeAll(async () => {
    t = await buildTestApp({ env: { REDIS_URL: redisUrl }, modules: [], seedDemo: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second node on the same database, sharing events through Redis only.
    nodeB = await buildSecondNode(t, undefined, { REDIS_URL: redisUrl });
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await nodeB.close();
    await t.close();
  });

  it('a member connected to node B hears what node A published, and only that member', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const aSocket = await connect(nodeB.app, { token: await loginToken(t, a), operator: t.operatorKey });
    const bSocket = await connect(nodeB.app, { token: await loginToken(t, b), operator: t.operatorKey });
    const bGot: unknown[] = [];
    bSocket.on(realtimeEvents.walletUpdated, (payload) => bGot.push(payload));

    const aGets = nextEvent(aSocket, realtimeEvents.walletUpdated);
    t.publish.toMember(a.memberId, realtimeEvents.walletUpdated, walletPayload);
    expect(await aGets).toEqual(walletPayload);

    const barrier = nextEvent(bSocket, 'barrier');
    t.publish.toMember(b.memberId, 'barrier', {});
    await barrier;
    expect(bGot).toEqual([]);
  });
});
