// The member sockets a fan-out bench's worker thread holds (yeekee-watchers.mjs, sports-watchers.mjs):
// socket.io-client, one connection each, websocket transport, `auth: {token, operator}`, joined with
// an acknowledged event; each socket's record notes the size of the last engine.io packet (the next
// event's frame on the wire, +1 byte of engine type) for the worker's own listeners.
import { io } from 'socket.io-client';

/** Milliseconds since the epoch, sub-millisecond, comparable across threads. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * `join`: the event and body each socket sends once connected (ack `{ok: true}` required);
 * `newRecord()`: a socket's own record; `listen(socket, record)`: the worker's listeners on it.
 * `connectAll()` opens every token's socket, `connectParallel` at a time, and answers how many joined
 * and why the others did not; `counts` holds the disconnects, refused joins and connect errors.
 */
export const createWatcherPool = ({
  base,
  tokens,
  operator,
  connectParallel = 25,
  join,
  newRecord,
  listen,
}) => {
  const sockets = [];
  const records = [];
  const counts = { disconnects: 0, joinRefused: 0, connectErrors: 0 };

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
      const record = { ...newRecord(), lastPacketBytes: 0 };
      socket.io.on('open', () => {
        socket.io.engine.on('packet', (packet) => {
          if (packet.type === 'message' && typeof packet.data === 'string')
            record.lastPacketBytes = Buffer.byteLength(packet.data) + 1;
        });
      });
      listen(socket, record);
      socket.on('disconnect', () => {
        counts.disconnects += 1;
      });
      socket.once('connect_error', (error) => {
        counts.connectErrors += 1;
        resolve({ ok: false, reason: `connect_error ${error.message}` });
      });
      socket.once('connect', async () => {
        try {
          const ack = await socket.timeout(20_000).emitWithAck(join.event, join.body);
          if (ack?.ok !== true) {
            counts.joinRefused += 1;
            return resolve({ ok: false, reason: `join answered ${JSON.stringify(ack).slice(0, 200)}` });
          }
          sockets.push(socket);
          records.push(record);
          resolve({ ok: true });
        } catch (error) {
          counts.joinRefused += 1;
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

  const closeAll = () => {
    for (const socket of sockets) socket.disconnect();
  };

  return { sockets, records, counts, connectAll, closeAll };
};
