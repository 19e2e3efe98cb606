import type { Socket } from 'socket.io-client';

export type FakeSocket = Socket & {
  /** Delivers a server event to the listeners, as the server would. */
  serverEmit(event: string, payload?: unknown): void;
  disconnected: boolean;
};

/** A socket.io client socket without a network: for `createRealtime(factory)` in tests. */
export const createFakeSocket = (): FakeSocket => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const fake = {
    disconnected: false,
    on(event: string, fn: (payload: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
      return fake;
    },
    off(event: string, fn: (payload: unknown) => void) {
      listeners.get(event)?.delete(fn);
      return fake;
    },
    disconnect() {
      fake.disconnected = true;
      return fake;
    },
    serverEmit(event: string, payload?: unknown) {
      // A disconnected socket hears nothing more.
      if (fake.disconnected) return;
      for (const fn of listeners.get(event) ?? []) fn(payload);
    },
  };
  return fake as unknown as FakeSocket;
};
