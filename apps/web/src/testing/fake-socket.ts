import type { Socket } from 'socket.io-client';

export type FakeSocket = Socket & {
  /** Delivers a server event to the listeners, as the server would. */
  serverEmit(event: string, payload?: unknown): void;
  disconnected: boolean;
  /** What the client emitted, in order. */
  emitted: Array<{ event: string; payload: unknown }>;
  /** Answers the client's emits of `event` (the returned value is the ack); unanswered emits get no ack. */
  answer(event: string, reply: (payload: unknown) => unknown): void;
};

/** A socket.io client socket without a network: for `createRealtime(factory)` in tests. */
export const createFakeSocket = (): FakeSocket => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const answers = new Map<string, (payload: unknown) => unknown>();
  const fake = {
    disconnected: false,
    emitted: [] as Array<{ event: string; payload: unknown }>,
    answer(event: string, reply: (payload: unknown) => unknown) {
      answers.set(event, reply);
    },
    emit(event: string, payload?: unknown, ack?: (reply: unknown) => void) {
      if (fake.disconnected) return fake;
      fake.emitted.push({ event, payload });
      const reply = answers.get(event);
      if (reply && ack) queueMicrotask(() => ack(reply(payload)));
      return fake;
    },
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
