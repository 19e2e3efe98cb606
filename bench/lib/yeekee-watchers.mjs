// A worker thread of yeekee-fanout.mjs: holds its share of the watcher sockets (socket.io-client,
// one connection each, websocket transport, `auth: {token, operator}`), joins them to the round
// (`yeekee.join {roundCode}` with ack) and records every `yeekee.board` delta each receives: when
// (ms since the epoch, sub-millisecond, comparable across threads), its size on the wire and the seqs
// it covers. Messages from the parent: {type: 'measure', fromSeq} starts the record (seqs ≤ fromSeq
// are not measured), {type: 'report'} answers per-seq arrival (sockets covering it, the last
// arrival) and per-socket rates and sizes, {type: 'close'} disconnects.
import { parentPort, workerData } from 'node:worker_threads';
import { createWatcherPool, now } from './socket-watchers.mjs';

const { base, tokens, roundCode, operator, connectParallel = 25 } = workerData;

/** seq → { sockets, last } over this worker's sockets. */
const arrivals = new Map();
let measureFrom = Number.POSITIVE_INFINITY;

/** Per socket, its record of the measured period. */
const { sockets, records, counts, connectAll, closeAll } = createWatcherPool({
  base,
  tokens,
  operator,
  connectParallel,
  join: { event: 'yeekee.join', body: { roundCode } },
  newRecord: () => ({
    times: [],
    serverTimes: [],
    maxFrame: 0,
    maxPayload: 0,
    covered: 0,
    gaps: 0,
    gapSeqs: 0,
  }),
  // The raw engine.io packet of each event ('2["yeekee.board",{…}]') is `record.lastPacketBytes`.
  listen: (socket, record) => {
    socket.on('yeekee.board', (delta) => {
      const at = now();
      const frame = record.lastPacketBytes;
      const payload = Buffer.byteLength(JSON.stringify(delta));
      const toSeq = delta?.toSeq ?? 0;
      const fromSeq = delta?.fromSeq ?? 0;
      if (toSeq <= measureFrom) {
        record.covered = Math.max(record.covered, toSeq);
        return;
      }
      record.times.push(at);
      record.serverTimes.push(Date.parse(delta?.serverTime ?? ''));
      record.maxFrame = Math.max(record.maxFrame, frame);
      record.maxPayload = Math.max(record.maxPayload, payload);
      const start = Math.max(fromSeq, record.covered + 1, measureFrom + 1);
      if (record.covered > 0 && fromSeq > record.covered + 1) {
        record.gaps += 1;
        record.gapSeqs += fromSeq - record.covered - 1;
      }
      for (let seq = start; seq <= toSeq; seq++) {
        const entry = arrivals.get(seq);
        if (entry) {
          entry.sockets += 1;
          if (at > entry.last) entry.last = at;
        } else arrivals.set(seq, { sockets: 1, last: at });
      }
      record.covered = Math.max(record.covered, toSeq);
    });
  },
});

/** Most of these times (ms, ascending) in any 1-second window, and their average per second over `seconds`. */
const rates = (times, seconds) => {
  let max = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while (times[hi] - times[lo] >= 1000) lo += 1;
    max = Math.max(max, hi - lo + 1);
  }
  return { max, average: times.length / seconds };
};

parentPort.on('message', async (message) => {
  if (message.type === 'connect') parentPort.postMessage({ type: 'connected', ...(await connectAll()) });
  if (message.type === 'measure') {
    measureFrom = message.fromSeq;
    for (const record of records) {
      record.times = [];
      record.serverTimes = [];
    }
    parentPort.postMessage({ type: 'measuring' });
  }
  if (message.type === 'report') {
    // By arrival (includes delivery jitter) and by the deltas' serverTime (the server's own cadence).
    const byArrival = records.map((record) => rates(record.times, message.seconds));
    const byServerTime = records.map((record) =>
      rates(
        record.serverTimes.filter((t) => Number.isFinite(t)),
        message.seconds,
      ),
    );
    const maxOf = (list) => Math.max(0, ...list.map((r) => r.max));
    parentPort.postMessage({
      type: 'report',
      sockets: sockets.length,
      arrivals: [...arrivals.entries()],
      maxPerSecond: maxOf(byServerTime),
      maxPerSecondByArrival: maxOf(byArrival),
      averagePerSecond: byArrival.reduce((sum, r) => sum + r.average, 0) / Math.max(1, byArrival.length),
      withoutServerTime: records.reduce(
        (sum, r) => sum + r.serverTimes.filter((t) => !Number.isFinite(t)).length,
        0,
      ),
      messages: records.reduce((sum, r) => sum + r.times.length, 0),
      maxFrame: Math.max(0, ...records.map((r) => r.maxFrame)),
      maxPayload: Math.max(0, ...records.map((r) => r.maxPayload)),
      gaps: records.reduce((sum, r) => sum + r.gaps, 0),
      gapSeqs: records.reduce((sum, r) => sum + r.gapSeqs, 0),
      ...counts,
    });
  }
  if (message.type === 'close') {
    closeAll();
    parentPort.postMessage({ type: 'closed' });
  }
});
