import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages load lazily and the whole suite shares two cores with the server tests: allow for a slow find.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

/**
 * No test opens a real socket: the member layout connects on login, and jsdom would dial a server
 * that is not there. Tests of the real-time behaviour pass their own factory to `createRealtime`.
 */
vi.mock('socket.io-client', () => ({
  io: () => {
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
    return {
      on(event: string, fn: (...args: unknown[]) => void) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
      },
      off(event: string, fn: (...args: unknown[]) => void) {
        listeners.get(event)?.delete(fn);
      },
      disconnect() {
        listeners.clear();
      },
    };
  },
}));

// jsdom lacks pointer capture; sonner's toast calls it when a toast's button is pressed.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
