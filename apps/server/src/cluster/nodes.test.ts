import {
  apiPaths,
  DEFAULT_OTP_LIMITS,
  errorCatalogue,
  paymentPaths,
  realtimeEvents,
} from '@chokdee/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProductRepo, createRoundJob, createRoundRepo } from '#modules/lottery/index';
import * as schema from '#platform/db/schema';
import { SOCKET_UNAUTHORIZED } from '#platform/realtime/socket-server';
import { createScheduler } from '#platform/scheduler/scheduler';
import {
  buildSecondNode,
  buildTestApp,
  call,
  fundMember,
  lockMember,
  loginToken,
  moneyPost,
  registerMember,
  type TestApp,
  testDatabaseUrl,
  uniquePhone,
} from '#testing/index';
import { testRedisUrl } from '#testing/redis';
import {
  openSocket,
  shoot,
  shooter,
  yeekeeMarketFixture,
  yeekeeRoundFixture,
} from '#testing/yeekee-intake-fixture';

/**
 * Two nodes in one test process: two whole apps (`buildTestApp`, `buildSecondNode`) on ONE PostgreSQL
 * database and ONE Redis, each listening on its own port, sharing nothing else — no memory, no
 * publisher, no cache. What one node does, the other must see: jobs run once between them, a member's
 * socket on one node hears what the other did, rate limits count calls made on either, and what one
 * node caches the other's writes invalidate (session revocation, lock, password change, balance).
 *
 * Needs PostgreSQL and Redis (`TEST_DATABASE_URL`, `REDIS_URL`; CI sets both): PGlite is one
 * session in one process, and without Redis the nodes cannot reach each other's sockets or caches.
 */
const runs = Boolean(testDatabaseUrl() && testRedisUrl());

const openSockets: Socket[] = [];
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.disconnect();
});

/** A member socket on a node (websocket only, as the member app tries first); rejects with the refusal. */
const connect = async (on: TestApp, token: string): Promise<Socket> => {
  const socket = await openSocket(on, token);
  openSockets.push(socket);
  return socket;
};

const nextEvent = (socket: Socket, event: string): Promise<unknown> =>
  new Promise((resolve) => socket.once(event, resolve));

const codeOf = (res: { json(): { status: { code: number } } }) => res.json().status.code;

