import type { Socket } from 'socket.io-client';
import { env } from '../config/env';

/** Stops listening and closes the socket. */
export type StopListening = () => void;

/**
 * A staff socket (`auth: { token, operator }`, the server puts it in `staff:{operatorId}`) that calls
 * `onEvent` on each of `events` and on every connect, the first one included: push is a hint, and
 * what changed before the socket joined its room (the page's first read races the connect) or while
 * it was down is read again. socket.io-client loads on first use, in a chunk of its own.
 * Same origin as the page: `/socket.io` on the API's port.
 */
export const listenToStaffEvents = (
  token: string,
  events: readonly string[],
  onEvent: () => void,
  what: string,
): StopListening => {
  let stopped = false;
  let socket: Socket | undefined;
  import('socket.io-client').then(
    ({ io }) => {
      if (stopped) return;
      socket = io({
        path: '/socket.io',
        auth: { token, operator: env.operator },
        transports: ['websocket', 'polling'],
      });
      for (const event of events) socket.on(event, onEvent);
      socket.on('connect', onEvent);
    },
    // The chunk did not load (offline): the page still refetches on its own.
    (error: unknown) => console.error(`${what}: could not load the socket client`, error),
  );
  return () => {
    stopped = true;
    socket?.disconnect();
  };
};
