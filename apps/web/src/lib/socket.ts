import type { Socket } from 'socket.io-client';
import { env } from '../config/env';
import { useAuthStore } from './auth-store';
import { onTestReset } from './module-state';

export type RealtimeHandler = (payload: unknown) => void;

/** Called on every (re)connect: push is a hint, so listeners re-read what they may have missed. */
export const REALTIME_CONNECTED = 'connect';

type SocketFactory = (token: string) => Promise<Socket>;

/**
 * socket.io-client is loaded on first login only, so guests and the first page load never pay for it.
 * Same origin as the page: `/socket.io` on the API's port (the dev server proxies it).
 */
const defaultFactory: SocketFactory = async (token) => {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    auth: { token, operator: env.operator },
    transports: ['websocket', 'polling'],
  });
};

/**
 * The one real-time connection of the page: open while a member is logged in (the auth store
 * holds a token), closed on logout, reopened with the new token when it changes. Listeners
 * registered with `on` survive reconnects and token changes.
 */
export const createRealtime = (factory: SocketFactory = defaultFactory) => {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  let socket: Socket | null = null;
  let socketToken: string | null = null;
  let stopAuth: (() => void) | null = null;

  const attach = (target: Socket) => {
    for (const [event, set] of handlers) {
      for (const handler of set) target.on(event, handler);
    }
  };

  const disconnect = () => {
    socket?.disconnect();
    socket = null;
    socketToken = null;
  };

  // A connection left open by a test would follow the next test's logins.
  onTestReset(() => {
    stopAuth?.();
    stopAuth = null;
    disconnect();
    handlers.clear();
  });

  const sync = async (token: string | null) => {
    if (token === socketToken) return;
    disconnect();
    if (!token) return;
    socketToken = token;
    let next: Socket;
    try {
      next = await factory(token);
    } catch (error) {
      // The chunk failed to load (offline): balances still refresh through REST.
      console.error('realtime: could not connect', error);
      if (socketToken === token) socketToken = null;
      return;
    }
    // Logged out or switched member while the client was loading.
    if (socketToken !== token) {
      next.disconnect();
      return;
    }
    socket = next;
    attach(next);
  };

  return {
    /** Starts following the auth store; returns the stop function (which also disconnects). */
    start(): () => void {
      stopAuth?.();
      void sync(useAuthStore.getState().accessToken);
      stopAuth = useAuthStore.subscribe((state) => void sync(state.accessToken));
      return () => {
        stopAuth?.();
        stopAuth = null;
        disconnect();
      };
    },
    /** Listens to a server event (or `REALTIME_CONNECTED`); returns the unsubscribe function. */
    on(event: string, handler: RealtimeHandler): () => void {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler);
      socket?.on(event, handler);
      return () => {
        set.delete(handler);
        socket?.off(event, handler);
      };
    },
    /**
     * Sends an event with an acknowledgement (`yeekee.join` …): resolves with the server's ack, or
     * null when no socket is held or no ack came within `timeoutMs`. Never rejects: a lost ack is a
     * hint, the caller reads the same state through REST.
     */
    request(event: string, payload: unknown, timeoutMs = 5000): Promise<unknown> {
      const target = socket;
      if (!target) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        target.emit(event, payload, (ack: unknown) => {
          clearTimeout(timer);
          resolve(ack);
        });
      });
    },
    /** Sends an event without waiting for an answer (nothing when no socket is held). */
    send(event: string, payload: unknown): void {
      socket?.emit(event, payload);
    },
    /** True while a socket is held (connected or connecting). */
    isOpen: () => socket !== null,
  };
};

export type Realtime = ReturnType<typeof createRealtime>;

export const realtime = createRealtime();
