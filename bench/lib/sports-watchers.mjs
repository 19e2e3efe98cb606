// A worker thread of sports-fanout.mjs: holds its share of the member sockets (socket.io-client, one
// connection each, websocket transport, `auth: {token, operator}`), sends `sports.join` on each (ack
// `{ok: true}` required) and records every `sports.fixture` push of the watched fixture each socket
// receives: when (ms since the epoch, sub-millisecond, comparable across threads), the watched
// market's first price, and its size on the wire. Messages from the parent: {type: 'connect'},
// {type: 'report', changes: [{sentAt, odds}]} answers, per change, each socket's delay to the first
// push carrying that price (or none), and the pushes' counts and sizes; {type: 'close'} disconnects.
import { parentPort, workerData } from 'node:worker_threads';
import { createWatcherPool, now } from './socket-watchers.mjs';

const { base, tokens, operator, fixtureId, marketKey, outcome, connectParallel = 25 } = workerData;

const { sockets, records, counts, connectAll, closeAll } = createWatcherPool({
  base,
  tokens,
  operator,
  connectParallel,
  join: { event: 'sports.join', body: {} },
  newRecord: () => ({ pushes: [], other: 0, maxFrame: 0 }),
  listen: (socket, record) => {
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
  },
});

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
      ...counts,
    });
  }
  if (message.type === 'close') {
    closeAll();
    parentPort.postMessage({ type: 'closed' });
  }
});
