import {
  errorCatalogue,
  type YeekeeBoardDelta,
  type YeekeeBoardShot,
  type YeekeeJoinAck,
  yeekeeBoardDeltaSchema,
  yeekeeSocketEvents,
} from '@chokdee/contracts';
import { maskShooterName } from '@chokdee/lottery';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '#platform/db/client';
import * as schema from '#platform/db/schema';
import { roundRoom } from '#platform/realtime/socket-server';
import { buildTestApp, staffMember, type TestApp } from '#testing/index';
import { moduleApi } from '#testing/module-api';
import {
  dailyRoundFixture,
  openSocket,
  type Shooter,
  shoot,
  shooter,
  type YeekeeMarketFixture,
  yeekeeMarketFixture,
  yeekeeRoundFixture,
} from '#testing/yeekee-intake-fixture';
import { BOARD_MAX_BYTES, BOARD_MAX_SHOTS, boardDelta, createYeekeeBoard } from './yeekee-board';

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('board deltas: at most 40 shots and 4 KB', () => {
  const shotsOf = (count: number, name: string): YeekeeBoardShot[] =>
    Array.from({ length: count }, (_, i) => ({
      seq: 1_000_000 + i,
      number: String(i).padStart(5, '0'),
      name,
      receivedAt: '2026-11-24T03:59:59.999Z',
    }));
  const frame = {
    roundCode: 'YK2026112488',
    fromSeq: 1_000_000,
    sum: '99999999999',
    serverTime: '2026-11-24T04:00:00.000Z',
  };

  it('keeps the newest 40 of a larger range and says which range it covers', () => {
    const delta = boardDelta({ ...frame, toSeq: 1_000_099, count: 1_000_099, shots: shotsOf(100, 'สม***') });
    expect(delta.shots).toHaveLength(BOARD_MAX_SHOTS);
    expect(delta.shots[0]?.seq).toBe(1_000_060);
    expect(delta.shots.at(-1)?.seq).toBe(1_000_099);
    expect(delta).toMatchObject({ fromSeq: 1_000_000, toSeq: 1_000_099 });
    expect(bytesOf(delta)).toBeLessThanOrEqual(BOARD_MAX_BYTES);
    expect(yeekeeBoardDeltaSchema.safeParse(delta).success).toBe(true);
  });

  it('drops the oldest shots until the message fits in 4 KB, whatever the names', () => {
    // Thai names with stacked marks: two graphemes can be many UTF-8 bytes.
    const heavy = maskShooterName('น้ำผึ้ง ก๋วยเตี๋ยว');
    const realistic = boardDelta({ ...frame, toSeq: 1_000_039, count: 40, shots: shotsOf(40, heavy) });
    expect(bytesOf(realistic)).toBeLessThanOrEqual(BOARD_MAX_BYTES);
    const huge = boardDelta({ ...frame, toSeq: 1_000_039, count: 40, shots: shotsOf(40, 'ก'.repeat(200)) });
    expect(bytesOf(huge)).toBeLessThanOrEqual(BOARD_MAX_BYTES);
    expect(huge.shots.length).toBeLessThan(40);
    expect(huge.shots.at(-1)?.seq).toBe(1_000_039);
  });
});

describe('board pacing: a delta as soon as shots commit, never two within 200 ms in one room', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends at once, holds what commits within the gap, then sends it all in one delta', async () => {
    vi.useFakeTimers();
    let lastSeq = 0;
    let now = 1_000;
    const sent: YeekeeBoardDelta[] = [];
    const board = createYeekeeBoard({
      db: {} as Db,
      clock: { now: () => new Date('2026-11-24T03:00:00.000Z') },
      repo: {
        tallies: async (_db, ids) =>
          ids.map((roundId) => ({ roundId, lastSeq, shotCount: lastSeq, shotSum: BigInt(lastSeq) })),
        shotsBetween: async (_db, range) =>
          Array.from({ length: range.upToSeq - range.afterSeq }, (_, i) => ({
            seq: range.afterSeq + i + 1,
            number: '00001',
            name: 'ab***',
            receivedAt: new Date(0),
          })),
      },
      rooms: { size: () => 1, emit: (_room, _event, payload) => sent.push(payload as YeekeeBoardDelta) },
      monotonicNow: () => now,
    });
    await board.watch('op', 'YK01', 'round-1');
    board.start(() => undefined);
    vi.clearAllTimers(); // the poller: this test drives the board by nudges only

    lastSeq = 1;
    board.nudge('round-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((d) => [d.fromSeq, d.toSeq])).toEqual([[1, 1]]);

    now += 50;
    lastSeq = 2;
    board.nudge('round-1');
    lastSeq = 3;
    board.nudge('round-1');
    await vi.advanceTimersByTimeAsync(149);
    expect(sent).toHaveLength(1);
    now += 150;
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((d) => [d.fromSeq, d.toSeq])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    // Nothing new: the follow-up look sends nothing.
    now += 400;
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(2);
    await board.stop();
  });
});