describe.runIf(runs)('several nodes on one database and one Redis', () => {
  const redisUrl = testRedisUrl() as string;
  let t: TestApp;
  /** Node B: the same database, its own everything else. */
  let b: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', env: { REDIS_URL: redisUrl } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const nodeB = await buildSecondNode(t, undefined, { REDIS_URL: redisUrl });
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    b = { ...t, ...nodeB };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  /** Alternates the two nodes. */
  const node = (i: number): TestApp => (i % 2 === 0 ? t : b);

  describe('jobs', () => {
    it("two nodes' schedulers started together do a job's work once", async () => {
      const roundsNow = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(schema.lotteryRounds)
            .where(eq(schema.lotteryRounds.operatorId, t.operatorId))
        )[0]?.n ?? 0;
      const before = await roundsNow();
      const ran: Array<{ node: string; result: { created: number } }> = [];
      const schedulerOf = (name: string) =>
        createScheduler({
          db: t.database.db,
          clock: t.clock,
          intervalMs: 60_000,
          log: {
            info: (obj) => {
              const { job, result } = obj as { job: string; result: { created: number } };
              if (job === 'lottery.rounds') ran.push({ node: name, result });
            },
            error: (obj) => {
              throw Object.assign(new Error('a job failed'), { obj });
            },
          },
          jobs: [createRoundJob({ products: createProductRepo(), rounds: createRoundRepo() })],
        });
      const schedulers = [schedulerOf('A'), schedulerOf('B')];
      await Promise.all(schedulers.map((scheduler) => scheduler.start()));
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

      const created = await roundsNow();
      expect(created).toBeGreaterThan(before);
      // One node made the rounds; the other waited on the job's lock and then found nothing to do
      // (a run that did nothing is not logged).
      expect(ran).toHaveLength(1);
      expect(ran[0]?.result.created).toBe(created - before);
    });
  });

  describe('sockets', () => {
    it('a member connected to node B hears wallet.updated for a deposit credited on node A', async () => {
      const member = await registerMember(t);
      const socket = await connect(b, await loginToken(t, member));
      const heard = nextEvent(socket, realtimeEvents.walletUpdated);
      await fundMember(t, member, '150.00');
      expect(await heard).toMatchObject({ balance: '150.00', lockedBalance: '0.00' });
    });

    it('a member connected to node A hears wallet.updated for a withdrawal made on node B', async () => {
      const member = await registerMember(t);
      await fundMember(t, member, '500.00');
      const token = await loginToken(t, member);
      const socket = await connect(t, token);
      const heard = nextEvent(socket, realtimeEvents.walletUpdated);
      expect((await moneyPost(b, token, paymentPaths.withdraw, { amount: '200' })).statusCode).toBe(200);
      expect(await heard).toMatchObject({ balance: '300.00', lockedBalance: '200.00' });
    });
  });

  // Every limit below lives in PostgreSQL (rows counted under advisory locks), none in a node's memory:
  // login failures (`login_failures`), OTP sends (`phone_verifications`, `otp_sends`), Yeekee shots
  // (`yeekee_round_shooters`, re-checked under the round's row lock in each batch).
  describe('rate limits are shared', () => {
    it('wrong logins for one phone sent to both nodes at once get exactly 5 tries before the throttle', async () => {
      const member = await registerMember(t);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(node(i), {
            url: apiPaths.login,
            body: { userName: member.phone, password: 'wrong999' },
            ip: '10.70.0.1',
          }),
        ),
      );
      const codes = answers.map(codeOf);
      expect(codes.filter((code) => code === errorCatalogue.INVALID_CREDENTIALS.code)).toHaveLength(5);
      expect(codes.filter((code) => code === errorCatalogue.LOGIN_THROTTLED.code)).toHaveLength(7);
    });

    it("OTP sends from one address to both nodes at once stop at the address's limit", async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(node(i), { url: apiPaths.verifyUser, body: { userName: uniquePhone() }, ip: '10.71.0.1' }),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(
        DEFAULT_OTP_LIMITS.perAddressPer10Min,
      );
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(
        30 - DEFAULT_OTP_LIMITS.perAddressPer10Min,
      );
    });

    it("one member's Yeekee shots fired at both nodes at once stop at the round's limit", async () => {
      const market = await yeekeeMarketFixture(t, { maxShotsPerMember: 3, shotCooldownSeconds: 0 });
      const round = await yeekeeRoundFixture(t, market, { roundNo: 1 });
      const who = await shooter(t);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          shoot(node(i), who, round.roundCode, String(i).padStart(5, '0')),
        ),
      );
      const codes = answers.map(codeOf);
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      expect(codes.filter((code) => code === errorCatalogue.YEEKEE_SHOT_LIMIT.code)).toHaveLength(9);
      const [state] = await t.database.db
        .select({ shotCount: schema.yeekeeRoundShooters.shotCount })
        .from(schema.yeekeeRoundShooters)
        .where(
          and(
            eq(schema.yeekeeRoundShooters.roundId, round.roundId),
            eq(schema.yeekeeRoundShooters.memberId, who.memberId),
          ),
        );
      expect(state?.shotCount).toBe(3);
    });
  });

  // Whatever node B keeps of a session or a balance, a change made on node A is seen by B's very next
  // call: a cache on B must be invalidated (same node at once, other nodes through Redis) before A answers.
  describe('caches are shared', () => {
    /**
     * A GET handled by node B in this process (`inject`) right after node A answered: nothing in
     * between for B to catch up in, so B must already have dropped what A's change made stale.
     */
    const get = async (app: TestApp, url: string, token: string) => {
      const res = await call(app, { method: 'GET', url, token });
      return {
        statusCode: res.statusCode,
        body: res.json() as { status: { code: number }; data: { balance?: string } },
      };
    };
    const me = (app: TestApp, token: string) => get(app, apiPaths.me, token);
    const balance = async (app: TestApp, token: string) =>
      (await get(app, '/api/v2/user/balance', token)).body.data.balance;

    it('a session revoked on node A (logout) is refused on node B, by HTTP and by socket', async () => {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      expect((await me(b, token)).statusCode).toBe(200);
      expect((await connect(b, token)).connected).toBe(true);
      expect((await call(t, { url: apiPaths.logout, token, body: {} })).statusCode).toBe(200);
      const refused = await me(b, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.status.code).toBe(errorCatalogue.UNAUTHORIZED.code);
      await expect(connect(b, token)).rejects.toThrow(SOCKET_UNAUTHORIZED);
    });

    it('a member locked by staff on node A is refused on node B at once', async () => {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      expect((await me(b, token)).statusCode).toBe(200);
      await lockMember(t, member.memberId);
      expect((await me(b, token)).statusCode).toBe(401);
    });

    it("a password changed on node A ends the member's other sessions on node B at once", async () => {
      const member = await registerMember(t, { password: 'old123', confirmPassword: 'old123' });
      const current = await loginToken(t, member);
      const otherDevice = await loginToken(b, member);
      expect((await me(b, otherDevice)).statusCode).toBe(200);
      const changed = await call(t, {
        url: apiPaths.changePassword,
        token: current,
        body: { password: 'old123', newPassword: 'new456', confirmPassword: 'new456' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(b, otherDevice)).statusCode).toBe(401);
      expect((await me(b, current)).statusCode).toBe(200);
    });

    it('a balance changed on node A reads new on node B at once', async () => {
      const member = await registerMember(t);
      const token = await loginToken(t, member);
      expect(await balance(b, token)).toBe('0.00');
      await fundMember(t, member, '320.00');
      expect(await balance(b, token)).toBe('320.00');
      expect((await moneyPost(t, token, paymentPaths.withdraw, { amount: '120' })).statusCode).toBe(200);
      expect(await balance(b, token)).toBe('200.00');
    });
  });
});
