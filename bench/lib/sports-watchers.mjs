// A worker thread of sports-fanout.mjs: holds its share of the member sockets (socket.io-client, one
// connection each, websocket transport, `auth: {token, operator}`), sends `sports.join` on each (ack
// `{ok: true}` required) and records every `sports.fixture` push of the watched fixture each socket
// receives: when (ms since the epoch, sub-millisecond, comparable across threads), the watched
// market's first price, and its size on the wire. Messages from the parent: {type: 'connect'},
// {type: 'report', changes: [{sentAt, odds}]} answers, per change, each socket's delay to the first
// push carrying that price (or none), and the pushes' counts and sizes; {type: 'close'} disconnects.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { base, tokens, operator, fixtureId, marketKey, outcome, connectParallel = 25 } = workerData;
const now = () => performance.timeOrigin + performance.now();

const sockets = [];
const records = [];
let disconnects = 0;
let joinRefused = 0;
let connectErrors = 0;

const watch = (token) =>
  new Promise((resolve) => {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token, operator },
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    const record = { pushes: [], other: 0, maxFrame: 0, lastPacketBytes: 0 };
    socket.io.on('open', () => {
      socket.io.engine.on('packet', (packet) => {
        if (packet.type === 'message' && typeof packet.data === 'string')
          record.lastPacketBytes = Buffer.byteLength(packet.data) + 1;
      });
    });
    socket.on('sports.fixture', (view) => {
      const at = now();
      if (view?.id !== fixtureId) {
        record.other += 1;
        return;
      }
      const market = view.markets?.find((m) => m.key === marketKey);
      const price = market?.prices?.find((p) => p.outcome === outcome);
      record.maxFrame = Math.max(record.maxFrame, record.lastPacketBytes);
      record.pushes.push({ at, odds: price ? Number(price.odds) : undefined });
    });
    socket.on('disconnect', () => {
      disconnects += 1;
    });
    socket.once('connect_error', (error) => {
      connectErrors += 1;
      resolve({ ok: false, reason: `connect_error ${error.message}` });
    });
    socket.once('connect', async () => {
      try {
        const ack = await socket.timeout(20_000).emitWithAck('sports.join', {});
        if (ack?.ok !== true) {
          joinRefused += 1;
          return resolve({ ok: false, reason: `join answered ${JSON.stringify(ack).slice(0, 200)}` });
        }
        sockets.push(socket);
        records.push(record);
        resolve({ ok: true });
      } catch (error) {
        joinRefused += 1;
        resolve({ ok: false, reason: `join: ${error.message}` });
      }
    });
  });

const connectAll = async () => {
  const started = now();
  let next = 0;
  const failures = [];
  await Promise.all(
    Array.from({ length: connectParallel }, async () => {
      while (next < tokens.length) {
        const at = next++;
        const result = await watch(tokens[at]);
        if (!result.ok) failures.push(result.reason);
      }
    }),
  );
  return {
    joined: sockets.length,
    failed: failures.length,
    failures: failures.slice(0, 5),
    ms: now() - started,
  };
};

parentPort.on('message', async (message) => {
  if (message.type === 'connect') parentPort.postMessage({ type: 'connected', ...(await connectAll()) });
  if (message.type === 'report') {
    // Per change: each socket's delay from the change's sending to its first push with that price.
    const delays = message.changes.map(({ sentAt, odds }) =>
      records.map((record) => {
        const push = record.pushes.find(
          (p) => p.at >= sentAt && p.odds !== undefined && Math.abs(p.odds - odds) < 0.0005,
        );
        return push ? push.at - sentAt : null;
      }),
    );
    parentPort.postMessage({
      type: 'report',
      sockets: sockets.length,
      delays,
      pushes: records.reduce((sum, r) => sum + r.pushes.length, 0),
      otherPushes: records.reduce((sum, r) => sum + r.other, 0),
      maxFrame: Math.max(0, ...records.map((r) => r.maxFrame)),
      disconnects,
      joinRefused,
      connectErrors,
    });
  }
  if (message.type === 'close') {
    for (const socket of sockets) socket.disconnect();
    parentPort.postMessage({ type: 'closed' });
  }
});
