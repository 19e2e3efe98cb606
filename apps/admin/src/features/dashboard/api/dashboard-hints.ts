import { staffRealtimeEvents } from '@chokdee/contracts';
import type { Socket } from 'socket.io-client';
import { env } from '../../../config/env';

/** Stops listening and closes the socket. */
export type StopHints = () => void;

/**
 * A staff socket (`auth: { token, operator }`, the server puts it in `staff:{operatorId}`) that calls
 * `onHint` on every `dashboard.changed` and after a reconnect (push is a hint: what changed while
 * the socket was down is read again). socket.io-client loads on first use, in a chunk of its own.
 * Same origin as the page: `/socket.io` on the API's port.
 */
export const subscribeDashboardHints = (token: string, onHint: () => void): StopHints => {
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
      socket.on(staffRealtimeEvents.dashboardChanged, onHint);
      socket.on(staffRealtimeEvents.staffAlert, onHint);
      socket.io.on('reconnect', onHint);
    },
    // The chunk did not load (offline): the dashboard still refetches on its timer.
    (error: unknown) => console.error('dashboard hints: could not load the socket client', error),
  );
  return () => {
    stopped = true;
    socket?.disconnect();
  };
};
