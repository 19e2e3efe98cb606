import { describe, expect, it } from 'vitest';
import { cancelPendingTimers } from '../testing/timers';
import { resetModuleState } from './module-state';

/**
 * The member app's test files share their worker's modules (`isolate: false`): vitest.setup.ts
 * resets module state after each test, and these checks keep new state from slipping past it.
 */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.d.ts', '!/src/**/*.test.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const loaders = import.meta.glob<Record<string, unknown>>([
  '/src/**/*.{ts,tsx}',
  '!/src/**/*.d.ts',
  '!/src/**/*.test.{ts,tsx}',
]);

const ZUSTAND_IMPORT = /from\s*['"](zustand(?:\/[^'"]*)?)['"]/g;
/** What src/testing/zustand.ts covers: `create` and `createStore` from 'zustand'; middleware wraps them. */
const COVERED = new Set(['zustand', 'zustand/middleware']);

const storeFiles = () =>
  Object.keys(sources).filter(
    (file) => !file.startsWith('/src/testing/') && /from\s*['"]zustand['"]/.test(sources[file] ?? ''),
  );

type Store = { getState: () => object; setState: (state: object) => void; getInitialState: () => object };
const isStore = (value: unknown): value is Store =>
  typeof value === 'function' && 'getInitialState' in value && 'setState' in value && 'getState' in value;

/**
 * Module-level state the resets must know about: a `let`, a mutable collection, an array that is
 * pushed to, or a singleton built by a factory. Each such file registers with `onTestReset`.
 */
const MODULE_STATE = [
  /^(?:export )?(?:let|var) /m,
  /^(?:export )?const \w+(?:: (?![Rr]eadonly)[^=]+)? = new (?:Map|Set|WeakMap|WeakSet)\b/m,
  /^(?:export )?const \w+: (?![Rr]eadonly)[^=]*(?:\[\]|Array<.*>) = \[\]/m,
  /^(?:export )?const \w+ = create[A-Z]\w*\(\)/m,
];

/** Module state that needs no reset, and why. */
const STATELESS: Record<string, string> = {
  '/src/lib/api-client.ts': '`api` keeps nothing between calls: each request reads the auth store',
  '/src/lib/module-state.ts': 'the registry itself: it lives as long as the modules that registered',
  '/src/app/app.tsx':
    "the page's browser router, made at import: no test imports app.tsx (checked below), they render `appRoutes` in a memory router",
};

const tests = import.meta.glob<string>('/src/**/*.test.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('module state in a shared module graph', () => {
  it('imports stores only through what the tests wrap', () => {
    const uncovered = Object.entries(sources)
      .filter(([file]) => !file.startsWith('/src/testing/'))
      .flatMap(([file, text]) =>
        [...text.matchAll(ZUSTAND_IMPORT)]
          .map((match) => match[1] ?? '')
          .filter((specifier) => !COVERED.has(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(uncovered).toEqual([]);
  });

  it('puts every exported zustand store back to its initial state', async () => {
    const files = storeFiles();
    expect(files.length).toBeGreaterThan(5);
    const stores: Array<[string, Store]> = [];
    for (const file of files) {
      const module = await loaders[file]?.();
      for (const [name, value] of Object.entries(module ?? {})) {
        if (isStore(value)) stores.push([`${file} ${name}`, value]);
      }
    }
    expect(stores.length).toBeGreaterThan(5);
    for (const [, store] of stores) store.setState({ leftOver: true });
    resetModuleState();
    const leaking = stores.filter(([, store]) => 'leftOver' in store.getState()).map(([name]) => name);
    expect(leaking).toEqual([]);
    for (const [name, store] of stores) expect(store.getState(), name).toEqual(store.getInitialState());
  });

  it('finds a reset registered in every file with module state', () => {
    const missing = Object.entries(sources)
      .filter(([file]) => !file.startsWith('/src/testing/') && !(file in STATELESS))
      .filter(([, text]) => MODULE_STATE.some((pattern) => pattern.test(text)))
      .filter(([, text]) => !text.includes('onTestReset('))
      .map(([file]) => file);
    expect(missing).toEqual([]);
  });

  it('leaves the browser router of app.tsx to the page', () => {
    const importers = Object.entries(tests)
      .filter(
        ([file, text]) =>
          /from\s*['"](?:[./]*\/)?app\/app['"]/.test(text) ||
          (file.startsWith('/src/app/') && /from\s*['"]\.\/app['"]/.test(text)),
      )
      .map(([file]) => file);
    expect(importers).toEqual([]);
  });

  it('cancels the timers a test left running', async () => {
    const fired: string[] = [];
    setTimeout(() => fired.push('timeout'), 5);
    setInterval(() => fired.push('interval'), 5);
    expect(cancelPendingTimers()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fired).toEqual([]);
  });
});