describe('the live board over sockets, and intake samples', () => {
  let t: TestApp;
  let market: YeekeeMarketFixture;
  let alice: Shooter;
  let bob: Shooter;
  let roundNo = 0;
  const openSockets: Socket[] = [];
  afterEach(() => {
    for (const socket of openSockets.splice(0)) socket.disconnect();
  });

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['lottery', 'payments'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    market = await yeekeeMarketFixture(t, { maxShotsPerMember: 1_000, shotCooldownSeconds: 0 });
    alice = await shooter(t, 'อลิซ ใจดี');
    bob = await shooter(t, 'บ๊อบ มีสุข');
  });
  afterAll(() => t.close());

  const nextRound = (openAt?: Date) => {
    roundNo += 1;
    return yeekeeRoundFixture(t, market, { roundNo, ...(openAt ? { openAt } : {}) });
  };

  const connect = async (token: string): Promise<Socket> => {
    const socket = await openSocket(t, token);
    openSockets.push(socket);
    return socket;
  };
  const join = (socket: Socket, roundCode: unknown): Promise<YeekeeJoinAck> =>
    socket.emitWithAck(yeekeeSocketEvents.join, { roundCode });
  /** The board messages a socket receives, in order. */
  const boardOf = (socket: Socket) => {
    const received: YeekeeBoardDelta[] = [];
    const waiters: Array<() => void> = [];
    socket.on(yeekeeSocketEvents.board, (delta: YeekeeBoardDelta) => {
      received.push(delta);
      for (const wake of waiters.splice(0)) wake();
    });
    return {
      received,
      /** Resolves with the n-th message (1-based) once it has arrived. */
      async nth(n: number): Promise<YeekeeBoardDelta> {
        while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
        return received[n - 1] as YeekeeBoardDelta;
      },
    };
  };

  it("a second member's shot reaches the first member's socket, with the masked name", async () => {
    const round = await nextRound();
    const socket = await connect(alice.token);
    const ack = await join(socket, round.roundCode);
    expect(ack).toEqual({ ok: true, serverTime: t.clock.now().toISOString() });
    const board = boardOf(socket);

    expect((await shoot(t, bob, round.roundCode, '54321')).statusCode).toBe(200);
    await moduleApi(t, 'lottery').yeekee.board.tick();
    expect(await board.nth(1)).toEqual({
      roundCode: round.roundCode,
      fromSeq: 1,
      toSeq: 1,
      shots: [{ seq: 1, number: '54321', name: 'บ๊อ***', receivedAt: t.clock.now().toISOString() }],
      sum: '54321',
      count: 1,
      serverTime: t.clock.now().toISOString(),
    });
  });

  it('coalesces what committed between ticks into one delta of the newest 40, in seq order without gaps', async () => {
    const round = await nextRound();
    const socket = await connect(alice.token);
    expect((await join(socket, round.roundCode)).ok).toBe(true);
    const board = boardOf(socket);

    let sum = 0;
    for (let i = 0; i < 100; i += 1) {
      const number = String(i * 7).padStart(5, '0');
      sum += i * 7;
      expect((await shoot(t, i % 2 ? alice : bob, round.roundCode, number)).statusCode).toBe(200);
    }
    await moduleApi(t, 'lottery').yeekee.board.tick();
    // Nothing new: this tick sends nothing (the next message below starts right after seq 100).
    await moduleApi(t, 'lottery').yeekee.board.tick();
    expect((await shoot(t, bob, round.roundCode, '00001')).statusCode).toBe(200);
    expect((await shoot(t, alice, round.roundCode, '00002')).statusCode).toBe(200);
    await moduleApi(t, 'lottery').yeekee.board.tick();

    const first = await board.nth(1);
    expect(first).toMatchObject({ fromSeq: 1, toSeq: 100, count: 100, sum: String(sum) });
    expect(first.shots.map((shot) => shot.seq)).toEqual(Array.from({ length: 40 }, (_, i) => 61 + i));
    expect(bytesOf(first)).toBeLessThanOrEqual(BOARD_MAX_BYTES);
    const second = await board.nth(2);
    expect(second).toMatchObject({ fromSeq: 101, toSeq: 102, count: 102, sum: String(sum + 3) });
    expect(second.shots.map((shot) => shot.number)).toEqual(['00001', '00002']);
    expect(board.received).toHaveLength(2);
  });

  it('a watcher joining later gets deltas from the tally at its join, a leaver stops being a watcher', async () => {
    const round = await nextRound();
    expect((await shoot(t, bob, round.roundCode, '11111')).statusCode).toBe(200);
    const socket = await connect(alice.token);
    expect((await join(socket, round.roundCode)).ok).toBe(true);
    const board = boardOf(socket);
    expect((await shoot(t, bob, round.roundCode, '22222')).statusCode).toBe(200);
    await moduleApi(t, 'lottery').yeekee.board.tick();
    expect(await board.nth(1)).toMatchObject({ fromSeq: 2, toSeq: 2, count: 2, sum: '33333' });

    const room = roundRoom(t.operatorId, round.roundCode);
    expect(t.realtime.io.of('/').adapter.rooms.get(room)?.size).toBe(1);
    const left: YeekeeJoinAck = await socket.emitWithAck(yeekeeSocketEvents.leave, {
      roundCode: round.roundCode,
    });
    expect(left.ok).toBe(true);
    expect(t.realtime.io.of('/').adapter.rooms.get(room)?.size ?? 0).toBe(0);
  });

  it('refuses a join to no round, to a daily round, with a bad payload, and from a staff socket', async () => {
    const socket = await connect(alice.token);
    expect(await join(socket, 'NOPE2026112301')).toMatchObject({
      ok: false,
      code: errorCatalogue.ROUND_NOT_FOUND.code,
    });
    await dailyRoundFixture(t, 'HANOI20991230');
    expect(await join(socket, 'HANOI20991230')).toMatchObject({
      ok: false,
      code: errorCatalogue.YEEKEE_NOT_A_YEEKEE_ROUND.code,
    });
    expect(await join(socket, 42)).toMatchObject({ ok: false, code: errorCatalogue.VALIDATION_FAILED.code });

    const round = await nextRound();
    const staff = await connect((await staffMember(t, 'support')).token);
    expect(await join(staff, round.roundCode)).toMatchObject({
      ok: false,
      code: errorCatalogue.UNAUTHORIZED.code,
    });
    expect(t.realtime.io.of('/').adapter.rooms.get(roundRoom(t.operatorId, round.roundCode))).toBeUndefined();
  });

  it('with its timers running, a shot reaches the watchers without anyone ticking', async () => {
    const round = await nextRound();
    const socket = await connect(alice.token);
    expect((await join(socket, round.roundCode)).ok).toBe(true);
    const board = boardOf(socket);
    moduleApi(t, 'lottery').yeekee.board.start((error) => {
      throw error;
    });
    try {
      expect((await shoot(t, bob, round.roundCode, '31415')).statusCode).toBe(200);
      expect(await board.nth(1)).toMatchObject({ fromSeq: 1, toSeq: 1, sum: '31415' });
    } finally {
      await moduleApi(t, 'lottery').yeekee.board.stop();
    }
  });

  it('samples a round near its freeze: watchers, attempts and accepted per 5-s bucket, rule refusals not counted', async () => {
    // A round in its shooting window, 120 s before its freeze.
    const round = await nextRound(new Date(t.clock.now().getTime() - 15 * 60_000));
    const socket = await connect(alice.token);
    expect((await join(socket, round.roundCode)).ok).toBe(true);
    expect((await shoot(t, bob, round.roundCode, '12345')).statusCode).toBe(200);
    expect((await shoot(t, alice, round.roundCode, '23456')).statusCode).toBe(200);
    expect((await shoot(t, alice, round.roundCode, '1234')).statusCode).toBe(400);
    await moduleApi(t, 'lottery').yeekee.sampler.flush();

    const bucketAt = new Date(Math.floor(t.clock.now().getTime() / 5_000) * 5_000);
    const rows = await t.database.db
      .select()
      .from(schema.yeekeeIntakeSamples)
      .where(eq(schema.yeekeeIntakeSamples.roundId, round.roundId));
    expect(rows).toEqual([
      {
        roundId: round.roundId,
        nodeId: moduleApi(t, 'lottery').yeekee.sampler.nodeId,
        bucketAt,
        watchers: 1,
        attempts: 2,
        errors: 0,
        accepted: 2,
      },
    ]);

    // A quiet bucket still gets its row (a heartbeat: a missing row means the intake was down).
    t.clock.advance(5_000);
    await moduleApi(t, 'lottery').yeekee.sampler.flush();
    const later = await t.database.db
      .select()
      .from(schema.yeekeeIntakeSamples)
      .where(eq(schema.yeekeeIntakeSamples.roundId, round.roundId));
    expect(later).toHaveLength(2);
    expect(later.find((row) => row.bucketAt.getTime() === bucketAt.getTime() + 5_000)).toMatchObject({
      watchers: 1,
      attempts: 0,
      accepted: 0,
    });
  });
});
