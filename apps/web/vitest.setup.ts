import '@testing-library/jest-dom/vitest';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { resetModuleState } from './src/lib/module-state';
import { cancelPendingTimers } from './src/testing/timers';

// Pages load lazily and the whole suite shares two cores with the server tests: allow for a slow find.
configure({ asyncUtilTimeout: 4000 });

/**
 * The files of a worker share one module graph and one jsdom (`isolate: false`, root
 * vitest.config.ts): after each test, everything a test can leave behind goes back to how a fresh
 * page load finds it, so no test depends on the one before it (in this file or another).
 */
afterEach(() => {
  // Unmount first: a mounted component would re-render on the resets below.
  cleanup();
  vi.useRealTimers();
  // Every zustand store (src/testing/zustand.ts) and every other module state registered with
  // `onTestReset` (src/lib/module-state.ts): the query client, the realtime connection, …
  resetModuleState();
  // TanStack Query's managers follow the window's online and focus events (a test that goes offline
  // would pause every later query); a page load starts online, focus unknown.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  // Sonner keeps its toasts in its own module and shows the ones not dismissed to a new Toaster.
  toast.dismiss();
  // After the stores: a persisted store writes its reset state back to localStorage.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  // jsdom is shared too: what a page leaves on <html> and <body> (a scroll lock, `pointer-events`, a
  // stray node) and the tab's title go; the styles a library put in <head> when loaded stay with it.
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  for (const title of document.head.querySelectorAll('title')) title.remove();
  // Last: the resets above start timers of their own (jsdom queues a storage event per write).
  cancelPendingTimers();
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
