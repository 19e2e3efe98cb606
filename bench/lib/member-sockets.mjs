// One socket.io-client connection per logged-in member, as the member site opens it: websocket
// transport, `auth: {token, operator}` (the server joins it to the member's room).
import { io } from 'socket.io-client';
import { OPERATOR_KEY } from './chokdee.mjs';

const now = () => performance.timeOrigin + performance.now();

/**
 * Connects `members` (each `{token}`), 20 at a time, with `on[event](memberIndex, payload, at)` for
 * each server event (`at` on the benches' clock: `performance.timeOrigin + performance.now()`). The
 * sockets are disconnected at the harness's cleanup. Answers the sockets, the connect failures, how
 * long it took, `summary()` (a line for the report) and `disconnects()`: how many dropped since.
 */
export const connectMemberSockets = async (harness, base, members, on) => {
  const sockets = [];
  let disconnects = 0;
  const failures = [];
  let next = 0;
  const started = now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < members.length) {
        const index = next++;
        await new Promise((resolve) => {
          const socket = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: members[index].token, operator: OPERATOR_KEY },
            forceNew: true,
            reconnection: false,
            timeout: 20_000,
          });
          for (const [event, handler] of Object.entries(on))
            socket.on(event, (payload) => handler(index, payload, now()));
          socket.once('connect', () => {
            socket.on('disconnect', () => {
              disconnects += 1;
            });
            sockets.push(socket);
            resolve();
          });
          socket.once('connect_error', (error) => {
            failures.push(error.message);
            resolve();
          });
        });
      }
    }),
  );
  harness.children.push({
    stop: async () => {
      for (const socket of sockets) socket.disconnect();
    },
  });
  const seconds = (now() - started) / 1000;
  return {
    sockets,
    failures,
    seconds,
    summary: () =>
      `${sockets.length} sockets connected in ${seconds.toFixed(1)} s${failures.length ? `; ${failures.length} failed (${failures.slice(0, 3).join('; ')})` : ''}.`,
    disconnects: () => disconnects,
  };
};
